import type { BatchItem } from "drizzle-orm/batch";
import type { Db, RunResult } from "../db/client";

/** D1 refuses statements with more than 100 bound parameters. */
export const MAX_BOUND_PARAMETERS = 100;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError("chunk size must be a positive integer");
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows per multi-row INSERT so that rows × params-per-row stays within D1's limit. */
export function chunkForParams<T>(items: readonly T[], paramsPerItem: number, reserved = 0): T[][] {
  const size = Math.floor((MAX_BOUND_PARAMETERS - reserved) / paramsPerItem);
  if (size < 1) throw new RangeError("one item alone exceeds the bound-parameter limit");
  return chunk(items, size);
}

/** The atomic unit on both drivers: every statement commits, or none does. */
export async function runBatch(db: Db, items: readonly BatchItem<"sqlite">[]): Promise<unknown[]> {
  if (items.length === 0) return [];
  return db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/** Rows changed by a write, read the same way from a D1 result and from a libSQL result set. */
export function changes(result: unknown): number {
  const r = result as Partial<RunResult> & { meta?: { changes?: number }; rowsAffected?: number };
  return r.meta?.changes ?? r.rowsAffected ?? 0;
}
