import { CompanyDto } from "@contract/companies";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, companyRow, createCompany, createUser, freshNip } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

const patch = (token: string, id: string, body: unknown, lang = "en") => call("PATCH", `/companies/${id}`, { token, body, lang });

describe("PATCH /api/v1/companies/{id}", () => {
  it("changes the given fields, clears with null, keeps the rest, and audits what changed", async () => {
    const company = await createCompany({ city: "Poznań", street: "Długa", maxUsers: 5 });
    const { user: admin, token } = await actor({ role: "Admin" });

    const answer = await patch(token, company.id, { name: "Nowa nazwa", street: null, maxUsers: 8 });

    assertJson(answer, 200);
    expect(assertBody(CompanyDto, answer)).toMatchObject({ name: "Nowa nazwa", street: null, city: "Poznań", maxUsers: 8 });
    expect(await companyRow(company.id)).toMatchObject({ name: "Nowa nazwa", street: null, city: "Poznań", status: company.status });
    expect((await auditRows(company.id)).find((r) => r.action === "company.update")).toMatchObject({
      actorId: admin.id,
      before: { name: company.name, street: "Długa", maxUsers: 5 },
      after: { name: "Nowa nazwa", street: null, maxUsers: 8 },
    });
  });

  it("with If-Match: the version read is saved over, a stale one → 409 and nothing written", async () => {
    const company = await createCompany({ city: "Poznań", updatedOn: "2026-01-02T03:04:05.000Z" });
    const { token } = await actor({ role: "Admin" });
    const read = assertBody(CompanyDto, await call("GET", `/companies/${company.id}`, { token }));
    expect(read.updatedOn).toBe("2026-01-02T03:04:05.000Z");
    const mine = await call("PATCH", `/companies/${company.id}`, { token, headers: { "If-Match": `"${read.updatedOn}"` }, body: { city: "Gniezno" } });
    expect(assertBody(CompanyDto, mine).updatedOn).not.toBe(read.updatedOn);
    // A colleague's form, opened before that save, still holds the old version.
    const stale = await call("PATCH", `/companies/${company.id}`, { token, lang: "pl", headers: { "If-Match": read.updatedOn }, body: { city: "Kalisz" } });
    expect(expectProblem(stale, 409, "CONFLICT").detail).toMatch(/w międzyczasie/);
    expect((await companyRow(company.id))?.city).toBe("Gniezno");
    expect((await auditRows(company.id)).filter((r) => r.action === "company.update")).toHaveLength(1);
    // The first save sent again under the version it was made from (its answer lost): already so, 200, nothing written.
    const again = await call("PATCH", `/companies/${company.id}`, { token, headers: { "If-Match": read.updatedOn }, body: { city: "Gniezno" } });
    expect(assertBody(CompanyDto, again).city).toBe("Gniezno");
    expect((await auditRows(company.id)).filter((r) => r.action === "company.update")).toHaveLength(1);
  });

  describe("the postal code, against the merged record", () => {
    it("a Polish company's new postal code is 00-000; a foreign one is kept as typed", async () => {
      const company = await createCompany({ country: "PL", postalCode: "61-712" });
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await patch(token, company.id, { postalCode: "61712" }, "pl"), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ postalCode: ["Podaj kod pocztowy w formacie 00-000"] });
      expect((await companyRow(company.id))?.postalCode).toBe("61-712");
      expect(assertBody(CompanyDto, await patch(token, company.id, { postalCode: "60-001" })).postalCode).toBe("60-001");
      const foreign = await createCompany({ country: "DE", postalCode: "10115" });
      expect(assertBody(CompanyDto, await patch(token, foreign.id, { postalCode: "D-10117" })).postalCode).toBe("D-10117");
      // Moving it to Poland checks the code it keeps; both refusals come at once.
      const moved = expectProblem(await patch(token, foreign.id, { country: "PL", taxId: "1234567890" }), 400, "VALIDATION_FAILED");
      expect(moved.errors).toEqual({ taxId: ["Enter a valid NIP (10 digits with a correct check digit)"], postalCode: ["Enter a Polish postal code as 00-000"] });
    });

    it("an older record's code does not block an edit of other fields, even sent back unchanged", async () => {
      const company = await createCompany({ country: "PL", postalCode: "abc" });
      const { token } = await actor({ role: "Admin" });
      const saved = assertBody(CompanyDto, await patch(token, company.id, { name: "Nowa nazwa", postalCode: "abc" }));
      expect(saved).toMatchObject({ name: "Nowa nazwa", postalCode: "abc" });
    });
  });

  describe("the tax id, against the merged record", () => {
    it("a Polish company's new tax id must be a NIP, and is stored as its digits", async () => {
      const company = await createCompany({ country: "PL" });
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await patch(token, company.id, { taxId: "1234567890" }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ taxId: ["Enter a valid NIP (10 digits with a correct check digit)"] });
      const nip = freshNip();
      expect(assertBody(CompanyDto, await patch(token, company.id, { taxId: `${nip.slice(0, 3)}-${nip.slice(3)}` })).taxId).toBe(nip);
    });

    it("moving a company to PL re-checks the tax id it already has", async () => {
      const company = await createCompany({ country: "DE", taxId: `DE-${crypto.randomUUID().slice(0, 8)}` });
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await patch(token, company.id, { country: "PL" }, "pl"), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ taxId: ["Podaj poprawny NIP (10 cyfr z prawidłową cyfrą kontrolną)"] });
      expect((await companyRow(company.id))?.country).toBe("DE");
    });

    it("another company's tax id → 409 with errors.taxId", async () => {
      const nip = freshNip();
      await createCompany({ taxId: nip });
      const company = await createCompany();
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await patch(token, company.id, { taxId: nip }), 409, "CONFLICT");
      expect(problem.errors).toEqual({ taxId: ["A company with this tax ID already exists"] });
    });
  });

  it.each([
    ["en", "Users in the company: 2; the limit cannot be lower"],
    ["pl", "Liczba użytkowników firmy: 2; limit nie może być niższy"],
  ])("maxUsers below the seats in use → 409 with errors.maxUsers (%s)", async (lang, message) => {
    const company = await createCompany({ maxUsers: 5 });
    await createUser({ role: "Worker", companyId: company.id });
    await createUser({ role: "Manager", companyId: company.id });
    await createUser({ role: "Worker", companyId: company.id, status: "Inactive" });
    const { token } = await actor({ role: "Admin" });
    const problem = expectProblem(await patch(token, company.id, { maxUsers: 1 }, lang), 409, "CONFLICT");
    expect(problem.errors).toEqual({ maxUsers: [message] });
    assertJson(await patch(token, company.id, { maxUsers: 2 }), 200);
  });

  it.each([
    ["en", { name: "" }, { name: ["This field is required"] }],
    ["pl", { maxUsers: -1 }, { maxUsers: ["Wartość musi wynosić co najmniej 1"] }],
    ["en", { country: "" }, { country: ["Enter a two-letter country code, e.g. PL"] }],
    ["en", { status: "Active", maxUsers: "5" }, { maxUsers: ["Must be a number"] }],
  ])("%s: %j → 400", async (lang, body, errors) => {
    const company = await createCompany();
    const { token } = await actor({ role: "SuperAdmin" });
    const problem = expectProblem(await patch(token, company.id, body, lang), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it("a missing company → 404", async () => {
    const { token } = await actor({ role: "Admin" });
    expectProblem(await patch(token, "no-such-company", { name: "X" }), 404, "NOT_FOUND");
  });

  itKeepsTheAuthContract("PATCH", "/companies/some-id", { body: { name: "X" } });
});
