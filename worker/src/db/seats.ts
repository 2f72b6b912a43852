import { COMPANY_ROLES } from "@contract/common";
import { getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * `"table"."column"`, spelled out. Drizzle writes columns of a single-table select without their
 * table, and inside a subquery a bare name binds to the subquery's own table — so a correlated
 * reference to the outer row must be qualified by hand.
 */
export function qualified(column: SQLiteColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * Seats a company uses against its `maxUsers` (api.md): its managers and workers that are not
 * Inactive. `companyId` is a value, or the outer query's column for a correlated subquery.
 */
export function seatsTaken(companyId: string | SQLiteColumn): SQL<number> {
  const company = typeof companyId === "string" ? sql`${companyId}` : qualified(companyId);
  return sql<number>`(select count(*) from ${users} where ${qualified(users.companyId)} = ${company} and ${inArray(users.role, [...COMPANY_ROLES])} and ${qualified(users.status)} <> 'Inactive')`;
}
