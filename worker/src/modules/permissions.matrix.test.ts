import { AuditList } from "@contract/audit";
import { CompanyDetailDto, CompanyDto, CompanyList } from "@contract/companies";
import { type ProblemCode, ProblemDetails, type Role } from "@contract/common";
import { CreateUserResponse, TemporaryPasswordResponse, UserDto, UserList } from "@contract/users";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { actor, companyRow, createCompany, createUser, db, uniqueEmail, userRow } from "../../test/factories";
import { type Answer, call } from "../../test/http";
import {
  COMPANY_ENDPOINTS,
  type CompanyEndpoint,
  companyVisible,
  expectedAuditStatus,
  expectedCompanyStatus,
  expectedUserStatus,
  type Placement,
  USER_ENDPOINTS,
  USER_TARGETS,
  type UserEndpoint,
  userVisible,
  WHO,
  type Who,
} from "../../test/permission-matrix";
import { companies } from "../db/schema";

/**
 * Every endpoint × every role and anonymous × the target's placement, generated from
 * contract/permissions.ts. Each case gets a fresh world (the actor's company and another one) and
 * compares one observation — status, content type, body against the contract, problem code and
 * title, and what the database shows afterwards — with what the matrix expects.
 */
async function world(who: Who) {
  const home = await createCompany({ status: "Active" });
  const away = await createCompany({ status: "Active" });
  if (who === "anonymous") return { home, away, token: undefined };
  const { token } = await actor({ role: who, companyId: who === "Manager" || who === "Worker" ? home.id : null });
  return { home, away, token };
}

const companyFor = (placement: Placement, w: { home: { id: string }; away: { id: string } }) =>
  placement === "own" ? w.home.id : placement === "other" ? w.away.id : null;

