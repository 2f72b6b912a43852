import type { ImportTotals, ProblemCode } from "@contract/common";
import type { Entity } from "@contract/messages";

/** The HTTP status of every problem code; the closed set onError knows how to render. */
export const PROBLEM_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  ACCOUNT_INACTIVE: 403,
  COMPANY_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMPORT_REJECTED: 422,
  SHEET_HEADERS_OUTDATED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<ProblemCode, number>;

/** Field name → message keys (contract/messages.ts), translated when the problem is rendered. */
export type FieldErrors = Record<string, string[]>;

type AppErrorOptions = { detail?: string; errors?: FieldErrors; headers?: Record<string, string>; entity?: Entity };

/** Base of every error a verb may throw on purpose; anything else becomes a 500. */
export abstract class AppError extends Error {
  abstract readonly code: ProblemCode;
  readonly detail?: string;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly entity?: Entity;

  constructor(options: AppErrorOptions = {}) {
    super(options.detail);
    this.detail = options.detail;
    this.errors = options.errors;
    this.headers = options.headers;
    this.entity = options.entity;
  }

  get status(): number {
    return PROBLEM_STATUS[this.code];
  }
}

export class ValidationError extends AppError {
  readonly code = "VALIDATION_FAILED";
  constructor(errors: FieldErrors, detail?: string) {
    super({ errors, detail });
  }
}

export class InvalidCredentialsError extends AppError {
  readonly code = "INVALID_CREDENTIALS";
  constructor(errors: FieldErrors) {
    super({ errors });
  }
}

export class UnauthorizedError extends AppError {
  readonly code = "UNAUTHORIZED";
}

export class ForbiddenError extends AppError {
  readonly code = "FORBIDDEN";
}

export class PasswordChangeRequiredError extends AppError {
  readonly code = "PASSWORD_CHANGE_REQUIRED";
}

export class AccountInactiveError extends AppError {
  readonly code = "ACCOUNT_INACTIVE";
}

export class CompanyInactiveError extends AppError {
  readonly code = "COMPANY_INACTIVE";
}

export class NotFoundError extends AppError {
  readonly code = "NOT_FOUND";
  constructor(entity: Entity) {
    super({ entity });
  }
}

export class ConflictError extends AppError {
  readonly code = "CONFLICT";
  constructor(detail?: string, errors?: FieldErrors) {
    super({ detail, errors });
  }
}

export class PayloadTooLargeError extends AppError {
  readonly code = "PAYLOAD_TOO_LARGE";
}

export class UnsupportedMediaTypeError extends AppError {
  readonly code = "UNSUPPORTED_MEDIA_TYPE";
}

export class ImportRejectedError extends AppError {
  readonly code = "IMPORT_REJECTED";
  readonly totals?: ImportTotals;
  constructor(errors: FieldErrors, detail?: string, totals?: ImportTotals) {
    super({ errors, detail });
    this.totals = totals;
  }
}

export class SheetHeadersOutdatedError extends AppError {
  readonly code = "SHEET_HEADERS_OUTDATED";
}

export class RateLimitedError extends AppError {
  readonly code = "RATE_LIMITED";
  constructor(retryAfterSeconds: number) {
    super({ headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}

/** A server fault we detected ourselves (e.g. a missing secret); rendered like any other 500. */
export class InternalError extends AppError {
  readonly code = "INTERNAL";
  constructor(readonly reason: string) {
    super();
  }
}
