import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { decimalText, intFromQuery } from "./common";
import { ImportReportFields } from "./reports";

describe("decimalText", () => {
  it("reads any integer or decimal as typed, with a sign and spaces around", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(999), fc.constantFrom("", " ", "\t"), (n, fraction, pad) => {
        expect(decimalText(`${pad}${n}${pad}`)).toBe(n);
        expect(decimalText(`${n}.${fraction}`)).toBe(Number(`${n}.${fraction}`));
        expect(decimalText(`+${Math.abs(n)}`)).toBe(Math.abs(n));
      }),
    );
  });

  it("refuses what Number() reads but nobody types as a year or quarter: hex, binary, octal, exponents, Infinity, blank", () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        for (const text of [`0x${n.toString(16)}`, `0b${n.toString(2)}`, `0o${n.toString(8)}`, `${n}e1`, "Infinity", "", "  ", "1_000"]) {
          expect([text, decimalText(text)]).toEqual([text, Number.NaN]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("makes the import's year and quarter fields refuse them, and read spaced digits", () => {
    const r = v.safeParse(ImportReportFields, { year: "0x7d4", quarter: "0b11" });
    expect(r.success).toBe(false);
    expect(v.safeParse(ImportReportFields, { year: " 2025 ", quarter: "3" }).output).toEqual({ year: 2025, quarter: 3 });
    expect(v.safeParse(intFromQuery(1, 4), "2.5").success).toBe(false);
  });
});
