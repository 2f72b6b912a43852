import { m } from "@contract/messages";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { parseAcceptLanguage } from "./lib/accept-language";
import { AppError, type FieldErrors, NotFoundError, PayloadTooLargeError, ValidationError } from "./lib/errors";
import { newId } from "./lib/ids";
import { problemFromError, problemResponse } from "./lib/problem";
import { applySecurityHeaders } from "./middleware/apply-security-headers";
import { database } from "./middleware/db";
import { language } from "./middleware/language";
import { requestId } from "./middleware/request-id";
import { seed } from "./middleware/seed";
import { authRoutes } from "./modules/auth/auth.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { openapiRoutes } from "./modules/openapi/openapi.routes";
import { sessionRoutes } from "./modules/session/session.routes";

export const app = new Hono<AppEnv>();

app.use(requestId, applySecurityHeaders, language, database, seed);

app.route("/api/v1/health", healthRoutes);
app.route("/api/v1/openapi.json", openapiRoutes);
app.route("/api/v1/auth", authRoutes);
app.route("/api/v1/session", sessionRoutes);

app.notFound((c) => {
  const problem = problemFromError(new NotFoundError("Route"), c.get("lang") ?? "pl", c.get("requestId") ?? newId());
  return problemResponse(problem);
});

app.onError((error, c) => {
  const lang = c.get("lang") ?? parseAcceptLanguage(c.req.header("Accept-Language"));
  const id = c.get("requestId") ?? newId();
  const known = asAppError(error);
  if (!known || known.code === "INTERNAL") {
    // The details stay in the log, joined to the answer by requestId; the caller gets only the generic 500.
    console.error(JSON.stringify({ requestId: id, method: c.req.method, path: c.req.path, error: describe(error) }));
  }
  const appError = known ?? new UnexpectedError();
  return problemResponse(problemFromError(appError, lang, id), appError.headers);
});

class UnexpectedError extends AppError {
  readonly code = "INTERNAL";
}

/** Hono's own errors (malformed JSON, body limits) in our vocabulary. */
function asAppError(error: Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) return new ValidationError({ body: [m("invalidValue")] } satisfies FieldErrors);
    if (error.status === 413) return new PayloadTooLargeError();
  }
  return undefined;
}

function describe(error: Error): string {
  return error instanceof AppError && "reason" in error ? String(error.reason) : (error.stack ?? String(error));
}
