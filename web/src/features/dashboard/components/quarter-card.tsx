import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { UNREPORTED_POSITIONS, useQuarterStatus } from "../api/use-work-queue";
import { periodName, periodReportState, previousQuarter, quarterOf, type PeriodReportState } from "../quarters";
import { StatCard, statNumber } from "./stat-card";

const REPORT_STATE: Record<PeriodReportState, { label: MessageDescriptor; tone: BadgeTone }> = {
  none: { label: msg`Not added yet`, tone: "warning" },
  unverified: { label: msg`Awaiting verification`, tone: "neutral" },
  verified: { label: msg({ message: "Verified", context: "report state" }), tone: "success" },
};

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }, listStyle: "none" });

/**
 * For a Manager or Worker: the current quarter, the company's positions not yet in a report, and
 * whether the report of the quarter that has just ended was added and verified.
 */
function currentPeriods() {
  const now = quarterOf(new Date());
  return { current: now, finished: previousQuarter(now) };
}

export function QuarterCard() {
  const { t, i18n } = useLingui();
  // Read the clock once per mount, not on every render.
  const [{ current, finished }] = useState(currentPeriods);
  const { unreported, report } = useQuarterStatus(finished);
  const state = report.data ? periodReportState(report.data.items) : null;
  const currentName = periodName(current);
  const finishedName = periodName(finished);

  return (
    <section aria-labelledby="this-quarter" className={css({ display: "grid", gap: "3" })}>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "2" })}>
        <h2 id="this-quarter" className={css({ fontSize: "md", fontWeight: "semibold" })}>
          {t`This quarter`}
        </h2>
        <span className={css({ fontSize: "md", color: "fg.muted", fontVariantNumeric: "tabular-nums" })} data-testid="quarter-name">
          {currentName}
        </span>
      </div>
      <ul className={grid}>
        <StatCard
          label={t`Unreported positions of the company`}
          loading={!unreported.data}
          error={unreported.error}
          onRetry={() => void unreported.mutate()}
          href={`/positions?${UNREPORTED_POSITIONS}`}
          linkLabel={t`Open unreported positions`}
        >
          <span className={statNumber} data-testid="quarter-unreported">
            {unreported.data?.totalCount}
          </span>
        </StatCard>
        <StatCard
          label={t`Report for ${finishedName}`}
          loading={!report.data}
          error={report.error}
          onRetry={() => void report.mutate()}
          href="/reports"
          linkLabel={t`Go to reports`}
        >
          {state ? (
            <span className={css({ py: "1.5" })} data-testid="quarter-report" data-state={state}>
              <Badge tone={REPORT_STATE[state].tone}>{i18n._(REPORT_STATE[state].label)}</Badge>
            </span>
          ) : null}
        </StatCard>
      </ul>
    </section>
  );
}
