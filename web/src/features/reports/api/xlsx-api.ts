import type { ReportDto } from "@contract/reports";
import { api } from "../../../lib/api-client";
import { REPORTS_PATH } from "./keys";

/** A downloaded workbook and the name to save it under. */
export type XlsxFile = { blob: Blob; filename: string };

/** The file name of `Content-Disposition` (the exact UTF-8 `filename*` first), or null. */
export function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}

async function toFile(res: Response, fallback: string): Promise<XlsxFile> {
  return { blob: await res.blob(), filename: filenameFrom(res.headers.get("content-disposition")) ?? fallback };
}

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

/** `raporty-2026-11-22.xlsx`: the name when the server gives none. */
export const exportFallbackName = (today = new Date()) => `raporty-${today.toISOString().slice(0, 10)}.xlsx`;

/** The .xlsx of exactly the list's filters (page and page size are ignored by the server). */
export async function downloadReportsExport(query: string): Promise<XlsxFile> {
  const res = await api.get<Response>(`${REPORTS_PATH}/export?${query}`, { responseType: "response", suppressToast: true });
  return toFile(res, exportFallbackName());
}

/** The import template in the user's language. */
export async function downloadReportTemplate(companyId: string): Promise<XlsxFile> {
  const res = await api.get<Response>(`${companyPath(companyId)}/report-template`, { responseType: "response", suppressToast: true });
  return toFile(res, "szablon-raportu.xlsx");
}

export type ImportFields = { file: File; year: number; quarter: number };

const importForm = ({ file, year, quarter }: ImportFields) => {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("year", String(year));
  form.append("quarter", String(quarter));
  return form;
};

/** POST …/reports/import with upload progress; 201 gives the new report. */
export const importReport = (companyId: string, fields: ImportFields, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal) =>
  api.post<ReportDto>(`${companyPath(companyId)}/reports/import`, importForm(fields), { suppressToast: true, onUploadProgress: onProgress, signal });

/** The rejected workbook again, with its bad cells marked (nothing is stored). */
export async function downloadImportErrors(companyId: string, fields: ImportFields): Promise<XlsxFile> {
  const res = await api.post<Response>(`${companyPath(companyId)}/reports/import/errors`, importForm(fields), { responseType: "response", suppressToast: true });
  const base = fields.file.name.replace(/\.xlsx$/i, "");
  return toFile(res, `${base}-bledy.xlsx`);
}

/** Hands a blob to the browser as a download. */
export function saveFile({ blob, filename }: XlsxFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
