import { describe, expect, it } from "vitest";
import { checkRoleChange, listScope, placeNewUser, userAccess } from "./users.rules";

const superAdmin = { userId: "sa", role: "SuperAdmin", companyId: null } as const;
const admin = { userId: "ad", role: "Admin", companyId: null } as const;
const coordinator = { userId: "co", role: "Coordinator", companyId: null } as const;
const manager = { userId: "ma", role: "Manager", companyId: "c1" } as const;
const worker = { userId: "wo", role: "Worker", companyId: "c1" } as const;

describe("placeNewUser", () => {
  it.each([
    [admin, "Coordinator", undefined, { ok: true, companyId: null }],
    [admin, "Coordinator", "c1", { ok: false, reason: "companyNotAllowed" }],
    [admin, "Worker", undefined, { ok: false, reason: "companyRequired" }],
    [admin, "Worker", "c9", { ok: true, companyId: "c9" }],
    [admin, "Admin", undefined, { ok: false, reason: "forbidden" }],
    [superAdmin, "Admin", null, { ok: true, companyId: null }],
    [manager, "Worker", undefined, { ok: true, companyId: "c1" }],
    [manager, "Manager", "c1", { ok: true, companyId: "c1" }],
    [manager, "Worker", "c2", { ok: false, reason: "companyNotFound" }],
    [manager, "Coordinator", undefined, { ok: false, reason: "forbidden" }],
    [coordinator, "Worker", "c1", { ok: false, reason: "forbidden" }],
    [worker, "Worker", undefined, { ok: false, reason: "forbidden" }],
  ] as const)("%o creating %s in %s → %o", (actor, role, companyId, expected) => {
    expect(placeNewUser(actor, role, companyId)).toEqual(expected);
  });
});

const target = (role: "SuperAdmin" | "Admin" | "Coordinator" | "Manager" | "Worker", companyId: string | null = null, id = "t") => ({ id, role, companyId });

describe("checkRoleChange", () => {
  it.each([
    [superAdmin, target("Admin"), "Coordinator", { ok: true }],
    [superAdmin, target("SuperAdmin", null, "sa"), "Admin", { ok: false, reason: "ownRole" }],
    [admin, target("Coordinator"), "Admin", { ok: false, reason: "forbidden" }],
    [admin, target("Coordinator"), "Manager", { ok: false, reason: "kindChange" }],
    [admin, target("Worker", "c1"), "Manager", { ok: true }],
    [manager, target("Worker", "c1"), "Manager", { ok: true }],
    [manager, target("Worker", "c2"), "Manager", { ok: false, reason: "forbidden" }],
    [admin, target("Coordinator"), "Coordinator", { ok: true }],
  ] as const)("%o: %o → %s gives %o", (actor, t, role, expected) => {
    expect(checkRoleChange(actor, t, role)).toEqual(expected);
  });
});

describe("userAccess", () => {
  it.each([
    [coordinator, "update", { id: "x", role: "Worker", companyId: "c2" }, "forbidden"],
    [coordinator, "read", { id: "x", role: "Admin", companyId: null }, "notFound"],
    [coordinator, "delete", { id: "x", role: "Admin", companyId: null }, "forbidden"],
    [manager, "update", { id: "x", role: "Worker", companyId: "c2" }, "notFound"],
    [manager, "setPassword", { id: "x", role: "Manager", companyId: "c1" }, "allowed"],
    [admin, "setPassword", { id: "x", role: "SuperAdmin", companyId: null }, "forbidden"],
    [worker, "read", { id: "x", role: "Worker", companyId: "c1" }, "forbidden"],
  ] as const)("%o %s %o → %s", (actor, action, account, expected) => {
    expect(userAccess(actor, action, account)).toBe(expected);
  });
});

describe("listScope", () => {
  it("Manager: managers and workers of its own company", () => {
    expect(listScope(manager, undefined)).toEqual([
      { role: "Manager", companyId: "c1" },
      { role: "Worker", companyId: "c1" },
    ]);
  });
  it("Coordinator: managers and workers of any company; a staff role is refused", () => {
    expect(listScope(coordinator, ["Worker"])).toEqual([{ role: "Worker", companyId: undefined }]);
    expect(listScope(coordinator, ["Worker", "Admin"])).toBeNull();
  });
  it("Worker: nothing to list", () => {
    expect(listScope(worker, undefined)).toBeNull();
  });
  it("Admin: every role", () => {
    expect(listScope(admin, undefined)?.map((s) => s.role)).toEqual(["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"]);
  });
});
