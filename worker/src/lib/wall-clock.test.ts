import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { warsawWallClock } from "./wall-clock";

const wall = (iso: string) => warsawWallClock(iso)!.toISOString().slice(0, 19).replace("T", " ");

describe("warsawWallClock", () => {
  it("gives winter and summer time, and the hours either side of both changes of 2026", () => {
    expect(wall("2026-01-15T12:00:00.000Z")).toBe("2026-01-15 13:00:00");
    expect(wall("2026-07-01T12:00:00.000Z")).toBe("2026-07-01 14:00:00");
    expect(wall("2026-03-29T00:59:59.000Z")).toBe("2026-03-29 01:59:59");
    expect(wall("2026-03-29T01:00:00.000Z")).toBe("2026-03-29 03:00:00");
    expect(wall("2026-10-25T00:59:59.000Z")).toBe("2026-10-25 02:59:59");
    expect(wall("2026-10-25T01:00:00.000Z")).toBe("2026-10-25 02:00:00");
    expect(wall("2026-12-31T23:30:00.000Z")).toBe("2027-01-01 00:30:00");
    expect(warsawWallClock(null)).toBeNull();
  });

  it("agrees with another formatter of the zone for any instant, milliseconds kept", () => {
    const sweden = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw", dateStyle: "short", timeStyle: "medium" });
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2090-01-01"), noInvalidDate: true }), (instant) => {
        const shifted = warsawWallClock(instant.toISOString())!;
        expect(shifted.toISOString().slice(0, 19).replace("T", " ")).toBe(sweden.format(instant));
        expect(shifted.getUTCMilliseconds()).toBe(instant.getUTCMilliseconds());
      }),
      { numRuns: 2000 },
    );
  });
});
