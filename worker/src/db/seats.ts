import { COMPANY_ROLES } from "@contract/common";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * Seats a company uses against its `maxUsers` (api.md): its managers and workers that are not
 * Inactive. `companyId` is a value or a column (for a correlated subquery over companies).
 */
export function seatsTaken(companyId: string | SQLiteColumn): SQL<number> {
  return sql<number>`(select count(*) from ${users} where ${users.companyId} = ${companyId} and ${inArray(users.role, [...COMPANY_ROLES])} and ${users.status} <> 'Inactive')`;
}
