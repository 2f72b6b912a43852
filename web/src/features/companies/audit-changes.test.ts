import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText } from "./audit-changes";

describe("auditChanges", () => {
  it("lists only the fields an update changed, ignoring bookkeeping", () => {
    const before = { id: "c1", name: "Acme", status: "Inactive", maxUsers: 10, updatedOn: "2025-01-01" };
    const after = { id: "c1", name: "Acme", status: "Active", maxUsers: 12, updatedOn: "2025-02-01" };
    expect(auditChanges(before, after)).toEqual([
      { field: "status", before: "Inactive", after: "Active" },
      { field: "maxUsers", before: 10, after: 12 },
    ]);
  });

  it("shows every set field of a creation and every field of a deletion", () => {
    expect(auditChanges(null, { id: "c1", name: "Acme", city: null })).toEqual([{ field: "name", before: null, after: "Acme" }]);
    expect(auditChanges({ name: "Acme", city: "Kraków" }, null)).toEqual([
      { field: "name", before: "Acme", after: null },
      { field: "city", before: "Kraków", after: null },
    ]);
  });

  it("treats a field missing on one side like null", () => {
    expect(auditChanges({ name: "A", city: null }, { name: "A" })).toEqual([]);
    expect(auditChanges({ name: "A" }, { name: "A", city: "Gdańsk" })).toEqual([{ field: "city", before: null, after: "Gdańsk" }]);
  });

  it("copes with payloads that are not records", () => {
    expect(auditChanges("x", 3)).toEqual([]);
  });
});

describe("auditValueText", () => {
  it.each([
    [null, "—"],
    ["", "—"],
    ["Acme", "Acme"],
    [12, "12"],
    [false, "false"],
    [{ a: 1 }, '{"a":1}'],
  ])("%j → %s", (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });
});
