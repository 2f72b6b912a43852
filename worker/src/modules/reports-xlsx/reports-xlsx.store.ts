import type { CreatePositionInput } from "@contract/positions";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../context";
import { positions, reports } from "../../db/schema";
import { auditRow } from "../../lib/audit";
import { el, insertSelect } from "../../lib/json-set";
import { newId } from "../../lib/ids";
import { iso } from "../../lib/time";
import { authorsOf, positionFields, publicationOf } from "../positions/positions.rules";

/**
 * Writes of an import: the report, its positions and the audit entry as one db.batch, built
 * from the positions module's row building (positionFields: the columns as entered plus group
 * key and search text) and lib/json-set's INSERT … SELECT FROM json_each — the layout and audit
 * action of reports.build.ts's buildReportWithPositions. That builder takes every row as an
 * object at once; an import of 50,000 rows would hold them, their stored columns, their JSON
 * arrays and the JSON text together (well past a Worker's 128 MB). PositionChunks instead turns
 * each row into JSON as the sheet streams and keeps only the text the statements bind.
 *
 * Each positions statement binds 5 shared values and one JSON chunk of at most JSON_CHUNK_BYTES:
 * under D1's 100 bound parameters and 100 KB a statement even counting the chunk as part of it
 * (≈ 200 statements for 50,000 typical rows, where 21-column multi-row VALUES would need 12,500).
 */
export const JSON_CHUNK_BYTES = 90_000;

const NON_ASCII = /[\u0080-\uffff]/g;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * JSON text in pure ASCII (non-ASCII characters as \uXXXX escapes, which json_each reads back
 * as the same characters), stored by V8 one byte a character. A single Polish letter makes a
 * JavaScript string two bytes a character throughout, and strings derived from it stay so; text
 * decoded from ASCII bytes is one-byte. For 50,000 rows of Polish titles this halves what the
 * import holds until its batch (≈ 56 MB → ≈ 31 MB).
 */
export function oneByte(json: string): string {
  if (!NON_ASCII.test(json)) return json;
  NON_ASCII.lastIndex = 0;
  const escaped = json.replace(NON_ASCII, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return decoder.decode(encoder.encode(escaped));
}

/** Collects validated positions as JSON chunks; `discard()` drops them once a row is bad. */
export class PositionChunks {
  private readonly chunks: string[] = [];
  private current: string[] = [];
  private currentBytes = 2;
  count = 0;
  pagesTotal = 0;

  add(input: CreatePositionInput, id: string): void {
    const r = positionFields(publicationOf(input.publication), authorsOf(input.authors), input.pagesUsed);
    const json = JSON.stringify([
      id,
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
    const text = oneByte(json);
    const bytes = text.length + 1;
    if (this.current.length > 0 && this.currentBytes + bytes > JSON_CHUNK_BYTES) this.flush();
    this.current.push(text);
    this.currentBytes += bytes;
    this.count++;
    this.pagesTotal += r.pagesUsed;
  }

  discard(): void {
    this.chunks.length = 0;
    this.current = [];
    this.currentBytes = 2;
  }

  /** JSON arrays of row arrays, each at most JSON_CHUNK_BYTES unless one row alone is larger. */
  done(): string[] {
    this.flush();
    return this.chunks;
  }

  private flush(): void {
    if (this.current.length === 0) return;
    this.chunks.push(`[${this.current.join(",")}]`);
    this.current = [];
    this.currentBytes = 2;
  }
}

type Ctx = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;
type Shared = { companyId: string; reportId: string; at: string; actorId: string | null };

/** INSERT INTO positions … SELECT FROM json_each(chunk): 6 bound parameters whatever the chunk holds. */
export function insertPositionsChunk(ctx: Pick<ServiceContext, "db">, shared: Shared, chunk: string) {
  return insertSelect(
    ctx.db,
    positions,
    {
      id: el(0),
      companyId: shared.companyId,
      reportId: shared.reportId,
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
      createdOn: shared.at,
      createdBy: shared.actorId,
      updatedOn: shared.at,
    },
    sql`json_each(${chunk}) order by key`,
  );
}

export type ImportedReport = {
  id: string;
  companyId: string;
  year: number;
  quarter: number;
  fileHash: string;
  fileKey: string;
  positionsAmount: number;
  pagesTotal: number;
};

/** The report row (counters from the tally), every chunk of positions and the audit entry: all or nothing. */
export function importStatements(ctx: Ctx, report: ImportedReport, chunks: readonly string[]): BatchItem<"sqlite">[] {
  const at = iso(ctx.now);
  const actorId = ctx.actor?.userId ?? null;
  const shared = { companyId: report.companyId, reportId: report.id, at, actorId };
  return [
    ctx.db.insert(reports).values({
      id: report.id,
      companyId: report.companyId,
      year: report.year,
      quarter: report.quarter,
      positionsAmount: report.positionsAmount,
      pagesTotal: report.pagesTotal,
      openPositions: report.positionsAmount,
      isVerified: false,
      verifiedOn: null,
      source: "import",
      fileHash: report.fileHash,
      fileKey: report.fileKey,
      createdOn: at,
      createdBy: actorId,
    }),
    ...chunks.map((chunk) => insertPositionsChunk(ctx, shared, chunk)),
    auditRow(ctx, {
      action: "report.create",
      entity: "report",
      entityId: report.id,
      after: {
        companyId: report.companyId,
        year: report.year,
        quarter: report.quarter,
        source: "import",
        positionsAmount: report.positionsAmount,
        pagesTotal: report.pagesTotal,
        fileKey: report.fileKey,
      },
    }),
  ];
}

/**
 * Ids for an import's positions, ascending in sheet order: one UUIDv7 of the import's millisecond
 * whose last 20 bits (of 74 random ones) count the rows. Lists and the export order positions by
 * (created_on, id), and all of an import's rows share created_on. Ids stay opaque; nothing relies
 * on their being unguessable (api.md).
 */
export function importIds(now: Date): () => string {
  const base = newId(now.getTime());
  const prefix = base.slice(0, 31);
  let row = 0;
  return () => {
    if (row >= 1 << 20) throw new RangeError("importIds: more than 2^20 rows");
    return prefix + (row++).toString(16).padStart(5, "0");
  };
}
