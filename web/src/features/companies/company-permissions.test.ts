import { describe, expect, it } from "vitest";
import { canChangeCompanies, canCreateCompany, canReadAudit, companyActions } from "./company-permissions";

describe("companyActions", () => {
  it("gives administrators every action, activate or deactivate by status", () => {
    expect(companyActions("Admin", "Active")).toEqual({ edit: true, delete: true, activate: false, deactivate: true });
    expect(companyActions("SuperAdmin", "Inactive")).toEqual({ edit: true, delete: true, activate: true, deactivate: false });
    expect(companyActions("Admin", "Pending")).toEqual({ edit: true, delete: true, activate: true, deactivate: true });
    expect(canChangeCompanies("Admin")).toBe(true);
    expect(canChangeCompanies("SuperAdmin")).toBe(true);
  });

  it.each(["Coordinator", "Manager", "Worker"] as const)("leaves %s read-only", (role) => {
    expect(companyActions(role, "Inactive")).toEqual({ edit: false, delete: false, activate: false, deactivate: false });
    expect(canCreateCompany(role)).toBe(false);
    expect(canReadAudit(role)).toBe(false);
    expect(canChangeCompanies(role)).toBe(false);
  });
});
