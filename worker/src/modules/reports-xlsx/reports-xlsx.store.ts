import type { CreatePositionInput } from "@contract/positions";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../context";
import { newId } from "../../lib/ids";
import { POSITIONS_CHUNK_BYTES, positionJsonRow, reportStatements } from "../reports/reports.build";

/**
 * Writes of an import: the report, its positions and the audit entry as one db.batch, with the
 * statements of reports.build (the same row layout, counters and audit as a report built from
 * rows held at once). An import of 50,000 rows cannot hold them all as objects, their JSON
 * arrays and the JSON text together (well past a Worker's 128 MB), so PositionChunks turns each
 * row into JSON as the sheet streams and keeps only the text the statements bind, in chunks of
 * at most POSITIONS_CHUNK_BYTES.
 */
export const JSON_CHUNK_BYTES = POSITIONS_CHUNK_BYTES;

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
    const { row, pagesUsed } = positionJsonRow(id, input);
    const json = JSON.stringify(row);
    const text = oneByte(json);
    const bytes = text.length + 1;
    if (this.current.length > 0 && this.currentBytes + bytes > JSON_CHUNK_BYTES) this.flush();
    this.current.push(text);
    this.currentBytes += bytes;
    this.count++;
    this.pagesTotal += pagesUsed;
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
  return reportStatements(ctx, { ...report, source: "import" }, chunks);
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
