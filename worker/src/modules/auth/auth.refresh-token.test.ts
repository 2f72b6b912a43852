import { MeResponse, RefreshTokenResponse } from "@contract/auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionOf } from "../../../test/auth-contract";
import { auditRows, db, signedIn } from "../../../test/factories";
import { call, assertBody, assertJson, expectProblem } from "../../../test/http";
import { refreshTokens, sessions, users } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";

const refresh = (refreshToken: unknown, authenticatedUserId: unknown) =>
  call("POST", "/auth/refresh-token", { body: { refreshToken, authenticatedUserId } });

/** The account made Inactive and its sessions ended, for the given reason. */
async function deactivateEnding(userId: string, reason: "userDeactivated" | "logout"): Promise<void> {
  await db.update(users).set({ status: "Inactive" }).where(eq(users.id, userId));
  await db.update(sessions).set({ revokedOn: new Date().toISOString(), revokedReason: reason }).where(eq(sessions.userId, userId));
}

describe("POST /api/v1/auth/refresh-token", () => {
  it("rotates: new tokens that work, the old refresh token marked rotated", async () => {
    const { user, tokens } = await signedIn();

    const answer = await refresh(tokens.refreshToken, user.id);

    assertJson(answer, 200);
    const next = assertBody(RefreshTokenResponse, answer);
    expect(Object.keys(next).sort()).toEqual(["accessToken", "refreshToken"]);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(sessionOf(next.accessToken)).toBe(sessionOf(tokens.accessToken));
    assertBody(MeResponse, await call("GET", "/auth/me", { token: next.accessToken }));

    const [old] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256Hex(tokens.refreshToken)));
    expect(old?.rotatedOn).toEqual(expect.any(String));
    const [fresh] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256Hex(next.refreshToken)));
    expect(fresh?.sessionId).toBe(old?.sessionId);
    expect(fresh?.rotatedOn).toBeNull();
  });

  it("reuse of a rotated token revokes the whole family: the newer token stops working too", async () => {
    const { user, tokens } = await signedIn();
    const second = assertBody(RefreshTokenResponse, await refresh(tokens.refreshToken, user.id));

    expectProblem(await refresh(tokens.refreshToken, user.id), 401, "UNAUTHORIZED");

    expectProblem(await refresh(second.refreshToken, user.id), 401, "UNAUTHORIZED");
    expectProblem(await call("GET", "/auth/me", { token: second.accessToken }), 401, "UNAUTHORIZED");
    const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionOf(tokens.accessToken)));
    expect(session).toMatchObject({ revokedReason: "reuse", revokedOn: expect.any(String) });
    const actions = (await auditRows(session?.id ?? "")).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["session.refresh", "session.revoke"]));
  });

  it("leaves the user's other sessions alone when one family is revoked", async () => {
    const { user, tokens } = await signedIn();
    const other = await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: user.password } });
    const otherTokens = other.json as { refreshToken: string };
    await refresh(tokens.refreshToken, user.id);
    await refresh(tokens.refreshToken, user.id);
    assertJson(await refresh(otherTokens.refreshToken, user.id), 200);
  });

  it("refuses a token presented for another user id, and the token stays usable", async () => {
    const { user, tokens } = await signedIn();
    const { user: other } = await signedIn();
    expectProblem(await refresh(tokens.refreshToken, other.id), 401, "UNAUTHORIZED");
    assertJson(await refresh(tokens.refreshToken, user.id), 200);
  });

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["an empty-looking token", "x"],
  ])("%s → 401", async (_, token) => {
    const { user } = await signedIn();
    expectProblem(await refresh(token, user.id), 401, "UNAUTHORIZED");
  });

  it("an expired refresh token → 401", async () => {
    const { user, tokens } = await signedIn();
    await db
      .update(refreshTokens)
      .set({ expiresOn: new Date(Date.now() - 1000).toISOString() })
      .where(eq(refreshTokens.tokenHash, await sha256Hex(tokens.refreshToken)));
    expectProblem(await refresh(tokens.refreshToken, user.id), 401, "UNAUTHORIZED");
  });

  it("a user deactivated since → 403 ACCOUNT_INACTIVE", async () => {
    const { user, tokens } = await signedIn();
    await db.update(users).set({ status: "Inactive" }).where(eq(users.id, user.id));
    expectProblem(await refresh(tokens.refreshToken, user.id), 403, "ACCOUNT_INACTIVE");
  });

  it("a session ended by a deactivation → 403 ACCOUNT_INACTIVE while the account is inactive, 401 once it is active again", async () => {
    const { user, tokens } = await signedIn();
    await deactivateEnding(user.id, "userDeactivated");
    expectProblem(await refresh(tokens.refreshToken, user.id), 403, "ACCOUNT_INACTIVE");
    await db.update(users).set({ status: "Active" }).where(eq(users.id, user.id));
    expectProblem(await refresh(tokens.refreshToken, user.id), 401, "UNAUTHORIZED");
  });

  it("a session ended otherwise (a logout), or a deactivation's whose token has run out, says nothing of the account: 401", async () => {
    const loggedOut = await signedIn();
    await deactivateEnding(loggedOut.user.id, "logout");
    expectProblem(await refresh(loggedOut.tokens.refreshToken, loggedOut.user.id), 401, "UNAUTHORIZED");

    const old = await signedIn();
    await deactivateEnding(old.user.id, "userDeactivated");
    await db
      .update(refreshTokens)
      .set({ expiresOn: new Date(Date.now() - 1000).toISOString() })
      .where(eq(refreshTokens.tokenHash, await sha256Hex(old.tokens.refreshToken)));
    expectProblem(await refresh(old.tokens.refreshToken, old.user.id), 401, "UNAUTHORIZED");
  });

  it("another user's id with a revoked session's token → 401, saying nothing of the account", async () => {
    const { user, tokens } = await signedIn();
    const other = await signedIn();
    await deactivateEnding(user.id, "userDeactivated");
    expectProblem(await refresh(tokens.refreshToken, other.user.id), 401, "UNAUTHORIZED");
  });

  it("works while a password change is required", async () => {
    const { user, tokens } = await signedIn({ isPasswordResetRequired: true, status: "Pending" });
    assertJson(await refresh(tokens.refreshToken, user.id), 200);
  });

  it.each([
    ["both fields missing", {}],
    ["empty strings", { refreshToken: "", authenticatedUserId: "" }],
  ])("validation: %s → 400", async (_, body) => {
    const problem = expectProblem(await call("POST", "/auth/refresh-token", { body, lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ refreshToken: ["This field is required"], authenticatedUserId: ["This field is required"] });
  });
});
