import { PAGE_SIZES, type Paged } from "@contract/common";
import type { CompanyDto } from "@contract/companies";
import useSWR from "swr";
import { api } from "../../lib/api-client";

/** The picker shows a failure in its list, so no toast on top of it. */
const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

/** How many matches one search shows (a page size the API accepts): enough to scan, few enough that typing narrows it. */
export const COMPANY_SEARCH_SIZE = PAGE_SIZES[1];

/**
 * Companies matching `query` (every word against name, NIP and city, folded), by name; read only
 * while the list is open. Keys start with /companies, so a company change refreshes them.
 */
export function useCompanySearch(query: string, enabled: boolean) {
  const params = new URLSearchParams({ page: "1", pageSize: String(COMPANY_SEARCH_SIZE), sort: "name", order: "asc" });
  if (query.trim()) params.set("q", query.trim());
  return useSWR<Paged<CompanyDto>>(enabled ? `/companies?${params.toString()}` : null, fetchJson, { keepPreviousData: true, revalidateOnFocus: false });
}

/** One company by id: the name a picker shows for an id that came from the URL or a form. */
export function useCompanyById(id: string | null) {
  return useSWR<CompanyDto>(id ? `/companies/${encodeURIComponent(id)}` : null, fetchJson, { revalidateOnFocus: false });
}
