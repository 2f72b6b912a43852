import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { actor } from "../test/factories";
import { call, expectProblem } from "../test/http";
import { app } from "./app";
import { SECURITY_HEADERS } from "./lib/security-headers";
import { JSON_BODY_MAX_BYTES } from "./middleware/json-body-limit";

const headersOf = (res: Response) => Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));

describe("the app around every route", () => {
  it.each([
    ["an unknown path under /api/v1", "GET", "/api/v1/x"],
    ["an unknown path deeper down", "POST", "/api/v1/auth/unknown"],
    ["a known path with another method", "GET", "/api/v1/auth/login"],
  ])("%s → 404 problem", async (_, method, path) => {
    const answer = await call(method, path.replace("/api/v1", ""), { lang: "en" });
    const problem = expectProblem(answer, 404, "NOT_FOUND");
    expect(problem.title).toBe("Route not found.");
  });

  it.each([
    ["a JSON answer", "GET", "/health"],
    ["a problem answer", "GET", "/auth/me"],
    ["a not-found answer", "GET", "/nowhere"],
  ])("puts the security headers on %s", async (_, method, path) => {
    const { res } = await call(method, path);
    expect(headersOf(res)).toEqual(SECURITY_HEADERS);
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("echoes a sane X-Request-Id, replaces an unsafe one, and puts it in problems", async () => {
    const kept = await call("GET", "/auth/me", { headers: { "X-Request-Id": "trace-1234abcd" } });
    expect(kept.res.headers.get("X-Request-Id")).toBe("trace-1234abcd");
    expect(expectProblem(kept, 401, "UNAUTHORIZED").requestId).toBe("trace-1234abcd");
    const replaced = await call("GET", "/health", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a JSON body over 1 MB with 413 before reading it, and takes one of exactly 1 MB", async () => {
    const { token } = await actor({ role: "Admin" });
    const name = `Body ${crypto.randomUUID()}`;
    const padded = (bytes: number) => JSON.stringify({ name, pad: "y".repeat(bytes - name.length - 20) });
    const tooLarge = await call("POST", "/companies", { token, lang: "en", body: padded(JSON_BODY_MAX_BYTES + 1) });
    const problem = expectProblem(tooLarge, 413, "PAYLOAD_TOO_LARGE");
    expect(problem).toMatchObject({ title: "Too much data was sent", detail: "The request may be at most 1 MB" });
    expect(new TextEncoder().encode(padded(JSON_BODY_MAX_BYTES)).length).toBe(JSON_BODY_MAX_BYTES);
    // At the limit the body is read as usual (the unknown field is ignored).
    expect((await call("POST", "/companies", { token, body: padded(JSON_BODY_MAX_BYTES) })).status).toBe(201);
  });

  it("states the language it answered in", async () => {
    expect((await call("GET", "/health", { lang: "en-US,en;q=0.9" })).res.headers.get("Content-Language")).toBe("en");
    expect((await call("GET", "/health", { lang: "de" })).res.headers.get("Content-Language")).toBe("pl");
  });

  describe("server faults", () => {
    let logged: MockInstance<typeof console.error>;
    beforeEach(() => {
      logged = vi.spyOn(console, "error").mockImplementation(() => {});
    });
    afterEach(() => logged.mockRestore());

    it("a database that cannot be reached → generic 500 problem, no stack, no SQL, no reason", async () => {
      const res = await app.request("/api/v1/auth/me", { headers: { "Accept-Language": "en" } }, { ...env, DB_DRIVER: "bogus" });
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(res.headers.get("Content-Type")).toBe("application/problem+json");
      const body = JSON.parse(text) as Record<string, unknown>;
      expect(body).toEqual({
        type: "urn:report-panel:problem:internal",
        title: "Something went wrong on our side",
        status: 500,
        code: "INTERNAL",
        requestId: expect.any(String),
      });
      expect(text).not.toMatch(/bogus|DB_DRIVER|at |\.ts/);
      // The reason goes to the log instead, joined to the answer by its request id.
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(String(body.requestId)));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("bogus"));
      expect(headersOf(res)).toEqual(SECURITY_HEADERS);
    });

    it("production without JWT_SECRET: auth calls fail with 500 instead of using a default", async () => {
      const production = { ...env, APP_ENV: "production", JWT_SECRET: undefined, SEED_ADMIN_PASSWORD: undefined };
      const res = await app.request(
        "/api/v1/auth/login",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ userEmail: "a@b.pl", userPassword: "x" }) },
        production,
      );
      expect(res.status).toBe(500);
      expect(((await res.json()) as { code: string }).code).toBe("INTERNAL");
      const me = await app.request("/api/v1/auth/me", { headers: { Authorization: "Bearer a.b.c" } }, production);
      expect(me.status).toBe(500);
    });

    it("production with a short JWT_SECRET is refused too", async () => {
      const res = await app.request("/api/v1/auth/me", { headers: { Authorization: "Bearer a.b.c" } }, { ...env, APP_ENV: "production", JWT_SECRET: "short" });
      expect(res.status).toBe(500);
    });

    it("an unknown APP_ENV counts as production", async () => {
      const res = await app.request("/api/v1/auth/me", { headers: { Authorization: "Bearer a.b.c" } }, { ...env, APP_ENV: "staging", JWT_SECRET: undefined });
      expect(res.status).toBe(500);
    });
  });
});
