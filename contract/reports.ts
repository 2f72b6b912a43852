import * as v from "valibot";
import { BoolFromQuery, Id, PagedOf, intFromQuery, listQuery, withCreatedRange } from "./common";

export const REPORT_SOURCES = ["manual", "import"] as const;

/** Import limits of api.md. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const year = intFromQuery(2000, 2100);
const quarter = intFromQuery(1, 4);

/** POST /reports: a Manager's own company is implied; staff name the company. */
export const CreateReportInput = v.object({ year, quarter, companyId: v.optional(Id) });
export type CreateReportInput = v.InferOutput<typeof CreateReportInput>;

/** Multipart fields of POST /companies/{id}/reports/import besides `file`. */
export const ImportReportFields = v.object({ year, quarter });
export type ImportReportFields = v.InferOutput<typeof ImportReportFields>;

export const ReportDto = v.object({
  id: v.string(),
  name: v.string(),
  year: v.number(),
  quarter: v.number(),
  companyId: v.string(),
  companyName: v.string(),
  positionsAmount: v.number(),
  pagesTotal: v.number(),
  createdOn: v.string(),
  verifiedOn: v.nullable(v.string()),
  isVerified: v.boolean(),
  source: v.picklist(REPORT_SOURCES),
});
export type ReportDto = v.InferOutput<typeof ReportDto>;
export const ReportList = PagedOf(ReportDto);

export const REPORT_SORTS = ["createdOn", "name", "companyName", "positionsAmount", "pagesTotal", "verifiedOn"] as const;

export const ReportFilters = {
  companyId: v.optional(Id),
  year: v.optional(year),
  quarter: v.optional(quarter),
  isVerified: v.optional(BoolFromQuery),
};

export const ReportListQuery = withCreatedRange(v.object({ ...listQuery(REPORT_SORTS), ...ReportFilters }));
export type ReportListQuery = v.InferOutput<typeof ReportListQuery>;

/** "<year> Q<quarter>" (api.md). */
export function reportName(y: number, q: number): string {
  return `${y} Q${q}`;
}

/** The first day of a quarter, for "a period that has not begun: 400". */
export function quarterStart(y: number, q: number): string {
  return `${y}-${String((q - 1) * 3 + 1).padStart(2, "0")}-01`;
}
