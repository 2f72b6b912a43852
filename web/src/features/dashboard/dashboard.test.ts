import { describe, expect, it } from "vitest";
import { countBy } from "./api/use-totals";
import { barWidth } from "./components/bar-chart";
import { periodName, periodReportState, previousQuarter, quarterOf } from "./quarters";

describe("panel totals", () => {
  it("pairs each value with its count, asking for all of them at once", async () => {
    const started: string[] = [];
    const result = await countBy(["a", "b", "c"], async (v) => {
      started.push(v);
      await new Promise((r) => setTimeout(r, v === "a" ? 20 : 1));
      return v.charCodeAt(0);
    });
    expect(started).toEqual(["a", "b", "c"]);
    expect(result).toEqual([
      { value: "a", count: 97 },
      { value: "b", count: 98 },
      { value: "c", count: 99 },
    ]);
  });

  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [3, 12, 25],
    [12, 12, 100],
    [1, 3, 33],
  ])("a bar of %i out of a largest %i is %i%% wide", (value, max, width) => {
    expect(barWidth(value, max)).toBe(width);
  });
});

describe("the panel's quarters", () => {
  it.each([
    ["2026-01-01T00:00:00Z", "2026 Q1", "2025 Q4"],
    ["2026-03-31T23:59:59Z", "2026 Q1", "2025 Q4"],
    ["2026-04-01T00:00:00Z", "2026 Q2", "2026 Q1"],
    ["2026-09-30T12:00:00Z", "2026 Q3", "2026 Q2"],
    ["2026-11-22T03:00:00Z", "2026 Q4", "2026 Q3"],
  ])("on %s the quarter is %s and the last finished one %s", (at, current, finished) => {
    const now = quarterOf(new Date(at));
    expect(periodName(now)).toBe(current);
    expect(periodName(previousQuarter(now))).toBe(finished);
  });

  it.each([
    [[], "none"],
    [[{ isVerified: false }], "unverified"],
    [[{ isVerified: true }], "verified"],
  ] as const)("a period with reports %j is %s", (reports, state) => {
    expect(periodReportState(reports)).toBe(state);
  });
});
