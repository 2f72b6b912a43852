import { describe, expect, it } from "vitest";
import { assertJson, call } from "../../../test/http";

type Operation = { security: unknown[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe("GET /api/v1/openapi.json documents users, companies and audit", () => {
  it.each([
    ["get", "/users", "200", ["403"]],
    ["post", "/users", "201", ["400", "403", "404", "409"]],
    ["get", "/users/{id}", "200", ["404"]],
    ["patch", "/users/{id}", "200", ["400", "403", "404", "409"]],
    ["delete", "/users/{id}", "204", ["403", "404", "409"]],
    ["post", "/users/{id}/password", "200", ["204", "400", "403", "404", "413"]],
    ["post", "/companies", "201", ["413"]],
    ["get", "/companies", "200", ["400"]],
    ["post", "/companies", "201", ["403", "409"]],
    ["get", "/companies/{id}", "200", ["404"]],
    ["patch", "/companies/{id}", "200", ["403", "404", "409"]],
    ["delete", "/companies/{id}", "204", ["403", "404", "409"]],
    ["post", "/companies/{id}/activate", "200", ["403", "404"]],
    ["post", "/companies/{id}/deactivate", "200", ["403", "404"]],
    ["get", "/audit", "200", ["403"]],
  ])("%s %s: bearer auth, %s and its problems", async (method, path, success, problems) => {
    const answer = await call("GET", "/openapi.json");
    assertJson(answer, 200);
    const operation = (answer.json as Document).paths[path]?.[method];
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([success, "401", ...problems]));
  });

  it("lists the query filters of GET /users and GET /companies", async () => {
    const doc = (await call("GET", "/openapi.json")).json as Document;
    const names = (path: string) => (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    expect(names("/users")).toEqual(expect.arrayContaining(["role", "status", "companyId", "q", "page", "pageSize", "sort", "order"]));
    expect(names("/companies")).toEqual(expect.arrayContaining(["status", "country", "city", "q", "createdFrom", "createdTo"]));
    expect(names("/audit")).toEqual(expect.arrayContaining(["entity", "entityId"]));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["UserList", "CreateUserResponse", "CompanyDetailDto", "AuditList"]));
  });
});
