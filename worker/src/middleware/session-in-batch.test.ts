import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { itKeepsTheAuthContract, sessionOf } from "../../test/auth-contract";
import { addPosition, createCompany, db, signedIn } from "../../test/factories";
import { call, expectProblem } from "../../test/http";
import * as schema from "../db/schema";
import { signAccessToken } from "../lib/access-token";

/**
 * The lists check the session in their own first batch (session-in-batch.ts). These tests hold
 * them to the same authentication contract as every route, to the claims of the token agreeing
 * with the account as it is now, and to the check really riding in the batch.
 */

describe("GET /positions", () => {
  itKeepsTheAuthContract("GET", "/positions");
});
describe("GET /positions/groups", () => {
  itKeepsTheAuthContract("GET", "/positions/groups");
});
describe("GET /reports", () => {
  itKeepsTheAuthContract("GET", "/reports");
});
describe("GET /authors", () => {
  itKeepsTheAuthContract("GET", "/authors");
});

const LISTS = ["/positions", "/positions/groups", "/reports", "/publications", "/authors", "/companies", "/users"];

describe("a list's session check in its first batch", () => {
  it("a token whose role is no longer the account's → 401 on every list; the refreshed token lists as the account is now", async () => {
    const { user, tokens } = await signedIn({ role: "Admin" });
    await db.update(schema.users).set({ role: "Coordinator" }).where(eq(schema.users.id, user.id));
    for (const path of LISTS) expectProblem(await call("GET", path, { token: tokens.accessToken }), 401, "UNAUTHORIZED");
    // What the SPA does on a 401: refresh, then retry.
    const refreshed = await call("POST", "/auth/refresh-token", { body: { refreshToken: tokens.refreshToken, authenticatedUserId: user.id } });
    expect(refreshed.status).toBe(200);
    const { accessToken } = refreshed.json as { accessToken: string };
    expect((await call("GET", "/reports", { token: accessToken })).status).toBe(200);
    // A Coordinator may not list Admins (an Admin may): the list answers for the role as it is now.
    expectProblem(await call("GET", "/users?role=Admin", { token: accessToken }), 403, "FORBIDDEN");
  });

  it("a company user moved to another company: 401, never the old company's positions", async () => {
    const [a, b] = [await createCompany(), await createCompany()];
    await addPosition(a.id);
    const { user, tokens } = await signedIn({ role: "Worker", companyId: a.id });
    const before = await call("GET", "/positions?isReported=false", { token: tokens.accessToken });
    expect(before.status).toBe(200);
    expect(before.text).toContain(a.id);
    await db.update(schema.users).set({ companyId: b.id }).where(eq(schema.users.id, user.id));
    const answer = await call("GET", "/positions?isReported=false", { token: tokens.accessToken });
    expectProblem(answer, 401, "UNAUTHORIZED");
    expect(answer.text).not.toContain(a.id);
  });

  it("a validly signed token claiming more than the account has (staff role for a Worker) → 401, no data", async () => {
    const company = await createCompany();
    const { user, tokens } = await signedIn({ role: "Worker", companyId: company.id });
    const widened = await signAccessToken({ userId: user.id, role: "SuperAdmin", companyId: null, sessionId: sessionOf(tokens.accessToken) }, env.JWT_SECRET ?? "", new Date());
    for (const path of LISTS) {
      const answer = await call("GET", path, { token: widened });
      expectProblem(answer, 401, "UNAUTHORIZED");
    }
  });

  it("answers that come before any batch (a bad query, a role refused) still wait for the check", async () => {
    const company = await createCompany();
    const { tokens } = await signedIn({ role: "Worker", companyId: company.id });
    await db.update(schema.sessions).set({ revokedOn: new Date().toISOString() }).where(eq(schema.sessions.id, sessionOf(tokens.accessToken)));
    expectProblem(await call("GET", "/positions?pageSize=abc", { token: tokens.accessToken }), 401, "UNAUTHORIZED");
    expectProblem(await call("GET", "/positions/groups", { token: tokens.accessToken }), 401, "UNAUTHORIZED");
    expectProblem(await call("GET", "/authors", { token: tokens.accessToken }), 401, "UNAUTHORIZED");
  });
});

describe("D1 calls of a list", () => {
  const original = { prepare: env.DB.prepare, batch: env.DB.batch };
  afterEach(() => Object.assign(env.DB, original));

  /** Counts the D1 round trips a request makes: each batch, and each statement run on its own. */
  async function roundTrips(run: () => Promise<unknown>): Promise<{ batches: number; single: number }> {
    const counted = { batches: 0, single: 0 };
    const real = new WeakMap<object, D1PreparedStatement>();
    const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get(target, key) {
          if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
          if (key === "all" || key === "raw" || key === "first" || key === "run") {
            return (...args: unknown[]) => {
              counted.single++;
              return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          const value = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      real.set(proxy, statement);
      return proxy;
    };
    env.DB.prepare = (query: string) => wrap(original.prepare.call(env.DB, query));
    env.DB.batch = <T = unknown>(statements: D1PreparedStatement[]) => {
      counted.batches++;
      return original.batch.call(env.DB, statements.map((s) => real.get(s) ?? s)) as Promise<D1Result<T>[]>;
    };
    await run();
    Object.assign(env.DB, original);
    return counted;
  }

  it("a list is one batch, the session check in it; any other call checks the session on its own first", async () => {
    const { tokens } = await signedIn({ role: "Admin" });
    const list = await roundTrips(async () => expect((await call("GET", "/reports", { token: tokens.accessToken })).status).toBe(200));
    expect(list).toEqual({ batches: 1, single: 0 });
    const me = await roundTrips(async () => expect((await call("GET", "/auth/me", { token: tokens.accessToken })).status).toBe(200));
    expect(me).toEqual({ batches: 0, single: 2 });
  });
});
