import type { CreatePositionInput } from "@contract/positions";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../context";
import { positions, reports } from "../../db/schema";
import { auditRow } from "../../lib/audit";
import { newId } from "../../lib/ids";
import { el, insertSelect, jsonChunks } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { publicationColumns, publicationValues } from "../positions/positions.publication-columns";
import { authorsOf, positionFields, publicationOf } from "../positions/positions.rules";

type Ctx = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

/**
 * Most bytes of JSON one positions statement binds. Each binds 5 shared values and one chunk, so it
 * stays under D1's 100 bound parameters and 100 KB a statement even counting the chunk as part of
 * it (≈ 200 statements for 50,000 typical rows, where 21-column multi-row VALUES would need 12,500).
 */
export const POSITIONS_CHUNK_BYTES = 90_000;

/** The report as stored: its counters are computed by the caller from the positions it stores. */
export type ReportRow = {
  id: string;
  companyId: string;
  year: number;
  quarter: number;
  positionsAmount: number;
  pagesTotal: number;
  source: "manual" | "import";
  fileHash: string | null;
  fileKey: string | null;
};

/** What every positions statement of one report shares. */
export type PositionsChunkShared = { companyId: string; reportId: string; at: string; actorId: string | null };

/**
 * One position as a json_each row for positionsChunkStatement: the columns as entered plus group
 * key and search text (positions.rules). Callers stream rows into chunks of POSITIONS_CHUNK_BYTES.
 */
export function positionJsonRow(id: string, input: CreatePositionInput): { row: unknown[]; pagesUsed: number } {
  const r = positionFields(publicationOf(input.publication), authorsOf(input.authors), input.pagesUsed);
  const row = [id, ...publicationValues(r), JSON.stringify(r.authors), r.pagesUsed, r.groupKey, r.searchText];
  return { row, pagesUsed: r.pagesUsed };
}

/** INSERT INTO reports: a new, unverified report whose positions are all open. */
export function reportRowStatement(ctx: Ctx, report: ReportRow) {
  return ctx.db.insert(reports).values({
    id: report.id,
    companyId: report.companyId,
    year: report.year,
    quarter: report.quarter,
    positionsAmount: report.positionsAmount,
    pagesTotal: report.pagesTotal,
    openPositions: report.positionsAmount,
    isVerified: false,
    verifiedOn: null,
    source: report.source,
    fileHash: report.fileHash,
    fileKey: report.fileKey,
    createdOn: iso(ctx.now),
    createdBy: ctx.actor?.userId ?? null,
  });
}

/** INSERT INTO positions … SELECT FROM json_each(chunk) of positionJsonRow rows: 6 bound parameters whatever the chunk holds. */
export function positionsChunkStatement(ctx: Pick<ServiceContext, "db">, shared: PositionsChunkShared, chunk: string) {
  return insertSelect(
    ctx.db,
    positions,
    {
      id: el(0),
      companyId: shared.companyId,
      reportId: shared.reportId,
      ...publicationColumns(1),
      authors: el(12),
      pagesUsed: el(13),
      isVerified: false,
      isOutdated: false,
      groupKey: el(14),
      searchText: el(15),
      // Numbered here, after the highest so far (read before any row of the statement is written),
      // so the search trigger (migration 0008) need not update each new row for it: that update
      // rewrote the row and every index holding search_id.
      searchId: sql`(select coalesce(max(search_id), 0) from positions) + key + 1`,
      createdOn: shared.at,
      createdBy: shared.actorId,
      updatedOn: shared.at,
    },
    sql`json_each(${chunk}) order by key`,
  );
}

/**
 * A report with its positions, all or nothing: the report row, every chunk of positions and one
 * audit row (report.create). The caller checks the period (periodBegun); a duplicate period or
 * file makes the report insert fail on its unique index, so the whole batch fails.
 */
export function reportStatements(ctx: Ctx, report: ReportRow, chunks: readonly string[]): BatchItem<"sqlite">[] {
  const shared = { companyId: report.companyId, reportId: report.id, at: iso(ctx.now), actorId: ctx.actor?.userId ?? null };
  return [
    reportRowStatement(ctx, report),
    ...chunks.map((chunk) => positionsChunkStatement(ctx, shared, chunk)),
    auditRow(ctx, {
      action: "report.create",
      entity: "report",
      entityId: report.id,
      after: {
        companyId: report.companyId,
        year: report.year,
        quarter: report.quarter,
        source: report.source,
        positionsAmount: report.positionsAmount,
        pagesTotal: report.pagesTotal,
        fileKey: report.fileKey,
      },
    }),
  ];
}

export type ReportWithPositions = {
  companyId: string;
  year: number;
  quarter: number;
  /** Rows already checked with CreatePositionInput (as the form's body is). */
  rows: readonly CreatePositionInput[];
  source: "manual" | "import";
  fileHash?: string | null;
  fileKey?: string | null;
};

/**
 * reportStatements for rows held at once (tests, small reports). The .xlsx import streams its
 * rows into chunks instead (reports-xlsx.store) and calls reportStatements itself.
 */
export function buildReportWithPositions(ctx: Ctx, input: ReportWithPositions): { reportId: string; positionIds: string[]; statements: BatchItem<"sqlite">[] } {
  const reportId = newId(ctx.now.getTime());
  const built = input.rows.map((row) => positionJsonRow(newId(ctx.now.getTime()), row));
  const report: ReportRow = {
    id: reportId,
    companyId: input.companyId,
    year: input.year,
    quarter: input.quarter,
    positionsAmount: built.length,
    pagesTotal: built.reduce((sum, b) => sum + b.pagesUsed, 0),
    source: input.source,
    fileHash: input.fileHash ?? null,
    fileKey: input.fileKey ?? null,
  };
  const chunks = jsonChunks(
    built.map((b) => b.row),
    POSITIONS_CHUNK_BYTES,
  );
  return { reportId, positionIds: built.map((b) => b.row[0] as string), statements: reportStatements(ctx, report, chunks) };
}
