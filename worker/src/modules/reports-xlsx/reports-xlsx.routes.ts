import { CompanyIdParam } from "@contract/companies";
import { MIN_PUBLICATION_YEAR } from "@contract/publications";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, ReportDto, ReportListQuery, XLSX_MIME } from "@contract/reports";
import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { type AppEnv, serviceContext } from "../../context";
import { validate } from "../../lib/validate";
import { session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { formatAuthorsCell } from "./reports-xlsx.authors";
import { IMPORT_COLUMNS, SHEET_NAMES, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { buildErrorWorkbook } from "./reports-xlsx.errors-workbook";
import { exportReports } from "./reports-xlsx.export";
import { loadCompanyForXlsx } from "./reports-xlsx.guards";
import { importReport, MAX_LISTED_ERRORS } from "./reports-xlsx.import";
import { MAX_PART_BYTES, MAX_SHARED_STRINGS_BYTES, MAX_WORKSHEET_BYTES } from "./reports-xlsx.reader";
import { attachment } from "./reports-xlsx.rules";
import { getReportTemplate } from "./reports-xlsx.template";
import { readUpload, uploadLimit } from "./reports-xlsx.upload";

/**
 * The .xlsx calls, mounted at /api/v1 ahead of the companies and reports routers so that
 * /reports/export is not taken for a report id. Each route carries its own session: a `use` here
 * would reach every /api/v1 path.
 */
export const reportsXlsxRoutes = new Hono<AppEnv>();

const COLUMNS = IMPORT_COLUMNS.map((c) => `\`${c.key}\` (${c.header.en} / ${c.header.pl})`).join(", ");
const AUTHORS_EXAMPLE = formatAuthorsCell([
  { lastName: "Kowalski", firstName: "Jan", middleName: "Maria", type: "A" },
  { lastName: "Nowak", firstName: "Anna", middleName: null, type: "T" },
  { lastName: "van der Berg", firstName: "Piet", middleName: null, type: "R" },
]);
const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const TENANCY = "SuperAdmin and Admin for any company, a Manager for its own (another company: 404, as a missing one); others 403.";
const FILE_RULES =
  `Multipart form: \`file\` — the .xlsx (by name, type and content: a CSV or PDF renamed .xlsx is 415), at most ` +
  `${MB(IMPORT_MAX_BYTES)}, binary: ${IMPORT_MAX_BYTES.toLocaleString("en-GB")} bytes (413, checked from Content-Length before the body is read) and ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} ` +
  `non-blank data rows (413); a part that inflates past its limit (shared strings ${MB(MAX_SHARED_STRINGS_BYTES)}, a worksheet ` +
  `${MB(MAX_WORKSHEET_BYTES)}, any other ${MB(MAX_PART_BYTES)}) is 413 too. ` +
  "Cell text is read as Excel writes it: its _xHHHH_ escapes are undone.";

const Upload = named(
  "ReportImportUpload",
  v.object({
    file: v.pipe(v.string(), v.metadata({ contentMediaType: XLSX_MIME, format: "binary", description: "The filled-in template (.xlsx)." })),
    year: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
    quarter: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  }),
);
const ErrorsUpload = named(
  "ReportImportErrorsUpload",
  v.object({ file: v.pipe(v.string(), v.metadata({ contentMediaType: XLSX_MIME, format: "binary", description: "The .xlsx whose import was rejected." })) }),
);

function xlsxResponse(c: Context<AppEnv>, body: ReadableStream | Uint8Array<ArrayBuffer>, filename: string, etag?: string | null): Response {
  const headers: Record<string, string> = { "Content-Type": XLSX_MIME, "Content-Disposition": attachment(filename) };
  if (etag) headers.ETag = etag;
  return c.body(body, 200, headers);
}

/** Keeps the Worker alive until a streamed body is complete; a failure after the headers were sent is logged. */
function finishInBackground(c: Context<AppEnv>, done: Promise<void>): void {
  const settled = done.catch((error: unknown) => {
    console.error(JSON.stringify({ requestId: c.var.requestId, path: c.req.path, error: error instanceof Error ? error.stack : String(error) }));
  });
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No ExecutionContext outside the Workers runtime; the promise runs on regardless.
  }
}

const companyParam = validate("param", CompanyIdParam);

/** Refuses a caller without the grant (403) or for another company (404) before the body is read. */
const importAccess = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  const ctx = serviceContext(c);
  if (ctx.actor) await loadCompanyForXlsx(ctx.db, ctx.actor, "import", c.req.param("id") ?? "");
  await next();
};

