import type { Lang, ProblemCode, ProblemDetails } from "@contract/common";
import { notFoundTitle, problemTitle, translateMessage } from "@contract/messages";
import { AppError, type FieldErrors, ImportRejectedError, PROBLEM_STATUS } from "./errors";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** A stable, non-dereferenceable type URI per code (RFC 9457 §3.1.1); clients switch on `code`. */
export function problemType(code: ProblemCode): string {
  return `urn:report-panel:problem:${code.toLowerCase().replaceAll("_", "-")}`;
}

export function translateErrors(errors: FieldErrors, lang: Lang): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((msg) => translateMessage(msg, lang))]),
  );
}

/** Renders an AppError in the request's language; the only place problem bodies are built. */
export function problemFromError(error: AppError, lang: Lang, requestId: string): ProblemDetails {
  const title = error.entity ? notFoundTitle(error.entity, lang) : problemTitle(error.code, lang);
  return {
    type: problemType(error.code),
    title,
    status: error.status,
    ...(error.detail ? { detail: translateMessage(error.detail, lang) } : {}),
    ...(error.errors ? { errors: translateErrors(error.errors, lang) } : {}),
    code: error.code,
    requestId,
    ...(error instanceof ImportRejectedError && error.totals ? { importTotals: error.totals } : {}),
  };
}

export function problemOf(code: ProblemCode, lang: Lang, requestId: string, detail?: string): ProblemDetails {
  return {
    type: problemType(code),
    title: problemTitle(code, lang),
    status: PROBLEM_STATUS[code],
    ...(detail ? { detail } : {}),
    code,
    requestId,
  };
}

export function problemResponse(problem: ProblemDetails, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { "Content-Type": PROBLEM_CONTENT_TYPE, ...headers },
  });
}
