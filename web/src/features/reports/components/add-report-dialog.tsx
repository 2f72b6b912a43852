import type { ReportDto } from "@contract/reports";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { css } from "styled-system/css";
import { FormDialog } from "../../../components/form-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { createReport } from "../api/reports-api";
import { usePeriodChoice } from "../api/use-period-choice";
import { useReportablePositions } from "../api/use-reportable-positions";
import { useRevalidateReports } from "../api/use-reports";
import { periodBegun } from "../report-period";
import { reportTotals } from "../report-totals";
import { PeriodFields, PeriodNote } from "./period-fields";
import { resendIfUnanswered, retryKeys } from "../../../lib/retry-key";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the toast; say, to show the new report. */
  onCreated?: (report: ReportDto) => void;
};

const summary = css({ p: "3", borderRadius: "md", bg: "bg.muted", fontSize: "sm", display: "grid", gap: "1" });
const num = css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" });

/**
 * A Manager's "Add report": a period (the last finished quarter by default) and what the report
 * will take — every unreported, not outdated position of the company. A period that already has
 * the company's report is named as taken before submitting (the list answers only the own
 * company's reports); any refusal (nothing to report, a race) stays in the dialog.
 */
export function AddReportDialog({ open, onOpenChange, onCreated }: Props) {
  return open ? <Form onOpenChange={onOpenChange} onCreated={onCreated} /> : null;
}

function Form({ onOpenChange, onCreated }: Omit<Props, "open">) {
  const { t, i18n } = useLingui();
  const { period, setPeriod, taken, skipped, settled } = usePeriodChoice();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [keys] = useState(retryKeys);
  const reportable = useReportablePositions(true);
  const revalidate = useRevalidateReports();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!periodBegun(period)) return;
    setPending(true);
    setProblem(null);
    try {
      const report = await resendIfUnanswered(() => createReport(period, keys.keyFor(period)));
      keys.settle();
      notify.success({ title: t`Report ${report.name} created`, description: reportTotals(i18n, report) });
      void revalidate();
      onOpenChange(false);
      onCreated?.(report);
    } catch (error) {
      setProblem(error);
      // A refusal may come from a change made elsewhere (the period's report created, the
      // positions reported): what the form shows is read again.
      void revalidate();
    } finally {
      setPending(false);
    }
  };

  const r = reportable.data;
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t`Add report`}
      description={t`The report takes all of the company's unreported positions that are not outdated.`}
      submitLabel={t`Create report`}
      pending={pending}
      submitDisabled={!settled || taken || r?.count === 0}
      onSubmit={(e) => void submit(e)}
      problem={problem}
    >
      <PeriodFields
        value={period}
        onChange={(next) => {
          setPeriod(next);
          setProblem(null);
        }}
        disabled={pending}
        unsettled={!settled}
      />
      <PeriodNote period={period} settled={settled} taken={taken} skipped={skipped} />
      <div className={summary} aria-live="polite" data-testid="reportable-summary">
        {reportable.isLoading ? (
          <span className={css({ display: "inline-flex", gap: "2", alignItems: "center" })}>
            <Spinner /> {t`Counting the positions to report…`}
          </span>
        ) : reportable.error ? (
          <span>{t`The positions to report could not be counted.`}</span>
        ) : r && r.count === 0 ? (
          <span>{t`There are no unreported positions to put in a report.`}</span>
        ) : r ? (
          <>
            <span>
              <Trans>
                Positions to report: <span className={num}>{r.count}</span>
              </Trans>
            </span>
            <span>
              {r.pagesComplete ? (
                <Trans>
                  Pages in total: <span className={num}>{r.pages}</span>
                </Trans>
              ) : (
                <Trans>
                  Pages in total: at least <span className={num}>{r.pages}</span>
                </Trans>
              )}
            </span>
          </>
        ) : null}
      </div>
    </FormDialog>
  );
}
