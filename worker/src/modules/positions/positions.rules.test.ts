import { ROLES, type Role } from "@contract/common";
import { describe, expect, it } from "vitest";
import type { Actor } from "../../context";
import { changeBlock, may, reportIsVerified, revertBlock, reviewBlock, searchWords, sumDeltas, toPositionDto } from "./positions.rules";

const actorOf = (role: Role): Actor => ({ userId: "u", role, companyId: role === "Manager" || role === "Worker" ? "c" : null, sessionId: "s", isPasswordResetRequired: false });

describe("who may do what (the session's action table)", () => {
  it.each([
    ["positions.read", ["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"]],
    ["positions.create", ["Manager", "Worker"]],
    ["positions.update", ["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"]],
    ["positions.delete", ["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"]],
    ["positions.verify", ["SuperAdmin", "Admin", "Coordinator"]],
    ["positions.markOutdated", ["SuperAdmin", "Admin", "Coordinator"]],
    ["positions.revert", ["SuperAdmin", "Admin", "Coordinator"]],
    ["positions.group", ["SuperAdmin", "Admin", "Coordinator"]],
    ["reports.read", ["SuperAdmin", "Admin", "Coordinator", "Manager", "Worker"]],
    ["reports.create", ["Manager"]],
    ["reports.delete", ["SuperAdmin", "Admin", "Manager"]],
  ])("%s: %j", (action, roles) => {
    expect(ROLES.filter((role) => may(role, action))).toEqual(roles);
  });
});

const position = (state: Partial<{ reportId: string | null; isVerified: boolean; isOutdated: boolean }>) => ({
  reportId: null,
  isVerified: false,
  isOutdated: false,
  ...state,
});

describe("which state allows which change", () => {
  it.each([
    ["Worker", position({}), null],
    ["Worker", position({ reportId: "r" }), "positionReported"],
    ["Manager", position({ reportId: "r", isOutdated: true }), "positionReported"],
    // Reverting is staff's: a company user is told the position is in a report, not to revert it.
    ["Manager", position({ reportId: "r", isVerified: true }), "positionReported"],
    ["Worker", position({ isVerified: true }), "positionVerified"],
    ["Coordinator", position({ reportId: "r" }), null],
    ["Admin", position({ reportId: "r", isOutdated: true }), null],
    ["SuperAdmin", position({ reportId: "r", isVerified: true }), "positionVerified"],
    ["Coordinator", position({}), null],
  ] as const)("PATCH/DELETE by a %s of %j → %s", (role, p, expected) => {
    expect(changeBlock(actorOf(role), p)).toBe(expected);
  });

  it.each([
    [position({ reportId: "r" }), null],
    [position({ reportId: "r", isVerified: true }), "positionAlreadyVerified"],
    [position({ reportId: "r", isOutdated: true }), "positionAlreadyOutdated"],
    [position({}), "positionNotReported"],
  ] as const)("verify / mark outdated of %j → %s", (p, expected) => {
    expect(reviewBlock(p)).toBe(expected);
  });

  it.each([
    [position({ reportId: "r" }), "positionNotReviewed"],
    [position({ reportId: "r", isVerified: true }), null],
    [position({ reportId: "r", isOutdated: true }), null],
    [position({ isOutdated: true }), null],
  ] as const)("revert of %j → %s", (p, expected) => {
    expect(revertBlock(p)).toBe(expected);
  });
});

describe("report counters", () => {
  it("sums deltas per report and drops the ones that change nothing", () => {
    expect(
      sumDeltas([
        { reportId: "a", amount: 0, pages: 0, open: -1 },
        { reportId: "b", amount: -1, pages: -5, open: -1 },
        { reportId: "a", amount: 0, pages: 0, open: -1 },
        { reportId: "c", amount: 0, pages: 3, open: 0 },
        { reportId: "c", amount: 0, pages: -3, open: 0 },
      ]),
    ).toEqual([
      { reportId: "a", amount: 0, pages: 0, open: -2 },
      { reportId: "b", amount: -1, pages: -5, open: -1 },
    ]);
  });

  it.each([
    [{ positionsAmount: 3, openPositions: 0 }, true],
    [{ positionsAmount: 3, openPositions: 1 }, false],
    [{ positionsAmount: 0, openPositions: 0 }, false],
  ])("%j is verified: %s", (counters, expected) => {
    expect(reportIsVerified(counters)).toBe(expected);
  });
});

describe("search words", () => {
  it("folds like search_text and drops repeats", () => {
    expect(searchWords("  Łódź  ŁÓDŹ Zażółć ")).toEqual(["lodz", "zazolc"]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe("the DTO", () => {
  it("names the report and says whether the position is reported", () => {
    const row = {
      id: "p",
      companyId: "c",
      companyName: "Firma",
      reportId: "r",
      reportYear: 2024,
      reportQuarter: 3,
      type: "k" as const,
      title: "T",
      publisher: null,
      link: null,
      publicationYear: null,
      editionNumber: null,
      isbn: null,
      issn: null,
      articleTitle: null,
      articleDoi: null,
      magazineTitle: null,
      authors: [],
      pagesUsed: 3,
      publicationId: null,
      isVerified: false,
      isOutdated: false,
      createdOn: "2024-07-01T00:00:00.000Z",
      createdBy: null,
      updatedOn: "2024-07-02T00:00:00.000Z",
      verifiedOn: null,
      verifiedBy: null,
    };
    expect(toPositionDto(row)).toMatchObject({ reportName: "2024 Q3", isReported: true, publication: { type: "k", title: "T" }, updatedOn: "2024-07-02T00:00:00.000Z" });
    expect(toPositionDto({ ...row, reportId: null, reportYear: null, reportQuarter: null })).toMatchObject({ reportName: null, isReported: false });
  });
});
