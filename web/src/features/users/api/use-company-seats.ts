import type { CompanyDto } from "@contract/companies";
import useSWR from "swr";
import { companyKey } from "./keys";
import { fetchJson } from "./users-api";

/** The company an account list is about: its name and seats used (`usersCount / maxUsers`). */
export function useCompanySeats(companyId: string | null) {
  return useSWR<CompanyDto>(companyId ? companyKey(companyId) : null, fetchJson);
}

/** No seat left for another manager or worker (the server then answers 409). */
export const seatsFull = (company: Pick<CompanyDto, "usersCount" | "maxUsers"> | undefined): boolean => !!company && company.usersCount >= company.maxUsers;
