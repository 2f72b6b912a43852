import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnIndex, columnLetter } from "./reports-xlsx.columns";

describe("column letters", () => {
  it("name the columns as spreadsheets do", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetter)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA", "XFD"]);
  });

  it("are read back to the same index, over every column a sheet can have (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16_383 }), (index) => {
        expect(columnIndex(columnLetter(index))).toBe(index);
      }),
      { numRuns: 2000 },
    );
  });
});
