import { Dialog, Portal } from "@ark-ui/react";
import type { ReportDto } from "@contract/reports";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { Link } from "wouter";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { useBackCloses } from "../../../components/ui/back-closes";
import { button } from "../../../components/ui/button";
import { dialogStyles } from "../../../components/ui/dialog-styles";
import { IMPORT_MAX_MB, ImportForm, type Phase } from "./import-report-form";

type Props = { companyId: string; companyName: string; open: boolean; onOpenChange: (open: boolean) => void; staff: boolean };

const content = css(dialogStyles.contentRaw, { maxW: "2xl", maxH: "calc(100dvh - 2rem)", overflowY: "auto", p: { base: "4", md: "6" } });
const note = css({ fontSize: "sm", color: "fg.muted" });

/**
 * "Add report by import": period and .xlsx file; upload progress, then processing; on refusal the
 * reasons in place — each bad cell by row and column with the marked workbook to download, or
 * for an old template the new one to download — and on success a link to the report.
 */
export function ImportReportDialog({ companyId, companyName, open, onOpenChange, staff }: Props) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [fileChosen, setFileChosen] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const busy = phase.kind === "uploading" || phase.kind === "processing";
  // A chosen file is work to keep, as typed text is in the other forms: Escape, Back and Cancel ask first.
  const keep = fileChosen && phase.kind !== "done";
  const leave = () => (keep ? setAskDiscard(true) : onOpenChange(false));
  useBackCloses(open, () => {
    if (busy) return true;
    leave();
    return keep;
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!busy) onOpenChange(d.open);
      }}
      onEscapeKeyDown={(e) => {
        if (!keep || busy) return;
        e.preventDefault();
        setAskDiscard(true);
      }}
      onExitComplete={() => {
        setPhase({ kind: "form" });
        setFileChosen(false);
      }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={content}>
            <Dialog.Title className={dialogStyles.title}>{t`Add report by import`}</Dialog.Title>
            <Dialog.Description className={cx(dialogStyles.description, css({ mt: "1" }))}>
              {t`${companyName}: positions from a filled-in report template (.xlsx, at most ${IMPORT_MAX_MB} MB).`}
            </Dialog.Description>
            {phase.kind === "done" ? (
              <Done report={phase.report} staff={staff} onClose={() => onOpenChange(false)} />
            ) : (
              <ImportForm companyId={companyId} phase={phase} setPhase={setPhase} onFileChosen={setFileChosen} onCancel={leave} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={t`Discard changes?`}
        description={t`The chosen file will not be imported; the file itself stays where it is.`}
        confirmLabel={t`Discard`}
        onConfirm={async () => onOpenChange(false)}
      />
    </Dialog.Root>
  );
}

function Done({ report, staff, onClose }: { report: ReportDto; staff: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const positions = i18n.number(report.positionsAmount);
  const pages = i18n.number(report.pagesTotal);
  const params = new URLSearchParams(staff ? { companyId: report.companyId, report: report.id } : { report: report.id });
  return (
    <div className={css({ display: "grid", gap: "4", mt: "5" })}>
      <output className={css({ display: "block", p: "3", borderRadius: "md", bg: "success.subtle", borderWidth: "1px", borderColor: "success.default", fontSize: "sm" })}>
        <Trans>
          Report <strong>{report.name}</strong> imported. Positions: {positions}, pages: {pages}.
        </Trans>
      </output>
      <p className={note}>{t`Its positions wait for verification by the coordinators.`}</p>
      <div className={dialogStyles.actions}>
        <button type="button" className={button({ variant: "outline" })} onClick={onClose}>
          {t`Close`}
        </button>
        <Link href={`/reports?${params.toString()}`} className={button({ variant: "solid" })} onClick={onClose}>
          {t`Show the report`}
        </Link>
      </div>
    </div>
  );
}
