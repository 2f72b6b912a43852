import useSWR from "swr";
import { COMPANY_OPTIONS_KEY } from "./keys";
import { fetchJson, type CompanyPage } from "./users-api";

/** Companies to choose from when staff add a manager or worker; only asked for when needed. */
export function useCompanyOptions(enabled: boolean) {
  return useSWR<CompanyPage>(enabled ? COMPANY_OPTIONS_KEY : null, fetchJson);
}
