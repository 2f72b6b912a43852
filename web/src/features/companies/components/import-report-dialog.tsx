import { Dialog, Portal } from "@ark-ui/react";
import { IMPORT_MAX_BYTES, type ReportDto, XLSX_MIME } from "@contract/reports";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { Link } from "wouter";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { AlertIcon } from "../../../components/icons";
import { dangerBox, ProblemAlert } from "../../../components/problem-alert";
import { useBackCloses } from "../../../components/ui/back-closes";
import { button } from "../../../components/ui/button";
import { dialogStyles } from "../../../components/ui/dialog-styles";
import { Spinner } from "../../../components/ui/spinner";
import { FileDropField } from "../../../components/ui/file-drop-field";
import { RequiredMark } from "../../../components/ui/text-field";
import { notify } from "../../../components/ui/toaster";
import { infoBox } from "../../../components/info-box";
import { ApiError, isUnanswered } from "../../../lib/api-error";
import { reportsKey } from "../../reports/api/keys";
import { fetchJson, type ReportPage } from "../../reports/api/reports-api";
import { useRevalidateReports } from "../../reports/api/use-reports";
import { downloadImportErrors, importReport, saveFile, type ImportFields } from "../../reports/api/xlsx-api";
import { usePeriodChoice } from "../../reports/api/use-period-choice";
import { PeriodFields, PeriodNote } from "../../reports/components/period-fields";
import { importCellErrors } from "../../reports/import-columns";
import { periodBegun } from "../../reports/report-period";
import { reportTotals } from "../../reports/report-totals";
import { ImportErrorsList } from "./import-errors-list";
import { ReportTemplateButton } from "./report-template-button";
import { UnreportedNote } from "./unreported-note";

type Props = { companyId: string; companyName: string; open: boolean; onOpenChange: (open: boolean) => void; staff: boolean };

type Phase =
  | { kind: "form" }
  | { kind: "uploading"; percent: number | null }
  | { kind: "processing" }
  | { kind: "failed"; error: unknown; sent: ImportFields }
  /** Stopped by the user: while sending (nothing stored) or while the server was at work (it may still store it). */
  | { kind: "stopped"; afterSending: boolean }
  | { kind: "done"; report: ReportDto };

const MB = IMPORT_MAX_BYTES / (1024 * 1024);
const content = css(dialogStyles.contentRaw, { maxW: "2xl", maxH: "calc(100dvh - 2rem)", overflowY: "auto", p: { base: "4", md: "6" } });
const note = css({ fontSize: "sm", color: "fg.muted" });
// As in every form dialog, the buttons stay in view at the bottom over the fields scrolling
// beneath; the negative margins span the content's padding.
const actions = css(dialogStyles.actionsRaw, {
  mt: "1",
  position: "sticky",
  bottom: { base: "-4", md: "-6" },
  mx: { base: "-4", md: "-6" },
  mb: { base: "-4", md: "-6" },
  px: { base: "4", md: "6" },
  pt: "3",
  pb: { base: "4", md: "6" },
  bg: "bg.surface",
  borderTopWidth: "1px",
  borderColor: "border.default",
});

const sameImport = (a: ImportFields, b: ImportFields) => a.file === b.file && a.year === b.year && a.quarter === b.quarter;

/** The company's report for the import's period, if there is one (at most one per company and period). */
async function reportOf(companyId: string, { year, quarter }: ImportFields): Promise<ReportDto | null> {
  const page = await fetchJson<ReportPage>(reportsKey(`companyId=${encodeURIComponent(companyId)}&year=${year}&quarter=${quarter}&pageSize=10`));
  return page.items[0] ?? null;
}

/** The client's own checks before a byte is sent: type by name (and MIME when the browser knows it) and size. */
type FileProblem = "missing" | "many" | "type" | "size" | "empty";
function checkFile(file: File | null): FileProblem | null {
  if (!file) return "missing";
  const typeOk = /\.xlsx$/i.test(file.name) && (file.type === "" || file.type === XLSX_MIME || file.type === "application/octet-stream");
  if (!typeOk) return "type";
  if (file.size > IMPORT_MAX_BYTES) return "size";
  if (file.size === 0) return "empty";
  return null;
}

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
              {t`${companyName}: positions from a filled-in report template (.xlsx, at most ${MB} MB).`}
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

