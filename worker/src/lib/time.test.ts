import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextStamp } from "./time";

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
