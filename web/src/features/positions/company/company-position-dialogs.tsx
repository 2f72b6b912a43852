import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { notify } from "../../../components/ui/toaster";
import { deletePosition } from "../api/positions-api";
import { useRevalidatePositions } from "../api/use-positions";
import { KeptEditDialog, useKeptPositionDraft } from "../form/kept-draft";
import type { PositionDraft } from "../form/position-draft";
import { PositionFormDialog } from "../form/position-form-dialog";
import type { PositionAction } from "./position-row-actions";

/** The position stays after closing, so the dialog's text does not go blank while it fades out. */
type Open = { action: PositionAction | "add" | null; position: PositionDto | null; draft?: PositionDraft | null };

/**
 * The dialogs behind add, edit and delete: `run` opens one; `dialogs` renders whichever is open.
 * A form kept when the user's session ended under it opens again at once, filled in.
 */
export function useCompanyPositionDialogs(): { run: (action: PositionAction | "add", position: PositionDto | null) => void; dialogs: ReactNode } {
  const { t } = useLingui();
  const kept = useKeptPositionDraft();
  const [open, setOpen] = useState<Open>(() => (kept && !kept.edit ? { action: "add", position: null, draft: kept } : { action: null, position: null }));
  const revalidate = useRevalidatePositions();
  const close = () => setOpen((o) => ({ ...o, action: null }));
  const name = open.position ? publicationName(open.position.publication) : "";
  const pages = open.position?.pagesUsed ?? 0;

  const dialogs = (
    <>
      <PositionFormDialog
        open={open.action === "add" || open.action === "edit"}
        onOpenChange={(o) => !o && close()}
        position={open.action === "edit" && open.position ? open.position : undefined}
        draft={open.action === "add" ? open.draft : null}
        onSaved={() => void revalidate()}
      />
      <KeptEditDialog draft={kept} canEdit={(p) => !p.isReported && !p.isVerified} onSaved={() => void revalidate()} />
      <ConfirmDialog
        open={open.action === "delete"}
        onOpenChange={(o) => !o && close()}
        title={t`Delete position?`}
        description={t`The position “${name}” (pages used: ${pages}) will be deleted and will not go into a report. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!open.position) return;
          await deletePosition(open.position.id);
          notify.success({ title: t`Position deleted` });
          void revalidate();
        }}
      />
    </>
  );
  return { run: (action, position) => setOpen({ action, position, draft: null }), dialogs };
}