type ImportFormProps = { companyId: string; phase: Phase; setPhase: (p: Phase) => void; onFileChosen: (chosen: boolean) => void; onCancel: () => void };

function ImportForm({ companyId, phase, setPhase, onFileChosen, onCancel }: ImportFormProps) {
  const { t, i18n } = useLingui();
  const { period, setPeriod, taken, skipped, settled } = usePeriodChoice(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const fileMessages: Record<FileProblem, string> = {
    missing: t`Choose an .xlsx file.`,
    many: t`Choose one file: a report is imported from a single workbook.`,
    type: t`Only .xlsx files can be imported.`,
    size: t`The file may be at most ${MB} MB.`,
    empty: t`The file is empty.`,
  };
  const fileError = problem ? fileMessages[problem] : null;
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidate = useRevalidateReports();
  const busy = phase.kind === "uploading" || phase.kind === "processing";
  // A line that stalls kept the dialog on "Sending the file…" with no way out but a reload: it can be stopped.
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);
  // The file and period of an import whose answer never came: the server may have stored it.
  const unanswered = useRef<ImportFields | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTouched(true);
    const found = checkFile(file);
    setProblem(found);
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    if (!periodBegun(period)) return;
    const sent: ImportFields = { file, ...period };
    setPhase({ kind: "uploading", percent: 0 });
    const controller = new AbortController();
    sending.current = controller;
    let sentWhole = false;
    try {
      const report = await importReport(
        companyId,
        sent,
        (loaded, total) => {
          sentWhole = total > 0 && loaded >= total;
          if (sentWhole) setPhase({ kind: "processing" });
          else setPhase({ kind: "uploading", percent: total > 0 ? Math.round((loaded / total) * 100) : null });
        },
        controller.signal,
      );
      notify.success({ title: t`Report ${report.name} imported`, description: reportTotals(i18n, report) });
      void revalidate();
      setPhase({ kind: "done", report });
    } catch (error) {
      if (controller.signal.aborted) {
        setPhase({ kind: "stopped", afterSending: sentWhole });
        if (sentWhole) void revalidate();
        return;
      }
      // An answer lost on the way: the server may have stored the report (the period was free when
      // the form offered it), and then this import made it. The same when the file, sent again, is
      // refused as imported already (409).
      const unansweredNow = isUnanswered(error);
      const refusedAsRepeat = error instanceof ApiError && error.status === 409 && unanswered.current !== null && sameImport(unanswered.current, sent);
      if (unansweredNow || refusedAsRepeat) {
        const stored = await reportOf(companyId, sent).catch(() => null);
        if (stored?.source === "import") {
          unanswered.current = null;
          notify.success({ title: t`Report ${stored.name} imported`, description: reportTotals(i18n, stored) });
          void revalidate();
          setPhase({ kind: "done", report: stored });
          return;
        }
      }
      if (unansweredNow) unanswered.current = sent;
      setPhase({ kind: "failed", error, sent });
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={css({ display: "grid", gap: "4", mt: "5" })}>
      <PeriodFields value={period} onChange={setPeriod} disabled={busy} unsettled={!settled} />
      <PeriodNote period={period} settled={settled} taken={taken} skipped={skipped} />
      <UnreportedNote companyId={companyId} period={period} />
      <FileDropField
        id="import-file"
        label={
          <>
            {t`File (.xlsx)`}
            <RequiredMark required />
          </>
        }
        accept={`.xlsx,${XLSX_MIME}`}
        required
        disabled={busy}
        file={file}
        error={touched ? fileError : null}
        helper={t`Use the current report template: one position per row, headers unchanged.`}
        inputRef={inputRef}
        onFiles={(files) => {
          const next = files.length === 1 ? (files[0] ?? null) : null;
          setFile(next);
          onFileChosen(next !== null);
          setProblem(files.length > 1 ? "many" : checkFile(next));
          setTouched(true);
          if (phase.kind === "failed" || phase.kind === "stopped") setPhase({ kind: "form" });
        }}
      />
      <Progress phase={phase} />
      {phase.kind === "failed" ? <FailureInView companyId={companyId} error={phase.error} sent={phase.sent} /> : null}
      {phase.kind === "stopped" ? (
        <output className={cx(infoBox, css({ display: "block" }))}>
          {phase.afterSending
            ? t`Stopped waiting for the answer. The whole file had been sent, so the report may still be stored: the company's reports will show it.`
            : t`Sending stopped: nothing was imported.`}
        </output>
      ) : null}
      <div className={actions}>
        {busy ? (
          <button type="button" className={button({ variant: "outline" })} onClick={() => sending.current?.abort()}>
            {t`Stop`}
          </button>
        ) : (
          <button type="button" className={button({ variant: "outline" })} onClick={onCancel}>
            {t`Cancel`}
          </button>
        )}
        <button type="submit" className={button({ variant: "solid" })} disabled={busy || taken || !settled} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t`Import`}
        </button>
      </div>
    </form>
  );
}

