import type { UserDto, UserListQuery } from "@contract/users";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, positions, refreshTokens, reports, sessions, users } from "../../db/schema";
import { seatsTaken } from "../../db/seats";
import { matchesAllTerms } from "../../lib/search";
import { nextDay } from "../../lib/time";
import { SEAT_ROLES } from "./users.rules";

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  birthDate: users.birthDate,
  role: users.role,
  status: users.status,
  companyId: users.companyId,
  companyName: companies.name,
  createdOn: users.createdOn,
  lastLoginOn: users.lastLoginOn,
  updatedOn: users.updatedOn,
  isPasswordResetRequired: users.isPasswordResetRequired,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    role: row.role,
    status: row.status,
    companyId: row.companyId,
    companyName: row.companyName,
    createdOn: row.createdOn,
    updatedOn: row.updatedOn,
    lastLoginOn: row.lastLoginOn,
  };
}

export function selectUsers(db: Db) {
  return db.select(userColumns).from(users).leftJoin(companies, eq(companies.id, users.companyId));
}

export async function findUser(db: Db, id: string) {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findCompany(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, status: companies.status, maxUsers: companies.maxUsers })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

// ---- conditions for guarded writes (evaluated by SQLite when the statement runs) ----

/** The company has a free seat (false when it does not exist). */
export function hasFreeSeat(companyId: string): SQL {
  return sql`${seatsTaken(companyId)} < (select ${companies.maxUsers} from ${companies} where ${companies.id} = ${companyId})`;
}

export async function countSeats(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...SEAT_ROLES]), ne(users.status, "Inactive")));
  return row?.n ?? 0;
}

/** Some other account will still be an active SuperAdmin. */
export function anotherActiveSuperAdmin(exceptId: string): SQL {
  return sql`exists (select 1 from ${users} where ${users.role} = 'SuperAdmin' and ${users.status} = 'Active' and ${users.id} <> ${exceptId})`;
}

export function emailFree(email: string, exceptId: string): SQL {
  return sql`not exists (select 1 from ${users} where ${users.email} = ${email} and ${users.id} <> ${exceptId})`;
}

/** No report or position names the account as its author or verifier (their foreign keys would refuse the delete). */
export function unreferenced(userId: string): SQL {
  return sql`not exists (select 1 from ${reports} where ${reports.createdBy} = ${userId})
    and not exists (select 1 from ${positions} where ${positions.createdBy} = ${userId} or ${positions.verifiedBy} = ${userId})`;
}

export async function isReferenced(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ free: sql<number>`${unreferenced(userId)}` }).from(sql`(select 1)`);
  return !row?.free;
}

/** A condition on the users table, as a boolean that other statements of the batch can test. */
export function userWhere(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${users} where ${condition})`;
}

// ---- statements ----

type RevokeReason = "passwordReset" | "userDeactivated";

export function revokeUserSessions(db: Db, userId: string, at: string, reason: RevokeReason, onlyIf: SQL) {
  return db
    .update(sessions)
    .set({ revokedOn: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedOn), onlyIf));
}

/** A deleted account's sessions go with it (their rows reference it); refresh tokens first, they reference the sessions. */
export function deleteUserSessions(db: Db, userId: string, onlyIf: SQL) {
  const ofUser = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return [
    db.delete(refreshTokens).where(and(inArray(refreshTokens.sessionId, ofUser), onlyIf)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), onlyIf)),
  ] as const;
}

// ---- lists ----

export type UserSort = "lastName" | "email" | "role" | "status" | "createdOn" | "lastLoginOn" | "companyName";

const SORT_COLUMNS = {
  lastName: [users.lastName, users.firstName],
  email: [users.email],
  role: [users.role, users.lastName],
  status: [users.status, users.lastName],
  createdOn: [users.createdOn],
  lastLoginOn: [users.lastLoginOn],
  companyName: [companies.name, users.lastName],
} as const;

export function userOrder(sort: UserSort | undefined, order: "asc" | "desc"): SQL[] {
  const dir = order === "desc" ? desc : asc;
  return [...SORT_COLUMNS[sort ?? "lastName"].map((column) => dir(column)), dir(users.id)];
}

export function listUsers(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }) {
  return selectUsers(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countUsers(db: Db, where: SQL | undefined) {
  return db.select({ n: sql<number>`count(*)` }).from(users).where(where);
}

/** The list's WHERE: the actor's scope (listScope) and the query's filters. */
export function userFilter(
  scope: readonly { role: string; companyId: string | null | undefined }[],
  input: Pick<UserListQuery, "status" | "companyId" | "q" | "createdFrom" | "createdTo">,
): SQL | undefined {
  return and(
    scopeCondition(scope),
    input.status ? inArray(users.status, input.status) : undefined,
    input.companyId ? eq(users.companyId, input.companyId) : undefined,
    matchesAllTerms(users.searchText, input.q),
    input.createdFrom ? gte(users.createdOn, input.createdFrom) : undefined,
    input.createdTo ? lt(users.createdOn, nextDay(input.createdTo)) : undefined,
  );
}

/** Role-by-role scope of a list: `(role = r [and company_id = c]) or …`. */
export function scopeCondition(scope: readonly { role: string; companyId: string | null | undefined }[]): SQL | undefined {
  const parts = scope.map(({ role, companyId }) =>
    companyId === undefined
      ? eq(users.role, role as UserRow["role"])
      : companyId === null
        ? sql`0`
        : and(eq(users.role, role as UserRow["role"]), eq(users.companyId, companyId)),
  );
  return or(...parts);
}
