import { describe, expect, it } from "vitest";
import { call, assertJson } from "../../../test/http";

type Operation = {
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { type?: string; properties?: Record<string, unknown>; required?: string[] }>; securitySchemes: Record<string, unknown> };
};

async function fetchDocument(): Promise<Document> {
  const answer = await call("GET", "/openapi.json");
  assertJson(answer, 200);
  return answer.json as Document;
}

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document with the auth paths", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/auth/login", "/auth/refresh-token", "/auth/logout", "/auth/me", "/auth/change-password", "/health", "/session/permissions"]),
    );
    expect(doc.paths["/auth/login"]?.post).toBeDefined();
    expect(doc.paths["/auth/me"]?.get).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
  });

  it("derives request schemas from the validating valibot schemas", async () => {
    const doc = await fetchDocument();
    const login = doc.paths["/auth/login"]?.post;
    expect(login?.requestBody?.content["application/json"]?.schema.$ref).toBe("#/components/schemas/LoginInput");
    expect(doc.components.schemas.LoginInput).toMatchObject({
      type: "object",
      required: ["userEmail", "userPassword"],
      properties: { userEmail: { type: "string", format: "email", maxLength: 254 } },
    });
    expect(doc.components.schemas.ChangePasswordInput?.properties?.newPassword).toMatchObject({
      minLength: 8,
      maxLength: 128,
      allOf: [{ pattern: "\\p{Lu}" }, { pattern: "\\p{Ll}" }, { pattern: "[\\p{P}\\p{S}]" }],
    });
  });

  it("documents problem+json answers and bearer auth per operation", async () => {
    const doc = await fetchDocument();
    const me = doc.paths["/auth/me"]?.get;
    expect(me?.security).toEqual([{ bearerAuth: [] }]);
    expect(me?.responses["401"]?.content?.["application/problem+json"]?.schema.$ref).toBe("#/components/schemas/ProblemDetails");
    expect(doc.paths["/auth/login"]?.post?.security).toEqual([]);
    expect(Object.keys(doc.paths["/auth/login"]?.post?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "403", "429", "500"]));
    expect(doc.components.schemas.ProblemDetails?.required).toEqual(expect.arrayContaining(["type", "title", "status", "code"]));
  });

  it("describes only routes that exist", async () => {
    const doc = await fetchDocument();
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const answer = await call(method.toUpperCase(), path, method === "get" ? {} : { body: {} });
        if (answer.status === 404) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
