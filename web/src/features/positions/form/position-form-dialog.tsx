import { parseIdentifier } from "@contract/identifiers";
import type { PositionDto } from "@contract/positions";
import type { PublicationDto, PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { css } from "styled-system/css";
import { useSWRConfig } from "swr";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { TypedFieldInputs } from "../../../components/catalogue/typed-field-inputs";
import { useTypedFieldLabels } from "../../../components/catalogue/typed-field-labels";
import { isPublicationType } from "../../../components/catalogue/typed-fields";
import { FormDialog } from "../../../components/form-dialog";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { TextField } from "../../../components/ui/text-field";
import { CheckIcon } from "../../../components/icons";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useSession } from "../../../lib/session";
import { storage } from "../../../lib/storage";
import { ScanDialog } from "../../scan/scan-dialog";
import { positionKey } from "../api/keys";
import { useEditedRecord } from "../../../lib/edit-version";
import { createPosition, fetchJson, updatePosition } from "../api/positions-api";
import { IdentifierBox } from "./identifier-box";
import { PositionAuthorsFields } from "./position-authors-fields";
import {
  authorRowsFromCatalogue,
  checkAuthors,
  initialAuthorRows,
  initialPositionValues,
  nextEntryValues,
  positionFormSchema,
  routeIdentifier,
  splitServerErrors,
  valuesFromCatalogue,
  keepTypedSince,
  valuesFromMagazine,
  withoutCatalogueEntry,
  type AuthorErrors,
  type AuthorRowValues,
  type PositionFormValues,
} from "./position-form";
import { useKeepWhileAway } from "../../../lib/keep-while-away";
import { retryKeys } from "../../../lib/retry-key";
import { tabStore } from "../../../lib/tab-store";
import {
  dropPositionDraft,
  isBlankDraft,
  isUnchangedDraft,
  keepPositionDraft,
  openedFrom,
  type PositionDraft,
  rebasePosition,
  restorePositionDraft,
} from "./position-draft";
import { RestoredPositionNote } from "./restored-position-note";
import { useCatalogueLookup } from "./use-catalogue-lookup";

export type PositionFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The position to edit; absent to add one. */
  position?: PositionDto;
  /** After a successful save, with the stored position (the dialog closes itself). */
  onSaved?: (position: PositionDto) => void;
  /** The form kept when the session ended under it (position-draft), to fill in again. */
  draft?: PositionDraft | null;
};

const pagesBox = css({ maxW: { sm: "14rem" } });

/** Whether the position is still out of any report; undefined when that could not be read. */
async function stillUnreported(id: string): Promise<boolean | undefined> {
  try {
    return !(await fetchJson<PositionDto>(positionKey(id))).isReported;
  } catch {
    return undefined;
  }
}
const addedNote = css({ display: "flex", gap: "2", alignItems: "flex-start", fontSize: "sm", fontWeight: "medium" });

/**
 * Add (POST /positions) and edit (PATCH /positions/{id}: publication, authors and pages used,
 * each replaced whole). Mounted fresh on every opening, so a cancelled edit leaves nothing behind.
 */
export function PositionFormDialog(props: PositionFormDialogProps) {
  return props.open ? <PositionForm {...props} /> : null;
}

/** The first author field the check refuses, by its input's name; null when every row is sound. */
function invalidAuthorField(checked: ReturnType<typeof checkAuthors>): string | null {
  const row = Object.keys(checked.errors)[0];
  return row === undefined ? null : `authors.${row}.${Object.keys(checked.errors[Number(row)] ?? {})[0] ?? "firstName"}`;
}

