import type { ImportTotals } from "@contract/common";

/** A failed call: the problem details of the answer, or status 0 when the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: Record<string, string[]>;
  readonly requestId: string | undefined;
  /** Seconds to wait before trying again (a 429's Retry-After), when the server said. */
  readonly retryAfter: number | undefined;
  /** IMPORT_REJECTED: the whole file's counts (`errors` lists the first cells only). */
  readonly importTotals: ImportTotals | undefined;

  constructor(init: {
    status: number;
    statusText?: string;
    code?: string;
    title?: string;
    detail?: string;
    errors?: Record<string, string[]>;
    requestId?: string;
    retryAfter?: number;
    importTotals?: ImportTotals;
  }) {
    const statusText = init.statusText ?? "";
    const title = init.title ?? "";
    super(title || `${init.status} ${statusText}`.trim());
    this.name = "ApiError";
    this.status = init.status;
    this.statusText = statusText;
    this.code = init.code ?? (init.status === 0 ? "NETWORK_ERROR" : "UNKNOWN");
    this.title = title;
    this.detail = init.detail;
    this.importTotals = init.importTotals;
    this.errors = init.errors ?? {};
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }

  /** The first message for a field, if the server sent any. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

const str = (x: unknown) => (typeof x === "string" && x !== "" ? x : undefined);

function importTotalsOf(x: unknown): ImportTotals | undefined {
  if (!x || typeof x !== "object") return undefined;
  const t = x as Record<string, unknown>;
  const n = (k: string) => (typeof t[k] === "number" && Number.isInteger(t[k]) && (t[k] as number) >= 0 ? (t[k] as number) : undefined);
  const [errors, rowsWithErrors, listedCells, cells] = [n("errors"), n("rowsWithErrors"), n("listedCells"), n("cells")];
  return errors === undefined || rowsWithErrors === undefined || listedCells === undefined || cells === undefined ? undefined : { errors, rowsWithErrors, listedCells, cells };
}

/** The problem details of a failed answer (any body: a proxy's HTML page gives the status alone). */
export async function readProblem(res: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  const errors =
    body.errors && typeof body.errors === "object" && !Array.isArray(body.errors)
      ? Object.fromEntries(
          Object.entries(body.errors as Record<string, unknown>).map(([k, v]) => [
            k,
            (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === "string"),
          ]),
        )
      : undefined;
  return new ApiError({
    status: res.status,
    statusText: res.statusText,
    code: str(body.code),
    title: str(body.title),
    detail: str(body.detail),
    errors,
    requestId: str(body.requestId) ?? res.headers.get("x-request-id") ?? undefined,
    retryAfter: retryAfterOf(res.headers.get("retry-after")),
    importTotals: importTotalsOf(body.importTotals),
  });
}

/** Retry-After in seconds: a number of seconds or an HTTP date. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.ceil(seconds) : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** A call that got no answer (offline, DNS, a dropped connection): status 0. */
export const networkError = (error: unknown) => new ApiError({ status: 0, statusText: error instanceof Error ? error.message : "" });

/** The network failed (status 0): the request may or may not have reached the server and been acted on. */
export const isUnanswered = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 0;
