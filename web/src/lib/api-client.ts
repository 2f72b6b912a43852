import { storage as defaultStorage, type AppStorage } from "./storage";
import { currentLanguage } from "./i18n";
import { ApiError, networkError, readProblem } from "./api-error";

export const API_BASE = "/api/v1";

type QueryPrimitive = string | number | boolean | null | undefined;
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Do not show the error toast for this call (the caller handles the error). */
  suppressToast?: boolean;
  /** "json" (default; 204 gives undefined), "blob" for downloads, "response" for the raw answer. */
  responseType?: "json" | "blob" | "response";
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Upload progress of a FormData body; the call then goes through XMLHttpRequest (fetch reports none). */
  onUploadProgress?: (loaded: number, total: number) => void;
};

/**
 * Headers of an edit made from a record read at `version` (its updatedOn): the server refuses it
 * (409) when someone else changed the record since, instead of overwriting their change.
 */
export function ifMatch(version: string | undefined): Record<string, string> | undefined {
  return version ? { "If-Match": `"${version}"` } : undefined;
}

export type ApiClientOptions = {
  /** "/api/v1" in the app; an absolute URL in tests. */
  baseUrl: string;
  storage: AppStorage;
  getLanguage: () => string;
  /** Shows a failure to the user (the app shows a destructive toast). */
  onError?: (error: ApiError) => void;
  /**
   * The session could not be renewed, or the account or its company was deactivated; tokens are
   * already cleared. Called once per expiry: the other calls that fail with it stay silent until
   * a call carries a token again (a new login).
   */
  /** `userId`: whose session ended, when it was still stored. */
  onSessionExpired?: (reason: SessionEndReason, userId: string | null) => void;
  fetch?: typeof fetch;
  /** How long a token refresh may take before it counts as a lost connection (default 20 s). */
  refreshTimeoutMs?: number;
};

/** Paths that never trigger a token refresh when answered with 401. */
const NO_REFRESH = new Set(["/auth/login", "/auth/refresh-token"]);

/**
 * Why the app signed the user out: the session could not be renewed (product.md: /login with no
 * message), or a call was refused because an administrator deactivated the account or its company.
 */
export type SessionEndReason = "expired" | "accountInactive" | "companyInactive";

/** The end a 403 announces for a signed-in call (api.md: inactive account or company), if any. */
function deactivation(error: ApiError): SessionEndReason | undefined {
  if (error.status !== 403) return undefined;
  if (error.code === "ACCOUNT_INACTIVE") return "accountInactive";
  if (error.code === "COMPANY_INACTIVE") return "companyInactive";
  return undefined;
}

/** Query string with arrays as repeated keys and nested objects as dotted keys. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: QueryValue): void => {
    if (value === undefined || value === null || value === "") return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (typeof value === "object") {
      for (const [k, nested] of Object.entries(value as Record<string, QueryValue>)) add(`${key}.${k}`, nested);
    } else {
      params.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(query ?? {})) add(key, value);
  return params;
}

/** A FormData upload through XMLHttpRequest, answered as a fetch Response so the rest of `request` stays the same. */
function sendWithProgress(
  target: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, target);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = "blob";
    xhr.upload.addEventListener("progress", (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0));
    xhr.addEventListener("load", () => {
      const responseHeaders = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(":");
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // A Response may not carry a body with 204 (and some other) statuses.
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders }));
    });
    xhr.addEventListener("error", () => reject(new TypeError("Network request failed")));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was aborted.", "AbortError")));
    if (signal) {
      if (signal.aborted) return reject(new DOMException("The upload was aborted.", "AbortError"));
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A refresh's outcome: a new access token, a refused session, or a failure that says nothing of the session. */
type Refreshed = { token: string } | { expired: true } | { error: ApiError };
const EXPIRED: Refreshed = { expired: true };

/**
 * Runs a token refresh while no other window of the app runs one (Web Locks, shared by the
 * origin's windows). Two windows renewing at once (a laptop waking with the app open twice) would
 * present one refresh token twice, and the server takes the second for a stolen token's reuse and
 * ends the session in both. Where the browser has no Web Locks the refresh simply runs.
 */
function oneWindowAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("report-panel:token-refresh", refresh) : refresh();
}

