import { LoginResponse, Password } from "@contract/auth";
import { TemporaryPasswordResponse } from "@contract/users";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, createCompany, createUser, db, loginAs, userRow } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { sessions } from "../../db/schema";

const setPassword = (token: string, id: string, body?: unknown, lang = "en") => call("POST", `/users/${id}/password`, { token, body, lang });

describe("POST /api/v1/users/{id}/password", () => {
  it("without a password: generates one, answers it once, sets the reset flag and ends the account's sessions", async () => {
    const { user: admin, token } = await actor({ role: "Admin" });
    const target = await createUser({ role: "Coordinator" });
    const before = await loginAs(target);

    const answer = await setPassword(token, target.id);

    assertJson(answer, 200);
    const { temporaryPassword } = assertBody(TemporaryPasswordResponse, answer);
    expect(v.is(Password, temporaryPassword)).toBe(true);
    expect(await userRow(target.id)).toMatchObject({ isPasswordResetRequired: true });
    expectProblem(await call("GET", "/auth/me", { token: before.accessToken }), 401, "UNAUTHORIZED");
    expect((await db.select().from(sessions).where(eq(sessions.userId, target.id))).map((s) => s.revokedReason)).toEqual(["passwordReset"]);
    // The old password is gone; the generated one signs in, with a change required.
    expectProblem(await call("POST", "/auth/login", { body: { userEmail: target.email, userPassword: target.password } }), 400, "INVALID_CREDENTIALS");
    const session = assertBody(LoginResponse, await call("POST", "/auth/login", { body: { userEmail: target.email, userPassword: temporaryPassword } }));
    expect(session.isPasswordResetRequired).toBe(true);
    const audit = (await auditRows(target.id)).find((r) => r.action === "user.setPassword");
    expect(audit).toMatchObject({ actorId: admin.id, before: { isPasswordResetRequired: false }, after: { isPasswordResetRequired: true, generated: true } });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it("with a password and its confirmation: 204, that password signs in, a change is still required", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager", companyId: company.id });
    const target = await createUser({ role: "Worker", companyId: company.id });

    const answer = await setPassword(token, target.id, { newPassword: "Chosen-Pass1", confirmPassword: "Chosen-Pass1" });

    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    const session = await loginAs({ email: target.email, password: "Chosen-Pass1" });
    expect(session.isPasswordResetRequired).toBe(true);
    expect((await auditRows(target.id)).find((r) => r.action === "user.setPassword")?.after).toEqual({ isPasswordResetRequired: true, generated: false });
  });

  describe("validation", () => {
    it.each([
      ["en", { newPassword: "Chosen-Pass1", confirmPassword: "Chosen-Pass2" }, { confirmPassword: ["Passwords do not match"] }],
      ["pl", { newPassword: "Chosen-Pass1" }, { confirmPassword: ["Hasła nie są zgodne"] }],
      ["en", { confirmPassword: "Chosen-Pass1" }, { confirmPassword: ["Passwords do not match"] }],
      ["en", { newPassword: "short-A", confirmPassword: "short-A" }, { newPassword: ["Must be at least 8 characters long"] }],
      ["pl", { newPassword: "lower-case-1", confirmPassword: "lower-case-1" }, { newPassword: ["Hasło musi zawierać co najmniej 1 wielką literę"] }],
      ["en", { newPassword: "NoSpecial123", confirmPassword: "NoSpecial123" }, { newPassword: ["Must contain at least 1 special character"] }],
    ])("%s: %j → 400, nothing changes", async (lang, body, errors) => {
      const { token } = await actor({ role: "Admin" });
      const target = await createUser({ role: "Coordinator" });
      const problem = expectProblem(await setPassword(token, target.id, body, lang), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
      expect((await userRow(target.id))?.passwordHash).toBe(target.passwordHash);
    });
  });

  it("one's own password goes through change-password (403)", async () => {
    const { user, token } = await actor({ role: "SuperAdmin" });
    const problem = expectProblem(await setPassword(token, user.id), 403, "FORBIDDEN");
    expect(problem.detail).toBe("Use change password for your own account");
  });

  it("an Admin may not set an Admin's or a SuperAdmin's password (403); a Coordinator's it may", async () => {
    const { token } = await actor({ role: "Admin" });
    for (const role of ["Admin", "SuperAdmin"] as const) {
      const target = await createUser({ role });
      expectProblem(await setPassword(token, target.id), 403, "FORBIDDEN");
      expect((await userRow(target.id))?.passwordHash).toBe(target.passwordHash);
    }
    assertJson(await setPassword(token, (await createUser({ role: "Coordinator" })).id), 200);
  });

  itKeepsTheAuthContract("POST", "/users/some-id/password");
});
