import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { affectedByCompanyChange, companiesKey } from "./keys";
import { fetchJson, type CompanyPage } from "./companies-api";

/** One page of companies for a list query (api.md list protocol plus status, country, city). */
export function useCompanies(query: string) {
  return useSWR<CompanyPage>(companiesKey(query), fetchJson, { keepPreviousData: true });
}

/** Revalidates everything a company change can alter. */
export function useRevalidateCompanies() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByCompanyChange), [mutate]);
}
