import { LoginResponse } from "@contract/auth";
import { AuditList } from "@contract/audit";
import { CompanyDto, CompanyList } from "@contract/companies";
import { CreateUserResponse, UserList } from "@contract/users";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
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
import { LIBSQL_SEED_ADMIN, libsqlTestApp } from "../../../test/libsql";

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

const db = libsqlTestApp(app, { name: "accounts", clientIp: "198.51.100.8" });
const { request } = db;

describe("users and companies on libSQL", () => {
  it("creates a company, fills its seats, activates it with the first Manager, refuses the extra seat, searches and audits", async () => {
    const login = v.parse(LoginResponse, (await request("POST", "/auth/login", LIBSQL_SEED_ADMIN)).json);
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
    const rows = await db.client.execute({ sql: "select count(*) as n from users where company_id = ?", args: [company.id] });
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
