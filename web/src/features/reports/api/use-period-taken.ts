import useSWR from "swr";
import type { Period } from "../report-period";
import { reportsKey } from "./keys";
import { fetchJson, type ReportPage } from "./reports-api";

/**
 * Whether the company already has a report for the period (one per company and period), so a
 * form can say so before sending. Without `companyId` the list is a company user's own. Not the
 * list's hook: that keeps the previous period's answer while the next one loads.
 */
export function usePeriodTaken(period: Period, companyId?: string): boolean {
  const scope = companyId ? `companyId=${encodeURIComponent(companyId)}&` : "";
  const { data } = useSWR<ReportPage>(reportsKey(`${scope}year=${period.year}&quarter=${period.quarter}&pageSize=10`), fetchJson);
  return (data?.totalCount ?? 0) > 0;
}