export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, storage } = options;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  let refreshing: Promise<Refreshed> | null = null;
  /** The expiry was reported and no session has been stored since. */
  let expiryReported = false;

  const url = (path: string, query?: Query) => {
    const qs = toSearchParams(query).toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ""}`;
  };

  function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: "application/json, application/problem+json",
      "Accept-Language": options.getLanguage(),
      ...opts.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["Content-Type"] = "application/json";
    }
    if (opts.onUploadProgress && opts.body instanceof FormData) {
      return sendWithProgress(url(path, opts.query), opts.method ?? "POST", headers, opts.body, opts.onUploadProgress, opts.signal);
    }
    return doFetch(url(path, opts.query), { method: opts.method ?? "GET", headers, body, signal: opts.signal });
  }

  /**
   * One refresh for every call that failed with the same token. The session has expired only when
   * the server refuses the refresh token; a lost connection or a server fault leaves it stored,
   * so a phone that drops off the network, or a moment of 503, does not sign the user out.
   */
  function refreshAfter(failedToken: string | null): Promise<Refreshed> {
    const current = storage.get("accessToken");
    if (current && current !== failedToken) return Promise.resolve({ token: current });
    refreshing ??= oneWindowAtATime(async (): Promise<Refreshed> => {
      // Another window of the app may have renewed the session while this one waited its turn.
      const renewed = storage.get("accessToken");
      if (renewed && renewed !== failedToken) return { token: renewed };
      const refreshToken = storage.get("refreshToken");
      const userId = storage.get("userData")?.userId;
      if (!refreshToken || !userId) return EXPIRED;
      let res: Response;
      try {
        // A refresh that never answers would hold the lock, and every call of every window behind it, for good.
        const signal = AbortSignal.timeout(options.refreshTimeoutMs ?? 20_000);
        res = await send("/auth/refresh-token", { method: "POST", body: { refreshToken, authenticatedUserId: userId }, signal }, null);
      } catch (error) {
        return { error: networkError(error) };
      }
      if (res.status >= 500 || res.status === 429) return { error: await readProblem(res) };
      if (!res.ok) return EXPIRED;
      try {
        const data = (await res.json()) as { accessToken?: unknown; refreshToken?: unknown };
        if (typeof data.accessToken !== "string" || !data.accessToken) return EXPIRED;
        storage.set("accessToken", data.accessToken);
        if (typeof data.refreshToken === "string" && data.refreshToken) storage.set("refreshToken", data.refreshToken);
        return { token: data.accessToken };
      } catch {
        return EXPIRED;
      }
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function expireSession(reason: SessionEndReason): ApiError {
    const userId = storage.get("userData")?.userId ?? null;
    storage.clearSession();
    if (!expiryReported) {
      expiryReported = true;
      options.onSessionExpired?.(reason, userId);
    }
    return new ApiError({ status: 401, statusText: "Unauthorized", code: "UNAUTHORIZED" });
  }

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    const token = storage.get("accessToken");
    // Tokens are cleared on expiry, so a call that carries one belongs to a session stored since.
    if (token) expiryReported = false;
    let res: Response;
    let sent = token;
    try {
      res = await send(path, opts, token);
      if (res.status === 401 && !NO_REFRESH.has(path)) {
        const fresh = await refreshAfter(token);
        if ("error" in fresh) {
          if (!opts.suppressToast) options.onError?.(fresh.error);
          throw fresh.error;
        }
        if ("expired" in fresh) throw expireSession("expired");
        sent = fresh.token;
        res = await send(path, opts, fresh.token);
        if (res.status === 401) throw expireSession("expired");
      }
    } catch (error) {
      if (error instanceof ApiError) throw error; // session expiry (silent) or a failed refresh (shown above)
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      const failure = networkError(error);
      if (!opts.suppressToast) options.onError?.(failure);
      throw failure;
    }
    if (!res.ok) {
      const problem = await readProblem(res);
      const ended = sent && !NO_REFRESH.has(path) ? deactivation(problem) : undefined;
      if (ended) {
        // Only the session that made the call ends: someone else may have signed in meanwhile (a shared computer).
        if (storage.get("accessToken") === sent) throw expireSession(ended);
        throw problem;
      }
      if (!opts.suppressToast) options.onError?.(problem);
      throw problem;
    }
    if (opts.responseType === "response") return res as T;
    if (opts.responseType === "blob") return (await res.blob()) as T;
    if (res.status === 204 || res.headers.get("content-length") === "0") return undefined as T;
    const type = res.headers.get("content-type") ?? "";
    return (type.includes("json") ? await res.json() : await res.text()) as T;
  }

  return {
    request,
    get: <T = unknown>(path: string, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "GET" }),
    post: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "POST", body }),
    patch: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "PATCH", body }),
    put: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...opts, method: "PUT", body }),
    delete: <T = unknown>(path: string, opts?: Omit<RequestOptions, "method">) =>
      request<T>(path, { ...opts, method: "DELETE" }),
  };
}

/** Set by the app at start-up: how failures are shown and where an expired session goes. */
const handlers: Pick<ApiClientOptions, "onError" | "onSessionExpired"> = {};

export function setApiHandlers(next: typeof handlers): void {
  Object.assign(handlers, next);
}

/** The app's client for /api/v1. */
export const api = createApiClient({
  baseUrl: API_BASE,
  storage: defaultStorage,
  // The language this tab shows (the stored choice may be another tab's, not yet taken here).
  getLanguage: currentLanguage,
  onError: (error) => handlers.onError?.(error),
  onSessionExpired: (reason, userId) => handlers.onSessionExpired?.(reason, userId),
});
