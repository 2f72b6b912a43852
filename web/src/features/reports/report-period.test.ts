import { describe, expect, it } from "vitest";
import { chronological, lastFinishedQuarter, periodBegun, periodCandidates, quarterOf, recentYears } from "./report-period";

const day = (s: string) => new Date(`${s}T12:00:00Z`);

describe("report periods", () => {
  it.each([
    ["2026-01-01", { year: 2025, quarter: 4 }],
    ["2026-03-31", { year: 2025, quarter: 4 }],
    ["2026-04-01", { year: 2026, quarter: 1 }],
    ["2026-11-22", { year: 2026, quarter: 3 }],
    ["2026-12-31", { year: 2026, quarter: 3 }],
  ])("the last finished quarter on %s", (today, expected) => {
    expect(lastFinishedQuarter(day(today))).toEqual(expected);
  });

  it.each([
    ["2026-11-21", ["2026 Q3", "2026 Q4", "2026 Q2", "2026 Q1", "2025 Q4"]],
    ["2026-02-10", ["2025 Q4", "2026 Q1", "2025 Q3", "2025 Q2", "2025 Q1"]],
  ])("offers a new report, on %s, the last finished quarter, the current one, then the three before", (today, expected) => {
    const periods = periodCandidates(day(today));
    expect(periods.map((p) => `${p.year} Q${p.quarter}`)).toEqual(expected);
    for (const p of periods) expect(periodBegun(p, day(today))).toBe(true);
  });

  it("knows the quarter of a day", () => {
    expect([1, 4, 7, 10].map((m) => quarterOf(new Date(Date.UTC(2026, m - 1, 15))))).toEqual([1, 2, 3, 4]);
  });

  it("has begun from the quarter's first day on", () => {
    expect(periodBegun({ year: 2026, quarter: 4 }, day("2026-09-30"))).toBe(false);
    expect(periodBegun({ year: 2026, quarter: 4 }, day("2026-10-01"))).toBe(true);
    expect(periodBegun({ year: 2027, quarter: 1 }, day("2026-12-31"))).toBe(false);
  });

  it("offers this year and the five before it", () => {
    expect(recentYears(day("2026-05-01"))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it("names skipped candidates oldest first, as a sentence lists them", () => {
    const candidates = periodCandidates(day("2026-11-21"));
    expect(chronological(candidates.slice(0, 3))).toEqual([
      { year: 2026, quarter: 2 },
      { year: 2026, quarter: 3 },
      { year: 2026, quarter: 4 },
    ]);
    expect(candidates[0]).toEqual({ year: 2026, quarter: 3 });
  });
});
