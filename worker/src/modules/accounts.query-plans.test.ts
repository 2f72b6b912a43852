import type { CompanyListQuery } from "@contract/companies";
import type { Role } from "@contract/common";
import type { UserListQuery } from "@contract/users";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "../../test/factories";
import type { Db } from "../db/client";
import { type CompanySort, companyFilter, companyOrder, countCompanies, listCompanies } from "./companies/companies.queries";
import { countUsers, listUsers, type UserSort, userFilter, userOrder } from "./users/users.queries";
import { listScope } from "./users/users.rules";

/**
 * GET /users and GET /companies, with each filter and each sort, as their services build them,
 * must reach users and companies through an index: a plan line "SCAN <table>" without "USING
 * (COVERING) INDEX" is a full table scan and fails the test.
 */
const LARGE = ["users", "companies"];

type Query = { toSQL(): { sql: string; params: unknown[] } };

async function plan(query: Query): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params.map((p) => (typeof p === "boolean" ? Number(p) : p)))
    .all<{ detail: string }>();
  return rows.results.map((r) => r.detail);
}

/** The full scans of a query's plan, each with the whole plan beside it so a failure shows what SQLite chose. */
async function scansOf(query: Query): Promise<string[]> {
  const lines = await plan(query);
  return lines
    .filter((line) => {
      const m = /^SCAN (\w+)/.exec(line);
      return m !== null && LARGE.includes(m[1]!) && !/USING (COVERING )?INDEX/.test(line);
    })
    .map((line) => `${line}    [plan: ${lines.join(" | ")}]`);
}

const d = db as unknown as Db;
const ID = "01900000-0000-7000-8000-000000000000";
const window = { offset: 0, limit: 25 };
const USER_SORTS: UserSort[] = ["lastName", "email", "role", "status", "createdOn", "lastLoginOn", "companyName"];
const COMPANY_SORTS: CompanySort[] = ["name", "status", "city", "country", "createdOn", "usersCount"];

const actor = (role: Role) => ({ userId: ID, role, companyId: role === "Manager" || role === "Worker" ? ID : null });

/** [name, the actor whose scope applies, the role filter, the other filters]. */
const userCases: [string, Role, Role[] | undefined, Partial<UserListQuery>][] = [
  ["SuperAdmin, every role", "SuperAdmin", undefined, {}],
  ["SuperAdmin, role", "SuperAdmin", ["Coordinator"], {}],
  ["Admin, two roles", "Admin", ["Manager", "Worker"], {}],
  ["Coordinator, every readable role", "Coordinator", undefined, {}],
  ["Manager, own company", "Manager", undefined, {}],
  ["status", "SuperAdmin", undefined, { status: ["Pending"] }],
  ["companyId", "SuperAdmin", undefined, { companyId: ID }],
  ["q", "SuperAdmin", undefined, { q: "nowak anna" }],
  ["createdFrom/createdTo", "SuperAdmin", undefined, { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
];

describe("query plans of GET /users", () => {
  for (const [name, role, roles, filter] of userCases) {
    for (const sort of [undefined, ...USER_SORTS]) {
      for (const order of ["asc", "desc"] as const) {
        it(`${name}, sort ${sort ?? "default"} ${order}`, async () => {
          const scope = listScope(actor(role), roles);
          if (!scope) throw new Error(`${role} may not list ${roles?.join(", ") ?? "accounts"}`);
          const where = userFilter(scope, filter);
          expect(await scansOf(listUsers(d, where, userOrder(sort, order), window))).toEqual([]);
          expect(await scansOf(countUsers(d, where))).toEqual([]);
        });
      }
    }
  }
});

const companyCases: [string, string | undefined, Partial<CompanyListQuery>][] = [
  ["staff, no filter", undefined, {}],
  ["company user, own company", ID, {}],
  ["status", undefined, { status: ["Active", "Pending"] }],
  ["country", undefined, { country: "PL" }],
  ["city", undefined, { city: "Kraków" }],
  ["country and city", undefined, { country: "PL", city: "Kraków" }],
  ["q", undefined, { q: "lipa wydawnictwo" }],
  ["createdFrom/createdTo", undefined, { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
];

/**
 * The two reads of companies that no index can serve, each a pass over the companies (thousands
 * at most, a few hundred bytes each), never over their users:
 * - `q` finds words anywhere in the folded name, tax id and city (instr), which no index seeks —
 *   an index on search_text does not change the plan, SQLite still reads the rows;
 * - the usersCount sort orders by a count computed per company (seatsTaken, itself an index search).
 * Any other scan, and any scan of users, still fails.
 */
const COMPANY_SCAN_OK = (filter: Partial<CompanyListQuery>, sort: CompanySort | undefined, own: string | undefined) =>
  own === undefined && (filter.q !== undefined ? Object.keys(filter).length === 1 : sort === "usersCount");

describe("query plans of GET /companies", () => {
  for (const [name, own, filter] of companyCases) {
    for (const sort of [undefined, ...COMPANY_SORTS]) {
      for (const order of ["asc", "desc"] as const) {
        it(`${name}, sort ${sort ?? "default"} ${order}`, async () => {
          const where = companyFilter(own, filter);
          const scans = [...(await scansOf(listCompanies(d, where, companyOrder(sort, order), window))), ...(await scansOf(countCompanies(d, where)))];
          // Where a scan is allowed (see COMPANY_SCAN_OK), it must still be the companies table and nothing else.
          const allowed = COMPANY_SCAN_OK(filter, sort, own);
          expect(scans.filter((line) => !(allowed && line.startsWith("SCAN companies ")))).toEqual([]);
        });
      }
    }
  }
});
