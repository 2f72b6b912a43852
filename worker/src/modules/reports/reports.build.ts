import type { CreatePositionInput } from "@contract/positions";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../context";
import { positions, reports } from "../../db/schema";
import { auditRow } from "../../lib/audit";
import { newId } from "../../lib/ids";
import { el, insertSelect, jsonChunks } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { authorsOf, positionFields, publicationOf } from "../positions/positions.rules";

type Ctx = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

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
 * The statements that store a report and its positions — for one atomic db.batch of the caller
 * (the .xlsx import): the report row with its counters computed from the rows, the positions as
 * `INSERT … SELECT FROM json_each(?)` (one statement per ~500 KB of rows, whatever their number;
 * group key and search text from the contract helpers, the search index by the positions
 * triggers) and one audit row. The caller checks the period (periodBegun), and a duplicate period
 * or file makes the report insert fail on its unique index, so the whole batch fails.
 */
export function buildReportWithPositions(ctx: Ctx, input: ReportWithPositions): { reportId: string; positionIds: string[]; statements: BatchItem<"sqlite">[] } {
  const reportId = newId(ctx.now.getTime());
  const at = iso(ctx.now);
  const actorId = ctx.actor?.userId ?? null;
  const rows = input.rows.map((row) => ({ id: newId(ctx.now.getTime()), ...positionFields(publicationOf(row.publication), authorsOf(row.authors), row.pagesUsed) }));
  const pagesTotal = rows.reduce((sum, r) => sum + r.pagesUsed, 0);
  const statements: BatchItem<"sqlite">[] = [
    ctx.db.insert(reports).values({
      id: reportId,
      companyId: input.companyId,
      year: input.year,
      quarter: input.quarter,
      positionsAmount: rows.length,
      pagesTotal,
      openPositions: rows.length,
      isVerified: false,
      verifiedOn: null,
      source: input.source,
      fileHash: input.fileHash ?? null,
      fileKey: input.fileKey ?? null,
      createdOn: at,
      createdBy: actorId,
    }),
  ];
  const json = rows.map((r) => [
    r.id,
    r.type,
    r.title,
    r.publisher,
    r.link,
    r.publicationYear,
    r.editionNumber,
    r.isbn,
    r.issn,
    r.articleTitle,
    r.articleDoi,
    r.magazineTitle,
    JSON.stringify(r.authors),
    r.pagesUsed,
    r.groupKey,
    r.searchText,
  ]);
  for (const chunk of jsonChunks(json)) {
    statements.push(
      insertSelect(
        ctx.db,
        positions,
        {
          id: el(0),
          companyId: input.companyId,
          reportId,
          type: el(1),
          title: el(2),
          publisher: el(3),
          link: el(4),
          publicationYear: el(5),
          editionNumber: el(6),
          isbn: el(7),
          issn: el(8),
          articleTitle: el(9),
          articleDoi: el(10),
          magazineTitle: el(11),
          authors: el(12),
          pagesUsed: el(13),
          isVerified: false,
          isOutdated: false,
          groupKey: el(14),
          searchText: el(15),
          createdOn: at,
          createdBy: actorId,
          updatedOn: at,
        },
        sql`json_each(${chunk}) order by key`,
      ),
    );
  }
  statements.push(
    auditRow(ctx, {
      action: "report.create",
      entity: "report",
      entityId: reportId,
      after: { companyId: input.companyId, year: input.year, quarter: input.quarter, source: input.source, positionsAmount: rows.length, pagesTotal, fileKey: input.fileKey ?? null },
    }),
  );
  return { reportId, positionIds: rows.map((r) => r.id), statements };
}
