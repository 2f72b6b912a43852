import * as v from "valibot";
import { m } from "./messages";
import { trimmed } from "./text";

export const LANGS = ["pl", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "pl";

export const ROLES = ["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["SuperAdmin", "Admin", "Coordinator"] as const satisfies readonly Role[];
export const COMPANY_ROLES = ["Manager", "Worker"] as const satisfies readonly Role[];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Stable problem codes; the SPA switches on these, never on titles. */
export const PROBLEM_CODES = [
  "VALIDATION_FAILED",
  "INVALID_CREDENTIALS",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "PASSWORD_CHANGE_REQUIRED",
  "ACCOUNT_INACTIVE",
  "COMPANY_INACTIVE",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "IMPORT_REJECTED",
  "SHEET_HEADERS_OUTDATED",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export type ProblemDetails = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
  code: ProblemCode;
  requestId?: string;
  /** IMPORT_REJECTED: the whole file's counts, as `errors` lists the first cells only. */
  importTotals?: ImportTotals;
};

/** Errors (messages) and rows with errors in the whole file, and how many cells `errors` lists. */
export type ImportTotals = { errors: number; rowsWithErrors: number; listedCells: number; cells: number };

/** The same shape as a schema, for checking answers (tests, the SPA's api-client) and the OpenAPI document. */
export const ProblemDetails = v.object({
  type: v.string(),
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  detail: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  code: v.picklist(PROBLEM_CODES),
  requestId: v.optional(v.string()),
  importTotals: v.optional(
    v.object({ errors: v.number(), rowsWithErrors: v.number(), listedCells: v.number(), cells: v.number() }),
  ),
});

export const Id = v.pipe(v.string(), v.minLength(1, m("required")), v.maxLength(64, m("maxLength", 64)));

/** Date `YYYY-MM-DD` that is a real calendar day. */
export const IsoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, m("date")),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, m("date")),
);

/** A person's birth date: a real day, not in the future; "" and null clear it. */
export const BirthDate = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.literal(""), IsoDate], m("date")),
      v.check((s) => s === "" || s <= new Date().toISOString().slice(0, 10), m("dateInFuture")),
      v.transform((s) => (s === "" ? null : s)),
    ),
  ),
);

/** Decimal digits, signed, with an optional fraction: what a person types. Not "0x7d4", "1e3", "0b11" or "", which Number() takes. */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/** A number typed as text (a query string, a multipart field), or NaN. */
export const decimalText = (x: number | string): number => (typeof x === "number" ? x : DECIMAL.test(x) ? Number(x) : Number.NaN);

/** A whole number from a query string, a multipart field or JSON, within [min, max]. */
export const intFromQuery = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(decimalText),
    v.number(m("number")),
    v.integer(m("integer")),
    v.minValue(min, m("minValue", min)),
    v.maxValue(max, m("maxValue", max)),
  );

export const BoolFromQuery = v.pipe(
  v.union([v.boolean(), v.picklist(["true", "false", "1", "0"], m("boolean"))]),
  v.transform((x) => x === true || x === "true" || x === "1"),
);

/**
 * A list query's creation-date range must not end before it begins: 400 on `createdTo`, as
 * /publications answers, instead of an empty page that looks like "nothing was created".
 */
export function withCreatedRange<S extends v.GenericSchema<unknown, { createdFrom?: string; createdTo?: string }>>(schema: S) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { createdFrom, createdTo } = dataset.value;
      if (createdFrom === undefined || createdTo === undefined || createdFrom <= createdTo) return;
      addIssue({ message: m("dateRange"), path: [{ type: "object", origin: "value", input: dataset.value as Record<string, unknown>, key: "createdTo", value: createdTo }] });
    }),
  );
}

/** The list protocol shared by every list endpoint; modules extend it with their filters and sort fields. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortFields: S) {
  return {
    page: v.optional(intFromQuery(1, 1_000_000), 1),
    pageSize: v.optional(
      v.pipe(
        intFromQuery(1, 100),
        v.check((n) => (PAGE_SIZES as readonly number[]).includes(n), m("pageSize")),
      ),
      DEFAULT_PAGE_SIZE,
    ),
    sort: v.optional(v.picklist(sortFields, m("sort"))),
    order: v.optional(v.picklist(["asc", "desc"], m("order")), "asc"),
    q: v.optional(v.pipe(v.string(), trimmed(), v.maxLength(200, m("maxLength", 200)))),
    createdFrom: v.optional(IsoDate),
    createdTo: v.optional(IsoDate),
  };
}

export type Paged<T> = {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
};

export function paged<T>(items: T[], page: number, pageSize: number, totalCount: number): Paged<T> {
  return { items, page, pageSize, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

/** The answer of a list endpoint as a schema, for checking answers and documenting them. */
export function PagedOf<S extends v.GenericSchema>(item: S) {
  return v.object({
    items: v.array(item),
    page: v.pipe(v.number(), v.integer()),
    pageSize: v.pipe(v.number(), v.integer()),
    totalCount: v.pipe(v.number(), v.integer()),
    totalPages: v.pipe(v.number(), v.integer()),
  });
}
