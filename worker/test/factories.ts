import type { LoginResponse } from "@contract/auth";
import type { Role } from "@contract/common";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../src/db/schema";
import { signAccessToken } from "../src/lib/access-token";
import { newId } from "../src/lib/ids";
import { hashPassword } from "../src/lib/passwords";
import { call, assertJson } from "./http";

export const db = drizzle(env.DB, { schema });

export const PASSWORD = "Secret123!";

// argon2id at 19 MiB is deliberately slow; one hash per distinct password is plenty for tests.
const hashes = new Map<string, string>();
export function cachedHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${counter++}@example.test`;

type CompanyOverrides = Partial<typeof schema.companies.$inferInsert>;

export async function createCompany(overrides: CompanyOverrides = {}) {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(schema.companies)
    .values({ id: newId(), name: `Company ${counter++}`, status: "Active", createdOn: now, updatedOn: now, ...overrides })
    .returning();
  if (!row) throw new Error("company not created");
  return row;
}

type UserOverrides = Partial<Omit<typeof schema.users.$inferInsert, "passwordHash">> & { password?: string };

/** A user who can sign in with `password` (default PASSWORD); Manager/Worker get a company unless given one. */
export async function createUser(overrides: UserOverrides = {}) {
  const { password = PASSWORD, ...fields } = overrides;
  const role: Role = fields.role ?? "Admin";
  const companyId =
    fields.companyId !== undefined ? fields.companyId : role === "Manager" || role === "Worker" ? (await createCompany()).id : null;
  const now = new Date().toISOString();
  const [row] = await db
    .insert(schema.users)
    .values({
      id: newId(),
      email: uniqueEmail(role.toLowerCase()),
      firstName: "Anna",
      lastName: "Nowak",
      status: "Active",
      isPasswordResetRequired: false,
      createdOn: now,
      updatedOn: now,
      ...fields,
      role,
      companyId,
      passwordHash: cachedHash(password),
    })
    .returning();
  if (!row) throw new Error("user not created");
  return { ...row, password };
}

export async function loginAs(user: { email: string; password: string }): Promise<LoginResponse> {
  const answer = await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: user.password } });
  assertJson(answer, 200);
  return answer.json as LoginResponse;
}

/** A signed-in user of the given role: the row and its tokens. */
export async function signedIn(overrides: UserOverrides = {}) {
  const user = await createUser(overrides);
  return { user, tokens: await loginAs(user) };
}

export async function userRow(id: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

export async function auditRows(entityId: string) {
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId));
}

/**
 * A bearer token for a user without going through /auth/login (no argon2 verify): a session row
 * and a signed access token, exactly what login would create. For tests that sign many users in.
 */
export async function tokenFor(user: { id: string; role: Role; companyId: string | null }): Promise<string> {
  const sessionId = newId();
  await db.insert(schema.sessions).values({ id: sessionId, userId: user.id, createdOn: new Date().toISOString() });
  return signAccessToken({ userId: user.id, role: user.role, companyId: user.companyId, sessionId }, env.JWT_SECRET ?? "", new Date());
}

/** A user of the given role with a bearer token from `tokenFor`. */
export async function actor(overrides: UserOverrides = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user) };
}

export async function companyRow(id: string) {
  const [row] = await db.select().from(schema.companies).where(eq(schema.companies.id, id));
  return row;
}

let nipStem = Math.floor(Math.random() * 1_000_000);
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A valid NIP not handed out before in this run (stems whose check digit would be 10 are skipped). */
export function freshNip(): string {
  for (;;) {
    const stem = `52${String(nipStem++ % 10_000_000).padStart(7, "0")}`;
    const check = [...stem].reduce((sum, d, i) => sum + Number(d) * (NIP_WEIGHTS[i] ?? 0), 0) % 11;
    if (check !== 10) return `${stem}${check}`;
  }
}

/** A report of the company (reports belong to another module; tests only need the row). */
export async function addReport(companyId: string, quarter = 1) {
  const id = newId();
  await db.insert(schema.reports).values({ id, companyId, year: 2024, quarter, source: "manual", createdOn: new Date().toISOString() });
  return id;
}

/** A position of the company, in the given report or unreported. */
export async function addPosition(companyId: string, reportId: string | null = null) {
  const now = new Date().toISOString();
  await db.insert(schema.positions).values({ id: newId(), companyId, reportId, type: "k", pagesUsed: 1, groupKey: "k:t", createdOn: now, updatedOn: now });
}