function Progress({ phase }: { phase: Phase }) {
  const { t } = useLingui();
  if (phase.kind !== "uploading" && phase.kind !== "processing") return null;
  const percent = phase.kind === "uploading" ? phase.percent : null;
  const label = phase.kind === "processing" ? t`Processing the file…` : percent === null ? t`Sending the file…` : t`Sending the file… ${percent}%`;
  return (
    <output className={css({ display: "grid", gap: "1.5" })}>
      <span className={css({ fontSize: "sm", display: "inline-flex", gap: "2", alignItems: "center" })}>
        {phase.kind === "processing" ? <Spinner /> : null}
        {label}
      </span>
      <progress
        className={css({ w: "full", h: "2", accentColor: "accent.default" })}
        aria-label={label}
        max={100}
        {...(phase.kind === "uploading" && percent !== null ? { value: percent } : {})}
      />
    </output>
  );
}

type FailureProps = { companyId: string; error: unknown; sent: ImportFields };

/** The refusal comes below the fields, out of sight on a phone, while focus stayed on Import: both are brought to it (each refusal mounts anew: the phase passes through the upload). */
function FailureInView(props: FailureProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: "start" });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} className={css({ outline: "none", scrollMarginTop: "4" })}>
      <Failure {...props} />
    </div>
  );
}

function Failure({ companyId, error, sent }: FailureProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  if (error instanceof ApiError && error.code === "SHEET_HEADERS_OUTDATED") {
    return (
      <div role="alert" className={dangerBox}>
        <span className={css({ color: "danger.default", flexShrink: 0, mt: "0.5" })}>
          <AlertIcon size={18} />
        </span>
        <div className={css({ display: "grid", gap: "2", minW: "0", flex: "1" })}>
          <p className={css({ fontWeight: "semibold" })}>{t`Sheet headers not up to date`}</p>
          <p>{t`The sheet's headers differ from the current template's: the file was made from an older template, or not from the template. Download the new template, copy your rows into it and import it again.`}</p>
          {error.errors.headers?.map((line) => (
            <p key={line} className={css({ overflowWrap: "anywhere" })}>
              {line}
            </p>
          ))}
          <div>
            <ReportTemplateButton companyId={companyId} label={t`Download the new template`} />
          </div>
        </div>
      </div>
    );
  }
  if (error instanceof ApiError && error.code === "IMPORT_REJECTED") {
    const cells = importCellErrors(error.errors);
    const download = async () => {
      setBusy(true);
      setDownloadError(null);
      try {
        saveFile(await downloadImportErrors(companyId, sent));
      } catch (e) {
        setDownloadError(e);
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className={css({ display: "grid", gap: "3" })}>
        <div role="alert" className={css({ fontSize: "sm", fontWeight: "semibold", color: "danger.default" })}>
          {t`Nothing was imported: correct the rows below and import the file again.`}
        </div>
        <ImportErrorsList cells={cells} totals={error.importTotals} />
        <div>
          <button type="button" className={button({ variant: "outline" })} onClick={() => void download()} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t`Download the file with errors marked`}
          </button>
        </div>
        {downloadError ? <ProblemAlert error={downloadError} /> : null}
      </div>
    );
  }
  return <ProblemAlert error={error} title={t`The file could not be imported.`} />;
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
