import type { CompanyDto, CompanyListQuery } from "@contract/companies";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { companies, positions, reports, sessions, users } from "../../db/schema";
import { seatsTaken } from "../../db/seats";
import { matchesAllTerms } from "../../lib/search";
import { nextDay } from "../../lib/time";

const usersCount = seatsTaken(companies.id);

export const companyColumns = {
  id: companies.id,
  name: companies.name,
  status: companies.status,
  maxUsers: companies.maxUsers,
  taxId: companies.taxId,
  country: companies.country,
  city: companies.city,
  postalCode: companies.postalCode,
  street: companies.street,
  homeNumber: companies.homeNumber,
  createdOn: companies.createdOn,
  updatedOn: companies.updatedOn,
  usersCount,
};

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export function toCompanyDto(row: CompanyRow): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    maxUsers: row.maxUsers,
    taxId: row.taxId,
    country: row.country,
    city: row.city,
    postalCode: row.postalCode,
    street: row.street,
    homeNumber: row.homeNumber,
    createdOn: row.createdOn,
    updatedOn: row.updatedOn,
    usersCount: Number(row.usersCount),
  };
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select(companyColumns).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function taxIdTaken(db: Db, taxId: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.taxId, taxId), exceptId ? ne(companies.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** What refers to a company: its accounts by role, its reports, its positions (all and unreported). */
export async function companyCounts(db: Db, id: string) {
  const [byRole, [reportRow], [positionRow]] = await db.batch([
    db.select({ role: users.role, n: count() }).from(users).where(eq(users.companyId, id)).groupBy(users.role),
    db.select({ n: count() }).from(reports).where(eq(reports.companyId, id)),
    db
      .select({ all: count(), unreported: sql<number>`coalesce(sum(${positions.reportId} is null), 0)` })
      .from(positions)
      .where(eq(positions.companyId, id)),
  ]);
  const of = (role: string) => byRole.find((r) => r.role === role)?.n ?? 0;
  return {
    managers: of("Manager"),
    workers: of("Worker"),
    users: byRole.reduce((sum, r) => sum + r.n, 0),
    reports: reportRow?.n ?? 0,
    positions: positionRow?.all ?? 0,
    unreportedPositions: Number(positionRow?.unreported ?? 0),
  };
}

// ---- conditions for guarded writes ----

export function taxIdFree(taxId: string | null, exceptId?: string): SQL {
  if (taxId === null) return sql`1`;
  const other = exceptId ? sql` and ${companies.id} <> ${exceptId}` : sql``;
  return sql`not exists (select 1 from ${companies} where ${companies.taxId} = ${taxId}${other})`;
}

/** Nothing refers to the company any more. */
export function unreferenced(id: string): SQL {
  return sql`not exists (select 1 from ${users} where ${users.companyId} = ${id})
    and not exists (select 1 from ${reports} where ${reports.companyId} = ${id})
    and not exists (select 1 from ${positions} where ${positions.companyId} = ${id})`;
}

export function companyWhere(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${companies} where ${condition})`;
}

/** Ends every open session of the company's accounts. */
export function revokeCompanySessions(db: Db, companyId: string, at: string, onlyIf: SQL) {
  return db
    .update(sessions)
    .set({ revokedOn: at, revokedReason: "companyDeactivated" })
    .where(and(isNull(sessions.revokedOn), sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.companyId} = ${companyId})`, onlyIf));
}

// ---- lists ----

export type CompanySort = "name" | "status" | "city" | "country" | "createdOn" | "usersCount";

const SORT_COLUMNS: Record<CompanySort, (SQLiteColumn | SQL)[]> = {
  name: [companies.name],
  status: [companies.status, companies.name],
  city: [companies.city, companies.name],
  country: [companies.country, companies.name],
  createdOn: [companies.createdOn],
  usersCount: [usersCount, companies.name],
};

export function companyOrder(sort: CompanySort | undefined, order: "asc" | "desc"): SQL[] {
  const dir = order === "desc" ? desc : asc;
  return [...SORT_COLUMNS[sort ?? "name"].map((column) => dir(column)), dir(companies.id)];
}

/** The list's WHERE: only `ownCompanyId` when given (a company user), and the query's filters. */
export function companyFilter(
  ownCompanyId: string | undefined,
  input: Pick<CompanyListQuery, "status" | "country" | "city" | "q" | "createdFrom" | "createdTo">,
): SQL | undefined {
  return and(
    ownCompanyId !== undefined ? eq(companies.id, ownCompanyId) : undefined,
    input.status ? inArray(companies.status, input.status) : undefined,
    input.country ? eq(companies.country, input.country) : undefined,
    input.city ? eq(companies.city, input.city) : undefined,
    matchesAllTerms(companies.searchText, input.q),
    input.createdFrom ? gte(companies.createdOn, input.createdFrom) : undefined,
    input.createdTo ? lt(companies.createdOn, nextDay(input.createdTo)) : undefined,
  );
}

export function listCompanies(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }) {
  return db.select(companyColumns).from(companies).where(where).orderBy(...orderBy).limit(window.limit).offset(window.offset);
}

export function countCompanies(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(companies).where(where);
}
