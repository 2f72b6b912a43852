import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { auditRows, db, loginAs, signedIn, userRow } from "../../../test/factories";
import { call, assertJson, expectProblem } from "../../../test/http";
import { sessions } from "../../db/schema";

const NEW_PASSWORD = "Fresh-Pass1";

const change = (token: string, body: unknown, lang = "en") => call("POST", "/auth/change-password", { token, body, lang });

describe("POST /api/v1/auth/change-password", () => {
  it("changes the password, clears the reset flag, makes Pending Active and revokes the other sessions", async () => {
    const { user, tokens } = await signedIn({ status: "Pending", isPasswordResetRequired: true });
    const other = await loginAs(user);

    const answer = await change(tokens.accessToken, { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await userRow(user.id)).toMatchObject({ status: "Active", isPasswordResetRequired: false });
    // This session goes on; the other one is gone, its refresh token too.
    assertJson(await call("GET", "/auth/me", { token: tokens.accessToken }), 200);
    expectProblem(await call("GET", "/auth/me", { token: other.accessToken }), 401, "UNAUTHORIZED");
    expectProblem(
      await call("POST", "/auth/refresh-token", { body: { refreshToken: other.refreshToken, authenticatedUserId: user.id } }),
      401,
      "UNAUTHORIZED",
    );
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((s) => s.revokedReason === "passwordChange")).toHaveLength(1);
    // The new password signs in; the old one no longer does.
    await loginAs({ email: user.email, password: NEW_PASSWORD });
    expectProblem(await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: user.password } }), 400, "INVALID_CREDENTIALS");
    const audit = (await auditRows(user.id)).find((r) => r.action === "user.changePassword");
    expect(audit).toMatchObject({
      actorId: user.id,
      before: { status: "Pending", isPasswordResetRequired: true },
      after: { status: "Active", isPasswordResetRequired: false },
    });
    expect(JSON.stringify(audit)).not.toContain("argon2");
  });

  it("lifts the password-change gate", async () => {
    const { user, tokens } = await signedIn({ status: "Pending", isPasswordResetRequired: true });
    expectProblem(await call("GET", "/session/permissions", { token: tokens.accessToken }), 403, "PASSWORD_CHANGE_REQUIRED");
    await change(tokens.accessToken, { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    assertJson(await call("GET", "/session/permissions", { token: tokens.accessToken }), 200);
  });

  it("a wrong current password → 400 on currentPassword, nothing changes", async () => {
    const { user, tokens } = await signedIn({ isPasswordResetRequired: true });
    const problem = expectProblem(
      await change(tokens.accessToken, { currentPassword: "Wrong-Pass1", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.errors).toEqual({ currentPassword: ["The current password is incorrect"] });
    expect((await userRow(user.id))?.isPasswordResetRequired).toBe(true);
  });

  it("the same password again → 400 on newPassword", async () => {
    const { user, tokens } = await signedIn();
    const problem = expectProblem(
      await change(tokens.accessToken, { currentPassword: user.password, newPassword: user.password, confirmPassword: user.password }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.errors).toEqual({ newPassword: ["The new password must differ from the current one"] });
  });

  describe("password rules", () => {
    it.each([
      ["too short", "Ab1!", { newPassword: ["Must be at least 8 characters long"] }],
      ["too long", `Aa!${"x".repeat(126)}`, { newPassword: ["Must be at most 128 characters long"] }],
      ["no upper-case letter", "lower-case-1", { newPassword: ["Must contain at least 1 uppercase letter"] }],
      ["no lower-case letter", "UPPER-CASE-1", { newPassword: ["Must contain at least 1 lowercase letter"] }],
      ["no special character", "NoSpecial123", { newPassword: ["Must contain at least 1 special character"] }],
    ])("%s → 400", async (_, newPassword, errors) => {
      const { user, tokens } = await signedIn();
      const problem = expectProblem(await change(tokens.accessToken, { currentPassword: user.password, newPassword, confirmPassword: newPassword }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
    });

    it("a confirmation that differs → 400 on confirmPassword (Polish by default)", async () => {
      const { user, tokens } = await signedIn();
      const problem = expectProblem(
        await call("POST", "/auth/change-password", {
          token: tokens.accessToken,
          body: { currentPassword: user.password, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
        }),
        400,
        "VALIDATION_FAILED",
      );
      expect(problem.errors).toEqual({ confirmPassword: ["Hasła nie są zgodne"] });
    });

    it("accepts non-ASCII passwords and tells their last characters apart", async () => {
      const { user, tokens } = await signedIn();
      const polish = "Zażółć-gęślą1";
      expect((await change(tokens.accessToken, { currentPassword: user.password, newPassword: polish, confirmPassword: polish })).status).toBe(204);
      expectProblem(await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: "Zażółć-gęślą2" } }), 400, "INVALID_CREDENTIALS");
      await loginAs({ email: user.email, password: polish });
    });
  });

  itKeepsTheAuthContract("POST", "/auth/change-password", {
    gated: false,
    body: { currentPassword: "Secret123!", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
});
