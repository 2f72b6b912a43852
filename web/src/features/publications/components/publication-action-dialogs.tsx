import type { PublicationDto } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { KeptEditDialog, useKeptFormDraft } from "../../../components/kept-draft";
import { notify } from "../../../components/ui/toaster";
import type { FormDraft } from "../../../lib/form-draft";
import { publicationKey } from "../api/keys";
import { deletePublication, fetchJson } from "../api/publications-api";
import { useRevalidatePublications } from "../api/use-publications";
import type { PublicationFormValues } from "../publication-form";
import type { PublicationAction } from "./publication-row-actions";
import { PUBLICATION_DRAFT, PublicationFormDialog } from "./publication-form-dialog";

/** The publication stays after closing, so the dialog's text does not go blank while it fades out. */
type Open = {
  action: PublicationAction | "add" | null;
  publication: PublicationDto | null;
  preset?: Partial<PublicationFormValues>;
  draft?: FormDraft | null;
};

/** The dialogs behind add, edit and delete: `run` opens one; `dialogs` renders whichever is open. */
export function usePublicationActionDialogs(): {
  run: (action: PublicationAction | "add", publication: PublicationDto | null, preset?: Partial<PublicationFormValues>) => void;
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  // A form the session ended under comes back here, on the list the user returns to.
  const kept = useKeptFormDraft(PUBLICATION_DRAFT);
  const [open, setOpen] = useState<Open>(() => (kept && !kept.edit ? { action: "add", publication: null, draft: kept } : { action: null, publication: null }));
  const revalidate = useRevalidatePublications();
  const close = () => setOpen((o) => ({ ...o, action: null }));
  const name = open.publication ? publicationName(open.publication) : "";

  const dialogs = (
    <>
      {open.action === "add" || open.action === "edit" ? (
        <PublicationFormDialog
          publication={open.action === "edit" ? open.publication : null}
          preset={open.action === "add" ? open.preset : undefined}
          draft={open.action === "add" ? open.draft : null}
          onClose={close}
          onSaved={() => {
            close();
            void revalidate();
          }}
        />
      ) : null}
      <KeptEditDialog<PublicationDto>
        form={PUBLICATION_DRAFT}
        draft={kept}
        recordKey={publicationKey}
        load={fetchJson}
        deletedMessage={t`The publication was deleted in the meantime.`}
        onSaved={() => void revalidate()}
      >
        {(record, handlers) => <PublicationFormDialog publication={record} draft={kept} {...handlers} />}
      </KeptEditDialog>
      <ConfirmDialog
        open={open.action === "delete"}
        onOpenChange={(o) => !o && close()}
        title={t`Delete publication?`}
        description={t`“${name}” will be deleted with its author links. A publication that verified report positions refer to cannot be deleted. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!open.publication) return;
          await deletePublication(open.publication.id);
          notify.success({ title: t`Publication deleted` });
          void revalidate();
        }}
      />
    </>
  );
  return { run: (action, publication, preset) => setOpen({ action, publication, preset, draft: null }), dialogs };
}
