import { CompanyList } from "@contract/companies";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany, createUser } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

const list = async (token: string, query: string) => {
  const answer = await call("GET", `/companies?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(CompanyList, answer);
};

async function companiesTagged(tag: string) {
  const a = await createCompany({ name: `Alfa ${tag}`, status: "Active", country: "PL", city: "Łódź", createdOn: "2024-01-10T10:00:00.000Z" });
  const b = await createCompany({ name: `Beta ${tag}`, status: "Inactive", country: "PL", city: "Kraków", createdOn: "2024-02-10T10:00:00.000Z", maxUsers: 5 });
  const c = await createCompany({ name: `Gamma ${tag}`, status: "Pending", country: "DE", city: "Berlin", createdOn: "2024-03-10T10:00:00.000Z" });
  await createUser({ role: "Worker", companyId: b.id });
  await createUser({ role: "Manager", companyId: b.id });
  await createUser({ role: "Worker", companyId: b.id, status: "Inactive" });
  await createUser({ role: "Worker", companyId: c.id, status: "Pending" });
  return { a, b, c };
}

describe("GET /api/v1/companies", () => {
  it("answers the list protocol with usersCount = managers and workers that are not Inactive", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { a, b, c } = await companiesTagged(tag);
    const { token } = await actor({ role: "Coordinator" });

    const page = await list(token, `q=${tag}`);

    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 3, totalPages: 1 });
    expect(page.items.map((x) => [x.id, x.usersCount])).toEqual([
      [a.id, 0],
      [b.id, 2],
      [c.id, 1],
    ]);
    expect(page.items[1]).toMatchObject({ name: `Beta ${tag}`, status: "Inactive", maxUsers: 5, country: "PL", city: "Kraków", createdOn: "2024-02-10T10:00:00.000Z" });
  });

  it.each([
    ["status=Active", ["Alfa"]],
    ["status=Active&status=Pending", ["Alfa", "Gamma"]],
    ["country=de", ["Gamma"]],
    ["city=Kraków", ["Beta"]],
    ["createdFrom=2024-02-10", ["Beta", "Gamma"]],
    ["createdTo=2024-02-10", ["Alfa", "Beta"]],
    ["sort=usersCount&order=desc", ["Beta", "Gamma", "Alfa"]],
    ["sort=city", ["Gamma", "Beta", "Alfa"]],
    ["sort=createdOn&order=desc", ["Gamma", "Beta", "Alfa"]],
    ["sort=status", ["Alfa", "Beta", "Gamma"]],
  ])("filters and sorts: %s", async (query, names) => {
    const tag = crypto.randomUUID().slice(0, 8);
    await companiesTagged(tag);
    const { token } = await actor({ role: "Admin" });
    expect((await list(token, `q=${tag}&${query}`)).items.map((x) => x.name.split(" ")[0])).toEqual(names);
  });

  it("q matches name, tax id and city, case- and Polish-mark-insensitively", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const company = await createCompany({ name: `Żółta Łąka ${tag}`, taxId: `TX${tag}`, city: "Gdańsk" });
    const { token } = await actor({ role: "Admin" });
    for (const q of [`ZOLTA ${tag}`, `łąka ${tag}`, `tx${tag}`, `gdansk ${tag}`]) {
      expect({ q, ids: (await list(token, `q=${encodeURIComponent(q)}`)).items.map((x) => x.id) }).toEqual({ q, ids: [company.id] });
    }
  });

  it.each(["Manager", "Worker"] as const)("a %s sees only its own company", async (role) => {
    const tag = crypto.randomUUID().slice(0, 8);
    // Gamma is Pending: its users may sign in (only Inactive locks them out).
    const { c } = await companiesTagged(tag);
    const { token } = await actor({ role, companyId: c.id });
    expect((await list(token, `q=${tag}`)).items.map((x) => x.id)).toEqual([c.id]);
    expect((await list(token, "")).items.map((x) => x.id)).toEqual([c.id]);
  });

  it.each([
    ["en", "sort=taxId", { sort: ["Unknown sort field"] }],
    ["pl", "pageSize=20", { pageSize: ["Rozmiar strony musi wynosić 10, 25, 50 lub 100"] }],
    ["en", "status=Closed", { status: ["Invalid value"] }],
    ["pl", "country=POL", { country: ["Podaj dwuliterowy kod kraju, np. PL"] }],
  ])("%s: ?%s → 400", async (lang, query, errors) => {
    const { token } = await actor({ role: "Admin" });
    const problem = expectProblem(await call("GET", `/companies?${query}`, { token, lang }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  itKeepsTheAuthContract("GET", "/companies");
});
