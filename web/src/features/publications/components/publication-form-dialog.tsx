import { translateMessage } from "@contract/messages";
import type { PublicationDto, PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { css } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { FormDialog } from "../../../components/form-dialog";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { CheckIcon, ScanIcon } from "../../../components/icons";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { IconButton } from "../../../components/ui/icon-button";
import { RadioGroupField } from "../../../components/ui/radio-group-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-client";
import { ScanDialog } from "../../scan/scan-dialog";
import { createPublication, updatePublication } from "../api/publications-api";
import {
  FIELDS_BY_TYPE,
  PUBLICATION_FIELDS,
  REQUIRED_BY_TYPE,
  canonicalIdentifier,
  hiddenFilledFields,
  initialPublicationValues,
  isPublicationType,
  liveIdentifierIssue,
  publicationFormSchema,
  toPublicationPatch,
  type PublicationFormValues,
  type TypedField,
} from "../publication-form";
import { PublicationAuthorsEditor, PublicationAuthorsList, type AuthorRow } from "./publication-authors-editor";
import { useTypedFieldLabels } from "./typed-field-labels";

type Props = {
  /** The publication to edit; null to add one. */
  publication: PublicationDto | null;
  /** Values to start a new one with (say, a scanned ISBN). */
  preset?: Partial<PublicationFormValues>;
  onClose: () => void;
  onSaved: (publication: PublicationDto) => void;
};

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const full = css({ gridColumn: { sm: "1 / -1" } });
const valid = css({ display: "inline-flex", alignItems: "center", gap: "1", color: "success.default" });
const withButton = css({ display: "flex", alignItems: "flex-start", gap: "2", "& > :first-child": { flex: "1", minW: "0" } });

/** Add and edit share this form: the type first, then only that type's fields; identifiers are checked as they are typed. */
export function PublicationFormDialog({ publication, preset, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === "en" ? "en" : "pl";
  const form = useSchemaForm(publicationFormSchema, initialPublicationValues(publication, preset));
  const [authors, setAuthors] = useState<AuthorRow[]>([]);
  const [problem, setProblem] = useState<unknown>(null);
  const [scanning, setScanning] = useState(false);
  const type: PublicationType = isPublicationType(form.values.type) ? form.values.type : "k";
  const shown = FIELDS_BY_TYPE[type];
  const required = REQUIRED_BY_TYPE[type];

  const onSubmit = form.handleSubmit(
    async (output) => {
      setProblem(null);
      try {
        const saved = publication
          ? await updatePublication(publication.id, toPublicationPatch(output, publication))
          : await createPublication({ ...output, authors: authors.map((a) => ({ authorId: a.author.id, type: a.type })) });
        notify.success({ title: publication ? t`Changes saved` : t`Publication added` });
        onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError && PUBLICATION_FIELDS.some((f) => error.fieldError(f))) throw error;
        if (error instanceof ApiError && error.status === 401) return;
        setProblem(error);
      }
    },
    t`Saving failed`,
  );

  const labels = useTypedFieldLabels(type);

  /** Identifiers: the full check once left, and at once when the typed code is complete or impossible. */
  const identifier = (key: "isbn" | "issn" | "articleDoi", hint: string, extra?: ReactNode) => {
    const f = form.field(key);
    const live = liveIdentifierIssue(key, f.value);
    const error = f.error ?? (live ? translateMessage(live, lang) : undefined);
    const stored = error ? null : canonicalIdentifier(key, f.value);
    const helper = stored ? (
      <span className={valid}>
        <CheckIcon size={14} />
        {key === "isbn" ? t`Valid ISBN, saved as ${stored}` : key === "issn" ? t`Valid ISSN, saved as ${stored}` : t`Saved as ${stored}`}
      </span>
    ) : (
      hint
    );
    const input = (
      <TextField {...f} error={error} label={labels[key]} helper={helper} autoComplete="off" spellCheck={false} maxLength={key === "articleDoi" ? 300 : 40} />
    );
    return (
      <div key={key} className={full}>
        {extra ? (
          <div className={withButton}>
            {input}
            <div className={css({ mt: "7" })}>{extra}</div>
          </div>
        ) : (
          input
        )}
      </div>
    );
  };
  const scanButton = <IconButton variant="outline" label={t`Scan with the camera`} icon={<ScanIcon size={18} />} onClick={() => setScanning(true)} />;

  const render = (key: TypedField) => {
    if (key === "isbn") return identifier("isbn", t`ISBN-10 or ISBN-13; hyphens and spaces are ignored. Saved as ISBN-13.`, scanButton);
    if (key === "issn") return identifier("issn", t`Format 1234-567X.`, scanButton);
    if (key === "articleDoi") return identifier("articleDoi", t`For example 10.1234/xyz.123 or a doi.org link.`);
    const wide = key === "title" || key === "articleTitle" || key === "magazineTitle" || key === "link";
    return (
      <div key={key} className={wide ? full : undefined}>
        <TextField
          {...form.field(key)}
          label={labels[key]}
          required={required.includes(key)}
          maxLength={key === "link" ? 2000 : key === "editionNumber" ? 50 : key === "publicationYear" ? 4 : 500}
          inputMode={key === "publicationYear" ? "numeric" : key === "link" ? "url" : undefined}
          type={key === "link" ? "url" : "text"}
          helper={key === "link" ? t`Starts with http:// or https://` : undefined}
          autoComplete="off"
        />
      </div>
    );
  };

  const dropped = hiddenFilledFields(form.values);
  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={publication ? t`Edit publication` : t`Add publication`}
        submitLabel={publication ? t`Save changes` : t`Add`}
        pending={form.pending}
        onSubmit={onSubmit}
        problem={problem}
        size="lg"
      >
        <RadioGroupField
          label={t`Type`}
          name="type"
          required
          value={type}
          onValueChange={(value) => form.field("type").onValueChange(value)}
          options={(["k", "c", "l"] as const).map((value) => ({ value, label: i18n._(PUBLICATION_TYPE_LABELS[value]) }))}
        />
        <div className={grid}>{shown.map(render)}</div>
        {dropped.length ? (
          <p role="note" className={css({ fontSize: "sm", color: "fg.muted" })}>
            {t`Not used for this type and cleared on save:`} {dropped.map((f) => labels[f]).join(", ")}
          </p>
        ) : null}
        <CheckboxField
          label={t`Verified`}
          name="isVerified"
          checked={form.values.isVerified === "true"}
          onCheckedChange={(checked) => form.field("isVerified").onValueChange(checked ? "true" : "false")}
          helper={t`The entry has been checked against the publication itself.`}
        />
        {publication ? <PublicationAuthorsList authors={publication.authors} /> : <PublicationAuthorsEditor rows={authors} onChange={setAuthors} />}
      </FormDialog>
      <ScanDialog
        open={scanning}
        onOpenChange={setScanning}
        actionLabel={t`Use this number`}
        onUse={(result) => {
          const key = result.kind === "issn" ? "issn" : "isbn";
          const wanted: PublicationType = key === "issn" ? "c" : "k";
          if (!FIELDS_BY_TYPE[type].includes(key)) form.field("type").onValueChange(wanted);
          form.field(key).onValueChange(result.value);
          setScanning(false);
        }}
      />
    </>
  );
}
