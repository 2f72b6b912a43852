import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameName } from "./duplicate-author-note";

const typed = (firstName: string, lastName: string, middleName = "") => ({ firstName, middleName, lastName });

describe("sameName", () => {
  it("ignores case and diacritics, and a middle name only one side has", () => {
    const stored = { firstName: "Halina", middleName: "Jadwiga", lastName: "Błaszczyk" };
    expect(sameName(stored, typed("HALINA", "Blaszczyk"))).toBe(true);
    expect(sameName(stored, typed("Halina", "Błaszczyk", "jadwiga"))).toBe(true);
    expect(sameName(stored, typed("Halina", "Błaszczyk", "Maria"))).toBe(false);
    expect(sameName(stored, typed("Hanna", "Błaszczyk"))).toBe(false);
    expect(sameName({ ...stored, middleName: null }, typed("Halina", "Błaszczyk", "Maria"))).toBe(true);
  });

  it("a name always matches itself in any letter case (property)", () => {
    const word = fc.string({ unit: fc.constantFrom(..."abcęłóśżź"), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(word, word, fc.option(word, { nil: null }), (firstName, lastName, middleName) => {
        expect(sameName({ firstName, middleName, lastName }, typed(firstName.toUpperCase(), lastName, middleName ?? ""))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
