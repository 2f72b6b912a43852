import useSWR from "swr";
import { companyAuditKey } from "./keys";
import { fetchJson, type AuditPage } from "./companies-api";

/** The company's history, newest first (SuperAdmin and Admin only: pass enabled=false otherwise). */
export function useCompanyAudit(id: string, page: number, pageSize: number, enabled: boolean) {
  return useSWR<AuditPage>(enabled ? companyAuditKey(id, page, pageSize) : null, fetchJson, { keepPreviousData: true });
}
