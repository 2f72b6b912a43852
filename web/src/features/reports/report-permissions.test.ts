import { ROLES } from "@contract/common";
import { describe, expect, it } from "vitest";
import { canCreateReport, canDeleteReport, canImportReport } from "./report-permissions";

describe("report permissions", () => {
  it("lets only a Manager create a report", () => {
    expect(ROLES.filter(canCreateReport)).toEqual(["Manager"]);
  });

  it("deletes unverified reports only, as SuperAdmin, Admin or Manager", () => {
    expect(ROLES.filter((r) => canDeleteReport(r, { isVerified: false }))).toEqual(["SuperAdmin", "Admin", "Manager"]);
    expect(ROLES.filter((r) => canDeleteReport(r, { isVerified: true }))).toEqual([]);
  });

  it("imports for any company as SuperAdmin or Admin, for its own as a Manager", () => {
    expect(ROLES.filter((r) => canImportReport(r, "c1", null))).toEqual(["SuperAdmin", "Admin"]);
    expect(canImportReport("Manager", "c1", "c1")).toBe(true);
    expect(canImportReport("Manager", "c1", "c2")).toBe(false);
    expect(canImportReport("Worker", "c1", "c1")).toBe(false);
    expect(canImportReport("Coordinator", "c1", null)).toBe(false);
  });
});
