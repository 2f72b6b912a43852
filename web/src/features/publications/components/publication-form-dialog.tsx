import { AUTHOR_TYPES, type PublicationDto, type PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { TypedFieldInputs } from "../../../components/catalogue/typed-field-inputs";
import { FIELDS_BY_TYPE, isPublicationType } from "../../../components/catalogue/typed-fields";
import { FormDialog } from "../../../components/form-dialog";
import { RestoredDraftNote, useKeepOnLeave } from "../../../components/kept-draft";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { ScanIcon } from "../../../components/icons";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { IconButton } from "../../../components/ui/icon-button";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useEditedRecord } from "../../../lib/edit-version";
import { draftOf, type FormDraft, rebase, restoreDraft } from "../../../lib/form-draft";
import { retryKeys } from "../../../lib/retry-key";
import { ScanDialog } from "../../scan/scan-dialog";
import { createPublication, fetchJson, updatePublication } from "../api/publications-api";
import { publicationKey } from "../api/keys";
import { useRevalidatePublications } from "../api/use-publications";
import { DuplicateCodeNote } from "./duplicate-code-note";
import {
  PUBLICATION_FIELDS,
  initialPublicationValues,
  publicationFormSchema,
  toPublicationPatch,
  type PublicationFormValues,
} from "../publication-form";
import { PublicationAuthorsEditor, PublicationAuthorsList, type AuthorRow } from "./publication-authors-editor";

type Props = {
  /** The publication to edit; null to add one. */
  publication: PublicationDto | null;
  /** Values to start a new one with (say, a scanned ISBN). */
  preset?: Partial<PublicationFormValues>;
  onClose: () => void;
  onSaved: (publication: PublicationDto) => void;
  /** The form kept when the session ended under it, to fill in again. */
  draft?: FormDraft | null;
};

/** The kept-draft name of this form. */
export const PUBLICATION_DRAFT = "publication";

const KeptAuthorRows = v.array(
  v.object({
    author: v.object({ id: v.pipe(v.string(), v.minLength(1)), name: v.string(), birthDate: v.nullable(v.string()) }),
    type: v.picklist(AUTHOR_TYPES),
  }),
);

/** A new publication's authors as kept in its draft; none where they do not read back. */
function keptAuthors(draft: FormDraft | null | undefined): AuthorRow[] {
  const parsed = v.safeParse(KeptAuthorRows, draft?.rows);
  return parsed.success ? parsed.output : [];
}

/** Add and edit share this form: the type first, then only that type's fields; identifiers are checked as they are typed. */
export function PublicationFormDialog({ publication: given, preset, onClose, onSaved, draft }: Props) {
  const { t } = useLingui();
  const { record: publication, version, onRefused, reloadInto, generation, saveEdit } = useEditedRecord(given, (p) => p.updatedOn, useRevalidatePublications(), (id) =>
    fetchJson<PublicationDto>(publicationKey(id)),
  );
  const [restored] = useState(() => restoreDraft(initialPublicationValues(publication, preset), draft));
  const form = useSchemaForm(publicationFormSchema, restored.values);
  const [authors, setAuthors] = useState<AuthorRow[]>(() => (publication ? [] : keptAuthors(draft)));
  // Changes are counted from the record, or for an add from the empty form rather than the preset,
  // so a scanned number given as a preset is kept too.
  useKeepOnLeave(
    PUBLICATION_DRAFT,
    () => ({ ...draftOf(form.values, initialPublicationValues(publication), publication, version), ...(publication ? {} : { rows: authors }) }),
    draft,
  );
  const [problem, setProblem] = useState<unknown>(null);
  const [scanning, setScanning] = useState(false);
  const [keys] = useState(retryKeys);
  const type: PublicationType = isPublicationType(form.values.type) ? form.values.type : "k";

  const createNew = (body: Parameters<typeof createPublication>[0]) => createPublication(body, keys.keyFor(body));
  const onSubmit = form.handleSubmit(
    async (output) => {
      setProblem(null);
      try {
        const saved = publication
          ? await saveEdit((base, ifVersion) => updatePublication(base.id, toPublicationPatch(output, base), ifVersion))
          : await createNew({ ...output, authors: authors.map((a) => ({ authorId: a.author.id, type: a.type })) });
        keys.settle();
        notify.success({ title: publication ? t`Changes saved` : t`Publication added` });
        onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError && PUBLICATION_FIELDS.some((f) => error.fieldError(f))) throw error;
        if (error instanceof ApiError && error.status === 401) return;
        onRefused(error);
        setProblem(error);
      }
    },
    t`Saving failed`,
  );

  const scanButton = <IconButton variant="outline" label={t`Scan with the camera`} icon={<ScanIcon size={18} />} onClick={() => setScanning(true)} />;

  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={publication ? t`Edit publication` : t`Add publication`}
        description={
          publication
            ? (publication.title ?? publication.magazineTitle ?? undefined)
            : t`Choose the type first: the form then shows that type's fields. A book's ISBN or a magazine's ISSN can be read with the camera.`
        }
        submitLabel={publication ? t`Save changes` : t`Add`}
        pending={form.pending}
        onSubmit={onSubmit}
        problem={problem}
        onReload={reloadInto((fresh) => {
          const merged = rebase(form.values, initialPublicationValues(publication), initialPublicationValues(fresh));
          form.reset(merged.values);
          setProblem(null);
          return merged;
        })}
        freshKey={generation}
        startDirty={Boolean(draft)}
        size="lg"
      >
        {draft && generation === 0 ? <RestoredDraftNote draft={draft} version={version} clashed={restored.clashed} /> : null}
        <TypedFieldInputs values={form.values} field={form.field} identifierAction={scanButton} />
        <DuplicateCodeNote code={(type === "k" ? form.values.isbn : type === "c" ? form.values.articleDoi : "") ?? ""} selfId={publication?.id} />
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
