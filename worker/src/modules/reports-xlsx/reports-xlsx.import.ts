import { ImportReportFields, reportName, type ReportDto, XLSX_MIME } from "@contract/reports";
import { m } from "@contract/messages";
import { and, eq } from "drizzle-orm";
import type { ServiceContext, Verb } from "../../context";
import { reports } from "../../db/schema";
import { runBatch } from "../../lib/batch";
import { ConflictError, type FieldErrors, ImportRejectedError, InternalError, ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { iso } from "../../lib/time";
import { parseInput } from "../../lib/validate";
import { requireActor } from "../auth/auth.guards";
import { IMPORT_COLUMNS } from "./reports-xlsx.columns";
import { loadCompanyForXlsx } from "./reports-xlsx.guards";
import { openWorkbook } from "./reports-xlsx.reader";
import type { RowErrors } from "./reports-xlsx.rows";
import { periodBegun } from "../reports/reports.rules";
import { importKey } from "./reports-xlsx.rules";
import { RowScanner } from "./reports-xlsx.scan";
import { importIds, importStatements, PositionChunks } from "./reports-xlsx.store";
import type { Upload } from "./reports-xlsx.upload";

/** Cells listed in a 422 at most; `detail` gives the full count. */
export const MAX_LISTED_ERRORS = 1000;

/** Every bad cell as `row:<n>:<column>` → message keys, the first MAX_LISTED_ERRORS of them, and the totals. */
export class ImportErrors {
  readonly listed: FieldErrors = {};
  cells = 0;
  messages = 0;
  rows = 0;

  get none(): boolean {
    return this.rows === 0;
  }

  add(rowNumber: number, errors: RowErrors): void {
    this.rows++;
    for (const column of IMPORT_COLUMNS) {
      const messages = errors[column.key];
      if (!messages?.length) continue;
      this.messages += messages.length;
      if (this.cells++ < MAX_LISTED_ERRORS) this.listed[`row:${rowNumber}:${column.key}`] = messages;
    }
  }

  toError(): ImportRejectedError {
    const detail =
      this.cells > MAX_LISTED_ERRORS ? m("importErrorsCapped", this.messages, this.rows, MAX_LISTED_ERRORS) : m("importErrors", this.messages, this.rows);
    const listedCells = Math.min(this.cells, MAX_LISTED_ERRORS);
    return new ImportRejectedError(this.listed, detail, { errors: this.messages, rowsWithErrors: this.rows, listedCells, cells: this.cells });
  }
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** 409 when the company has this file already, or a report for the period (api.md: one per company and period). */
async function assertNoConflict(ctx: Pick<ServiceContext, "db">, companyId: string, year: number, quarter: number, fileHash: string): Promise<void> {
  const columns = { id: reports.id, year: reports.year, quarter: reports.quarter };
  const [[byFile], [byPeriod]] = await ctx.db.batch([
    ctx.db.select(columns).from(reports).where(and(eq(reports.companyId, companyId), eq(reports.fileHash, fileHash))).limit(1),
    ctx.db.select(columns).from(reports).where(and(eq(reports.companyId, companyId), eq(reports.year, year), eq(reports.quarter, quarter))).limit(1),
  ]);
  if (byFile) {
    const message = m("importFileTwice", reportName(byFile.year, byFile.quarter));
    throw new ConflictError(message, { file: [message] });
  }
  if (byPeriod) throw new ConflictError(m("reportExists"), { quarter: [m("reportExists")] });
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed: reports\./.test(String((error as { cause?: unknown })?.cause ?? "") + String(error));

export type ImportInput = { companyId: string; upload: Upload };

/**
 * POST /companies/{id}/reports/import. The sheet is streamed and every row checked with
 * CreatePositionInput as it goes; valid rows are kept only as the JSON the inserts bind, and
 * dropped at the first bad row (from then on only errors are collected). Nothing is written
 * unless every row is valid; then the original goes to R2 and the report, its positions and the
 * audit entry are one db.batch. A failed batch removes the R2 copy again.
 */
export async function importReport({ ctx, input }: Verb<ImportInput>): Promise<ReportDto> {
  const actor = requireActor(ctx);
  const company = await loadCompanyForXlsx(ctx.db, actor, "import", input.companyId);
  const { year, quarter } = parseInput(ImportReportFields, input.upload.fields, "json");
  if (!periodBegun(year, quarter, ctx.now)) throw new ValidationError({ quarter: [m("periodNotStarted")] });
  const bucket = ctx.env.FILES;
  if (!bucket) throw new InternalError("FILES binding is missing");

  const { bytes } = input.upload;
  const fileHash = await sha256Hex(bytes);
  await assertNoConflict(ctx, company.id, year, quarter, fileHash);

  const started = Date.now();
  const scanner = new RowScanner(bytes, openWorkbook(bytes), company.id, ctx.lang);
  const chunks = new PositionChunks();
  const nextId = importIds(ctx.now);
  const errors = new ImportErrors();
  for await (const row of scanner.rows()) {
    if (row.outcome.ok) {
      if (errors.none) chunks.add(row.outcome.position, nextId());
    } else {
      if (errors.none) chunks.discard();
      errors.add(row.number, row.outcome.errors);
    }
  }
  scanner.assertCurrentVersion();
  if (scanner.dataRows === 0) throw new ValidationError({ file: [m("importNoRows")] });
  if (!errors.none) throw errors.toError();

  const read = Date.now();
  const reportId = newId(ctx.now.getTime());
  const fileKey = importKey(company.id, reportId);
  const report = { id: reportId, companyId: company.id, year, quarter, fileHash, fileKey, positionsAmount: chunks.count, pagesTotal: chunks.pagesTotal };
  await bucket.put(fileKey, bytes, {
    httpMetadata: { contentType: XLSX_MIME },
    customMetadata: { companyId: company.id, reportId, year: String(year), quarter: String(quarter), filename: input.upload.name.slice(0, 200) },
    sha256: fileHash,
  });
  try {
    const statements = importStatements(ctx, report, chunks.done());
    const stored = Date.now();
    await runBatch(ctx.db, statements);
    console.info(
      JSON.stringify({ requestId: ctx.requestId, message: "report imported", rows: report.positionsAmount, statements: statements.length, readMs: read - started, r2Ms: stored - read, batchMs: Date.now() - stored }),
    );
  } catch (error) {
    await bucket.delete(fileKey).catch(() => undefined);
    // Someone imported or created the period (or this file) since the check: the same 409 as before.
    if (isUniqueViolation(error)) await assertNoConflict(ctx, company.id, year, quarter, fileHash);
    throw error;
  }

  return {
    id: reportId,
    name: reportName(year, quarter),
    year,
    quarter,
    companyId: company.id,
    companyName: company.name,
    positionsAmount: report.positionsAmount,
    pagesTotal: report.pagesTotal,
    createdOn: iso(ctx.now),
    verifiedOn: null,
    isVerified: false,
    source: "import",
  };
}
