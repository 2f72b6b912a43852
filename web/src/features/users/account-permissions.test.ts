import { describe, expect, it } from "vitest";
import { ACCOUNT_KINDS } from "./account-kinds";
import { accountActions, assignableRoles, choosesCompany, creatableRoles, type Actor } from "./account-permissions";

const superAdmin: Actor = { userId: "sa", role: "SuperAdmin", companyId: null };
const admin: Actor = { userId: "ad", role: "Admin", companyId: null };
const coordinator: Actor = { userId: "co", role: "Coordinator", companyId: null };
const manager: Actor = { userId: "ma", role: "Manager", companyId: "c1" };

const none = { edit: false, delete: false, setPassword: false };
const all = { edit: true, delete: true, setPassword: true };

describe("accountActions", () => {
  it.each([
    ["SuperAdmin on an Admin", superAdmin, { id: "x", role: "Admin", companyId: null }, all],
    ["SuperAdmin on another SuperAdmin", superAdmin, { id: "y", role: "SuperAdmin", companyId: null }, all],
    ["SuperAdmin on itself", superAdmin, { id: "sa", role: "SuperAdmin", companyId: null }, { edit: true, delete: false, setPassword: false }],
    ["Admin on an Admin (read only)", admin, { id: "x", role: "Admin", companyId: null }, none],
    ["Admin on a SuperAdmin (read only)", admin, { id: "x", role: "SuperAdmin", companyId: null }, none],
    ["Admin on a Coordinator", admin, { id: "x", role: "Coordinator", companyId: null }, all],
    ["Admin on a Worker", admin, { id: "x", role: "Worker", companyId: "c9" }, all],
    ["Coordinator on a Manager (read only)", coordinator, { id: "x", role: "Manager", companyId: "c1" }, none],
    ["Manager on its company's Worker", manager, { id: "x", role: "Worker", companyId: "c1" }, all],
    ["Manager on another company's Worker", manager, { id: "x", role: "Worker", companyId: "c2" }, none],
    ["Manager on itself", manager, { id: "ma", role: "Manager", companyId: "c1" }, { edit: true, delete: false, setPassword: false }],
  ] as const)("%s", (_, actor, target, expected) => {
    expect(accountActions(actor, target)).toEqual(expected);
  });
});

describe("roles on the forms", () => {
  it("lets a SuperAdmin create both administrator roles and an Admin none", () => {
    expect(creatableRoles(superAdmin, ACCOUNT_KINDS.admins)).toEqual(["Admin", "SuperAdmin"]);
    expect(creatableRoles(admin, ACCOUNT_KINDS.admins)).toEqual([]);
    expect(creatableRoles(admin, ACCOUNT_KINDS.coordinators)).toEqual(["Coordinator"]);
    expect(creatableRoles(coordinator, ACCOUNT_KINDS.workers)).toEqual([]);
    expect(creatableRoles(manager, ACCOUNT_KINDS.managers)).toEqual(["Manager"]);
  });

  it("never offers a role change on one's own account", () => {
    expect(assignableRoles(superAdmin, ACCOUNT_KINDS.admins, { id: "sa", role: "SuperAdmin", companyId: null })).toEqual(["SuperAdmin"]);
    expect(assignableRoles(superAdmin, ACCOUNT_KINDS.admins, { id: "x", role: "Admin", companyId: null })).toEqual(["Admin", "SuperAdmin"]);
  });

  it("asks staff, not managers, for the company of a new account", () => {
    expect(choosesCompany(admin, ACCOUNT_KINDS.workers)).toBe(true);
    expect(choosesCompany(manager, ACCOUNT_KINDS.workers)).toBe(false);
    expect(choosesCompany(admin, ACCOUNT_KINDS.coordinators)).toBe(false);
  });
});
