import type { CompanyDetailDto } from "@contract/companies";
import useSWR from "swr";
import { api } from "../../../lib/api-client";
import { companyKey } from "./keys";

/** A Manager's or Worker's own company with its counts (GET /companies/{id}). */
export function useOwnCompany(companyId: string | null) {
  return useSWR<CompanyDetailDto>(companyId ? companyKey(companyId) : null, (key: string) => api.get<CompanyDetailDto>(key, { suppressToast: true }));
}
