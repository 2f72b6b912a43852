import type { ProblemCode } from "@contract/common";
import type * as v from "valibot";

export type NamedSchema = { name: string; schema: v.GenericSchema };

/** Names a contract schema so the document can put it under components.schemas and $ref it. */
export const named = (name: string, schema: v.GenericSchema): NamedSchema => ({ name, schema });

export type RouteDoc = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path below /api/v1, with `{param}` placeholders. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** "bearer": needs an access token; "optional": reads one when sent. */
  auth: "public" | "bearer" | "optional";
  /** Callable while the password-change flag is set (me, logout, refresh-token, change-password). */
  allowedDuringPasswordChange?: boolean;
  body?: NamedSchema;
  /** Media type of the body; application/json unless said (multipart/form-data for uploads). */
  bodyMediaType?: "application/json" | "multipart/form-data";
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  response: { status: 200 | 201 | 202 | 204 | 503; description: string; schema?: NamedSchema; headers?: Record<string, string>; mediaType?: string };
  /** Success answers without a body besides `response` (a 204 of a call that answers 200 otherwise). */
  alsoAnswers?: { status: 204; description: string }[];
  /** Problem codes this call answers with besides the ones implied by `auth`. */
  problems?: ProblemCode[];
};

const docs: RouteDoc[] = [];

/** Each routes file describes its endpoints here, beside their handlers, and the document is built from the lot. */
export function describeRoute(doc: RouteDoc): void {
  if (!docs.some((d) => d.method === doc.method && d.path === doc.path)) docs.push(doc);
}

export function describedRoutes(): readonly RouteDoc[] {
  return docs;
}
