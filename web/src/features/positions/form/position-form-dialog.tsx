import type { Lang } from "@contract/common";
import { translateMessage } from "@contract/messages";
import type { PositionDto } from "@contract/positions";
import type { PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { css } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { FormDialog } from "../../../components/form-dialog";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { CheckIcon } from "../../../components/icons";
import { RadioGroupField } from "../../../components/ui/radio-group-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import {
  FIELDS_BY_TYPE,
  REQUIRED_BY_TYPE,
  canonicalIdentifier,
  hiddenFilledFields,
  isPublicationType,
  liveIdentifierIssue,
  type PublicationFormValues,
  type TypedField,
} from "../../publications/publication-form";
import { ScanDialog } from "../../scan/scan-dialog";
import { createPosition, updatePosition } from "../api/positions-api";
import { IdentifierBox } from "./identifier-box";
import { PositionAuthorsFields } from "./position-authors-fields";
import {
  authorRowsFromCatalogue,
  checkAuthors,
  initialAuthorRows,
  initialPositionValues,
  positionFormSchema,
  routeIdentifier,
  splitServerErrors,
  valuesFromCatalogue,
  type AuthorErrors,
  type AuthorRowValues,
} from "./position-form";
import { useCatalogueLookup } from "./use-catalogue-lookup";
import { useTypedFieldLabels } from "../../publications/components/typed-field-labels";

export type PositionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The position to edit; absent to add one. */
  position?: PositionDto;
  /** After a successful save, with the stored position (the dialog closes itself). */
  onSaved?: (position: PositionDto) => void;
};

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const full = css({ gridColumn: { sm: "1 / -1" } });
const valid = css({ display: "inline-flex", alignItems: "center", gap: "1", color: "success.default" });
const pagesBox = css({ maxW: { sm: "14rem" } });

/**
 * Add (POST /positions) and edit (PATCH /positions/{id}: publication, authors and pages used,
 * each replaced whole). Mounted fresh on every opening, so a cancelled edit leaves nothing behind.
 */
export function PositionFormDialog(props: PositionFormDialogProps) {
  return props.open ? <PositionForm {...props} /> : null;
}

