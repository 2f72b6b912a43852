import { LoginResponse } from "@contract/auth";
import { BulkResult, PositionDto, PositionGroupList, PositionList } from "@contract/positions";
import { ReportDto } from "@contract/reports";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../context";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { database } from "../../middleware/db";
import { notFound, onError } from "../../middleware/error-handlers";
import { language } from "../../middleware/language";
import { requestId } from "../../middleware/request-id";
import { seed } from "../../middleware/seed";
import { authRoutes } from "../auth/auth.routes";
import { reportsRoutes } from "../reports/reports.routes";
import { positionsRoutes } from "./positions.routes";
import { libsqlTestApp } from "../../../test/libsql";

// Positions and reports against libSQL: json_each sets, UPDATE … FROM, the batch guard, the
// position_search triggers and the catalogue writes of a verification, on the second driver.
const app = new Hono<AppEnv>();
app.use(requestId, language, database, seed);
app.route("/api/v1/auth", authRoutes);
app.route("/api/v1/reports", reportsRoutes);
app.route("/api/v1/positions", positionsRoutes);
app.notFound(notFound);
app.onError(onError);

const db = libsqlTestApp(app, { name: "positions", clientIp: "198.51.100.9" });
const { request } = db;
const PASSWORD = "Libsql-Pass1!";

async function signIn(role: "Manager" | "Worker" | "Coordinator", companyId: string | null): Promise<string> {
  const email = `${role.toLowerCase()}.${newId()}@example.test`;
  const now = new Date().toISOString();
  await db.client.execute({
    sql: `insert into users (id, email, password_hash, first_name, last_name, role, status, company_id, is_password_reset_required, created_on, updated_on)
      values (?, ?, ?, 'Anna', 'Nowak', ?, 'Active', ?, 0, ?, ?)`,
    args: [newId(), email, hashPassword(PASSWORD), role, companyId, now, now],
  });
  const login = await request("POST", "/auth/login", { userEmail: email, userPassword: PASSWORD });
  expect(login.status).toBe(200);
  return v.parse(LoginResponse, login.json).accessToken;
}

describe("positions and reports on libSQL", () => {
  it("runs the whole cycle: add, report, group, verify, mark outdated, revert, search, delete", async () => {
    const companyId = newId();
    const now = new Date().toISOString();
    await db.client.execute({ sql: "insert into companies (id, name, status, created_on, updated_on) values (?, 'Firma libSQL', 'Active', ?, ?)", args: [companyId, now, now] });
    const [worker, manager, coordinator] = [await signIn("Worker", companyId), await signIn("Manager", companyId), await signIn("Coordinator", null)];

    const ids: string[] = [];
    for (const [title, isbn] of [
      ["Pan Tadeusz", "9788301000004"],
      ["Pan Tadeusz.", "83-01-00000-7"],
      ["Lalka", null],
    ] as const) {
      const created = await request("POST", "/positions", { publication: { type: "k", title, isbn }, authors: [{ firstName: "Adam", lastName: "Mickiewicz" }], pagesUsed: 5 }, worker);
      expect(created.status).toBe(201);
      ids.push(v.parse(PositionDto, created.json).id);
    }
    const report = v.parse(ReportDto, (await request("POST", "/reports", { year: 2024, quarter: 1 }, manager)).json);
    expect(report).toMatchObject({ positionsAmount: 3, pagesTotal: 15, isVerified: false });

    const groups = v.parse(PositionGroupList, (await request("GET", `/positions/groups?reportId=${report.id}`, undefined, coordinator)).json);
    expect(groups.items.map((g) => [g.key, g.count])).toEqual([["isbn:9788301000004", 2], ["title:k:lalka", 1]]);

    const verified = await request("POST", "/positions/verify", { ids: groups.items[0]!.positionIds }, coordinator);
    expect(verified.status).toBe(200);
    expect(v.parse(BulkResult, verified.json)).toEqual({ updated: 2, reportIds: [report.id] });
    expect((await request("POST", "/positions/mark-outdated", { ids: groups.items[1]!.positionIds }, coordinator)).status).toBe(200);
    expect(v.parse(ReportDto, (await request("GET", `/reports/${report.id}`, undefined, manager)).json)).toMatchObject({ isVerified: true, verifiedOn: expect.any(String) });

    const conflict = await request("POST", "/positions/verify", { ids: [ids[0]] }, coordinator);
    expect(conflict.status).toBe(409);

    expect((await request("POST", "/positions/revert", { ids: [ids[2]] }, coordinator)).status).toBe(200);
    expect(v.parse(ReportDto, (await request("GET", `/reports/${report.id}`, undefined, manager)).json)).toMatchObject({ isVerified: false, verifiedOn: null });

    const found = v.parse(PositionList, (await request("GET", `/positions?q=${encodeURIComponent("mickiewicz lalka")}`, undefined, coordinator)).json);
    expect(found.items.map((p) => p.id)).toEqual([ids[2]]);

    const publications = await db.client.execute("select count(*) as n from publications where is_verified = 1");
    expect(Number(publications.rows[0]?.n)).toBe(1);
    const links = await db.client.execute("select source from publication_authors");
    expect(links.rows.map((r) => r.source)).toEqual(["Verification"]);

    expect((await request("DELETE", `/reports/${report.id}`, undefined, manager)).status).toBe(204);
    const back = v.parse(PositionList, (await request("GET", "/positions", undefined, worker)).json);
    expect(back.totalCount).toBe(3);
  });
});
