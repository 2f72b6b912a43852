import { LoginResponse } from "@contract/auth";
import { AuditList } from "@contract/audit";
import { CompanyDto, CompanyList } from "@contract/companies";
import { CreateUserResponse, UserList } from "@contract/users";
import { type Client, createClient } from "@libsql/client";
import { Hono } from "hono";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppBindings } from "../../bindings";
import type { AppEnv } from "../../context";
import { database } from "../../middleware/db";
import { notFound, onError } from "../../middleware/error-handlers";
import { language } from "../../middleware/language";
import { requestId } from "../../middleware/request-id";
import { seed } from "../../middleware/seed";
import { auditRoutes } from "../audit/audit.routes";
import { authRoutes } from "../auth/auth.routes";
import { companiesRoutes } from "../companies/companies.routes";
import { usersRoutes } from "./users.routes";

// The guarded writes (INSERT … SELECT … WHERE, generated search columns, conditional audit rows)
// against libSQL: the same modules as on D1, mounted on an app of their own.
const app = new Hono<AppEnv>();
app.use(requestId, language, database, seed);
app.route("/api/v1/auth", authRoutes);
app.route("/api/v1/users", usersRoutes);
app.route("/api/v1/companies", companiesRoutes);
app.route("/api/v1/audit", auditRoutes);
app.notFound(notFound);
app.onError(onError);

const dir = mkdtempSync(join(tmpdir(), "report-panel-accounts-"));
const url = `file:${join(dir, "app.db")}`;
const env: AppBindings = {
  APP_ENV: "test",
  DB_DRIVER: "libsql",
  LIBSQL_URL: url,
  JWT_SECRET: "libsql-accounts-secret-that-is-long-enough-0123",
  SEED_ADMIN_PASSWORD: "Libsql-Seed1",
};
let client: Client;

beforeAll(async () => {
  client = createClient({ url });
  const migrations = new URL("../../../../migrations/", import.meta.url);
  for (const file of readdirSync(migrations).filter((f) => f.endsWith(".sql")).sort()) {
    const statements = readFileSync(new URL(file, migrations), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    if (statements.length) await client.batch(statements, "write");
  }
});

afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

async function request(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "Accept-Language": "en", "CF-Connecting-IP": "198.51.100.8" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env);
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

describe("users and companies on libSQL", () => {
  it("creates a company, fills its seats, activates it with the first Manager, refuses the extra seat, searches and audits", async () => {
    const login = v.parse(LoginResponse, (await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" })).json);
    const token = login.accessToken;

    const created = await request("POST", "/companies", { name: "Łódzka Spółka", taxId: "526-025-02-74", maxUsers: 2 }, token);
    expect(created.status).toBe(201);
    const company = v.parse(CompanyDto, created.json);
    expect(company).toMatchObject({ status: "Inactive", taxId: "5260250274" });
    expect((await request("POST", "/companies", { name: "Copy", taxId: "5260250274" }, token)).status).toBe(409);

    const manager = await request("POST", "/users", { email: "kierownik@example.test", firstName: "Żaneta", lastName: "Kowalska", role: "Manager", companyId: company.id }, token);
    expect(manager.status).toBe(201);
    const { user } = v.parse(CreateUserResponse, manager.json);
    const worker = await request("POST", "/users", { email: "pracownik@example.test", firstName: "Jan", lastName: "Nowak", role: "Worker", companyId: company.id }, token);
    expect(worker.status).toBe(201);
    const extra = await request("POST", "/users", { email: "extra@example.test", firstName: "E", lastName: "X", role: "Worker", companyId: company.id }, token);
    expect(extra.status).toBe(409);

    const companies = v.parse(CompanyList, (await request("GET", "/companies?q=lodzka", undefined, token)).json);
    expect(companies.items.map((c) => [c.id, c.status, c.usersCount])).toEqual([[company.id, "Active", 2]]);
    const users = v.parse(UserList, (await request("GET", "/users?q=ZANETA", undefined, token)).json);
    expect(users.items.map((u) => u.id)).toEqual([user.id]);

    const trail = v.parse(AuditList, (await request("GET", `/audit?entityId=${company.id}`, undefined, token)).json);
    expect(trail.items.map((e) => e.action)).toEqual(expect.arrayContaining(["company.create", "company.activate"]));

    expect((await request("DELETE", `/users/${user.id}`, undefined, token)).status).toBe(204);
    const rows = await client.execute({ sql: "select count(*) as n from users where company_id = ?", args: [company.id] });
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
