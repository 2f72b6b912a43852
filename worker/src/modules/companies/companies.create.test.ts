import { CompanyDto } from "@contract/companies";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, companyRow, createCompany, db, freshNip } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { companies } from "../../db/schema";

const create = (token: string, body: unknown, lang = "en") => call("POST", "/companies", { token, body, lang });

describe("POST /api/v1/companies", () => {
  it("creates an Inactive company, stores a Polish NIP as its digits and audits it", async () => {
    const { user: admin, token } = await actor({ role: "Admin" });
    const taxId = freshNip();
    const typed = `PL ${taxId.slice(0, 3)}-${taxId.slice(3, 6)}-${taxId.slice(6, 8)}-${taxId.slice(8)}`;

    const answer = await create(token, { name: "  Wydawnictwo Łąka ", taxId: typed, city: "Łódź", postalCode: "90-001", street: "Piotrkowska", homeNumber: "1" });

    assertJson(answer, 201);
    const company = assertBody(CompanyDto, answer);
    expect(company).toMatchObject({ name: "Wydawnictwo Łąka", status: "Inactive", maxUsers: 10, taxId, country: "PL", city: "Łódź", usersCount: 0 });
    expect(await companyRow(company.id)).toMatchObject({ status: "Inactive", taxId });
    expect((await auditRows(company.id))[0]).toMatchObject({ action: "company.create", actorId: admin.id, after: { name: "Wydawnictwo Łąka", taxId, status: "Inactive" } });
  });

  it("a foreign tax id is kept as typed and not checked as a NIP", async () => {
    const { token } = await actor({ role: "SuperAdmin" });
    const company = assertBody(CompanyDto, await create(token, { name: "GmbH", country: "de", taxId: "DE 123/456", maxUsers: 3 }));
    expect(company).toMatchObject({ country: "DE", taxId: "DE 123/456", maxUsers: 3 });
  });

  describe("validation", () => {
    it.each([
      ["en", { name: "" }, { name: ["This field is required"] }],
      ["pl", { name: undefined }, { name: ["To pole jest wymagane"] }],
      ["en", { taxId: "1234567890" }, { taxId: ["Enter a valid NIP (10 digits with a correct check digit)"] }],
      ["pl", { taxId: "123-456-78" }, { taxId: ["Podaj poprawny NIP (10 cyfr z prawidłową cyfrą kontrolną)"] }],
      ["en", { country: "Poland" }, { country: ["Enter a two-letter country code, e.g. PL"] }],
      ["en", { postalCode: "61712" }, { postalCode: ["Enter a Polish postal code as 00-000"] }],
      ["pl", { country: "pl", postalCode: "abc" }, { postalCode: ["Podaj kod pocztowy w formacie 00-000"] }],
      ["en", { maxUsers: 0 }, { maxUsers: ["Must be at least 1"] }],
      ["pl", { maxUsers: 2.5 }, { maxUsers: ["Wartość musi być liczbą całkowitą"] }],
      ["en", { maxUsers: "10" }, { maxUsers: ["Must be a number"] }],
      ["en", { city: "x".repeat(101) }, { city: ["Must be at most 100 characters long"] }],
    ])("%s: %j → 400", async (lang, overrides, errors) => {
      const { token } = await actor({ role: "Admin" });
      const name = `Invalid ${crypto.randomUUID()}`;
      const problem = expectProblem(await create(token, { name, ...overrides }, lang), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
      expect(await db.select().from(companies).where(eq(companies.name, name))).toEqual([]);
    });
  });

  it.each([
    ["en", "A company with this tax ID already exists"],
    ["pl", "Firma z tym numerem podatkowym już istnieje"],
  ])("a duplicate tax id, however typed → 409 with errors.taxId (%s)", async (lang, message) => {
    const { token } = await actor({ role: "Admin" });
    const taxId = freshNip();
    await createCompany({ taxId });
    const problem = expectProblem(await create(token, { name: "Copy", taxId: `PL${taxId}` }, lang), 409, "CONFLICT");
    expect(problem).toMatchObject({ detail: message, errors: { taxId: [message] } });
  });

  it("two creations racing for one tax id: one 201, one 409", async () => {
    const { token } = await actor({ role: "Admin" });
    const taxId = freshNip();
    const answers = await Promise.all([1, 2].map((n) => create(token, { name: `Race ${n}`, taxId })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db.select().from(companies).where(eq(companies.taxId, taxId))).toHaveLength(1);
  });

  itKeepsTheAuthContract("POST", "/companies", { body: { name: "X" } });
});
