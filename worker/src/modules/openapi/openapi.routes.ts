import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { APP_VERSION } from "../../version";
import { buildOpenApiDocument } from "./openapi.document";
import { describedRoutes, describeRoute, named } from "./openapi.registry";
import * as v from "valibot";

export const openapiRoutes = new Hono<AppEnv>();

describeRoute({
  method: "get",
  path: "/openapi.json",
  tag: "meta",
  summary: "This document",
  auth: "public",
  response: { status: 200, description: "OpenAPI 3.1 document", schema: named("OpenApiDocument", v.record(v.string(), v.unknown())) },
});

let document: string | undefined;

// Built on first use: every routes module has described itself by then, and the result never changes.
openapiRoutes.get("/", (c) => {
  document ??= JSON.stringify(buildOpenApiDocument(describedRoutes(), APP_VERSION));
  return c.body(document, 200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" });
});
