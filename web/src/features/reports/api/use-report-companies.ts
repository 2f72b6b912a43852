import type { Paged } from "@contract/common";
import type { CompanyDto } from "@contract/companies";
import useSWR from "swr";
import { fetchJson } from "./reports-api";

/** The first 100 companies by name, for the staff's company filter. */
const COMPANY_CHOICES_KEY = "/companies?page=1&pageSize=100&sort=name&order=asc";

export function useReportCompanies(enabled: boolean) {
  return useSWR<Paged<CompanyDto>>(enabled ? COMPANY_CHOICES_KEY : null, fetchJson);
}

/** One company's name, when the filter names a company beyond the first 100. */
export function useCompanyName(id: string | null) {
  return useSWR<CompanyDto>(id ? `/companies/${encodeURIComponent(id)}` : null, fetchJson);
}
