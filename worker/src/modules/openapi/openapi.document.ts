import { type ProblemCode, ProblemDetails } from "@contract/common";
import type { GenericSchema } from "valibot";
import { PROBLEM_STATUS } from "../../lib/errors";
import { PROBLEM_CONTENT_TYPE, problemType } from "../../lib/problem";
import type { RouteDoc } from "./openapi.registry";
import { schemaDefs, schemaOf } from "./openapi.schemas";

type Json = Record<string, unknown>;

const DESCRIPTION = [
  "Report panel API. JSON in and out; errors are RFC 9457 problem details with a stable `code`",
  "and a `requestId`. Every message is written in the language of `Accept-Language` (pl default, en).",
  "Access tokens are HS256 JWTs valid 15 minutes; refresh tokens are opaque, valid 30 days and",
  "rotated on every refresh. Login failures are throttled per e-mail (5 per 15 minutes) and per",
  "client address (20 per 15 minutes); a success clears the e-mail's count.",
].join(" ");

/** The problems every call of a kind can answer with, besides its own. */
function impliedProblems(route: RouteDoc): ProblemCode[] {
  const codes: ProblemCode[] = ["INTERNAL"];
  if (route.body || route.query || route.params) codes.push("VALIDATION_FAILED");
  // JSON bodies past 1 MB (json-body-limit.ts); uploads name their own, larger limit.
  if (route.body) codes.push("PAYLOAD_TOO_LARGE");
  if (route.auth === "bearer") {
    codes.push("UNAUTHORIZED", "ACCOUNT_INACTIVE", "COMPANY_INACTIVE");
    if (!route.allowedDuringPasswordChange) codes.push("PASSWORD_CHANGE_REQUIRED");
  }
  return codes;
}

function problemResponses(route: RouteDoc): Json {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of new Set([...impliedProblems(route), ...(route.problems ?? [])])) {
    const status = PROBLEM_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Json = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = {
      description: `Problem: ${codes.join(", ")}`,
      ...(status === 429 ? { headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } } } : {}),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: "#/components/schemas/ProblemDetails" } } },
    };
  }
  return out;
}

function parameters(schema: GenericSchema | undefined, where: "query" | "path"): Json[] {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(route: RouteDoc): Json {
  const { response } = route;
  return {
    operationId: `${route.method}${route.path.replace(/[{}]/g, "").replace(/[/-](\w)/g, (_, ch: string) => ch.toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: route.auth === "public" ? [] : route.auth === "optional" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    parameters: [
      { $ref: "#/components/parameters/AcceptLanguage" },
      ...parameters(route.params, "path"),
      ...parameters(route.query, "query"),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { [route.bodyMediaType ?? "application/json"]: { schema: { $ref: `#/components/schemas/${route.body.name}` } } } } }
      : {}),
    responses: {
      [String(response.status)]: {
        description: response.description,
        ...(response.mediaType
          ? { content: { [response.mediaType]: { schema: response.schema ? { $ref: `#/components/schemas/${response.schema.name}` } : { type: "string", format: "binary" } } } }
          : response.schema
            ? { content: { "application/json": { schema: { $ref: `#/components/schemas/${response.schema.name}` } } } }
            : {}),
      },
      ...Object.fromEntries((route.alsoAnswers ?? []).map((a) => [String(a.status), { description: a.description }])),
      ...problemResponses(route),
    },
  };
}

export function buildOpenApiDocument(routes: readonly RouteDoc[], version: string): Json {
  const named: Record<string, GenericSchema> = { ProblemDetails };
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    for (const s of [route.body, route.response.schema]) if (s) named[s.name] = s.schema;
    paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Report panel API", version, description: DESCRIPTION },
    servers: [{ url: "/api/v1" }],
    tags: [...new Set(routes.map((r) => r.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: schemaDefs(named),
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      parameters: {
        AcceptLanguage: {
          name: "Accept-Language",
          in: "header",
          required: false,
          description: "pl (default) or en; selects the language of every message in the answer.",
          schema: { type: "string", examples: ["pl", "en"] },
        },
      },
      headers: {
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
      },
    },
    "x-problem-types": Object.fromEntries(Object.keys(PROBLEM_STATUS).map((code) => [code, problemType(code as ProblemCode)])),
  };
}
