import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextDay, nextStamp } from "./time";

const instant = fc.date({ min: new Date("2000-01-01T00:00:00.000Z"), max: new Date("2100-01-01T00:00:00.000Z"), noInvalidDate: true });

describe("version stamps", () => {
  it("is the request time when that is newer, else one millisecond after the previous stamp", () => {
    expect(nextStamp(new Date("2024-05-01T10:00:00.000Z"), "2024-05-01T09:00:00.000Z")).toBe("2024-05-01T10:00:00.000Z");
    expect(nextStamp(new Date("2024-05-01T10:00:00.000Z"), "2024-05-01T10:00:00.000Z")).toBe("2024-05-01T10:00:00.001Z");
    expect(nextStamp(new Date("2024-05-01T10:00:00.000Z"), "2024-05-01T10:00:00.005Z")).toBe("2024-05-01T10:00:00.006Z");
  });

  it("always sorts after the previous stamp and never before the request time, as stored text", () => {
    fc.assert(
      fc.property(instant, instant, (now, previous) => {
        const stamp = nextStamp(now, previous.toISOString());
        expect(stamp > previous.toISOString()).toBe(true);
        expect(stamp >= now.toISOString()).toBe(true);
        expect(new Date(stamp).toISOString()).toBe(stamp);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("nextDay", () => {
  const day = fc.date({ min: new Date("0001-01-01T00:00:00.000Z"), max: new Date("9999-12-31T00:00:00.000Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const msOfDay = fc.integer({ min: 0, max: 86_399_999 });

  it("bounds a day's timestamps as stored text: each is before it, the next day's are not", () => {
    fc.assert(
      fc.property(day, msOfDay, (date, ms) => {
        const within = new Date(Date.parse(`${date}T00:00:00Z`) + ms).toISOString();
        expect(within < nextDay(date)).toBe(true);
        const after = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 + ms);
        // (No timestamp after 9999 is stored: its ISO form has six year digits.)
        expect(after.getUTCFullYear() > 9999 || after.toISOString() >= nextDay(date)).toBe(true);
      }),
    );
  });

  it("bounds the last day of 9999 too (its next day's ISO form, '+010000-01-01', sorted first)", () => {
    expect(nextDay("2024-02-28")).toBe("2024-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect("9999-12-31T23:59:59.999Z" < nextDay("9999-12-31")).toBe(true);
    expect("2026-11-29T10:00:00.000Z" < nextDay("9999-12-31")).toBe(true);
  });
});
