import useSWR from "swr";
import { companyKey } from "./keys";
import { fetchJson, type CompanyDetailDto } from "./companies-api";

/** GET /companies/{id}: the company with its counts; 404 for a missing one or another company's. */
export function useCompany(id: string | undefined) {
  return useSWR<CompanyDetailDto>(id ? companyKey(id) : null, fetchJson);
}
