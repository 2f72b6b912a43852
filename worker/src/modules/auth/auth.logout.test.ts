import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionOf } from "../../../test/auth-contract";
import { auditRows, db, signedIn } from "../../../test/factories";
import { call, expectProblem } from "../../../test/http";
import { sessions } from "../../db/schema";

describe("POST /api/v1/auth/logout", () => {
  it("revokes the refresh token's session: 204, then neither token works", async () => {
    const { user, tokens } = await signedIn();

    const answer = await call("POST", "/auth/logout", { body: { refreshToken: tokens.refreshToken } });

    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expectProblem(
      await call("POST", "/auth/refresh-token", { body: { refreshToken: tokens.refreshToken, authenticatedUserId: user.id } }),
      401,
      "UNAUTHORIZED",
    );
    expectProblem(await call("GET", "/auth/me", { token: tokens.accessToken }), 401, "UNAUTHORIZED");
    const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionOf(tokens.accessToken)));
    expect(session).toMatchObject({ revokedReason: "logout", revokedOn: expect.any(String) });
    expect((await auditRows(user.id)).map((r) => r.action).sort()).toEqual(["user.login", "user.logout"]);
  });

  it("without a refresh token revokes the bearer token's session", async () => {
    const { tokens } = await signedIn();
    expect((await call("POST", "/auth/logout", { token: tokens.accessToken })).status).toBe(204);
    expectProblem(await call("GET", "/auth/me", { token: tokens.accessToken }), 401, "UNAUTHORIZED");
  });

  it("accepts an unknown or already revoked refresh token (204): logging out twice is fine", async () => {
    const { tokens } = await signedIn();
    expect((await call("POST", "/auth/logout", { body: { refreshToken: tokens.refreshToken } })).status).toBe(204);
    expect((await call("POST", "/auth/logout", { body: { refreshToken: tokens.refreshToken } })).status).toBe(204);
    expect((await call("POST", "/auth/logout", { body: { refreshToken: "unknown" } })).status).toBe(204);
  });

  it("with neither a refresh token nor a valid bearer token → 401", async () => {
    expectProblem(await call("POST", "/auth/logout", {}), 401, "UNAUTHORIZED");
    expectProblem(await call("POST", "/auth/logout", { token: "forged.token.value" }), 401, "UNAUTHORIZED");
  });

  it("works while a password change is required", async () => {
    const { tokens } = await signedIn({ isPasswordResetRequired: true, status: "Pending" });
    expect((await call("POST", "/auth/logout", { body: { refreshToken: tokens.refreshToken } })).status).toBe(204);
  });

  it("validation: a refresh token that is not a string → 400", async () => {
    const problem = expectProblem(await call("POST", "/auth/logout", { body: { refreshToken: 42 }, lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ refreshToken: ["Invalid value"] });
  });
});
