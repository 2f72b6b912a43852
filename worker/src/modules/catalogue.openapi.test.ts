import { describe, expect, it } from "vitest";
import { call, assertJson } from "../../test/http";

type Operation = { responses: Record<string, unknown>; parameters?: { name?: string; in?: string }[]; requestBody?: unknown };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };

const ENDPOINTS: [string, string, string][] = [
  ["get", "/publications", "200"],
  ["post", "/publications", "201"],
  ["get", "/publications/lookup", "200"],
  ["get", "/publications/{id}", "200"],
  ["patch", "/publications/{id}", "200"],
  ["delete", "/publications/{id}", "204"],
  ["get", "/authors", "200"],
  ["post", "/authors", "201"],
  ["get", "/authors/{id}", "200"],
  ["patch", "/authors/{id}", "200"],
  ["delete", "/authors/{id}", "204"],
  ["get", "/authors/{id}/publications", "200"],
  ["post", "/authors/{id}/publications", "200"],
  ["delete", "/authors/{id}/publications/{publicationId}", "204"],
  ["post", "/authors/{id}/publications/{publicationId}/reassign", "200"],
  ["post", "/authors/{id}/publications/{publicationId}/accept", "200"],
  ["post", "/authors/{id}/publications/{publicationId}/reject", "204"],
  ["post", "/authors/{id}/match", "202"],
];

describe("the catalogue in the OpenAPI document", () => {
  it.each(ENDPOINTS)("%s %s is described with its answer %s, 403 and problem answers", async (method, path, status) => {
    const answer = await call("GET", "/openapi.json");
    assertJson(answer, 200);
    const doc = answer.json as Document;
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([status, "401", "403"]));
  });

  it("documents the list filters and the publication fields", async () => {
    const doc = (await call("GET", "/openapi.json")).json as Document;
    const query = (doc.paths["/publications"]?.get?.parameters ?? []).map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(["type", "isVerified", "q", "authorId", "yearFrom", "yearTo", "createdFrom", "createdTo", "sort", "order", "page", "pageSize"]));
    expect((doc.paths["/authors"]?.get?.parameters ?? []).map((p) => p.name)).toEqual(expect.arrayContaining(["q", "gender", "hasBirthDate"]));
    expect(Object.keys(doc.components.schemas.PublicationDto?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "type", "title", "isbn", "issn", "articleDoi", "authors", "isVerified"]),
    );
    expect(Object.keys(doc.components.schemas.AuthorDetailDto?.properties ?? {})).toEqual(expect.arrayContaining(["publicationCount", "linkCounts"]));
  });
});
