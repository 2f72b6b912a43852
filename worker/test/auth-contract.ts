import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as schema from "../src/db/schema";
import { signAccessToken } from "../src/lib/access-token";
import { createCompany, db, signedIn } from "./factories";
import { call, expectProblem } from "./http";

type Options = { body?: unknown; gated?: boolean };

/**
 * The authentication contract every protected route keeps, as one line per route file:
 * no token, a forged or expired token, a revoked session, an inactive user or company, and
 * (unless the route is one of the four exempt ones) the password-change gate.
 */
export function itKeepsTheAuthContract(method: string, path: string, options: Options = {}) {
  const { body, gated = true } = options;

  it.each([
    ["no Authorization header", undefined],
    ["a non-Bearer scheme", "Basic dXNlcjpwYXNz"],
    ["a malformed token", "Bearer not.a.jwt"],
  ])("%s → 401", async (_, authorization) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    expectProblem(await call(method, path, { body, headers }), 401, "UNAUTHORIZED");
  });

  it("a token signed with another secret → 401", async () => {
    const { user, tokens } = await signedIn();
    const sessionId = sessionOf(tokens.accessToken);
    const forged = await signAccessToken(
      { userId: user.id, role: "SuperAdmin", companyId: null, sessionId },
      "another-secret-that-is-long-enough-0123456789",
      new Date(),
    );
    expectProblem(await call(method, path, { body, token: forged }), 401, "UNAUTHORIZED");
  });

  it("an expired token → 401", async () => {
    const { user, tokens } = await signedIn();
    const sessionId = sessionOf(tokens.accessToken);
    const expired = await signAccessToken(
      { userId: user.id, role: user.role, companyId: user.companyId, sessionId },
      env.JWT_SECRET ?? "",
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expectProblem(await call(method, path, { body, token: expired }), 401, "UNAUTHORIZED");
  });

  it("a token whose session was revoked → 401", async () => {
    const { tokens } = await signedIn();
    await db.update(schema.sessions).set({ revokedOn: new Date().toISOString() }).where(eq(schema.sessions.id, sessionOf(tokens.accessToken)));
    expectProblem(await call(method, path, { body, token: tokens.accessToken }), 401, "UNAUTHORIZED");
  });

  it("a user deactivated after signing in → 403 ACCOUNT_INACTIVE", async () => {
    const { user, tokens } = await signedIn();
    await db.update(schema.users).set({ status: "Inactive" }).where(eq(schema.users.id, user.id));
    expectProblem(await call(method, path, { body, token: tokens.accessToken }), 403, "ACCOUNT_INACTIVE");
  });

  it("a company deactivated after signing in → 403 COMPANY_INACTIVE", async () => {
    const company = await createCompany();
    const { tokens } = await signedIn({ role: "Worker", companyId: company.id });
    await db.update(schema.companies).set({ status: "Inactive" }).where(eq(schema.companies.id, company.id));
    expectProblem(await call(method, path, { body, token: tokens.accessToken }), 403, "COMPANY_INACTIVE");
  });

  it(`${gated ? "is closed" : "stays open"} while a password change is required`, async () => {
    const { tokens } = await signedIn({ isPasswordResetRequired: true, status: "Pending" });
    const answer = await call(method, path, { body, token: tokens.accessToken, lang: "en" });
    const problem = answer.json as { code?: string; title?: string } | undefined;
    const seen = problem?.code === "PASSWORD_CHANGE_REQUIRED" ? { status: answer.status, title: problem.title } : "open";
    expect(seen).toEqual(gated ? { status: 403, title: "Password change required" } : "open");
  });
}

/** The session id inside an access token (the test reads its own token; clients never do). */
export function sessionOf(accessToken: string): string {
  const payload = JSON.parse(atob((accessToken.split(".")[1] ?? "").replaceAll("-", "+").replaceAll("_", "/"))) as { sid: string };
  return payload.sid;
}
