import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { POSITIONS_TO_VERIFY, REPORTS_TO_VERIFY, useStaffQueue } from "../api/use-work-queue";
import { StatCard, statNumber } from "./stat-card";

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" }, listStyle: "none" });

/** For staff: what waits for them, each figure linking to the list it counts. */
export function StaffQueue() {
  const { t } = useLingui();
  const { positions, reports } = useStaffQueue();
  return (
    <section aria-labelledby="staff-queue" className={css({ display: "grid", gap: "3" })}>
      <h2 id="staff-queue" className={css({ fontSize: "md", fontWeight: "semibold" })}>
        {t({ message: "Awaiting verification", context: "positions heading" })}
      </h2>
      <ul className={grid}>
        <StatCard
          label={t`Positions to verify`}
          loading={!positions.data}
          error={positions.error}
          onRetry={() => void positions.mutate()}
          href={`/positions?${POSITIONS_TO_VERIFY}`}
          linkLabel={t`Verify positions`}
        >
          <span className={statNumber} data-testid="queue-positions">
            {positions.data?.totalCount}
          </span>
        </StatCard>
        <StatCard
          label={t`Reports awaiting verification`}
          loading={!reports.data}
          error={reports.error}
          onRetry={() => void reports.mutate()}
          href={`/reports?${REPORTS_TO_VERIFY}`}
          linkLabel={t`Open unverified reports`}
        >
          <span className={statNumber} data-testid="queue-reports">
            {reports.data?.totalCount}
          </span>
        </StatCard>
      </ul>
    </section>
  );
}
