import { UserDto } from "@contract/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, createCompany, createUser, db, tokenFor, userRow } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { sessions, users } from "../../db/schema";

const patch = (token: string, id: string, body: unknown, lang = "en") => call("PATCH", `/users/${id}`, { token, body, lang });

describe("PATCH /api/v1/users/{id}", () => {
  it("changes the given fields only, answers the account and audits before/after of what changed", async () => {
    const { user: admin, token } = await actor({ role: "Admin" });
    const target = await createUser({ role: "Coordinator", middleName: "Anna", birthDate: "1980-01-01" });

    const answer = await patch(token, target.id, { firstName: " Zofia ", lastName: "Nowak", middleName: "", birthDate: null, email: "  NEW.Address@Example.TEST " });

    assertJson(answer, 200);
    const user = assertBody(UserDto, answer);
    expect(user).toMatchObject({ firstName: "Zofia", lastName: "Nowak", middleName: null, birthDate: null, email: "new.address@example.test" });
    const row = await userRow(target.id);
    expect(row).toMatchObject({ firstName: "Zofia", middleName: null, email: "new.address@example.test", role: "Coordinator" });
    expect(row?.updatedOn).not.toBe(target.updatedOn);
    const audit = (await auditRows(target.id)).find((r) => r.action === "user.update");
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { firstName: "Anna", middleName: "Anna", birthDate: "1980-01-01", email: target.email },
      after: { firstName: "Zofia", middleName: null, birthDate: null, email: "new.address@example.test" },
    });
    expect(Object.keys(audit?.after as object).sort()).toEqual(["birthDate", "email", "firstName", "middleName"]);
  });

  it("a change that changes nothing writes nothing", async () => {
    const { token } = await actor({ role: "Admin" });
    const target = await createUser({ role: "Coordinator" });
    assertJson(await patch(token, target.id, { firstName: target.firstName }), 200);
    expect(await auditRows(target.id)).toEqual([]);
    expect((await userRow(target.id))?.updatedOn).toBe(target.updatedOn);
  });

  it("with If-Match: the version read is saved over, a stale one → 409 and nothing written", async () => {
    const { token } = await actor({ role: "Admin" });
    const target = await createUser({ role: "Coordinator", updatedOn: "2026-01-02T03:04:05.000Z" });
    const read = assertBody(UserDto, await call("GET", `/users/${target.id}`, { token }));
    expect(read.updatedOn).toBe("2026-01-02T03:04:05.000Z");
    const mine = await call("PATCH", `/users/${target.id}`, { token, headers: { "If-Match": `W/"${read.updatedOn}"` }, body: { firstName: "Zofia" } });
    expect(assertBody(UserDto, mine).updatedOn).not.toBe(read.updatedOn);
    // A colleague's form, opened before that save, still holds the old version.
    const stale = await call("PATCH", `/users/${target.id}`, { token, lang: "en", headers: { "If-Match": read.updatedOn }, body: { lastName: "Wójcik" } });
    expect(expectProblem(stale, 409, "CONFLICT").detail).toMatch(/changed this record in the meantime/);
    expect(await userRow(target.id)).toMatchObject({ firstName: "Zofia", lastName: target.lastName });
    expect((await auditRows(target.id)).filter((r) => r.action === "user.update")).toHaveLength(1);
    // The first save sent again under the version it was made from (its answer lost): already so, 200, nothing written.
    const again = await call("PATCH", `/users/${target.id}`, { token, headers: { "If-Match": read.updatedOn }, body: { firstName: "Zofia" } });
    expect(assertBody(UserDto, again).firstName).toBe("Zofia");
    expect((await auditRows(target.id)).filter((r) => r.action === "user.update")).toHaveLength(1);
  });

  describe("validation", () => {
    it.each([
      ["en", { email: "nope" }, { email: ["Enter a valid e-mail address"] }],
      ["pl", { firstName: "" }, { firstName: ["To pole jest wymagane"] }],
      ["en", { status: "Pending" }, { status: ["Invalid value"] }],
      ["pl", { status: "Deleted" }, { status: ["Nieprawidłowa wartość"] }],
      ["en", { role: "Boss" }, { role: ["Invalid value"] }],
      ["pl", { birthDate: "01.02.1990" }, { birthDate: ["Podaj datę w formacie RRRR-MM-DD"] }],
      ["en", { role: "Worker" }, { role: ["A staff account cannot become a company account or the other way round"] }],
    ])("%s: %j → 400", async (lang, body, errors) => {
      const { token } = await actor({ role: "SuperAdmin" });
      const target = await createUser({ role: "Coordinator" });
      const problem = expectProblem(await patch(token, target.id, body, lang), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
      expect((await userRow(target.id))?.updatedOn).toBe(target.updatedOn);
    });
  });

  describe("roles", () => {
    it("nobody changes their own role or status (403)", async () => {
      const { user, token } = await actor({ role: "SuperAdmin" });
      const role = expectProblem(await patch(token, user.id, { role: "Admin" }), 403, "FORBIDDEN");
      expect(role.detail).toBe("You cannot change your own role");
      const status = expectProblem(await patch(token, user.id, { status: "Inactive" }, "pl"), 403, "FORBIDDEN");
      expect(status.detail).toBe("Nie możesz zmienić własnego statusu");
      // The rest of one's own account may change.
      assertJson(await patch(token, user.id, { firstName: "Sam" }), 200);
      expect(await userRow(user.id)).toMatchObject({ role: "SuperAdmin", status: "Active", firstName: "Sam" });
    });

    it("a new role must be one the actor may create: an Admin cannot make an Admin", async () => {
      const { token } = await actor({ role: "Admin" });
      const target = await createUser({ role: "Coordinator" });
      const problem = expectProblem(await patch(token, target.id, { role: "Admin" }), 403, "FORBIDDEN");
      expect(problem.detail).toBe("You may not give this role");
      expect((await userRow(target.id))?.role).toBe("Coordinator");
    });

    it("a Manager promotes a Worker of its own company; a SuperAdmin makes an Admin a Coordinator", async () => {
      const company = await createCompany();
      const manager = await actor({ role: "Manager", companyId: company.id });
      const worker = await createUser({ role: "Worker", companyId: company.id });
      expect(assertBody(UserDto, await patch(manager.token, worker.id, { role: "Manager" })).role).toBe("Manager");

      const superAdmin = await actor({ role: "SuperAdmin" });
      const admin = await createUser({ role: "Admin" });
      expect(assertBody(UserDto, await patch(superAdmin.token, admin.id, { role: "Coordinator" })).role).toBe("Coordinator");
    });
  });

  describe("status", () => {
    it("deactivating ends the account's sessions at once: its token answers 403 ACCOUNT_INACTIVE, and 401 once it is active again", async () => {
      const { token } = await actor({ role: "Admin" });
      const target = await createUser({ role: "Coordinator" });
      const targetToken = await tokenFor(target);
      assertJson(await call("GET", "/auth/me", { token: targetToken }), 200);

      expect(assertBody(UserDto, await patch(token, target.id, { status: "Inactive" })).status).toBe("Inactive");

      expectProblem(await call("GET", "/auth/me", { token: targetToken }), 403, "ACCOUNT_INACTIVE");
      expectProblem(await call("GET", "/publications", { token: targetToken }), 403, "ACCOUNT_INACTIVE");
      const rows = await db.select().from(sessions).where(eq(sessions.userId, target.id));
      expect(rows.map((s) => s.revokedReason)).toEqual(["userDeactivated"]);
      expectProblem(await call("POST", "/auth/login", { body: { userEmail: target.email, userPassword: target.password } }), 403, "ACCOUNT_INACTIVE");

      // Active again: the ended session stays ended.
      assertJson(await patch(token, target.id, { status: "Active" }), 200);
      expectProblem(await call("GET", "/auth/me", { token: targetToken }), 401, "UNAUTHORIZED");
    });

    it("re-activating a manager or worker needs a free seat (409), staff do not", async () => {
      const company = await createCompany({ maxUsers: 1 });
      await createUser({ role: "Worker", companyId: company.id });
      const dormant = await createUser({ role: "Worker", companyId: company.id, status: "Inactive" });
      const { token } = await actor({ role: "Admin" });

      const problem = expectProblem(await patch(token, dormant.id, { status: "Active" }), 409, "CONFLICT");
      expect(problem.detail).toBe("The company has reached its seat limit (1)");
      expect((await userRow(dormant.id))?.status).toBe("Inactive");

      await db.update(users).set({ status: "Inactive" }).where(eq(users.companyId, company.id));
      assertJson(await patch(token, dormant.id, { status: "Active" }), 200);
    });

    it("the last active SuperAdmin cannot be deactivated or demoted (409)", async () => {
      // Only the race of two SuperAdmins can reach this through the API; a Pending SuperAdmin
      // without the reset flag stands in for "an actor that is not itself an active SuperAdmin".
      await db.update(users).set({ status: "Inactive" }).where(eq(users.role, "SuperAdmin"));
      const last = await createUser({ role: "SuperAdmin" });
      const { token } = await actor({ role: "SuperAdmin", status: "Pending" });
      try {
        const deactivate = expectProblem(await patch(token, last.id, { status: "Inactive" }), 409, "CONFLICT");
        expect(deactivate.detail).toBe("The last active SuperAdmin cannot be removed, deactivated or demoted");
        expectProblem(await patch(token, last.id, { role: "Admin" }, "pl"), 409, "CONFLICT");
        expect(await userRow(last.id)).toMatchObject({ role: "SuperAdmin", status: "Active" });
      } finally {
        await db.update(users).set({ status: "Active" }).where(eq(users.role, "SuperAdmin"));
      }
    });
  });

  describe("conflicts", () => {
    it.each([
      ["en", "This e-mail address is already in use"],
      ["pl", "Ten adres e-mail jest już używany"],
    ])("another account's e-mail → 409 with errors.email (%s)", async (lang, message) => {
      const { token } = await actor({ role: "Admin" });
      const taken = await createUser({ role: "Coordinator" });
      const target = await createUser({ role: "Coordinator" });
      const problem = expectProblem(await patch(token, target.id, { email: taken.email }, lang), 409, "CONFLICT");
      expect(problem.errors).toEqual({ email: [message] });
    });

    it("concurrent changes of one account are never lost: each one answered 200 is in the row and the audit trail, the others 409", async () => {
      const { token } = await actor({ role: "Admin" });
      const target = await createUser({ role: "Coordinator" });
      const fields = ["firstName", "lastName", "middleName", "email"] as const;
      const values = { firstName: "First", lastName: "Second", middleName: "Third", email: `fourth.${target.email}` };

      const answers = await Promise.all(fields.map((field) => patch(token, target.id, { [field]: values[field] })));

      const row = await userRow(target.id);
      const applied = fields.filter((field) => row?.[field] === values[field]);
      const succeeded = fields.filter((_, i) => answers[i]?.status === 200);
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      expect(applied).toEqual(succeeded);
      expect((await auditRows(target.id)).filter((r) => r.action === "user.update")).toHaveLength(succeeded.length);
    });
  });

  it("another company's account answers 404 to a Manager, and nothing changes", async () => {
    const { token } = await actor({ role: "Manager" });
    const foreign = await createUser({ role: "Worker" });
    expectProblem(await patch(token, foreign.id, { firstName: "X" }), 404, "NOT_FOUND");
    expect((await userRow(foreign.id))?.firstName).toBe(foreign.firstName);
  });

  itKeepsTheAuthContract("PATCH", "/users/some-id", { body: { firstName: "X" } });
});
