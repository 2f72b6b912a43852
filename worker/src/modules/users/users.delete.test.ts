import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, createCompany, createUser, db, loginAs, tokenFor, userRow } from "../../../test/factories";
import { assertJson, call, expectProblem } from "../../../test/http";
import { newId } from "../../lib/ids";
import { positions, refreshTokens, reports, sessions, users } from "../../db/schema";

const remove = (token: string, id: string, lang = "en") => call("DELETE", `/users/${id}`, { token, lang });

describe("DELETE /api/v1/users/{id}", () => {
  it("removes the account with its sessions and refresh tokens; its tokens stop working; the audit trail stays", async () => {
    const { user: admin, token } = await actor({ role: "Admin" });
    const target = await createUser({ role: "Coordinator" });
    const session = await loginAs(target);
    const sessionIds = (await db.select().from(sessions).where(eq(sessions.userId, target.id))).map((s) => s.id);
    expect(sessionIds).toHaveLength(1);

    const answer = await remove(token, target.id);

    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await userRow(target.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expectProblem(await call("GET", "/auth/me", { token: session.accessToken }), 401, "UNAUTHORIZED");
    expectProblem(
      await call("POST", "/auth/refresh-token", { body: { refreshToken: session.refreshToken, authenticatedUserId: target.id } }),
      401,
      "UNAUTHORIZED",
    );
    const audit = await auditRows(target.id);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(["user.login", "user.delete"]));
    expect(audit.find((r) => r.action === "user.delete")).toMatchObject({ actorId: admin.id, before: { id: target.id, email: target.email }, after: null });
    expect(JSON.stringify(audit)).not.toContain("argon2");
    expect(await db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds))).toEqual([]);
  });

  it.each([
    ["en", "You cannot delete your own account"],
    ["pl", "Nie możesz usunąć własnego konta"],
  ])("nobody deletes themselves (403, %s)", async (lang, detail) => {
    const { user, token } = await actor({ role: "SuperAdmin" });
    const problem = expectProblem(await remove(token, user.id, lang), 403, "FORBIDDEN");
    expect(problem.detail).toBe(detail);
    expect(await userRow(user.id)).toBeDefined();
  });

  it("a Manager deletes its own company's worker; another company's answers 404", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager", companyId: company.id });
    const mine = await createUser({ role: "Worker", companyId: company.id });
    const theirs = await createUser({ role: "Worker" });
    expect((await remove(token, mine.id)).status).toBe(204);
    const problem = expectProblem(await remove(token, theirs.id), 404, "NOT_FOUND");
    expect(problem.title).toBe("User not found.");
    expect(await userRow(theirs.id)).toBeDefined();
  });

  it("an account that reports or positions name → 409 (deactivate it instead), nothing removed", async () => {
    const company = await createCompany();
    const author = await createUser({ role: "Manager", companyId: company.id });
    const verifier = await createUser({ role: "Coordinator" });
    const now = new Date().toISOString();
    await db.insert(reports).values({ id: newId(), companyId: company.id, year: 2024, quarter: 1, source: "manual", createdOn: now, createdBy: author.id });
    await db.insert(positions).values({ id: newId(), companyId: company.id, type: "k", pagesUsed: 3, groupKey: "k:x", createdOn: now, updatedOn: now, verifiedBy: verifier.id });
    const session = await tokenFor(author);
    const { token } = await actor({ role: "Admin" });

    for (const target of [author, verifier]) {
      const problem = expectProblem(await remove(token, target.id), 409, "CONFLICT");
      expect(problem.detail).toBe("The user cannot be deleted while reports or positions refer to it; deactivate it instead");
      expect(await userRow(target.id)).toBeDefined();
    }
    assertJson(await call("GET", "/auth/me", { token: session }), 200);
    expect((await auditRows(author.id)).filter((r) => r.action === "user.delete")).toEqual([]);
  });

  describe("the last active SuperAdmin", () => {
    it("cannot be removed (409)", async () => {
      await db.update(users).set({ status: "Inactive" }).where(eq(users.role, "SuperAdmin"));
      const last = await createUser({ role: "SuperAdmin" });
      // Not itself an active SuperAdmin: the only way, short of a race, to reach the guard.
      const { token } = await actor({ role: "SuperAdmin", status: "Pending" });
      try {
        const problem = expectProblem(await remove(token, last.id, "pl"), 409, "CONFLICT");
        expect(problem.detail).toBe("Nie można usunąć, dezaktywować ani zdegradować ostatniego aktywnego superadministratora");
        expect(await userRow(last.id)).toBeDefined();
      } finally {
        await db.update(users).set({ status: "Active" }).where(eq(users.role, "SuperAdmin"));
      }
    });

    it("two SuperAdmins deleting each other at once: one of them stays", async () => {
      await db.update(users).set({ status: "Inactive" }).where(eq(users.role, "SuperAdmin"));
      const a = await actor({ role: "SuperAdmin" });
      const b = await actor({ role: "SuperAdmin" });
      try {
        const answers = await Promise.all([remove(a.token, b.user.id), remove(b.token, a.user.id)]);
        const left = await db.select().from(users).where(eq(users.role, "SuperAdmin"));
        expect(left.filter((u) => u.status === "Active").length).toBeGreaterThanOrEqual(1);
        expect(answers.filter((x) => x.status === 204)).toHaveLength(1);
        expect(answers.map((x) => x.status).sort()).toEqual(expect.arrayContaining([204]));
        expect(answers.every((x) => [204, 401, 409].includes(x.status))).toBe(true);
      } finally {
        await db.update(users).set({ status: "Active" }).where(eq(users.role, "SuperAdmin"));
      }
    });

    it("an Inactive SuperAdmin can be removed while another is active", async () => {
      const { token } = await actor({ role: "SuperAdmin" });
      const dormant = await createUser({ role: "SuperAdmin", status: "Inactive" });
      expect((await remove(token, dormant.id)).status).toBe(204);
    });
  });

  it("a missing account → 404", async () => {
    const { token } = await actor({ role: "Admin" });
    expectProblem(await remove(token, "no-such-user"), 404, "NOT_FOUND");
  });

  itKeepsTheAuthContract("DELETE", "/users/some-id");
});