function PositionForm({ onOpenChange, position: given, onSaved, draft }: PositionFormDialogProps) {
  const { t } = useLingui();
  const userId = useSession().user?.userId ?? null;
  const { mutate } = useSWRConfig();
  // The version this form was filled from, kept while the list behind it is read again.
  const { record: position, reloadInto, generation, saveEdit } = useEditedRecord(given ?? null, (p) => p.updatedOn, () => mutate(() => true), (id) =>
    fetchJson<PositionDto>(positionKey(id)),
  );
  const [restored] = useState(() => (draft ? restorePositionDraft(draft, position ? openedFrom(position) : null) : null));
  const form = useSchemaForm(positionFormSchema, restored?.values ?? initialPositionValues(position));
  const [authors, setAuthors] = useState<AuthorRowValues[]>(() => restored?.authors ?? initialAuthorRows(position));
  const [authorsChecked, setAuthorsChecked] = useState(false);
  const [authorServerErrors, setAuthorServerErrors] = useState<AuthorErrors>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [code, setCode] = useState("");
  const [scanning, setScanning] = useState(false);
  const [keys] = useState(retryKeys);

  // What the form holds, for the moment the session ends under it (the page goes to /login and
  // takes the dialog with it) or the page goes with it open: kept for the same user's return.
  const keepDraft = (reloaded: boolean): boolean => {
    if (!userId) return false;
    const current: PositionDraft = { values: form.values, authors, ...(reloaded ? { reloaded: true as const } : {}) };
    if (!position) {
      if (isBlankDraft(current)) return false;
      keepPositionDraft(tabStore(), userId, current);
      return true;
    }
    const opened = openedFrom(position);
    if (isUnchangedDraft(current, opened)) return false;
    keepPositionDraft(tabStore(), userId, { ...current, edit: { positionId: position.id, version: position.updatedOn }, opened });
    return true;
  };
  const keptNow = useRef(keepDraft);
  useEffect(() => {
    keptNow.current = keepDraft;
  });
  useEffect(() => {
    const keep = keptNow;
    return () => {
      if (!storage.get("accessToken")) keep.current(false);
    };
  }, []);
  useKeepWhileAway(
    () => keepDraft(true),
    () => {
      if (userId) dropPositionDraft(tabStore(), userId);
    },
  );
  const type: PublicationType = isPublicationType(form.values.type) ? form.values.type : "k";

  // The catalogue entry the fields were last filled in from, and for which code.
  const filledFrom = useRef<{ code: string; entry: PublicationDto } | null>(null);
  // The form as the code was looked up: what the user typed while the catalogue was answering stays.
  const askedWith = useRef<{ values: PositionFormValues; authors: AuthorRowValues[] } | null>(null);
  const lookup = useCatalogueLookup((entry, looked) => {
    filledFrom.current = { code: looked, entry };
    const asked = askedWith.current;
    // A magazine found by its ISSN fills its own fields; the article's stay as typed.
    const byIssn = parseIdentifier(looked)?.kind === "issn";
    form.setValues((current) => {
      const filled = byIssn ? valuesFromMagazine(current, entry) : valuesFromCatalogue(current, entry);
      return asked ? keepTypedSince(asked.values, current, filled) : filled;
    });
    if (entry.authors.length) setAuthors((current) => (asked && current !== asked.authors ? current : authorRowsFromCatalogue(entry)));
  });

  // The field the box last put a valid code into, and that code.
  const routedTo = useRef<{ field: "isbn" | "issn" | "articleDoi"; value: string } | null>(null);

  /**
   * The box's code goes straight into its field (switching type when needed), then to the
   * catalogue. Once the box holds another code, or none (emptied, or mistyped), what the previous
   * code's entry filled in goes, and so does the previous code from its field unless it was
   * changed there by hand: the form never saves a code the box no longer shows.
   */
  const changeCode = (next: string) => {
    setCode(next);
    const route = routeIdentifier(next, form.values.type);
    const filled = filledFrom.current;
    const previous = routedTo.current;
    let values = form.values;
    let rows = authors;
    if (filled && route?.value !== filled.code) {
      ({ values, authors: rows } = withoutCatalogueEntry(values, rows, filled.entry));
      filledFrom.current = null;
    }
    if (previous && route?.value !== previous.value && values[previous.field] === previous.value) values = { ...values, [previous.field]: "" };
    if (values !== form.values) form.setValues(() => values);
    if (rows !== authors) setAuthors(rows);
    routedTo.current = route ? { field: route.field, value: route.value } : null;
    askedWith.current = route ? { values: { ...values, type: route.type, [route.field]: route.value }, authors: rows } : null;
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

  // "Add and enter another" chosen for the submit under way: the form stays open for the next entry.
  const andNext = useRef(false);
  // Said inside the dialog: the toasts sit outside it, hidden from assistive technology while it is open.
  const [added, setAdded] = useState<{ name: string; count: number } | null>(null);
  const startNext = (saved: PositionDto) => {
    setAdded((before) => ({ name: publicationName(saved.publication), count: (before?.count ?? 0) + 1 }));
    form.reset(nextEntryValues(form.values));
    setAuthors([]);
    setAuthorsChecked(false);
    setAuthorServerErrors({});
    setCode("");
    filledFrom.current = null;
    routedTo.current = null;
    lookup.request(null);
    onSaved?.(saved);
    document.querySelector<HTMLElement>('[role="dialog"] [name="identifier"]')?.focus();
  };

  const save = form.handleSubmit(async (output) => {
    setProblem(null);
    const checked = checkAuthors(authors);
    const invalidAuthor = invalidAuthorField(checked);
    if (invalidAuthor !== null) {
      document.querySelector<HTMLElement>(`[name="${invalidAuthor}"]`)?.focus();
      return;
    }
    const body = { publication: output.publication, authors: checked.authors, pagesUsed: output.pagesUsed };
    try {
      const saved = position ? await saveEdit((base, ifVersion) => updatePosition(base.id, body, ifVersion)) : await createPosition(body, keys.keyFor(body));
      keys.settle();
      if (userId) dropPositionDraft(tabStore(), userId);
      // Going on to the next entry, the dialog says what was added (a toast would cover a phone's buttons).
      if (andNext.current && !position) {
        startNext(saved);
        return;
      }
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
      // Changed meanwhile by someone else (409): the lists are read again, so the form opened anew shows their change.
      if (error.status === 409) {
        void mutate(() => true);
        // Put into a report meanwhile, it is no longer the company's to change: nothing this form can save.
        if (position && !position.isReported && (await stillUnreported(position.id)) === false) {
          notify.error({ title: t`The position is in a report now`, description: t`It went into a report in the meantime, so it can no longer be changed here.` });
          onOpenChange(false);
          return;
        }
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
    const formElement = event.currentTarget;
    setAuthorsChecked(true);
    void save(event).finally(() => {
      andNext.current = false;
      // A refused field below the authors took the focus (the schema's check comes first): an
      // author field refused above it goes first, as the form reads.
      const invalidAuthor = invalidAuthorField(checkAuthors(authors));
      const authorInput = invalidAuthor ? formElement.querySelector<HTMLElement>(`[name="${invalidAuthor}"]`) : null;
      const active = document.activeElement;
      if (authorInput && active && formElement.contains(active) && authorInput.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) {
        authorInput.focus();
      }
    });
  };

  const labels = useTypedFieldLabels(type);
  const addedName = added?.name;

  const route = routeIdentifier(code, type);
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
        onReload={reloadInto((fresh) => {
          const merged = rebasePosition({ values: form.values, authors }, openedFrom(position), openedFrom(fresh));
          form.reset(merged.values);
          setAuthors(merged.authors);
          setAuthorsChecked(false);
          setAuthorServerErrors({});
          setProblem(null);
          return merged;
        })}
        size="lg"
        // Both only grow: a new entry after "Add and enter another", or the saved version loaded.
        freshKey={(added?.count ?? 0) + generation}
        startDirty={Boolean(draft)}
        altSubmit={
          position
            ? undefined
            : {
                label: t`Add and enter another`,
                onChoose: () => {
                  andNext.current = true;
                },
              }
        }
      >
        {addedName ? (
          <output className={addedNote}>
            <CheckIcon size={14} aria-hidden className={css({ flexShrink: 0, mt: "0.5", color: "success.default" })} />
            {t`Added “${addedName}”. Enter the next position.`}
          </output>
        ) : null}
        {draft && !added && generation === 0 ? <RestoredPositionNote draft={draft} version={position?.updatedOn} clashed={restored?.clashed ?? []} /> : null}
        <IdentifierBox
          value={code}
          onValueChange={changeCode}
          routed={route ? { label: labels[route.field], value: route.value } : null}
          lookup={lookup.state}
          onScan={() => setScanning(true)}
          onDone={(found) => {
            // A magazine found by its ISSN leaves the article to type.
            const next = found ? (type === "c" && !form.values.articleTitle ? "articleTitle" : "pagesUsed") : type === "c" ? "magazineTitle" : "title";
            document.querySelector<HTMLElement>(`[role="dialog"] [name="${next}"]`)?.focus();
          }}
        />
        <TypedFieldInputs values={form.values} field={form.field} />
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
