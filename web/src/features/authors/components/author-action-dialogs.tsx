import type { AuthorDto } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { KeptEditDialog, useKeptFormDraft } from "../../../components/kept-draft";
import { notify } from "../../../components/ui/toaster";
import { formatFullName } from "../../../lib/format";
import type { FormDraft } from "../../../lib/form-draft";
import { deleteAuthor, fetchJson } from "../api/authors-api";
import { authorKey } from "../api/keys";
import { useRevalidateAuthors } from "../api/use-authors";
import { AUTHOR_DRAFT, AuthorFormDialog } from "./author-form-dialog";

export type AuthorAction = "edit" | "delete";

/** The author stays after closing, so the dialog's text does not go blank while it fades out. */
type Open = { action: AuthorAction | "add" | null; author: AuthorDto | null; draft?: FormDraft | null };

/** The dialogs behind add, edit and delete, shared by the list and the dashboard. */
export function useAuthorActionDialogs(options: { onDeleted?: (author: AuthorDto) => void } = {}): {
  run: (action: AuthorAction | "add", author: AuthorDto | null) => void;
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  // A form the session ended under comes back here, on the list or the dashboard the user returns to.
  const kept = useKeptFormDraft(AUTHOR_DRAFT);
  const [open, setOpen] = useState<Open>(() => (kept && !kept.edit ? { action: "add", author: null, draft: kept } : { action: null, author: null }));
  const revalidate = useRevalidateAuthors();
  const close = () => setOpen((o) => ({ ...o, action: null }));
  const name = open.author ? formatFullName(open.author) : "";
  const count = open.author?.publicationCount ?? 0;

  const dialogs = (
    <>
      {open.action === "add" || open.action === "edit" ? (
        <AuthorFormDialog
          author={open.action === "edit" ? open.author : null}
          draft={open.action === "add" ? open.draft : null}
          onClose={close}
          onSaved={() => {
            close();
            void revalidate();
          }}
        />
      ) : null}
      <KeptEditDialog<AuthorDto>
        form={AUTHOR_DRAFT}
        draft={kept}
        recordKey={authorKey}
        load={fetchJson}
        deletedMessage={t`The author was deleted in the meantime.`}
        onSaved={() => void revalidate()}
      >
        {(record, handlers) => <AuthorFormDialog author={record} draft={kept} {...handlers} />}
      </KeptEditDialog>
      <ConfirmDialog
        open={open.action === "delete"}
        onOpenChange={(o) => !o && close()}
        title={t`Delete author?`}
        description={
          count === 1
            ? t`${name} will be deleted with the link to 1 publication; the publication stays in the catalogue. This cannot be undone.`
            : count > 1
              ? t`${name} will be deleted with the links to ${count} publications; the publications stay in the catalogue. This cannot be undone.`
              : t`${name} will be deleted. This cannot be undone.`
        }
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!open.author) return;
          await deleteAuthor(open.author.id);
          notify.success({ title: t`Author deleted` });
          options.onDeleted?.(open.author);
          void revalidate();
        }}
      />
    </>
  );
  return { run: (action, author) => setOpen({ action, author, draft: null }), dialogs };
}
