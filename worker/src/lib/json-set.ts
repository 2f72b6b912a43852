import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";

/**
 * Set-based statements over many rows with one bound parameter: the rows travel as one JSON array
 * and SQLite walks it with json_each. D1 allows 100 bound parameters a statement but a string of
 * up to 1,000,000 bytes, so `id IN (select value from json_each(?))` takes a whole bulk call's
 * 1,000 ids in one statement (the column's index is still used, one probe per value), where
 * chunked `IN (?, ?, …)` lists would take eleven.
 */

/** Bytes of JSON bound to one statement, well under D1's 1,000,000-byte string limit. */
export const MAX_JSON_BYTES = 500_000;

/** UTF-8 length without encoding. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3;
  }
  return n;
}

/** One JSON text for one statement; refuses what D1 would refuse, so callers chunk first. */
export function jsonParam(value: unknown): string {
  const text = JSON.stringify(value);
  if (utf8Length(text) > MAX_JSON_BYTES) throw new RangeError("JSON parameter too large; chunk it with jsonChunks");
  return text;
}

/** `column IN (values)` with the values bound as one JSON array. */
export function inJson(column: SQLiteColumn | SQL, values: readonly (string | number)[]): SQL {
  return sql`${column} in (select value from json_each(${jsonParam(values)}))`;
}

/** Rows cut into JSON arrays of at most `maxBytes` each (a single larger row gets a chunk of its own). */
export function jsonChunks(rows: readonly unknown[], maxBytes = MAX_JSON_BYTES): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    const text = JSON.stringify(row);
    const size = utf8Length(text) + 1;
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      bytes = 2;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}

/** `value ->> '$[i]'`: the i-th element of the current json_each row (rows are JSON arrays). */
export const el = (i: number): SQL => sql.raw(`value ->> '$[${i}]'`);

type Insertable = { shouldDisableInsert(): boolean };

/**
 * `INSERT INTO table (every column) SELECT <values> FROM <from>` as a query builder (so it can go in
 * a D1 batch with bound parameters, which drizzle's raw `db.run` cannot). Drizzle lists every
 * insertable column in table order; `values` gives each an SQL expression (e.g. `el(3)` of a
 * json_each row) or a value to bind; columns left out get NULL (triggers or later statements fill
 * them), so NOT NULL columns must be given. Chain `.onConflictDoUpdate(…)` as on any insert;
 * then end `from` with `where true` (SQLite's parsing rule for upserts from a SELECT).
 */
export function insertSelect<T extends SQLiteTable>(db: Db, table: T, values: Partial<Record<keyof T["$inferInsert"] & string, unknown>>, from: SQL) {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !(column as unknown as Insertable).shouldDisableInsert());
  const selected = sql.join(
    columns.map(([key, column]) => {
      const value = (values as Record<string, unknown>)[key];
      if (value === undefined) return sql`null`;
      return is(value, SQL) ? value : sql.param(value, column);
    }),
    sql`, `,
  );
  return db.insert(table).select(sql`select ${selected} from ${from}`);
}

/** `"table"."column"`, spelled out: inside UPDATE … FROM json_each a bare "id" would be ambiguous. */
export const qualifiedColumn = (column: SQLiteColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A batch statement that fails — and so rolls the whole db.batch back — unless `condition` holds
 * when the batch reaches it. SQLite has no RAISE outside triggers; json() of malformed text is an
 * error at run time, evaluated only in the failing branch. Put it first and the rest of the batch
 * may assume what the service read still holds (D1 runs a batch as one transaction, nothing
 * interleaves). The caller treats a failed batch by reading again: if the state moved, 409.
 */
export function abortUnless(db: Db, condition: SQL) {
  return db.select({ ok: sql<string>`json(case when ${condition} then '0' else 'batch guard failed' end)` }).from(sql`(select 1)`);
}
