import { describe, expect, it } from "vitest";
import { ROLES } from "./common";
import { actionsFor, permissionsFor, sidebarFor } from "./session";

describe("sidebarFor (product.md's sidebar table)", () => {
  it.each([
    ["SuperAdmin", "panel publications authors companies admins coordinators reports positions"],
    ["Admin", "panel publications authors companies admins coordinators reports positions"],
    ["Coordinator", "panel publications authors companies reports positions"],
    ["Manager", "panel managers workers reports positions"],
    ["Worker", "panel reports positions"],
  ] as const)("%s sees %s", (role, keys) => {
    expect(sidebarFor(role).map((e) => e.key).join(" ")).toBe(keys);
  });

  it.each(ROLES)("%s sees only the panel while a password change is pending", (role) => {
    expect(sidebarFor(role, true)).toEqual([{ key: "panel", path: "/", search: "" }]);
  });

  it("sends staff to reported unverified positions and company users to unreported ones", () => {
    expect(sidebarFor("Coordinator").at(-1)).toEqual({ key: "positions", path: "/positions", search: "?isVerified=false&isReported=true" });
    expect(sidebarFor("Worker").at(-1)).toEqual({ key: "positions", path: "/positions", search: "?isReported=false" });
  });
});

describe("actionsFor (api.md's permission matrix)", () => {
  it.each([
    ["SuperAdmin", "admins.create", true],
    ["Admin", "admins.create", false],
    ["Admin", "admins.read", true],
    ["Admin", "coordinators.delete", true],
    ["Coordinator", "managers.read", true],
    ["Coordinator", "managers.create", false],
    ["Manager", "workers.create", true],
    ["Manager", "admins.read", false],
    ["Worker", "workers.read", false],
    ["Coordinator", "companies.read", true],
    ["Coordinator", "companies.update", false],
    ["Admin", "companies.activate", true],
    ["Coordinator", "publications.create", true],
    ["Manager", "publications.read", false],
    ["Manager", "reports.create", true],
    ["Worker", "reports.create", false],
    ["Worker", "reports.export", true],
    ["Coordinator", "reports.import", false],
    ["Manager", "reports.downloadTemplate", true],
    ["Coordinator", "positions.create", false],
    ["Worker", "positions.create", true],
    ["Coordinator", "positions.verify", true],
    ["Manager", "positions.verify", false],
    ["Admin", "audit.read", true],
    ["Coordinator", "audit.read", false],
    ["Admin", "managers.setPassword", true],
    ["Admin", "admins.setPassword", false],
    ["Coordinator", "workers.setPassword", false],
  ] as const)("%s may %s: %s", (role, action, allowed) => {
    expect(actionsFor(role).includes(action)).toBe(allowed);
  });

  it("marks exactly the company roles as company-scoped", () => {
    expect(ROLES.filter((role) => permissionsFor(role).companyScoped)).toEqual(["Manager", "Worker"]);
  });

  it("lists each action once, sorted", () => {
    for (const role of ROLES) expect(actionsFor(role)).toEqual([...new Set(actionsFor(role))].sort());
  });
});
