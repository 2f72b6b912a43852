import { reportName } from "@contract/reports";
import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { infoBox } from "../../../components/info-box";
import { SelectField } from "../../../components/ui/select-field";
import { Spinner } from "../../../components/ui/spinner";
import { chronological, type Period, periodBegun, QUARTERS, recentYears } from "../report-period";

/**
 * A dialog that opens on these boxes while they wait (disabled) puts its focus on the next thing it
 * can, Cancel or the file box, past the year and the note asking to check it. Once they settle, the
 * focus goes to the year, unless the user has moved it meanwhile.
 */
function useFirstFieldOnceSettled(box: RefObject<HTMLDivElement | null>, unsettled: boolean | undefined): void {
  const waited = useRef(false);
  const moved = useRef(false);
  useEffect(() => {
    if (!unsettled) return;
    waited.current = true;
    const mark = () => {
      moved.current = true;
    };
    document.addEventListener("keydown", mark, true);
    document.addEventListener("pointerdown", mark, true);
    return () => {
      document.removeEventListener("keydown", mark, true);
      document.removeEventListener("pointerdown", mark, true);
    };
  }, [unsettled]);
  useEffect(() => {
    if (unsettled || !waited.current || moved.current) return;
    waited.current = false;
    box.current?.querySelector<HTMLElement>('select[name="year"]:not(:disabled)')?.focus();
  }, [unsettled, box]);
}

/** Year and quarter of a report side by side; a period that has not begun is named as the error. */
/** `unsettled`: the period is not chosen yet (usePeriodChoice still asking): both boxes read "…", disabled. */
export function PeriodFields({ value, onChange, disabled, unsettled }: { value: Period; onChange: (next: Period) => void; disabled?: boolean; unsettled?: boolean }) {
  const { t } = useLingui();
  const years = recentYears();
  const future = !unsettled && !periodBegun(value);
  const waiting = unsettled ? { placeholder: "…", disabled: true } : { disabled };
  const box = useRef<HTMLDivElement>(null);
  useFirstFieldOnceSettled(box, unsettled);
  return (
    <div ref={box} className={css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "3" })}>
      <SelectField
        label={t`Year`}
        name="year"
        required
        {...waiting}
        value={unsettled ? "" : String(value.year)}
        onValueChange={(y) => onChange({ ...value, year: Number(y) })}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectField
        label={t`Quarter`}
        name="quarter"
        required
        {...waiting}
        value={unsettled ? "" : String(value.quarter)}
        onValueChange={(q) => onChange({ ...value, quarter: Number(q) })}
        options={QUARTERS.map((q) => ({ value: String(q), label: `Q${q}` }))}
        error={future ? t`This quarter has not begun yet.` : undefined}
      />
    </div>
  );
}

/** Said under PeriodFields when the company already has this period's report (usePeriodChoice). */
export function PeriodTakenNote({ period }: { period: Period }) {
  const { t } = useLingui();
  return (
    <p role="alert" className={css({ fontSize: "sm", color: "danger.default", fontWeight: "medium" })}>
      {t`${period.year} Q${period.quarter} already has a report. Choose another quarter.`}
    </p>
  );
}

/**
 * Said under PeriodFields when the form stepped over periods the company already has reports for
 * (usePeriodChoice): otherwise the positions of this quarter could go, unnoticed, into an older one.
 */
export function PeriodSkippedNote({ skipped, period }: { skipped: readonly Period[]; period: Period }) {
  const { t, i18n } = useLingui();
  if (skipped.length === 0) return null;
  const list = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(chronological(skipped).map((p) => reportName(p.year, p.quarter)));
  const offered = reportName(period.year, period.quarter);
  return (
    <p className={infoBox}>
      {t`The company already has a report for ${list}, so the form offers ${offered}. Check that this is the quarter the report is for.`}
    </p>
  );
}

/** Under a new report's period: "checking" until the quarters' reports are known, then taken or skipped quarters. */
export function PeriodNote({ period, settled, taken, skipped }: { period: Period; settled: boolean; taken: boolean; skipped: readonly Period[] }) {
  const { t } = useLingui();
  if (!settled) {
    return (
      <span className={css({ display: "inline-flex", gap: "2", alignItems: "center", fontSize: "sm", color: "fg.muted" })}>
        <Spinner /> {t`Checking which quarters already have a report…`}
      </span>
    );
  }
  return taken ? <PeriodTakenNote period={period} /> : <PeriodSkippedNote skipped={skipped} period={period} />;
}
