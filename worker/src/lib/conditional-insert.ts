import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";

/**
 * `INSERT INTO t (…) SELECT <row> WHERE <condition> ON CONFLICT DO NOTHING`: a row that is
 * written only if the condition holds when the statement runs and no unique index objects, so a
 * guard (a seat limit, a free e-mail) and the write are one atomic step. Check the affected rows.
 * With `onConflict: "fail"`, a unique index's objection fails the statement (and its batch) instead.
 * Every insertable column must be given (SELECT has no DEFAULT); generated columns are skipped.
 */
type Insertable = { shouldDisableInsert(): boolean };

export function insertRowIf<T extends SQLiteTable>(db: Db, table: T, row: Required<T["$inferInsert"]>, condition: SQL, onConflict: "ignore" | "fail" = "ignore") {
  const values = row as Record<string, unknown>;
  // As drizzle's own INSERT lists them: every column but generated ones, in table order.
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !(column as unknown as Insertable).shouldDisableInsert());
  const selected = sql.join(
    columns.map(([key, column]) => {
      if (!(key in values)) throw new Error(`insertRowIf: no value for ${key}`);
      return sql.param(values[key], column);
    }),
    sql`, `,
  );
  const insert = db.insert(table).select(sql`select ${selected} where ${condition}`);
  return onConflict === "ignore" ? insert.onConflictDoNothing() : insert;
}
