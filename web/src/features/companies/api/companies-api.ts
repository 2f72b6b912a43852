import type { AuditEntryDto } from "@contract/audit";
import type { Paged } from "@contract/common";
import type { CompanyDetailDto, CompanyDto, CreateCompanyInput, UpdateCompanyInput } from "@contract/companies";
import { api, ifMatch } from "../../../lib/api-client";
import { companyKey, COMPANIES_PATH } from "./keys";
import { idempotencyHeader } from "../../../lib/retry-key";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

// Mutations run from dialogs that show a refusal (a 409 with its reasons) in place.
/** `idempotencyKey`: the same for a request sent again (see retry-key), so a lost answer does not add the company twice. */
export const createCompany = (input: CreateCompanyInput, idempotencyKey?: string) =>
  api.post<CompanyDto>(COMPANIES_PATH, input, { suppressToast: true, headers: idempotencyHeader(idempotencyKey) });
/** `version`: the updatedOn the form was opened with (see ifMatch). */
export const updateCompany = (id: string, input: UpdateCompanyInput, version?: string) =>
  api.patch<CompanyDto>(companyKey(id), input, { suppressToast: true, headers: ifMatch(version) });
export const deleteCompany = (id: string) => api.delete<void>(companyKey(id), { suppressToast: true });
export const activateCompany = (id: string) => api.post<CompanyDto>(`${companyKey(id)}/activate`, undefined, { suppressToast: true });
export const deactivateCompany = (id: string) => api.post<CompanyDto>(`${companyKey(id)}/deactivate`, undefined, { suppressToast: true });

export type CompanyPage = Paged<CompanyDto>;
export type AuditPage = Paged<AuditEntryDto>;
export type { CompanyDetailDto, CompanyDto };
