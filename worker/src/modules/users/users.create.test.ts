import { LoginResponse, Password } from "@contract/auth";
import { CreateUserResponse, UserDto } from "@contract/users";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, companyRow, createCompany, createUser, db, uniqueEmail, userRow } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { users } from "../../db/schema";

const body = (overrides: Record<string, unknown> = {}) => ({ email: uniqueEmail("new"), firstName: "Jan", lastName: "Kowalski", role: "Coordinator", ...overrides });
const create = (token: string, payload: unknown, lang = "en") => call("POST", "/users", { token, body: payload, lang });

describe("POST /api/v1/users", () => {
  it("creates a Pending account with the reset flag and answers its one-time password", async () => {
    const { user: admin, token } = await actor({ role: "Admin" });
    const email = uniqueEmail("Mixed.Case");

    const answer = await create(token, body({ email: `  ${email.toUpperCase()} `, middleName: "Maria", birthDate: "1990-02-28" }));

    assertJson(answer, 201);
    const { user, temporaryPassword } = assertBody(CreateUserResponse, answer);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: "Jan",
      middleName: "Maria",
      lastName: "Kowalski",
      birthDate: "1990-02-28",
      role: "Coordinator",
      status: "Pending",
      companyId: null,
      companyName: null,
      lastLoginOn: null,
    });
    expect(v.is(Password, temporaryPassword)).toBe(true);
    expect(temporaryPassword).toHaveLength(16);
    const row = await userRow(user.id);
    expect(row).toMatchObject({ status: "Pending", isPasswordResetRequired: true });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await auditRows(user.id);
    expect(audit).toMatchObject({ action: "user.create", entity: "user", actorId: admin.id, before: null, after: { email: email.toLowerCase(), role: "Coordinator", status: "Pending" } });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|passwordHash|temporaryPassword/);
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it("the temporary password signs in once: a change is required, and afterwards only the new password works", async () => {
    const { token } = await actor({ role: "Admin" });
    const { user, temporaryPassword } = assertBody(CreateUserResponse, await create(token, body()));

    const login = await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: temporaryPassword } });
    assertJson(login, 200);
    const session = assertBody(LoginResponse, login);
    expect(session.isPasswordResetRequired).toBe(true);
    expectProblem(await call("GET", "/users", { token: session.accessToken }), 403, "PASSWORD_CHANGE_REQUIRED");

    const changed = await call("POST", "/auth/change-password", {
      token: session.accessToken,
      body: { currentPassword: temporaryPassword, newPassword: "Own-Pass1", confirmPassword: "Own-Pass1" },
    });
    expect(changed.status).toBe(204);
    expect(await userRow(user.id)).toMatchObject({ status: "Active", isPasswordResetRequired: false });
    expectProblem(await call("POST", "/auth/login", { body: { userEmail: user.email, userPassword: temporaryPassword } }), 400, "INVALID_CREDENTIALS");
  });

  it("never answers the password again: GET /users/{id} and the list carry no password field", async () => {
    const { token } = await actor({ role: "Admin" });
    const { user, temporaryPassword } = assertBody(CreateUserResponse, await create(token, body()));
    const one = await call("GET", `/users/${user.id}`, { token });
    const list = await call("GET", `/users?q=${encodeURIComponent(user.email)}`, { token });
    for (const answer of [one, list]) {
      assertJson(answer, 200);
      expect(answer.text).not.toContain(temporaryPassword);
      expect(answer.text).not.toMatch(/password/i);
    }
    expect(Object.keys(assertBody(UserDto, one)).sort()).toEqual(
      ["birthDate", "companyId", "companyName", "createdOn", "email", "firstName", "id", "lastLoginOn", "lastName", "middleName", "role", "status", "updatedOn"].sort(),
    );
  });

  it("a Manager's own company is implied", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager", companyId: company.id });
    const { user } = assertBody(CreateUserResponse, await create(token, body({ role: "Worker" })));
    expect(user).toMatchObject({ role: "Worker", companyId: company.id, companyName: company.name });
  });

  describe("validation", () => {
    it.each([
      ["en", { email: "not-an-email" }, { email: ["Enter a valid e-mail address"] }],
      ["pl", { email: "not-an-email" }, { email: ["Podaj poprawny adres e-mail"] }],
      ["en", { firstName: "  " }, { firstName: ["This field is required"] }],
      ["pl", { lastName: undefined }, { lastName: ["To pole jest wymagane"] }],
      ["en", { lastName: "x".repeat(101) }, { lastName: ["Must be at most 100 characters long"] }],
      ["en", { birthDate: "1990-02-30" }, { birthDate: ["Enter a date as YYYY-MM-DD"] }],
      ["en", { birthDate: "2999-01-01" }, { birthDate: ["The date must not be in the future"] }],
      ["pl", { birthDate: "2999-01-01" }, { birthDate: ["Data nie może być z przyszłości"] }],
      ["pl", { role: "Boss" }, { role: ["Nieprawidłowa wartość"] }],
      ["en", { role: "Worker" }, { companyId: ["Managers and workers must belong to a company"] }],
      ["pl", { role: "Manager" }, { companyId: ["Kierownik i pracownik muszą należeć do firmy"] }],
      ["en", { role: "Coordinator", companyId: "some-company" }, { companyId: ["Staff accounts do not belong to a company"] }],
      ["pl", { role: "Admin", companyId: "some-company" }, { companyId: ["Konta personelu nie należą do żadnej firmy"] }],
    ])("%s: %j → 400 %j", async (lang, overrides, errors) => {
      const { token } = await actor({ role: "SuperAdmin" });
      const payload = body(overrides);
      const problem = expectProblem(await create(token, payload, lang), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
      expect(await db.select().from(users).where(eq(users.email, String(payload.email)))).toHaveLength(0);
    });
  });

  describe("conflicts", () => {
    it.each([
      ["en", "This e-mail address is already in use"],
      ["pl", "Ten adres e-mail jest już używany"],
    ])("a duplicate e-mail, in any case → 409 with errors.email (%s)", async (lang, message) => {
      const { token } = await actor({ role: "Admin" });
      const existing = await createUser({ role: "Coordinator" });
      const problem = expectProblem(await create(token, body({ email: existing.email.toUpperCase() }), lang), 409, "CONFLICT");
      expect(problem).toMatchObject({ detail: message, errors: { email: [message] } });
    });

    it("an unknown company → 404 Company not found.", async () => {
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await create(token, body({ role: "Worker", companyId: "no-such-company" })), 404, "NOT_FOUND");
      expect(problem.title).toBe("Company not found.");
    });

    it("a full company → 409; Inactive users do not take a seat", async () => {
      const company = await createCompany({ maxUsers: 2 });
      await createUser({ role: "Worker", companyId: company.id });
      await createUser({ role: "Worker", companyId: company.id, status: "Inactive" });
      await createUser({ role: "Coordinator" });
      const { token } = await actor({ role: "Admin" });

      assertJson(await create(token, body({ role: "Manager", companyId: company.id })), 201);
      const problem = expectProblem(await create(token, body({ role: "Worker", companyId: company.id }), "pl"), 409, "CONFLICT");
      expect(problem.detail).toBe("Firma osiągnęła limit miejsc (2)");
    });

    it("two requests racing for the last seat: one 201, one 409, and the company stays within maxUsers", async () => {
      const company = await createCompany({ maxUsers: 3 });
      await createUser({ role: "Worker", companyId: company.id });
      await createUser({ role: "Worker", companyId: company.id });
      const { token } = await actor({ role: "Admin" });

      const answers = await Promise.all([1, 2].map(() => create(token, body({ role: "Worker", companyId: company.id }))));

      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expectProblem(answers.find((a) => a.status === 409) ?? answers[0]!, 409, "CONFLICT");
      const members = await db.select().from(users).where(eq(users.companyId, company.id));
      expect(members).toHaveLength(3);
    });
  });

  describe("the first Manager of an Inactive company", () => {
    it("makes the company Active in the same batch, with an audit row for each change", async () => {
      const company = await createCompany({ status: "Inactive" });
      await createUser({ role: "Worker", companyId: company.id, status: "Pending" });
      const { user: admin, token } = await actor({ role: "Admin" });

      const { user } = assertBody(CreateUserResponse, await create(token, body({ role: "Manager", companyId: company.id })));

      expect((await companyRow(company.id))?.status).toBe("Active");
      const activation = (await auditRows(company.id)).find((r) => r.action === "company.activate");
      expect(activation).toMatchObject({
        actorId: admin.id,
        entity: "company",
        before: { status: "Inactive" },
        after: { status: "Active", reason: "firstManager", managerId: user.id },
      });
      const creation = (await auditRows(user.id)).find((r) => r.action === "user.create");
      expect(creation?.requestId).toBe(activation?.requestId);
    });

    it("a Worker does not activate it, nor does a second Manager", async () => {
      const { token } = await actor({ role: "Admin" });
      const bare = await createCompany({ status: "Inactive" });
      assertJson(await create(token, body({ role: "Worker", companyId: bare.id })), 201);
      expect((await companyRow(bare.id))?.status).toBe("Inactive");

      const managed = await createCompany({ status: "Inactive" });
      await createUser({ role: "Manager", companyId: managed.id, status: "Inactive" });
      assertJson(await create(token, body({ role: "Manager", companyId: managed.id })), 201);
      expect((await companyRow(managed.id))?.status).toBe("Inactive");
      expect((await auditRows(managed.id)).filter((r) => r.action === "company.activate")).toEqual([]);
    });

    it("a Pending or OutsideSystem company keeps its status", async () => {
      const { token } = await actor({ role: "Admin" });
      const company = await createCompany({ status: "OutsideSystem" });
      assertJson(await create(token, body({ role: "Manager", companyId: company.id })), 201);
      expect((await companyRow(company.id))?.status).toBe("OutsideSystem");
    });
  });

  itKeepsTheAuthContract("POST", "/users", { body: { email: "x@example.test", firstName: "A", lastName: "B", role: "Coordinator" } });
});
