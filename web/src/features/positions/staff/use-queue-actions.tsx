import type { PositionDto } from "@contract/positions";
import type { Lang } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { problemLines } from "../../../components/problem-alert";
import { problemHint } from "../../../components/problem-toast";
import { notify } from "../../../components/ui/toaster";
import { ApiError } from "../../../lib/api-error";
import { deletePosition, markPositionsOutdated, revertPositions, verifyPositions } from "../api/positions-api";
import { useRevalidatePositions } from "../api/use-positions";
import { KeptEditDialog, useKeptPositionDraft } from "../form/kept-draft";
import { AutofillDialog } from "./autofill-dialog";
import { EditPositionDialog } from "./edit-position-dialog";
import type { QueueAction } from "./queue-row-actions";

/** The position stays after closing, so a dialog's text does not go blank while it fades out. */
type Open = { action: "delete" | "autofill" | "edit" | null; position: PositionDto | null };

/**
 * A row's actions: confirm, mark outdated and revert run at once (each can be undone: revert, or
 * confirm again) with a toast; delete asks first; autofill and edit open their dialogs. An edit's
 * form kept when the session ended under it opens again.
 * `onDone` hears of each position that a row action confirmed, marked, reverted or deleted.
 */
export function useQueueActions(onDone?: (id: string) => void): { run: (a: QueueAction, p: PositionDto) => void; busyIds: ReadonlySet<string>; dialogs: ReactNode } {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const revalidate = useRevalidatePositions();
  const kept = useKeptPositionDraft();
  const [open, setOpen] = useState<Open>({ action: null, position: null });
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const close = () => setOpen((o) => ({ ...o, action: null }));
  const name = open.position ? publicationName(open.position.publication) : "";

  const review = async (action: "verify" | "outdated" | "revert", p: PositionDto) => {
    const title = publicationName(p.publication);
    setBusyIds((s) => new Set(s).add(p.id));
    try {
      if (action === "verify") await verifyPositions([p.id]);
      else if (action === "outdated") await markPositionsOutdated([p.id]);
      else await revertPositions([p.id]);
      onDone?.(p.id);
      notify.success({
        title: action === "verify" ? t`Position confirmed` : action === "outdated" ? t`Position marked outdated` : t`Position back in the queue`,
        description: title,
        // One press in a row does this with no dialog: a slip is mended from the toast.
        ...(action === "revert" ? {} : { action: { label: t`Undo`, onClick: () => void review("revert", p) } }),
      });
    } catch (error) {
      const failed = action === "verify" ? t`Position not confirmed` : action === "outdated" ? t`Position not marked outdated` : t`Position not returned to the queue`;
      const { title: problem, details } = problemLines(error, lang, failed);
      // A call that never reached the server says so, as every other failure in the app does.
      const hint = error instanceof ApiError ? problemHint(error, problem) : undefined;
      notify.error({ title: problem, description: [title, ...details, ...(hint ? [hint] : [])].join(" — ") });
    } finally {
      setBusyIds((s) => {
        const next = new Set(s);
        next.delete(p.id);
        return next;
      });
      void revalidate();
    }
  };

  const run = (action: QueueAction, p: PositionDto) => {
    if (action === "verify" || action === "outdated" || action === "revert") void review(action, p);
    else setOpen({ action, position: p });
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={open.action === "delete"}
        onOpenChange={(o) => !o && close()}
        title={t`Delete position?`}
        description={t`The position “${name}” of ${open.position?.companyName ?? ""} will be deleted and leave its report. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          if (!open.position) return;
          await deletePosition(open.position.id);
          onDone?.(open.position.id);
          notify.success({ title: t`Position deleted` });
          void revalidate();
        }}
      />
      <AutofillDialog open={open.action === "autofill"} position={open.position} onClose={close} />
      <EditPositionDialog open={open.action === "edit"} position={open.position} onClose={close} />
      <KeptEditDialog draft={kept} canEdit={(p) => !p.isVerified} onSaved={() => void revalidate()} />
    </>
  );
  return { run, busyIds, dialogs };
}
