import { LoginResponse } from "@contract/auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows, createCompany, createUser, db, userRow } from "../../../test/factories";
import { call, assertBody, assertJson, expectProblem, freshAddress } from "../../../test/http";
import { refreshTokens, sessions } from "../../db/schema";

const login = (userEmail: unknown, userPassword: unknown, options: { lang?: string; address?: string } = {}) =>
  call("POST", "/auth/login", { body: { userEmail, userPassword }, ...options });

describe("POST /api/v1/auth/login", () => {
  it("signs in: tokens, the user fields of api.md, a session, lastLoginOn and an audit row", async () => {
    const company = await createCompany({ name: "Wydawnictwo Alfa" });
    const user = await createUser({ role: "Manager", companyId: company.id, middleName: "Maria" });

    const answer = await login(user.email, user.password);

    assertJson(answer, 200);
    const body = assertBody(LoginResponse, answer);
    expect(Object.keys(body).sort()).toEqual(
      [
        "accessToken", "refreshToken", "isPasswordResetRequired", "userId", "userEmail", "userFirstName",
        "userMiddleName", "userLastName", "userRole", "companyId", "companyName",
      ].sort(),
    );
    expect(body).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      userFirstName: "Anna",
      userMiddleName: "Maria",
      userLastName: "Nowak",
      userRole: "Manager",
      companyId: company.id,
      companyName: "Wydawnictwo Alfa",
      isPasswordResetRequired: false,
    });
    expect(body.accessToken.split(".")).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await userRow(user.id))?.lastLoginOn).toEqual(expect.any(String));
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.revokedOn).toBeNull();
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session?.id ?? ""));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]?.tokenHash).not.toContain(body.refreshToken);
    expect((await auditRows(user.id)).map((r) => r.action)).toEqual(["user.login"]);
  });

  it("matches the e-mail case-insensitively and ignores surrounding spaces", async () => {
    const user = await createUser();
    assertJson(await login(`  ${user.email.toUpperCase()} `, user.password), 200);
  });

  it("lets a Pending user (created, never signed in) sign in and reports the reset flag", async () => {
    const user = await createUser({ status: "Pending", isPasswordResetRequired: true });
    const body = assertBody(LoginResponse, await login(user.email, user.password));
    expect(body.isPasswordResetRequired).toBe(true);
  });

  it("gives a wrong password and an unknown e-mail the identical answer", async () => {
    const user = await createUser();
    const wrongPassword = await login(user.email, "Wrong123!", { lang: "en" });
    const unknownEmail = await login("nobody@example.test", user.password, { lang: "en" });

    const a = expectProblem(wrongPassword, 400, "INVALID_CREDENTIALS");
    const b = expectProblem(unknownEmail, 400, "INVALID_CREDENTIALS");
    expect({ ...a, requestId: "" }).toEqual({ ...b, requestId: "" });
    expect(a.errors).toEqual({
      userEmail: ["Incorrect e-mail or password"],
      userPassword: ["Incorrect e-mail or password"],
    });
    expect((await auditRows(user.id)).length).toBe(0);
  });

  describe("validation", () => {
    it.each([
      ["both fields missing", {}, { userEmail: ["This field is required"], userPassword: ["This field is required"] }],
      ["an empty e-mail", { userEmail: "", userPassword: "x" }, { userEmail: ["This field is required", "Enter a valid e-mail address"] }],
      ["a malformed e-mail", { userEmail: "not-an-email", userPassword: "x" }, { userEmail: ["Enter a valid e-mail address"] }],
      ["a number for the e-mail", { userEmail: 42, userPassword: "x" }, { userEmail: ["Invalid value"] }],
      ["a password over 128 characters", { userEmail: "a@b.pl", userPassword: "A!a".repeat(50) }, { userPassword: ["Must be at most 128 characters long"] }],
      ["a body that is not an object", JSON.stringify("just text"), { body: ["Invalid value"] }],
    ])("%s → 400 with field messages (en)", async (_, body, errors) => {
      const problem = expectProblem(await call("POST", "/auth/login", { body, lang: "en" }), 400, "VALIDATION_FAILED");
      expect(problem.title).toBe("Validation failed");
      expect(problem.errors).toEqual(errors);
    });

    it("writes the messages in Polish by default and when asked", async () => {
      for (const lang of [undefined, "pl-PL,pl;q=0.9,en;q=0.5"]) {
        const problem = expectProblem(await call("POST", "/auth/login", { body: {}, lang }), 400, "VALIDATION_FAILED");
        expect(problem.title).toBe("Nieprawidłowe dane");
        expect(problem.errors).toEqual({ userEmail: ["To pole jest wymagane"], userPassword: ["To pole jest wymagane"] });
      }
    });

    it("writes the messages in English for Accept-Language en", async () => {
      const problem = expectProblem(await call("POST", "/auth/login", { body: { userEmail: "x", userPassword: "y" }, lang: "en-GB" }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ userEmail: ["Enter a valid e-mail address"] });
    });

    it("refuses a body over 16 KiB with 413 before parsing it", async () => {
      const answer = await call("POST", "/auth/login", { body: { userEmail: "a@b.pl", userPassword: "x".repeat(17 * 1024) } });
      expectProblem(answer, 413, "PAYLOAD_TOO_LARGE");
    });

    it("answers malformed JSON with 400, not 500", async () => {
      const problem = expectProblem(await call("POST", "/auth/login", { body: "{not json", lang: "en" }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ body: ["Invalid value"] });
    });
  });

  describe("inactive accounts", () => {
    it("an inactive user with the right password → 403 ACCOUNT_INACTIVE", async () => {
      const user = await createUser({ status: "Inactive" });
      expectProblem(await login(user.email, user.password), 403, "ACCOUNT_INACTIVE");
    });

    it("an inactive user with a wrong password learns nothing more than anyone else", async () => {
      const user = await createUser({ status: "Inactive" });
      expectProblem(await login(user.email, "Wrong123!"), 400, "INVALID_CREDENTIALS");
    });

    it("a user of an inactive company → 403 COMPANY_INACTIVE", async () => {
      const company = await createCompany({ status: "Inactive" });
      const user = await createUser({ role: "Worker", companyId: company.id });
      expectProblem(await login(user.email, user.password), 403, "COMPANY_INACTIVE");
    });
  });

  describe("throttling", () => {
    it("after 5 failures for one e-mail → 429 with Retry-After, even with the right password", async () => {
      const user = await createUser();
      for (let i = 0; i < 5; i++) {
        expectProblem(await login(user.email, `Wrong${i}!aA`), 400, "INVALID_CREDENTIALS");
      }
      const blocked = await login(user.email, user.password, { lang: "en" });
      const problem = expectProblem(blocked, 429, "RATE_LIMITED");
      expect(problem.title).toBe("Too many attempts, try again later");
      const retryAfter = Number(blocked.res.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it("after 20 failures from one address → 429 for any e-mail from it", async () => {
      const address = freshAddress();
      for (let i = 0; i < 20; i++) {
        expectProblem(await login(`nobody${i}@example.test`, "Wrong123!", { address }), 400, "INVALID_CREDENTIALS");
      }
      const user = await createUser();
      const blocked = await login(user.email, user.password, { address });
      expectProblem(blocked, 429, "RATE_LIMITED");
      expect(Number(blocked.res.headers.get("Retry-After"))).toBeGreaterThan(0);
      assertJson(await login(user.email, user.password, { address: freshAddress() }), 200);
    });

    it("a success clears the e-mail's count", async () => {
      const user = await createUser();
      for (let i = 0; i < 4; i++) await login(user.email, "Wrong123!");
      assertJson(await login(user.email, user.password), 200);
      for (let i = 0; i < 4; i++) expectProblem(await login(user.email, "Wrong123!"), 400, "INVALID_CREDENTIALS");
      assertJson(await login(user.email, user.password), 200);
    });
  });
});
