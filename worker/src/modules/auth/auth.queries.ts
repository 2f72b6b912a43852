import { and, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, loginThrottles, refreshTokens, sessions, users } from "../../db/schema";

const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  companyId: users.companyId,
  isPasswordResetRequired: users.isPasswordResetRequired,
  lastLoginOn: users.lastLoginOn,
  companyName: companies.name,
  // Named apart from users.status: in a D1 batch drizzle reads rows by column name.
  companyStatus: sql<typeof companies.$inferSelect.status | null>`${companies.status}`.as("company_status"),
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, userId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The account behind an access token, with its session, in one indexed read (a query, so a list can put it in its batch). */
export function sessionAccountQuery(db: Db, sessionId: string, userId: string) {
  const { id, role, status, companyId, isPasswordResetRequired, companyStatus } = accountColumns;
  return db
    .select({ id, role, status, companyId, isPasswordResetRequired, companyStatus, sessionRevokedOn: sessions.revokedOn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
}

export type SessionAccountRow = Awaited<ReturnType<typeof sessionAccountQuery>>[number];

export async function findSessionAccount(db: Db, sessionId: string, userId: string): Promise<SessionAccountRow | undefined> {
  const [row] = await sessionAccountQuery(db, sessionId, userId);
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresOn: refreshTokens.expiresOn,
      rotatedOn: refreshTokens.rotatedOn,
      userId: sessions.userId,
      sessionRevokedOn: sessions.revokedOn,
      sessionRevokedReason: sessions.revokedReason,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findThrottles(db: Db, keys: string[]) {
  return db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
}

export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "SuperAdmin")).limit(1);
  return rows.length > 0;
}

export function revokeSession(db: Db, sessionId: string, at: string, reason: "logout" | "reuse") {
  return db
    .update(sessions)
    .set({ revokedOn: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedOn)));
}

export function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, at: string, onlyIf: SQL) {
  return db
    .update(sessions)
    .set({ revokedOn: at, revokedReason: "passwordChange" })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedOn), onlyIf));
}
