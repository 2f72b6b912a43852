import { AUTHOR_TYPES, type AuthorType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { AuthorPicker, type AuthorOption } from "../../../components/catalogue/author-picker";
import { AUTHOR_TYPE_LABELS } from "../../../components/catalogue/labels";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormDialog } from "../../../components/form-dialog";
import { SelectField } from "../../../components/ui/select-field";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { assignPublications, reassignPublication, unassignPublication, type AuthorPublicationDto } from "../api/authors-api";
import { useRevalidateAuthors } from "../api/use-authors";

export type LinkAction = "reassign" | "unassign" | "changeType";

type Open = { action: LinkAction | null; link: AuthorPublicationDto | null };

function ReassignDialog({ link, authorName, onClose, onDone }: { link: AuthorPublicationDto; authorName: string; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const [target, setTarget] = useState<AuthorOption | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const title = publicationName(link.publication);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!target) return setError(t`Choose the author to move the publication to.`);
    setPending(true);
    setProblem(null);
    try {
      await reassignPublication(link.authorId, link.publicationId, target.id);
      const targetName = target.name;
      notify.success({ title: t`Moved to ${targetName}` });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldError("toAuthorId")) setError(undefined);
      setProblem(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`Move to another author`}
      description={t`“${title}” moves from ${authorName} with its role; for the new author it counts as a manual assignment.`}
      submitLabel={t`Move`}
      pending={pending}
      onSubmit={(e) => void submit(e)}
      problem={problem}
    >
      <AuthorPicker
        label={t`New author`}
        required
        value={target}
        excludeIds={[link.authorId]}
        error={error}
        onChange={(a) => {
          setTarget(a);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}

function ChangeTypeDialog({ link, onClose, onDone }: { link: AuthorPublicationDto; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<AuthorType>(link.type);
  const [problem, setProblem] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const title = publicationName(link.publication);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      if (type !== link.type) await assignPublications(link.authorId, { publicationIds: [link.publicationId], type });
      notify.success({ title: t`Role changed` });
      onDone();
    } catch (err) {
      setProblem(err);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t`Change role`}
      description={`“${title}”`}
      submitLabel={t`Save changes`}
      pending={pending}
      onSubmit={(e) => void submit(e)}
      problem={problem}
    >
      <SelectField
        label={t`Role`}
        required
        name="type"
        value={type}
        onValueChange={(v) => setType(v as AuthorType)}
        options={AUTHOR_TYPES.map((code) => ({ value: code, label: `${code} — ${i18n._(AUTHOR_TYPE_LABELS[code])}` }))}
      />
    </FormDialog>
  );
}

/** The dialogs behind a link's actions on the author's page: move to another author, change the role, unassign. */
export function useLinkActionDialogs(authorName: string): { run: (action: LinkAction, link: AuthorPublicationDto) => void; dialogs: ReactNode } {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>({ action: null, link: null });
  const revalidate = useRevalidateAuthors();
  const close = () => setOpen((o) => ({ ...o, action: null }));
  const done = () => {
    close();
    void revalidate();
  };
  const link = open.link;
  const title = link ? publicationName(link.publication) : "";

  const dialogs = (
    <>
      {open.action === "reassign" && link ? <ReassignDialog link={link} authorName={authorName} onClose={close} onDone={done} /> : null}
      {open.action === "changeType" && link ? <ChangeTypeDialog link={link} onClose={close} onDone={done} /> : null}
      <ConfirmDialog
        open={open.action === "unassign"}
        onOpenChange={(o) => !o && close()}
        title={t`Unassign publication?`}
        description={t`“${title}” will no longer be linked to ${authorName}, and matching will not link them again. It can still be assigned by hand.`}
        confirmLabel={t`Unassign`}
        onConfirm={async () => {
          if (!link) return;
          await unassignPublication(link.authorId, link.publicationId);
          notify.success({ title: t`Publication unassigned` });
          void revalidate();
        }}
      />
    </>
  );
  return { run: (action, l) => setOpen({ action, link: l }), dialogs };
}
