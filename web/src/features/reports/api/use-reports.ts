import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { affectedByReportChange, reportKey, reportsKey } from "./keys";
import { fetchJson, type ReportDto, type ReportPage } from "./reports-api";

/** One page of reports for a list query (api.md list protocol plus companyId, year, quarter, isVerified, created range). */
export function useReports(query: string | null) {
  return useSWR<ReportPage>(query === null ? null : reportsKey(query), fetchJson, { keepPreviousData: true });
}

export function useReport(id: string | null) {
  return useSWR<ReportDto>(id === null ? null : reportKey(id), fetchJson);
}

/** Revalidates everything a report change can alter. */
export function useRevalidateReports() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByReportChange), [mutate]);
}
