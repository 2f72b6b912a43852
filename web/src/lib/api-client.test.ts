import type { SessionUser } from "@contract/auth";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient, type SessionEndReason, toSearchParams } from "./api-client";
import { ApiError } from "./api-error";
import { createAppStorage, memoryBackend } from "./storage";

/** A tiny stand-in for the Worker: a real HTTP server speaking the auth contract's refresh rules. */
type Seen = { method: string; path: string; search: string; headers: IncomingMessage["headers"]; body: string };
const state = {
  validAccess: new Set<string>(),
  validRefresh: new Map<string, string>(), // refresh token → user id
  refreshCalls: 0,
  refreshDelayMs: 30,
  failRefresh: false,
  /** How the refresh call fails without judging the token: a status to answer, "drop" to cut the connection, "hang" to never answer. */
  refreshFault: null as number | "drop" | "hang" | null,
  /** An administrator deactivated the account or its company: its calls, refreshes and sign-ins answer 403 with this code. */
  inactive: null as "ACCOUNT_INACTIVE" | "COMPANY_INACTIVE" | null,
  /** How long /echo takes to answer. */
  responseDelayMs: 0,
  seen: [] as Seen[],
  counter: 0,
};

function send(res: ServerResponse, status: number, body?: unknown, type = "application/json") {
  res.writeHead(status, body === undefined ? {} : { "content-type": type });
  res.end(body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body));
}
const problem = (status: number, title: string, code: string, errors?: Record<string, string[]>) => ({
  type: "about:blank",
  title,
  status,
  code,
  ...(errors ? { errors } : {}),
});

async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = Buffer.concat(chunks).toString();
  const url = new URL(req.url ?? "/", "http://x");
  state.seen.push({ method: req.method ?? "", path: url.pathname, search: url.search, headers: req.headers, body });
  const token = req.headers.authorization?.replace(/^Bearer /, "");
  const authed = token !== undefined && state.validAccess.has(token);

  switch (url.pathname) {
    case "/api/v1/auth/refresh-token": {
      state.refreshCalls++;
      await new Promise((r) => setTimeout(r, state.refreshDelayMs));
      if (state.refreshFault === "drop") return req.socket.destroy();
      if (state.refreshFault === "hang") return;
      if (state.refreshFault) return send(res, state.refreshFault, problem(state.refreshFault, "Service unavailable", "UNAVAILABLE"), "application/problem+json");
      if (state.inactive) return send(res, 403, problem(403, "Inactive", state.inactive), "application/problem+json");
      const input = JSON.parse(body) as { refreshToken: string; authenticatedUserId: string };
      const owner = state.validRefresh.get(input.refreshToken);
      if (state.failRefresh || owner !== input.authenticatedUserId) {
        return send(res, 401, problem(401, "Not signed in", "UNAUTHORIZED"), "application/problem+json");
      }
      state.validRefresh.delete(input.refreshToken);
      const n = ++state.counter;
      state.validAccess.add(`access-${n}`);
      state.validRefresh.set(`refresh-${n}`, owner);
      return send(res, 200, { accessToken: `access-${n}`, refreshToken: `refresh-${n}` });
    }
    case "/api/v1/auth/login":
      if (state.inactive) return send(res, 403, problem(403, "Inactive", state.inactive), "application/problem+json");
      return send(
        res,
        401,
        problem(401, "Incorrect e-mail or password", "INVALID_CREDENTIALS", { userEmail: ["invalidCredentials"] }),
        "application/problem+json",
      );
    case "/api/v1/echo":
      if (state.responseDelayMs) await new Promise((r) => setTimeout(r, state.responseDelayMs));
      if (!authed) return send(res, 401, problem(401, "Not signed in", "UNAUTHORIZED"), "application/problem+json");
      if (state.inactive) return send(res, 403, problem(403, "Inactive", state.inactive), "application/problem+json");
      return send(res, 200, { token, query: url.search, lang: req.headers["accept-language"] });
    case "/api/v1/forbidden":
      return send(res, 403, problem(403, "Not permitted", "FORBIDDEN"), "application/problem+json");
    case "/api/v1/empty":
      return send(res, 204);
    case "/api/v1/broken":
      return send(res, 500, "<html>oops</html>", "text/html");
    case "/api/v1/invalid":
      return send(
        res,
        400,
        problem(400, "Validation failed", "VALIDATION_FAILED", { name: ["required", "maxLength:5"] }),
        "application/problem+json",
      );
    default:
      return send(res, 404, problem(404, "Route not found.", "NOT_FOUND"), "application/problem+json");
  }
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const user: SessionUser = {
  userId: "u1",
  userEmail: "a@b.c",
  userFirstName: "A",
  userMiddleName: null,
  userLastName: "B",
  userRole: "Admin",
  companyId: null,
  companyName: null,
  isPasswordResetRequired: false,
};

