import { IMPORT_MAX_BYTES, type ReportDto, XLSX_MIME } from "@contract/reports";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
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
import { importReport, type ImportFields } from "../../reports/api/xlsx-api";
import { usePeriodChoice } from "../../reports/api/use-period-choice";
import { PeriodFields, PeriodNote } from "../../reports/components/period-fields";
import { periodBegun } from "../../reports/report-period";
import { reportTotals } from "../../reports/report-totals";
import { FailureInView } from "./import-failure";
import { UnreportedNote } from "./unreported-note";

export type Phase =
  | { kind: "form" }
  | { kind: "uploading"; percent: number | null }
  | { kind: "processing" }
  | { kind: "failed"; error: unknown; sent: ImportFields }
  /** Stopped by the user: while sending (nothing stored) or while the server was at work (it may still store it). */
  | { kind: "stopped"; afterSending: boolean }
  | { kind: "done"; report: ReportDto };

export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

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

type ImportFormProps = { companyId: string; phase: Phase; setPhase: (p: Phase) => void; onFileChosen: (chosen: boolean) => void; onCancel: () => void };

export function ImportForm({ companyId, phase, setPhase, onFileChosen, onCancel }: ImportFormProps) {
  const { t, i18n } = useLingui();
  const { period, setPeriod, taken, skipped, settled } = usePeriodChoice(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const fileMessages: Record<FileProblem, string> = {
    missing: t`Choose an .xlsx file.`,
    many: t`Choose one file: a report is imported from a single workbook.`,
    type: t`Only .xlsx files can be imported.`,
    size: t`The file may be at most ${IMPORT_MAX_MB} MB.`,
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

