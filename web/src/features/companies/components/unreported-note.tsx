import { reportName } from "@contract/reports";
import { Plural, useLingui } from "@lingui/react/macro";
import useSWR from "swr";
import { infoBox } from "../../../components/info-box";
import { fetchJson, type PositionPage } from "../../positions/api/positions-api";
import type { Period } from "../../reports/report-period";

/**
 * Said in the import dialog when the company has positions entered in the app and not in a report:
 * an imported report leaves them out, and once the period has its report (one per company and
 * period) they can only go into another quarter's.
 */
export function UnreportedNote({ companyId, period }: { companyId: string; period: Period }) {
  const { t } = useLingui();
  // Starts with /positions, so a position change revalidates it like the lists.
  const { data } = useSWR<PositionPage>(`/positions?isReported=false&isOutdated=false&companyId=${encodeURIComponent(companyId)}&pageSize=10`, fetchJson);
  const count = data?.totalCount ?? 0;
  if (count === 0) return null;
  const name = reportName(period.year, period.quarter);
  return (
    <p className={infoBox} data-testid="unreported-note">
      <Plural
        value={count}
        one="The company has # position entered in the app and not in a report yet."
        other="The company has # positions entered in the app and not in a report yet."
      />{" "}
      {t`An imported report does not take them: once ${name} has its report, they can go only into another quarter's report.`}
    </p>
  );
}
