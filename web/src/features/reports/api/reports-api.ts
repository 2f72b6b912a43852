import type { Paged } from "@contract/common";
import type { CreateReportInput, ReportDto } from "@contract/reports";
import { api } from "../../../lib/api-client";
import { REPORTS_PATH, reportKey } from "./keys";
import { idempotencyHeader } from "../../../lib/retry-key";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

/** `idempotencyKey`: the same for a request sent again (see retry-key), answered with the report the first created. */
export const createReport = (input: CreateReportInput, idempotencyKey?: string) =>
  api.post<ReportDto>(REPORTS_PATH, input, { suppressToast: true, headers: idempotencyHeader(idempotencyKey) });
export const deleteReport = (id: string) => api.delete<void>(reportKey(id), { suppressToast: true });

/** The .xlsx of exactly the given list query (the same filters as the list). */
export const exportReports = (query: string) =>
  api.get<Blob>(`${REPORTS_PATH}/export?${query}`, { responseType: "blob", suppressToast: true });

export type ReportPage = Paged<ReportDto>;
export type { ReportDto };