const CODE: Record<number, ProblemCode> = { 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

/** What an answer looks like, in terms the expectation can be written in. */
function observe(answer: Answer, schema: v.GenericSchema | undefined) {
  const problem = v.is(ProblemDetails, answer.json) ? answer.json : undefined;
  return {
    status: answer.status,
    contentType: answer.contentType.split(";")[0] ?? "",
    bodyMatchesContract: answer.status === 204 ? answer.text === "" : v.is(problem ? ProblemDetails : (schema ?? v.unknown()), answer.json),
    code: problem?.code ?? null,
    title: problem?.status === 404 ? problem.title : null,
  };
}

function expected(status: number, entity: "User" | "Company") {
  return {
    status,
    contentType: status === 204 ? "" : status >= 400 ? "application/problem+json" : "application/json",
    bodyMatchesContract: true,
    code: CODE[status] ?? null,
    title: status === 404 ? `${entity} not found.` : null,
  };
}

const USER_SCHEMA: Record<UserEndpoint, v.GenericSchema | undefined> = {
  list: UserList,
  get: UserDto,
  create: CreateUserResponse,
  update: UserDto,
  delete: undefined,
  setPassword: TemporaryPasswordResponse,
};

/** The effect a user endpoint had, as seen in the database (or, for reads, in the answer). */
async function userEffect(endpoint: UserEndpoint, answer: Answer, target: { id: string; passwordHash: string } | undefined) {
  const row = target ? await userRow(target.id) : undefined;
  switch (endpoint) {
    case "list":
      return v.is(UserList, answer.json) && answer.json.items.some((u) => u.id === target?.id) ? "listed" : "not listed";
    case "get":
      return v.is(UserDto, answer.json) && answer.json.id === target?.id ? "shown" : "not shown";
    case "create": {
      if (!v.is(CreateUserResponse, answer.json)) return "none";
      const created = await userRow(answer.json.user.id);
      return created?.status === "Pending" && created.isPasswordResetRequired ? "created" : "none";
    }
    case "update":
      return row?.firstName === "Changed" ? "changed" : "none";
    case "delete":
      return row ? "none" : "deleted";
    case "setPassword":
      return row && row.passwordHash !== target?.passwordHash && row.isPasswordResetRequired ? "password set" : "none";
  }
}

const USER_EFFECT: Record<UserEndpoint, string> = {
  list: "listed",
  get: "shown",
  create: "created",
  update: "changed",
  delete: "deleted",
  setPassword: "password set",
};
const NO_USER_EFFECT: Record<UserEndpoint, string> = { ...USER_EFFECT, list: "not listed", get: "not shown", create: "none", update: "none", delete: "none", setPassword: "none" };

function callUserEndpoint(endpoint: UserEndpoint, role: Role, companyId: string | null, target: { id: string; email: string } | undefined, token?: string) {
  const lang = "en";
  switch (endpoint) {
    case "list":
      return call("GET", `/users?role=${role}&q=${encodeURIComponent(target?.email ?? "")}`, { token, lang });
    case "get":
      return call("GET", `/users/${target?.id}`, { token, lang });
    case "create":
      return call("POST", "/users", {
        token,
        lang,
        body: { email: uniqueEmail("new"), firstName: "Nowy", lastName: "Użytkownik", role, ...(companyId ? { companyId } : {}) },
      });
    case "update":
      return call("PATCH", `/users/${target?.id}`, { token, lang, body: { firstName: "Changed" } });
    case "delete":
      return call("DELETE", `/users/${target?.id}`, { token, lang });
    case "setPassword":
      return call("POST", `/users/${target?.id}/password`, { token, lang });
  }
}

const userCases = WHO.flatMap((who) =>
  USER_ENDPOINTS.flatMap((endpoint) =>
    USER_TARGETS.map((target) => {
      const status = expectedUserStatus(who, endpoint, target);
      // A list that answers shows the target exactly when the matrix lets the actor read it.
      const listed = endpoint === "list" && status === 200 && userVisible(who as Role, target);
      const effect = status >= 400 || (endpoint === "list" && !listed) ? NO_USER_EFFECT[endpoint] : USER_EFFECT[endpoint];
      return { who, endpoint, target, status, effect };
    }),
  ),
);

describe("users × roles × placement (from contract/permissions.ts)", () => {
  it.each(userCases)("$who · $endpoint · $target.role ($target.placement) → $status, $effect", async ({ who, endpoint, target, status, effect }) => {
    const w = await world(who);
    const companyId = companyFor(target.placement, w);
    const existing = endpoint === "create" ? undefined : await createUser({ role: target.role, companyId, email: uniqueEmail("target") });

    const answer = await callUserEndpoint(endpoint, target.role, companyId, existing, w.token);

    const entity = endpoint === "create" && status === 404 ? "Company" : "User";
    expect({ ...observe(answer, USER_SCHEMA[endpoint]), effect: await userEffect(endpoint, answer, existing) }).toEqual({
      ...expected(status, entity),
      effect,
    });
  });
});

const COMPANY_SCHEMA: Record<CompanyEndpoint, v.GenericSchema | undefined> = {
  list: CompanyList,
  get: CompanyDetailDto,
  create: CompanyDto,
  update: CompanyDto,
  delete: undefined,
  activate: CompanyDto,
  deactivate: CompanyDto,
};

async function companyEffect(endpoint: CompanyEndpoint, answer: Answer, id: string, before: unknown) {
  const row = await companyRow(id);
  switch (endpoint) {
    case "list":
      return v.is(CompanyList, answer.json) && answer.json.items.some((c) => c.id === id) ? "listed" : "not listed";
    case "get":
      return v.is(CompanyDetailDto, answer.json) && answer.json.id === id ? "shown" : "not shown";
    case "create":
      return v.is(CompanyDto, answer.json) && (await companyRow(answer.json.id))?.status === "Inactive" ? "created" : "none";
    case "update":
      return row?.city === "Gdańsk" ? "changed" : JSON.stringify(row) === JSON.stringify(before) ? "none" : "other change";
    case "delete":
      return row ? "none" : "deleted";
    case "activate":
      return row?.status === "Active" ? "active" : "none";
    case "deactivate":
      return row?.status === "Inactive" ? "inactive" : "none";
  }
}

const COMPANY_EFFECT: Record<CompanyEndpoint, string> = {
  list: "listed",
  get: "shown",
  create: "created",
  update: "changed",
  delete: "deleted",
  activate: "active",
  deactivate: "inactive",
};
const NO_COMPANY_EFFECT: Record<CompanyEndpoint, string> = {
  list: "not listed",
  get: "not shown",
  create: "none",
  update: "none",
  delete: "none",
  activate: "none",
  deactivate: "none",
};

function callCompanyEndpoint(endpoint: CompanyEndpoint, id: string, token?: string) {
  const lang = "en";
  switch (endpoint) {
    case "list":
      // Newest first: both fresh companies of the case are on the first page.
      return call("GET", "/companies?pageSize=100&sort=createdOn&order=desc", { token, lang });
    case "get":
      return call("GET", `/companies/${id}`, { token, lang });
    case "create":
      return call("POST", "/companies", { token, lang, body: { name: "Nowa firma", country: "DE", taxId: `DE${crypto.randomUUID().slice(0, 8)}` } });
    case "update":
      return call("PATCH", `/companies/${id}`, { token, lang, body: { city: "Gdańsk" } });
    case "delete":
      return call("DELETE", `/companies/${id}`, { token, lang });
    case "activate":
      return call("POST", `/companies/${id}/activate`, { token, lang });
    case "deactivate":
      return call("POST", `/companies/${id}/deactivate`, { token, lang });
  }
}

const PLACEMENTS = ["own", "other"] as const;
const companyCases = WHO.flatMap((who) =>
  COMPANY_ENDPOINTS.flatMap((endpoint) =>
    (endpoint === "create" ? (["none"] as const) : PLACEMENTS).map((placement) => {
      const status = expectedCompanyStatus(who, endpoint, placement);
      const listed = endpoint === "list" && status === 200 && companyVisible(who as Role, placement);
      const effect = status >= 400 || (endpoint === "list" && !listed) ? NO_COMPANY_EFFECT[endpoint] : COMPANY_EFFECT[endpoint];
      return { who, endpoint, placement, status, effect };
    }),
  ),
);

describe("companies × roles × placement (from contract/permissions.ts)", () => {
  it.each(companyCases)("$who · $endpoint · $placement company → $status, $effect", async ({ who, endpoint, placement, status, effect }) => {
    const w = await world(who);
    const id = companyFor(placement, w) ?? "";
    // Pending rather than Inactive, which would lock a Manager or Worker of that company out.
    await db.update(companies).set({ status: endpoint === "activate" ? "Pending" : "Active" }).where(eq(companies.id, id));
    const before = await companyRow(id);

    const answer = await callCompanyEndpoint(endpoint, id, w.token);

    expect({ ...observe(answer, COMPANY_SCHEMA[endpoint]), effect: await companyEffect(endpoint, answer, id, before) }).toEqual({
      ...expected(status, "Company"),
      effect,
    });
  });
});

describe("audit × roles", () => {
  it.each(WHO.map((who) => ({ who, status: expectedAuditStatus(who) })))("$who · GET /audit → $status", async ({ who, status }) => {
    const w = await world(who);
    const answer = await call("GET", "/audit", { token: w.token, lang: "en" });
    expect(observe(answer, AuditList)).toEqual(expected(status, "User"));
  });
});

// The tables above are derived from contract/permissions.ts; these rows are read off api.md's
// text by hand, so a wrong contract table cannot make the generated tests agree with themselves.
type UserRow = [Who, UserEndpoint, Role, Placement, number, string];
type CompanyRow = [Who, CompanyEndpoint, Placement, number, string];

describe("the derived matrix agrees with api.md, row by row", () => {
  it.each<UserRow>([
    ["Admin", "get", "SuperAdmin", "none", 200, "users: Admin — Admin R"],
    ["Admin", "update", "Admin", "none", 403, "users: Admin — Admin R only"],
    ["Admin", "delete", "Coordinator", "none", 204, "users: Coordinator — Admin CRUD"],
    ["Admin", "setPassword", "Admin", "none", 403, "set another user's password — Admin not SuperAdmin/Admin"],
    ["Admin", "setPassword", "Worker", "other", 200, "set another user's password — Admin ✓"],
    ["SuperAdmin", "setPassword", "Admin", "none", 200, "set another user's password — SuperAdmin ✓"],
    ["Coordinator", "get", "Manager", "other", 200, "users: Manager, Worker — Coordinator R"],
    ["Coordinator", "update", "Worker", "other", 403, "users: Manager, Worker — Coordinator R only"],
    ["Coordinator", "get", "Admin", "none", 404, "users: Admin — Coordinator –"],
    ["Coordinator", "list", "Coordinator", "none", 403, "users: Coordinator — Coordinator –"],
    ["Manager", "create", "Worker", "own", 201, "users: Manager, Worker — CRUD own company"],
    ["Manager", "create", "Worker", "other", 404, "another company's id answers 404"],
    ["Manager", "get", "Manager", "other", 404, "another company's id answers 404"],
    ["Manager", "delete", "Manager", "own", 204, "users: Manager — CRUD own company"],
    ["Manager", "create", "Coordinator", "none", 403, "users: Coordinator — Manager –"],
    ["Manager", "setPassword", "Worker", "own", 200, "set another user's password — Manager own company"],
    ["Worker", "list", "Worker", "own", 403, "users: Manager, Worker — Worker –"],
    ["Worker", "get", "Worker", "own", 403, "users: Manager, Worker — Worker –"],
    ["anonymous", "get", "Worker", "own", 401, "Authenticated calls carry a Bearer token"],
  ])("%s %s %s (%s) → %i  [%s]", (who, endpoint, role, placement, status) => {
    expect(expectedUserStatus(who, endpoint, { role, placement })).toBe(status);
  });

  it.each<CompanyRow>([
    ["Coordinator", "get", "other", 200, "companies — Coordinator R"],
    ["Coordinator", "update", "own", 403, "companies — Coordinator R only"],
    ["Manager", "get", "own", 200, "companies — Manager R own"],
    ["Worker", "get", "other", 404, "companies — Worker R own; another company answers 404"],
    ["Manager", "deactivate", "own", 403, "companies — activate is SuperAdmin/Admin"],
    ["Admin", "deactivate", "other", 200, "companies — Admin CRUD, activate"],
    ["SuperAdmin", "delete", "other", 204, "companies — SuperAdmin CRUD"],
  ])("%s %s company (%s) → %i  [%s]", (who, endpoint, placement, status) => {
    expect(expectedCompanyStatus(who, endpoint, placement)).toBe(status);
  });

  it.each([
    ["SuperAdmin", 200],
    ["Admin", 200],
    ["Coordinator", 403],
    ["Manager", 403],
    ["Worker", 403],
    ["anonymous", 401],
  ] as const)("audit trail: %s → %i", (who, status) => {
    expect(expectedAuditStatus(who)).toBe(status);
  });

  it("covers every endpoint for every role and anonymous", () => {
    expect(userCases).toHaveLength(6 * 6 * 7);
    expect(companyCases).toHaveLength(6 * (6 * 2 + 1));
  });
});