function PositionForm({ onOpenChange, position, onSaved }: PositionFormDialogProps) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const form = useSchemaForm(positionFormSchema, initialPositionValues(position));
  const [authors, setAuthors] = useState<AuthorRowValues[]>(() => initialAuthorRows(position));
  const [authorsChecked, setAuthorsChecked] = useState(false);
  const [authorServerErrors, setAuthorServerErrors] = useState<AuthorErrors>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [code, setCode] = useState("");
  const [scanning, setScanning] = useState(false);
  const type: PublicationType = isPublicationType(form.values.type) ? form.values.type : "k";
  const required = REQUIRED_BY_TYPE[type];

  const lookup = useCatalogueLookup((publication) => {
    form.setValues((current) => valuesFromCatalogue(current, publication));
    if (publication.authors.length) setAuthors(authorRowsFromCatalogue(publication));
  });

  /** The box's code goes straight into its field (switching type when needed), then to the catalogue. */
  const changeCode = (next: string) => {
    setCode(next);
    const route = routeIdentifier(next, form.values.type);
    if (route) {
      if (route.type !== form.values.type) form.field("type").onValueChange(route.type);
      form.field(route.field).onValueChange(route.value);
    }
    lookup.request(route ? route.value : null);
  };

  const clientAuthorErrors = authorsChecked ? checkAuthors(authors).errors : {};
  const authorErrors: AuthorErrors = {};
  authors.forEach((_, i) => {
    const own = { ...clientAuthorErrors[i], ...authorServerErrors[i] };
    if (Object.keys(own).length) authorErrors[i] = own;
  });

  const save = form.handleSubmit(async (output) => {
    setProblem(null);
    const checked = checkAuthors(authors);
    const invalidRow = Object.keys(checked.errors)[0];
    if (invalidRow !== undefined) {
      const field = Object.keys(checked.errors[Number(invalidRow)] ?? {})[0] ?? "firstName";
      document.querySelector<HTMLElement>(`[name="authors.${invalidRow}.${field}"]`)?.focus();
      return;
    }
    const body = { publication: output.publication, authors: checked.authors, pagesUsed: output.pagesUsed };
    try {
      const saved = position ? await updatePosition(position.id, body) : await createPosition(body);
      notify.success({ title: position ? t`Changes saved` : t`Position added` });
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 401) {
        if (!(error instanceof ApiError)) setProblem(error);
        return;
      }
      const split = splitServerErrors(error.errors, authors);
      setAuthorServerErrors(split.authors);
      const fieldCount = Object.keys(split.fields).length;
      if (fieldCount) {
        // Field messages go onto their fields (useSchemaForm focuses the first); the rest stays above the buttons.
        if (split.other.length) setProblem(error);
        throw new ApiError({
          status: error.status,
          statusText: error.statusText,
          code: error.code,
          title: error.title,
          detail: error.detail,
          errors: split.fields as Record<string, string[]>,
          requestId: error.requestId,
        });
      }
      const firstRow = Object.keys(split.authors)[0];
      if (firstRow !== undefined) {
        document.querySelector<HTMLElement>(`[name^="authors.${firstRow}."][aria-invalid="true"]`)?.focus();
        if (!split.other.length) return;
      }
      setProblem(error);
    }
  }, t`Saving failed`);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setAuthorsChecked(true);
    void save(event);
  };

  const labels = useTypedFieldLabels(type);

  /** Identifier fields: checked live once the code is complete or impossible, with the stored spelling. */
  const identifier = (key: "isbn" | "issn" | "articleDoi", hint: string) => {
    const f = form.field(key);
    const live = liveIdentifierIssue(key, f.value);
    const error = f.error ?? (live ? translateMessage(live, lang) : undefined);
    const stored = error ? null : canonicalIdentifier(key, f.value);
    const helper: ReactNode = stored ? (
      <span className={valid}>
        <CheckIcon size={14} />
        {key === "isbn" ? t`Valid ISBN, saved as ${stored}` : key === "issn" ? t`Valid ISSN, saved as ${stored}` : t`Saved as ${stored}`}
      </span>
    ) : (
      hint
    );
    return (
      <div key={key} className={full}>
        <TextField {...f} error={error} label={labels[key]} helper={helper} autoComplete="off" spellCheck={false} maxLength={key === "articleDoi" ? 300 : 40} />
      </div>
    );
  };

  const render = (key: TypedField) => {
    if (key === "isbn") return identifier("isbn", t`ISBN-10 or ISBN-13; hyphens and spaces are ignored. Saved as ISBN-13.`);
    if (key === "issn") return identifier("issn", t`Format 1234-567X.`);
    if (key === "articleDoi") return identifier("articleDoi", t`For example 10.1234/xyz.123 or a doi.org link.`);
    const wide = key === "title" || key === "articleTitle" || key === "magazineTitle" || key === "link";
    return (
      <div key={key} className={wide ? full : undefined}>
        <TextField
          {...form.field(key)}
          label={labels[key]}
          required={required.includes(key)}
          maxLength={key === "link" ? 2000 : key === "editionNumber" ? 50 : key === "publicationYear" ? 4 : key === "publisher" ? 300 : 500}
          inputMode={key === "publicationYear" ? "numeric" : key === "link" ? "url" : undefined}
          type={key === "link" ? "url" : "text"}
          helper={key === "link" ? t`Starts with http:// or https://` : undefined}
          autoComplete="off"
        />
      </div>
    );
  };

  const route = routeIdentifier(code, type);
  // hiddenFilledFields reads the publication form's shape; the position form has the same typed fields.
  const dropped = hiddenFilledFields({ ...form.values, isVerified: "false" } as PublicationFormValues);
  return (
    <>
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title={position ? t`Edit position` : t`Add position`}
        submitLabel={position ? t`Save changes` : t`Add`}
        pending={form.pending}
        onSubmit={onSubmit}
        problem={problem}
        size="lg"
      >
        <IdentifierBox
          value={code}
          onValueChange={changeCode}
          routed={route ? { label: labels[route.field], value: route.value } : null}
          lookup={lookup.state}
          onScan={() => setScanning(true)}
        />
        <RadioGroupField
          label={t`Type`}
          name="type"
          required
          value={type}
          onValueChange={(value) => form.field("type").onValueChange(value)}
          options={(["k", "c", "l"] as const).map((value) => ({ value, label: i18n._(PUBLICATION_TYPE_LABELS[value]) }))}
        />
        <div className={grid}>{FIELDS_BY_TYPE[type].map(render)}</div>
        {dropped.length ? (
          <p role="note" className={css({ fontSize: "sm", color: "fg.muted" })}>
            {t`Not used for this type and cleared on save:`} {dropped.map((f) => labels[f]).join(", ")}
          </p>
        ) : null}
        <PositionAuthorsFields
          rows={authors}
          onChange={setAuthors}
          errors={authorErrors}
          onFieldEdited={(index, field) => {
            if (authorServerErrors[index]?.[field]) setAuthorServerErrors((prev) => ({ ...prev, [index]: { ...prev[index], [field]: undefined } }));
          }}
        />
        <div className={pagesBox}>
          <TextField
            {...form.field("pagesUsed")}
            label={t`Pages used`}
            required
            inputMode="numeric"
            maxLength={7}
            autoComplete="off"
            helper={t`How many pages of the publication were used; a whole number, at least 1.`}
          />
        </div>
      </FormDialog>
      <ScanDialog
        open={scanning}
        onOpenChange={setScanning}
        actionLabel={t`Use this number`}
        onUse={(result) => {
          setScanning(false);
          changeCode(result.value);
        }}
      />
    </>
  );
}
