import { LoginResponse, MeResponse, RefreshTokenResponse } from "@contract/auth";
import { ProblemDetails } from "@contract/common";
import { type Client, createClient } from "@libsql/client";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import type { AppBindings } from "../bindings";

// The same app, schema and services as on D1, against a libSQL file: proof that no service leans on a D1-only API.
const dir = mkdtempSync(join(tmpdir(), "report-panel-libsql-"));
const url = `file:${join(dir, "app.db")}`;
const env: AppBindings = {
  APP_ENV: "test",
  DB_DRIVER: "libsql",
  LIBSQL_URL: url,
  JWT_SECRET: "libsql-test-secret-that-is-long-enough-0123456789",
  SEED_ADMIN_PASSWORD: "Libsql-Seed1",
};
const migrationsDir = new URL("../../../migrations/", import.meta.url);
let client: Client;

beforeAll(async () => {
  client = createClient({ url });
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith(".sql")).sort();
  if (files.length < 3) throw new Error(`expected the migrations in ${migrationsDir.pathname}, found ${files.length}`);
  for (const file of files) {
    const statements = readFileSync(new URL(file, migrationsDir), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await client.batch(statements, "write");
  }
});

afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function request(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "Accept-Language": "en", "CF-Connecting-IP": "198.51.100.7" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env);
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("Content-Type") ?? "", json: text ? (JSON.parse(text) as unknown) : undefined };
}

describe("the app on libSQL", () => {
  it("health runs select 1 on libSQL", async () => {
    const answer = await request("GET", "/health");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "ok", db: "ok" });
  });

  it("seeds, signs in, reads me, rotates the refresh token and changes the password", async () => {
    const login = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    expect(login.status).toBe(200);
    expect(login.contentType).toMatch(/^application\/json/);
    const tokens = v.parse(LoginResponse, login.json);
    expect(tokens).toMatchObject({ userRole: "SuperAdmin", isPasswordResetRequired: false });

    const me = await request("GET", "/auth/me", undefined, tokens.accessToken);
    expect(me.status).toBe(200);
    expect(v.parse(MeResponse, me.json).userId).toBe(tokens.userId);

    const refreshed = await request("POST", "/auth/refresh-token", { refreshToken: tokens.refreshToken, authenticatedUserId: tokens.userId });
    expect(refreshed.status).toBe(200);
    const next = v.parse(RefreshTokenResponse, refreshed.json);

    const reused = await request("POST", "/auth/refresh-token", { refreshToken: tokens.refreshToken, authenticatedUserId: tokens.userId });
    expect(reused.status).toBe(401);
    expect(reused.contentType).toBe("application/problem+json");
    expect(v.parse(ProblemDetails, reused.json).code).toBe("UNAUTHORIZED");

    const again = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    const second = v.parse(LoginResponse, again.json);
    const third = v.parse(LoginResponse, (await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" })).json);
    const changed = await request(
      "POST",
      "/auth/change-password",
      { currentPassword: "Libsql-Seed1", newPassword: "Libsql-New2!", confirmPassword: "Libsql-New2!" },
      second.accessToken,
    );
    expect(changed.status).toBe(204);
    expect((await request("GET", "/auth/me", undefined, next.accessToken)).status).toBe(401);
    expect((await request("GET", "/auth/me", undefined, third.accessToken)).status).toBe(401);
    expect((await request("GET", "/auth/me", undefined, second.accessToken)).status).toBe(200);

    const wrong = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    expect(wrong.status).toBe(400);
    expect(v.parse(ProblemDetails, wrong.json).errors).toEqual({
      userEmail: ["Incorrect e-mail or password"],
      userPassword: ["Incorrect e-mail or password"],
    });
    expect((await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-New2!" })).status).toBe(200);

    const users = await client.execute("select count(*) as n from users where role = 'SuperAdmin'");
    expect(Number(users.rows[0]?.n)).toBe(1);
    const audit = await client.execute("select action from audit_log order by at, id");
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["user.create", "user.login", "session.refresh", "session.revoke", "user.changePassword"]),
    );
    const revoked = await client.execute("select revoked_reason from sessions where revoked_on is not null order by revoked_reason");
    expect(revoked.rows.map((r) => r.revoked_reason)).toEqual(["passwordChange", "reuse"]);
  });
});
