import * as fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  DATE_RANGE_PRESETS,
  type DateRangePresetName,
  daysInMonth,
  detectPreset,
  isIsoDate,
  presetRange,
  toIsoDate,
} from "./date-ranges";

type Row = [today: string, preset: DateRangePresetName, from: string, to: string];

const table: Row[] = [
  ["2024-01-01", "currentMonth", "2024-01-01", "2024-01-31"],
  ["2024-01-01", "lastMonth", "2023-12-01", "2023-12-31"],
  ["2024-01-01", "currentQuarter", "2024-01-01", "2024-03-31"],
  ["2024-01-01", "lastQuarter", "2023-10-01", "2023-12-31"],
  ["2024-01-01", "currentYear", "2024-01-01", "2024-12-31"],
  ["2024-01-01", "lastYear", "2023-01-01", "2023-12-31"],

  ["2025-03-31", "currentMonth", "2025-03-01", "2025-03-31"],
  ["2025-03-31", "lastMonth", "2025-02-01", "2025-02-28"],
  ["2025-03-31", "currentQuarter", "2025-01-01", "2025-03-31"],
  ["2025-03-31", "lastQuarter", "2024-10-01", "2024-12-31"],
  ["2025-03-31", "currentYear", "2025-01-01", "2025-12-31"],
  ["2025-03-31", "lastYear", "2024-01-01", "2024-12-31"],

  ["2025-04-01", "currentMonth", "2025-04-01", "2025-04-30"],
  ["2025-04-01", "lastMonth", "2025-03-01", "2025-03-31"],
  ["2025-04-01", "currentQuarter", "2025-04-01", "2025-06-30"],
  ["2025-04-01", "lastQuarter", "2025-01-01", "2025-03-31"],
  ["2025-04-01", "currentYear", "2025-01-01", "2025-12-31"],
  ["2025-04-01", "lastYear", "2024-01-01", "2024-12-31"],

  ["2025-12-31", "currentMonth", "2025-12-01", "2025-12-31"],
  ["2025-12-31", "lastMonth", "2025-11-01", "2025-11-30"],
  ["2025-12-31", "currentQuarter", "2025-10-01", "2025-12-31"],
  ["2025-12-31", "lastQuarter", "2025-07-01", "2025-09-30"],
  ["2025-12-31", "currentYear", "2025-01-01", "2025-12-31"],
  ["2025-12-31", "lastYear", "2024-01-01", "2024-12-31"],

  ["2028-02-29", "currentMonth", "2028-02-01", "2028-02-29"],
  ["2028-02-29", "lastMonth", "2028-01-01", "2028-01-31"],
  ["2028-02-29", "currentQuarter", "2028-01-01", "2028-03-31"],
  ["2028-02-29", "lastQuarter", "2027-10-01", "2027-12-31"],
  ["2028-02-29", "currentYear", "2028-01-01", "2028-12-31"],
  ["2028-02-29", "lastYear", "2027-01-01", "2027-12-31"],

  // A leap February as the *previous* month, and a century year that is not leap.
  ["2028-03-31", "lastMonth", "2028-02-01", "2028-02-29"],
  ["2100-03-01", "lastMonth", "2100-02-01", "2100-02-28"],
  ["2000-03-01", "lastMonth", "2000-02-01", "2000-02-29"],
  ["2025-07-15", "lastQuarter", "2025-04-01", "2025-06-30"],
  ["2025-10-01", "currentQuarter", "2025-10-01", "2025-12-31"],
];

describe("presetRange", () => {
  it.each(table)("on %s %s is %s..%s", (today, preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it.each(table)("on %s detects %s from its own range", (today, preset, from, to) => {
    expect(detectPreset(from, to, today)).toBe(preset);
  });

  it("rejects a day that does not exist", () => {
    expect(() => presetRange("currentMonth", "2025-02-29")).toThrow(RangeError);
  });
});

describe("detectPreset", () => {
  it("is custom for an arbitrary pair, a half-open pair and an empty pair", () => {
    expect(detectPreset("2025-01-02", "2025-01-31", "2025-01-15")).toBe("custom");
    expect(detectPreset("2025-01-01", undefined, "2025-01-15")).toBe("custom");
    expect(detectPreset(undefined, "2025-01-31", "2025-01-15")).toBe("custom");
    expect(detectPreset("", "", "2025-01-15")).toBe("custom");
  });

  it("depends on today: last month's range is custom a month later", () => {
    expect(detectPreset("2025-01-01", "2025-01-31", "2025-02-10")).toBe("lastMonth");
    expect(detectPreset("2025-01-01", "2025-01-31", "2025-03-10")).toBe("custom");
  });
});

describe("isIsoDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2025-04-31", false],
    ["2025-13-01", false],
    ["2025-00-10", false],
    ["2025-1-01", false],
    ["2025-01-01T00:00", false],
    ["", false],
  ])("%s → %s", (s, ok) => {
    expect(isIsoDate(s)).toBe(ok);
  });
});

describe("toIsoDate uses the local calendar, not UTC", () => {
  const saved = process.env.TZ;
  afterEach(() => {
    process.env.TZ = saved;
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Warsaw", "UTC"])("in %s", (tz) => {
    process.env.TZ = tz;
    // Half past midnight and a minute before midnight: where a UTC shortcut slips a day.
    expect(toIsoDate(new Date(2024, 0, 1, 0, 30))).toBe("2024-01-01");
    expect(toIsoDate(new Date(2023, 11, 31, 23, 59))).toBe("2023-12-31");
    expect(presetRange("currentYear", new Date(2024, 0, 1, 0, 30))).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });
});

/** An oracle independent of the module: UTC arithmetic on Date, which is safe for pure dates. */
const utc = (s: string) => new Date(`${s}T00:00:00Z`);
const shift = (s: string, days: number) => new Date(utc(s).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const periodOf = (preset: DateRangePresetName, s: string) => {
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  if (preset === "currentMonth" || preset === "lastMonth") return `${y}-${m}`;
  if (preset === "currentQuarter" || preset === "lastQuarter") return `${y}-Q${Math.ceil(m / 3)}`;
  return `${y}`;
};

const day = fc
  .record({ y: fc.integer({ min: 1001, max: 9998 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, "0")}`);

describe("presets, for any day", () => {
  it("give from ≤ to, one whole period, the right period, and are detected back", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...DATE_RANGE_PRESETS), (today, preset) => {
        const { from, to } = presetRange(preset, today);
        expect(isIsoDate(from) && isIsoDate(to)).toBe(true);
        expect(from <= to).toBe(true);
        // One whole period: both ends share it, and one day beyond either end leaves it.
        expect(periodOf(preset, from)).toBe(periodOf(preset, to));
        expect(periodOf(preset, shift(from, -1))).not.toBe(periodOf(preset, from));
        expect(periodOf(preset, shift(to, 1))).not.toBe(periodOf(preset, to));
        // The right period: "current" contains today, "last" ends the day before the current starts.
        const current = preset.replace("last", "current") as DateRangePresetName;
        const rightPeriod = preset === current ? from <= today && today <= to : shift(to, 1) === presetRange(current, today).from;
        expect(rightPeriod).toBe(true);
        expect(detectPreset(from, to, today)).toBe(preset);
      }),
      { numRuns: 500 },
    );
  });
});
