import { type Client, createClient } from "@libsql/client";
import type { Hono } from "hono";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { AppBindings } from "../src/bindings";
import type { AppEnv } from "../src/context";

/** The SuperAdmin the seed middleware creates on the first request, and its password here. */
export const LIBSQL_SEED_ADMIN = { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" } as const;

const migrationsDir = new URL("../../migrations/", import.meta.url);

/** Applies migrations/*.sql in order, as wrangler does on D1 (statements split at drizzle's breakpoints). */
export async function applyMigrations(client: Client): Promise<void> {
  const files = readdirSync(migrationsDir).filter((f) => f.endsWith(".sql")).sort();
  if (files.length < 3) throw new Error(`expected the migrations in ${migrationsDir.pathname}, found ${files.length}`);
  for (const file of files) {
    const statements = readFileSync(new URL(file, migrationsDir), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    if (statements.length) await client.batch(statements, "write");
  }
}

/**
 * For a *.libsql.node.test.ts file: a fresh database file with the migrations applied before the
 * file's tests (removed after them), the env that points the app's db middleware at it, and a
 * request helper for `app`. `client` is the same database, for checks the API does not show.
 */
export function libsqlTestApp(app: Hono<AppEnv>, options: { name: string; clientIp?: string }) {
  const dir = mkdtempSync(join(tmpdir(), `report-panel-${options.name}-`));
  const env: AppBindings = {
    APP_ENV: "test",
    DB_DRIVER: "libsql",
    LIBSQL_URL: `file:${join(dir, "app.db")}`,
    JWT_SECRET: `libsql-${options.name}-secret-that-is-long-enough-0123456789`,
    SEED_ADMIN_PASSWORD: LIBSQL_SEED_ADMIN.userPassword,
  };
  let client: Client | undefined;

  beforeAll(async () => {
    client = createClient({ url: env.LIBSQL_URL! });
    await applyMigrations(client);
  });

  afterAll(() => {
    client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function request(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { "Accept-Language": "en", "CF-Connecting-IP": options.clientIp ?? "198.51.100.8" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await app.request(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env);
    const text = await res.text();
    return { status: res.status, contentType: res.headers.get("Content-Type") ?? "", json: text ? (JSON.parse(text) as unknown) : undefined };
  }

  return {
    env,
    request,
    get client(): Client {
      if (!client) throw new Error("libSQL client used outside the tests (before beforeAll)");
      return client;
    },
  };
}