describeRoute({
  method: "get",
  path: "/companies/{id}/report-template",
  tag: "reports",
  summary: "Download the report import template",
  description:
    `${TENANCY} An .xlsx in the language of Accept-Language: sheet "Pozycje"/"Positions" with one header per column — ${COLUMNS} — ` +
    `a list validation (k, c, l) with localized help on the type column and whole-number validations on the publication year (${MIN_PUBLICATION_YEAR} to next year) and pages used; ` +
    `an instructions sheet; and a very hidden sheet "meta" with A1 "templateVersion", B1 the version (now ${TEMPLATE_VERSION}), A2 "language", B2 the language. ` +
    `Authors go in one cell: \`${AUTHORS_EXAMPLE}\` — "Last First [Middle] [(TYPE)]" separated by ";", a last name of several words ` +
    'followed by a comma, TYPE one of A T O R P I (default A). Kept in R2 under templates/v<version>/<fingerprint of its text and of the last year it allows>/<lang>.xlsx; ETag given.',
  auth: "bearer",
  params: CompanyIdParam,
  response: { status: 200, description: "The template", mediaType: XLSX_MIME },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
reportsXlsxRoutes.get("/companies/:id/report-template", session(), companyParam, async (c) => {
  const file = await getReportTemplate({ ctx: serviceContext(c), input: { companyId: c.req.valid("param").id } });
  return xlsxResponse(c, file.body, file.filename, file.etag);
});

describeRoute({
  method: "post",
  path: "/companies/{id}/reports/import",
  tag: "reports",
  summary: "Import a report from an .xlsx",
  description:
    `${TENANCY} ${FILE_RULES} \`year\` and \`quarter\` as for POST /reports: a period that has not begun is 400 (errors.quarter), ` +
    "a company's second report for a period 409 (errors.quarter), the same file (SHA-256) imported twice 409 (errors.file). " +
    `The data sheet is the one named "${SHEET_NAMES.data.pl}" or "${SHEET_NAMES.data.en}", else the first sheet (in tab order) other than the instructions and "meta". ` +
    "Files written by programs are read as Excel would: rows and cells without their `r` references, and parts whose elements carry a namespace prefix (the Open XML SDK's `x:`). " +
    "Its row 1 must be the current template's headers, in Polish or English (an extra last column headed " +
    '"Import errors"/"Błędy importu" is ignored), and a "meta" sheet, when present, must name the current version: otherwise ' +
    '422 SHEET_HEADERS_OUTDATED whose `detail` names the template\'s address, also sent as `Link: <…>; rel="template"`, ' +
    "and, when a header is off, `errors.headers` names the first such column by its letter (or says that row 1 is empty). " +
    "Blank rows are skipped; every other row is checked with CreatePositionInput, the schema of the position form. Any bad row: " +
    `422 IMPORT_REJECTED, \`errors\` keyed \`row:<n>:<column>\` (n the sheet's row number, header = 1; column one of ${IMPORT_COLUMNS.map((c) => c.key).join(", ")}) ` +
    `→ messages in the request's language; at most ${MAX_LISTED_ERRORS} cells are listed and \`detail\` gives the totals. ` +
    "Nothing is stored then. A sheet without data rows: 400 (errors.file). Otherwise the report (source import) and all its " +
    "positions are stored in one atomic batch, the original file is kept in R2 under imports/<companyId>/<reportId>.xlsx, and the answer is the report.",
  auth: "bearer",
  params: CompanyIdParam,
  body: Upload,
  bodyMediaType: "multipart/form-data",
  response: { status: 201, description: "The imported report", schema: named("ReportDto", ReportDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "IMPORT_REJECTED", "SHEET_HEADERS_OUTDATED"],
});
reportsXlsxRoutes.post("/companies/:id/reports/import", session(), companyParam, importAccess, uploadLimit, async (c) => {
  const upload = await readUpload(c);
  const report = await importReport({ ctx: serviceContext(c), input: { companyId: c.req.valid("param").id, upload } });
  return c.json(report, 201);
});

describeRoute({
  method: "post",
  path: "/companies/{id}/reports/import/errors",
  tag: "reports",
  summary: "The rejected .xlsx with its errors marked",
  description:
    `${TENANCY} For the SPA after a 422 IMPORT_REJECTED: send the same file again (multipart \`file\`; year and quarter are not needed ` +
    "and nothing is stored) and get an .xlsx back: the data sheet with each row at its original number, every bad cell filled red " +
    `with its messages in a comment (the first 1,000 cells), and a last column "Import errors"/"Błędy importu" listing each row's ` +
    "messages as `<header>: <message>` — all in the request's language — plus the instructions and the current version marker, so " +
    "the corrected workbook can be imported as it is. Same 413/415 checks as the import, and 422 SHEET_HEADERS_OUTDATED when " +
    "the headers are not current (checked before the answer starts). A file without errors comes back unmarked. The rows are read " +
    `as the answer streams: past ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} data rows (the import's 413) the download breaks off instead of ending short.`,
  auth: "bearer",
  params: CompanyIdParam,
  body: ErrorsUpload,
  bodyMediaType: "multipart/form-data",
  response: { status: 200, description: "The workbook with the errors marked (streamed)", mediaType: XLSX_MIME },
  problems: ["FORBIDDEN", "NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "SHEET_HEADERS_OUTDATED"],
});
reportsXlsxRoutes.post("/companies/:id/reports/import/errors", session(), companyParam, importAccess, uploadLimit, async (c) => {
  const upload = await readUpload(c);
  const file = await buildErrorWorkbook({ ctx: serviceContext(c), input: { companyId: c.req.valid("param").id, upload } });
  finishInBackground(c, file.done);
  return xlsxResponse(c, file.body, file.filename);
});

describeRoute({
  method: "get",
  path: "/reports/export",
  tag: "reports",
  summary: "Export reports and their positions to .xlsx",
  description:
    "The filters, search and sort of GET /reports (page and pageSize are ignored: every match is exported; without `sort`, newest first). " +
    "SuperAdmin, Admin and Coordinator export any company; a Manager or Worker only its own (as in the list, another company's " +
    "`companyId` matches nothing: both sheets hold only their headers). " +
    'Sheet "Raporty"/"Reports": one row per report; sheet "Pozycje"/"Positions": their positions, grouped by report in the same ' +
    "order, with the import template's columns (authors in its one-cell format). Headers and sheet names in the request's language. " +
    "Text beginning with = + - @ (or a tab or CR) is written as an explicit inline string, so no spreadsheet evaluates it. Streamed.",
  auth: "bearer",
  query: ReportListQuery,
  response: { status: 200, description: "The workbook (streamed)", mediaType: XLSX_MIME },
});
reportsXlsxRoutes.get("/reports/export", session(), validate("query", ReportListQuery), async (c) => {
  const file = await exportReports({ ctx: serviceContext(c), input: c.req.valid("query") });
  finishInBackground(c, file.done);
  return xlsxResponse(c, file.body, file.filename);
});
