import { AuditList } from "@contract/audit";
import { CreateUserResponse } from "@contract/users";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany, uniqueEmail } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

const audit = async (token: string, query: string) => {
  const answer = await call("GET", `/audit?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(AuditList, answer);
};

describe("GET /api/v1/audit", () => {
  it("answers an entity's trail newest first, with the actor's name, and never a secret", async () => {
    const { user: admin, token } = await actor({ role: "Admin", firstName: "Ada", middleName: "Augusta", lastName: "Lovelace" });
    const created = assertBody(
      CreateUserResponse,
      await call("POST", "/users", { token, body: { email: uniqueEmail(), firstName: "A", lastName: "B", role: "Coordinator" } }),
    );
    const id = created.user.id;
    assertJson(await call("PATCH", `/users/${id}`, { token, body: { firstName: "C" } }), 200);
    assertJson(await call("POST", `/users/${id}/password`, { token }), 200);

    const page = await audit(token, `entity=user&entityId=${id}`);

    expect(page.totalCount).toBe(3);
    expect(page.items.map((e) => e.action)).toEqual(["user.setPassword", "user.update", "user.create"]);
    expect(page.items[1]).toMatchObject({
      actorId: admin.id,
      actorName: "Lovelace, Ada Augusta",
      entity: "user",
      entityId: id,
      before: { firstName: "A" },
      after: { firstName: "C" },
    });
    expect(page.items[2]?.before).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/argon2|passwordHash|temporaryPassword/);
    expect(JSON.stringify(page)).not.toContain(created.temporaryPassword);
    expect((await audit(token, `entity=user&entityId=${id}&order=asc`)).items.map((e) => e.action)).toEqual(["user.create", "user.update", "user.setPassword"]);
  });

  it("filters by entity kind, action part and day; pages", async () => {
    const { token } = await actor({ role: "SuperAdmin" });
    const company = await createCompany({ status: "Inactive" });
    assertJson(await call("POST", `/companies/${company.id}/activate`, { token }), 200);
    assertJson(await call("POST", `/companies/${company.id}/deactivate`, { token }), 200);
    const today = new Date().toISOString().slice(0, 10);

    expect((await audit(token, `entityId=${company.id}`)).items.map((e) => e.action)).toEqual(["company.deactivate", "company.activate"]);
    expect((await audit(token, `entityId=${company.id}&q=activate&pageSize=10&page=1`)).totalCount).toBe(2);
    expect((await audit(token, `entityId=${company.id}&q=company.deactivate`)).totalCount).toBe(1);
    expect((await audit(token, `entity=user&entityId=${company.id}`)).totalCount).toBe(0);
    expect((await audit(token, `entityId=${company.id}&createdFrom=${today}&createdTo=${today}`)).totalCount).toBe(2);
    expect((await audit(token, `entityId=${company.id}&createdTo=2000-01-01`)).totalCount).toBe(0);
    const entities = (await audit(token, "entity=company&pageSize=100")).items.map((e) => e.entity);
    expect(new Set(entities)).toEqual(new Set(["company"]));
  });

  it.each([
    ["en", "sort=action", { sort: ["Unknown sort field"] }],
    ["pl", "entity=", { entity: ["To pole jest wymagane"] }],
    ["en", `entity=${"x".repeat(51)}`, { entity: ["Must be at most 50 characters long"] }],
    ["pl", "pageSize=7", { pageSize: ["Rozmiar strony musi wynosić 10, 25, 50 lub 100"] }],
  ])("%s: ?%s → 400", async (lang, query, errors) => {
    const { token } = await actor({ role: "Admin" });
    const problem = expectProblem(await call("GET", `/audit?${query}`, { token, lang }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it.each(["Coordinator", "Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", "/audit", { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", "/audit");
});
