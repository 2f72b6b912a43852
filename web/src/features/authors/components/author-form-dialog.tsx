import type { AuthorDto } from "@contract/authors";
import { GENDERS } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { GENDER_LABELS } from "../../../components/catalogue/labels";
import { FormDialog } from "../../../components/form-dialog";
import { RestoredDraftNote, useKeepOnLeave } from "../../../components/kept-draft";
import { useSchemaForm } from "../../../components/form/use-schema-form";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { useEditedRecord } from "../../../lib/edit-version";
import { draftOf, type FormDraft, rebase, restoreDraft } from "../../../lib/form-draft";
import { formatFullName } from "../../../lib/format";
import { retryKeys } from "../../../lib/retry-key";
import { createAuthor, fetchJson, updateAuthor } from "../api/authors-api";
import { authorKey } from "../api/keys";
import { useRevalidateAuthors } from "../api/use-authors";
import { AUTHOR_FIELDS, authorFormSchema, initialAuthorValues } from "../author-form";
import { DuplicateAuthorNote } from "./duplicate-author-note";

type Props = {
  /** The author to edit; null to add one. */
  author: AuthorDto | null;
  onClose: () => void;
  onSaved: (author: AuthorDto) => void;
  /** The form kept when the session ended under it, to fill in again. */
  draft?: FormDraft | null;
};

/** The kept-draft name of this form. */
export const AUTHOR_DRAFT = "author";

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });

/** Add and edit share this form. */
export function AuthorFormDialog({ author: given, onClose, onSaved, draft }: Props) {
  const { t, i18n } = useLingui();
  const { record: author, version, onRefused, reloadInto, generation, saveEdit } = useEditedRecord(given, (a) => a.version, useRevalidateAuthors(), (id) =>
    fetchJson<AuthorDto>(authorKey(id)),
  );
  const [restored] = useState(() => restoreDraft(initialAuthorValues(author), draft));
  const form = useSchemaForm(authorFormSchema, restored.values);
  useKeepOnLeave(AUTHOR_DRAFT, () => draftOf(form.values, initialAuthorValues(author), author, version), draft);
  const [problem, setProblem] = useState<unknown>(null);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [keys] = useState(retryKeys);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setProblem(null);
      try {
        const saved = author ? await saveEdit((base, ifVersion) => updateAuthor(base.id, input, ifVersion)) : await createAuthor(input, keys.keyFor(input));
        keys.settle();
        notify.success({ title: author ? t`Changes saved` : t`Author added` });
        onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError && AUTHOR_FIELDS.some((f) => error.fieldError(f))) throw error;
        if (error instanceof ApiError && error.status === 401) return;
        onRefused(error);
        setProblem(error);
      }
    },
    t`Saving failed`,
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={author ? t`Edit author` : t`Add author`}
      description={author ? formatFullName(author) : t`The birth date lets matching link the author's publications with certainty.`}
      submitLabel={author ? t`Save changes` : t`Add`}
      pending={form.pending}
      onSubmit={onSubmit}
      problem={problem}
      onReload={reloadInto((fresh) => {
        const merged = rebase(form.values, initialAuthorValues(author), initialAuthorValues(fresh));
        form.reset(merged.values);
        setProblem(null);
        return merged;
      })}
      freshKey={generation}
      startDirty={Boolean(draft)}
      size="lg"
    >
      {draft && generation === 0 ? <RestoredDraftNote draft={draft} version={version} clashed={restored.clashed} /> : null}
      <div className={grid}>
        <TextField {...form.field("firstName")} label={t`First name`} required maxLength={100} autoComplete="off" />
        <TextField {...form.field("middleName")} label={t`Middle name`} maxLength={100} autoComplete="off" />
        <TextField {...form.field("lastName")} label={t`Last name`} required maxLength={100} autoComplete="off" />
        <TextField {...form.field("birthDate")} label={t`Birth date`} type="date" max={today} min="1000-01-01" />
      </div>
      {/* Right under the name, where the eye is while typing it (below the fold on a phone otherwise). */}
      <DuplicateAuthorNote
        name={{ firstName: form.values.firstName, middleName: form.values.middleName, lastName: form.values.lastName }}
        selfId={author?.id}
      />
      <div className={grid}>
        <SelectField
          {...form.field("gender")}
          label={t`Gender`}
          placeholder={t`Not given`}
          options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
        />
        <TextField
          {...form.field("authorId")}
          label={t`Author ID`}
          maxLength={64}
          autoComplete="off"
          helper={t`An identifier from an outside registry, e.g. ORCID or VIAF.`}
        />
      </div>
    </FormDialog>
  );
}
