import { m } from "@contract/messages";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context";
import { parseAcceptLanguage } from "../lib/accept-language";
import { AppError, NotFoundError, PayloadTooLargeError, ValidationError } from "../lib/errors";
import { newId } from "../lib/ids";
import { problemFromError, problemResponse } from "../lib/problem";

class UnexpectedError extends AppError {
  readonly code = "INTERNAL";
}

/** Hono's own errors (malformed JSON, body limits) in our vocabulary; anything else is unexpected. */
function asAppError(error: Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) return new ValidationError({ body: [m("invalidValue")] });
    if (error.status === 413) return new PayloadTooLargeError();
  }
  return undefined;
}

function describe(error: Error): string {
  return error instanceof AppError && "reason" in error ? String(error.reason) : (error.stack ?? String(error));
}

/** The one place any error becomes an answer: problem+json in the request's language. */
export function onError(error: Error, c: Context<AppEnv>): Response {
  const lang = c.get("lang") ?? parseAcceptLanguage(c.req.header("Accept-Language"));
  const requestId = c.get("requestId") ?? newId();
  const known = asAppError(error);
  if (!known || known.code === "INTERNAL") {
    // The details stay in the log, joined to the answer by requestId; the caller gets only the generic 500.
    console.error(JSON.stringify({ requestId, method: c.req.method, path: c.req.path, error: describe(error) }));
  }
  const appError = known ?? new UnexpectedError();
  return problemResponse(problemFromError(appError, lang, requestId), appError.headers);
}

export function notFound(c: Context<AppEnv>): Response {
  return problemResponse(problemFromError(new NotFoundError("Route"), c.get("lang") ?? "pl", c.get("requestId") ?? newId()));
}