function setup(refreshTimeoutMs?: number) {
  const storage = createAppStorage(memoryBackend());
  storage.set("accessToken", "access-0");
  storage.set("refreshToken", "refresh-0");
  storage.set("userData", user);
  const onError = vi.fn<(e: ApiError) => void>();
  const onSessionExpired = vi.fn<(reason: SessionEndReason, userId: string | null) => void>();
  const api = createApiClient({ baseUrl: base, storage, getLanguage: () => "en", onError, onSessionExpired, refreshTimeoutMs });
  return { storage, api, onError, onSessionExpired };
}

beforeEach(() => {
  state.validAccess = new Set(["access-0"]);
  state.validRefresh = new Map([["refresh-0", "u1"]]);
  state.refreshCalls = 0;
  state.refreshDelayMs = 30;
  state.failRefresh = false;
  state.refreshFault = null;
  state.inactive = null;
  state.responseDelayMs = 0;
  state.seen = [];
  state.counter = 0;
});

describe("api client", () => {
  it("sends Bearer and Accept-Language, arrays as repeated keys, objects as dotted keys", async () => {
    const { api } = setup();
    const data = await api.get<{ token: string; query: string; lang: string }>("/echo", {
      query: { status: ["Active", "Pending"], range: { from: "2024-01-01", to: "" }, page: 2, q: undefined },
    });
    expect(data).toEqual({
      token: "access-0",
      lang: "en",
      query: "?status=Active&status=Pending&range.from=2024-01-01&page=2",
    });
  });

  it("turns problem+json into an ApiError and shows it once", async () => {
    const { api, onError } = setup();
    const error = await api.post("/invalid", { name: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED", title: "Validation failed" });
    expect((error as ApiError).fieldError("name")).toBe("required");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(state.seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("does not show the error when the call suppresses the toast", async () => {
    const { api, onError } = setup();
    await expect(api.get("/invalid", { suppressToast: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it("uses status and status text when the answer has no title", async () => {
    const { api, onError } = setup();
    const error = (await api.get("/broken").catch((e: unknown) => e)) as ApiError;
    expect(error.title).toBe("");
    expect(error.message).toBe("500 Internal Server Error");
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("answers 204 with undefined", async () => {
    const { api } = setup();
    await expect(api.delete("/empty")).resolves.toBeUndefined();
  });

  it("on 401 refreshes once, stores the rotated tokens and retries", async () => {
    const { api, storage, onError } = setup();
    state.validAccess.clear(); // access-0 expired
    const data = await api.get<{ token: string }>("/echo");
    expect(data.token).toBe("access-1");
    expect(state.refreshCalls).toBe(1);
    const refresh = state.seen.find((s) => s.path.endsWith("/refresh-token"));
    expect(JSON.parse(refresh?.body ?? "{}")).toEqual({ refreshToken: "refresh-0", authenticatedUserId: "u1" });
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(storage.get("accessToken")).toBe("access-1");
    expect(storage.get("refreshToken")).toBe("refresh-1");
    expect(onError).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s", async () => {
    const { api } = setup();
    state.validAccess.clear();
    const results = await Promise.all(Array.from({ length: 6 }, () => api.get<{ token: string }>("/echo")));
    expect(state.refreshCalls).toBe(1);
    expect(results.map((r) => r.token)).toEqual(Array(6).fill("access-1"));
  });

  it("a 401 that arrives after another call refreshed just retries with the new token", async () => {
    const { api, storage } = setup();
    state.validAccess.clear();
    await api.get("/echo"); // refresh → access-1
    storage.set("accessToken", "access-0"); // a stale tab value…
    state.validRefresh.set("refresh-1", "u1");
    const data = await api.get<{ token: string }>("/echo");
    expect(data.token).toBe("access-2");
    expect(state.refreshCalls).toBe(2);
  });

  it("when the refresh fails: clears the session, reports the expiry once for all the calls it fails, no toast", async () => {
    const { api, storage, onError, onSessionExpired } = setup();
    state.validAccess.clear();
    state.failRefresh = true;
    const errors = await Promise.all([api.get("/echo").catch((e: unknown) => e), api.get("/echo").catch((e: unknown) => e)]);
    expect(errors.every((e) => e instanceof ApiError && e.status === 401)).toBe(true);
    expect(state.refreshCalls).toBe(1);
    expect(onError).not.toHaveBeenCalled();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith("expired", "u1");
    expect(storage.get("accessToken")).toBeNull();
    expect(storage.get("refreshToken")).toBeNull();
    expect(storage.get("userData")).toBeNull();
  });

  it.each([
    [503, 503],
    ["drop", 0],
  ] as const)("when the refresh fails with %s: keeps the session, shows the failure, and a later call refreshes", async (fault, status) => {
    const { api, storage, onError, onSessionExpired } = setup();
    state.validAccess.clear();
    state.refreshFault = fault;
    const error = (await api.get("/echo").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.get("refreshToken")).toBe("refresh-0");
    expect(storage.get("userData")).toEqual(user);

    state.refreshFault = null; // back online
    expect((await api.get<{ token: string }>("/echo")).token).toBe("access-1");
  });

  it("a refresh that never answers gives up after its timeout like a lost connection, and the next call refreshes", async () => {
    const { api, storage, onError, onSessionExpired } = setup(200);
    state.validAccess.clear();
    state.refreshFault = "hang";
    const errors = await Promise.all([api.get("/echo").catch((e: unknown) => e), api.get("/echo").catch((e: unknown) => e)]);
    expect(errors.map((e) => (e as ApiError).status)).toEqual([0, 0]);
    expect(state.refreshCalls).toBe(1);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.get("refreshToken")).toBe("refresh-0");

    state.refreshFault = null;
    expect((await api.get<{ token: string }>("/echo")).token).toBe("access-1");
  });

  it("stays silent on the 401s that follow an expiry until a new login stores tokens, then reports the next expiry", async () => {
    const { api, storage, onSessionExpired } = setup();
    state.validAccess.clear();
    state.failRefresh = true;
    await expect(api.get("/echo")).rejects.toMatchObject({ status: 401 });
    // Screens still mounted (or the login page) call without a session: the same expiry.
    await expect(api.get("/echo")).rejects.toMatchObject({ status: 401 });
    await expect(api.get("/echo")).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    storage.set("accessToken", "access-0"); // someone signed in again; this session expires too
    storage.set("refreshToken", "refresh-0");
    storage.set("userData", { ...user, userId: "u2" });
    await expect(api.get("/echo")).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
    expect(onSessionExpired).toHaveBeenLastCalledWith("expired", "u2");
  });

  it.each([
    ["ACCOUNT_INACTIVE", "accountInactive"],
    ["COMPANY_INACTIVE", "companyInactive"],
  ] as const)("a signed-in call answered 403 %s: clears the session and reports why, no toast", async (code, reason) => {
    const { api, storage, onError, onSessionExpired } = setup();
    state.inactive = code;
    await expect(api.get("/echo")).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith(reason, "u1");
    expect(onError).not.toHaveBeenCalled();
    expect(storage.get("accessToken")).toBeNull();
    expect(storage.get("userData")).toBeNull();
  });

  it("a refresh answered 403 COMPANY_INACTIVE is a failed refresh like any other: an expiry (product.md: no message)", async () => {
    const { api, storage, onSessionExpired } = setup();
    state.validAccess.clear();
    state.inactive = "COMPANY_INACTIVE";
    await expect(api.get("/echo")).rejects.toBeInstanceOf(ApiError);
    expect(state.refreshCalls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledExactlyOnceWith("expired", "u1");
    expect(storage.get("refreshToken")).toBeNull();
  });

  it("a 403 ACCOUNT_INACTIVE for a session no longer stored (another user signed in meanwhile) leaves the new session alone", async () => {
    const { api, storage, onSessionExpired } = setup();
    state.inactive = "ACCOUNT_INACTIVE";
    state.responseDelayMs = 100;
    const call = api.get("/echo").catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    storage.set("accessToken", "someone-else");
    expect(await call).toMatchObject({ status: 403, code: "ACCOUNT_INACTIVE" });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.get("accessToken")).toBe("someone-else");
  });

  it("another 403 leaves the session: the call was refused, the user is still signed in", async () => {
    const { api, storage, onError, onSessionExpired } = setup();
    await expect(api.get("/forbidden")).rejects.toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.get("accessToken")).toBe("access-0");
  });

  it("a sign-in answered 403 ACCOUNT_INACTIVE is the form's error, not an ended session", async () => {
    const { api, storage, onSessionExpired } = setup();
    storage.clearSession();
    state.inactive = "ACCOUNT_INACTIVE";
    await expect(api.post("/auth/login", {}, { suppressToast: true })).rejects.toMatchObject({ status: 403, code: "ACCOUNT_INACTIVE" });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("never refreshes for the login call", async () => {
    const { api, onSessionExpired } = setup();
    const error = (await api.post("/auth/login", {}, { suppressToast: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.fieldError("userEmail")).toBe("invalidCredentials");
    expect(state.refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("reports a network failure as status 0", async () => {
    const storage = createAppStorage(memoryBackend());
    const onError = vi.fn<(e: ApiError) => void>();
    const api = createApiClient({ baseUrl: "http://127.0.0.1:1/api/v1", storage, getLanguage: () => "pl", onError });
    const error = (await api.get("/x").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe("toSearchParams", () => {
  it("skips empty values and keeps order", () => {
    expect(toSearchParams({ a: [1, null, 2], b: "", c: false, d: { e: { f: "g" } } }).toString()).toBe("a=1&a=2&c=false&d.e.f=g");
  });
});
