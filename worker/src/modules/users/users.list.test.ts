import { UserList } from "@contract/users";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany, createUser, uniqueEmail } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

const list = async (token: string, query: string) => {
  const answer = await call("GET", `/users?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(UserList, answer);
};

/** A company with a Manager and two Workers (one Inactive) whose last names carry a unique tag. */
async function team(tag: string) {
  const company = await createCompany({ name: `Firma ${tag}` });
  const manager = await createUser({ role: "Manager", companyId: company.id, lastName: `Żak-${tag}`, firstName: "Łucja" });
  const worker = await createUser({ role: "Worker", companyId: company.id, lastName: `Nowak-${tag}`, status: "Pending" });
  const inactive = await createUser({ role: "Worker", companyId: company.id, lastName: `Bąk-${tag}`, status: "Inactive" });
  return { company, manager, worker, inactive };
}

describe("GET /api/v1/users", () => {
  it("answers the list protocol with the contract's user fields", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { company, manager } = await team(tag);
    const { token } = await actor({ role: "Admin" });

    const page = await list(token, `q=${tag}&sort=lastName`);

    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 3, totalPages: 1 });
    expect(page.items.map((u) => u.lastName)).toEqual([`Bąk-${tag}`, `Nowak-${tag}`, `Żak-${tag}`]);
    expect(page.items[2]).toEqual({
      id: manager.id,
      email: manager.email,
      firstName: "Łucja",
      middleName: null,
      lastName: `Żak-${tag}`,
      birthDate: null,
      role: "Manager",
      status: "Active",
      companyId: company.id,
      companyName: company.name,
      createdOn: manager.createdOn,
      updatedOn: manager.updatedOn,
      lastLoginOn: null,
    });
  });

  it.each([
    ["role=Worker", ["Bąk", "Nowak"]],
    ["role=Worker&role=Manager", ["Bąk", "Nowak", "Żak"]],
    ["status=Active", ["Żak"]],
    ["status=Active&status=Pending", ["Nowak", "Żak"]],
    ["role=Worker&status=Inactive", ["Bąk"]],
    ["sort=lastName&order=desc", ["Żak", "Nowak", "Bąk"]],
    ["sort=status", ["Żak", "Bąk", "Nowak"]],
  ])("filters and sorts: %s", async (query, names) => {
    const tag = crypto.randomUUID().slice(0, 8);
    await team(tag);
    const { token } = await actor({ role: "SuperAdmin" });
    const page = await list(token, `q=${tag}&${query}`);
    expect(page.items.map((u) => u.lastName.split("-")[0])).toEqual(names);
  });

  it("q: every word, any order, case-insensitive, Polish letters with or without their marks, e-mail too", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { manager } = await team(tag);
    const { token } = await actor({ role: "Admin" });
    for (const q of [`ŁUCJA ${tag}`, `lucja żak-${tag}`, `zak-${tag} łucja`, manager.email.toUpperCase()]) {
      expect({ q, ids: (await list(token, `q=${encodeURIComponent(q)}`)).items.map((u) => u.id) }).toEqual({ q, ids: [manager.id] });
    }
    expect((await list(token, `q=${encodeURIComponent(`łucja nowak-${tag}`)}`)).items).toEqual([]);
  });

  it("companyId narrows to one company", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const { company } = await team(tag);
    await team(tag);
    const { token } = await actor({ role: "Admin" });
    expect((await list(token, `q=${tag}`)).totalCount).toBe(6);
    const page = await list(token, `q=${tag}&companyId=${company.id}`);
    expect(page.totalCount).toBe(3);
    expect(page.items.every((u) => u.companyId === company.id)).toBe(true);
  });

  it("pages: page 2 of 11 at pageSize 10 holds the 11th, in a stable order", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (let i = 0; i < 11; i++) await createUser({ role: "Coordinator", lastName: `P${String(i).padStart(2, "0")}-${tag}` });
    const { token } = await actor({ role: "Admin" });
    const first = await list(token, `q=${tag}&pageSize=10`);
    const second = await list(token, `q=${tag}&pageSize=10&page=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalCount: 11, totalPages: 2 });
    expect(second.items.map((u) => u.lastName)).toEqual([`P10-${tag}`]);
    expect((await list(token, `q=${tag}&pageSize=10&page=3`)).items).toEqual([]);
  });

  it("createdFrom and createdTo bound the creation day, both inclusive", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await createUser({ role: "Coordinator", lastName: `Old-${tag}`, createdOn: "2024-03-01T23:59:59.000Z" });
    await createUser({ role: "Coordinator", lastName: `New-${tag}`, createdOn: "2024-03-02T00:00:00.000Z" });
    const { token } = await actor({ role: "Admin" });
    expect((await list(token, `q=${tag}&createdTo=2024-03-01`)).items.map((u) => u.lastName)).toEqual([`Old-${tag}`]);
    expect((await list(token, `q=${tag}&createdFrom=2024-03-02`)).items.map((u) => u.lastName)).toEqual([`New-${tag}`]);
    expect((await list(token, `q=${tag}&createdFrom=2024-03-01&createdTo=2024-03-02`)).totalCount).toBe(2);
  });

  describe("who sees what", () => {
    it("a Manager sees only its own company's managers and workers; another companyId gives an empty list", async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const mine = await team(tag);
      const theirs = await team(tag);
      const token = (await actor({ role: "Manager", companyId: mine.company.id, lastName: `Me-${tag}` })).token;

      const page = await list(token, `q=${tag}&role=Manager&role=Worker`);
      expect(page.items.every((u) => u.companyId === mine.company.id)).toBe(true);
      expect(page.totalCount).toBe(4);
      expect((await list(token, `q=${tag}&role=Worker&companyId=${theirs.company.id}`)).items).toEqual([]);
    });

    it("a Coordinator sees managers and workers of every company, and no staff", async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      await team(tag);
      await team(tag);
      await createUser({ role: "Admin", lastName: `Staff-${tag}` });
      const { token } = await actor({ role: "Coordinator" });
      const page = await list(token, `q=${tag}&role=Manager&role=Worker`);
      expect(page.totalCount).toBe(6);
      expect(new Set(page.items.map((u) => u.role))).toEqual(new Set(["Manager", "Worker"]));
    });

    it.each([
      ["Coordinator", "en", "This field is required"],
      ["Manager", "pl", "To pole jest wymagane"],
    ] as const)("a %s, who may read only some roles, must name them: without role → 400 on role (%s)", async (role, lang, message) => {
      const { token } = await actor({ role });
      const problem = expectProblem(await call("GET", "/users?q=x", { token, lang }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual({ role: [message] });
    });

    it("SuperAdmin and Admin, who read every role, may list without it", async () => {
      for (const role of ["SuperAdmin", "Admin"] as const) {
        const { token } = await actor({ role });
        expect((await call("GET", "/users?pageSize=10", { token })).status).toBe(200);
      }
    });

    it.each([
      ["Coordinator", "role=Admin"],
      ["Coordinator", "role=Worker&role=Coordinator"],
      ["Manager", "role=Coordinator"],
      ["Worker", ""],
      ["Worker", "role=Worker"],
    ] as const)("%s asking for %s → 403", async (role, query) => {
      const { token } = await actor({ role });
      expectProblem(await call("GET", `/users?${query}`, { token }), 403, "FORBIDDEN");
    });
  });

  describe("validation", () => {
    it.each([
      ["en", "sort=password", { sort: ["Unknown sort field"] }],
      ["pl", "sort=password", { sort: ["Nieznane pole sortowania"] }],
      ["en", "pageSize=20", { pageSize: ["Page size must be 10, 25, 50 or 100"] }],
      ["pl", "page=0", { page: ["Wartość musi wynosić co najmniej 1"] }],
      ["en", "role=Boss", { role: ["Invalid value"] }],
      ["en", "status=Deleted", { status: ["Invalid value"] }],
      ["pl", "order=up", { order: ["Kolejność musi mieć wartość asc lub desc"] }],
      ["en", "createdFrom=2024-13-01", { createdFrom: ["Enter a date as YYYY-MM-DD"] }],
    ])("%s: ?%s → 400", async (lang, query, errors) => {
      const { token } = await actor({ role: "Admin" });
      const problem = expectProblem(await call("GET", `/users?${query}`, { token, lang }), 400, "VALIDATION_FAILED");
      expect(problem.errors).toEqual(errors);
    });
  });

  it("a long q is no problem (no LIKE pattern limit)", async () => {
    const { token } = await actor({ role: "Admin" });
    const q = `${uniqueEmail("long")} ${"ą".repeat(150)}`;
    expect((await list(token, `q=${encodeURIComponent(q)}`)).items).toEqual([]);
  });

  itKeepsTheAuthContract("GET", "/users");
});
