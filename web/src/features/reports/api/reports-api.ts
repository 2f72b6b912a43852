import type { Paged } from "@contract/common";
import type { CreateReportInput, ReportDto } from "@contract/reports";
import { api } from "../../../lib/api-client";
import { REPORTS_PATH, reportKey } from "./keys";

/** GETs for SWR keys; the pages show failures in place, so no toast. */
export const fetchJson = <T>(key: string) => api.get<T>(key, { suppressToast: true });

export const createReport = (input: CreateReportInput) => api.post<ReportDto>(REPORTS_PATH, input, { suppressToast: true });
export const deleteReport = (id: string) => api.delete<void>(reportKey(id), { suppressToast: true });

/** The .xlsx of exactly the given list query (the same filters as the list). */
export const exportReports = (query: string) =>
  api.get<Blob>(`${REPORTS_PATH}/export?${query}`, { responseType: "blob", suppressToast: true });

export type ReportPage = Paged<ReportDto>;
export type { ReportDto };
