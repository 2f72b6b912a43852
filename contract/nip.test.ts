import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidNip, nipCheckDigit, normalizeNip } from "./nip";

const digits9 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join(""));
const validNip = digits9.filter((d) => nipCheckDigit(d) !== 10).map((d) => d + String(nipCheckDigit(d)));

describe("NIP", () => {
  it.each([
    ["5260250274", true],
    ["526-025-02-74", true],
    ["PL5260250274", true],
    ["pl 526 025 02 74", true],
    ["5260250275", false],
    ["526025027", false],
    ["52602502741", false],
    ["abcdefghij", false],
    ["", false],
  ])("%s → %s", (input, valid) => {
    expect(isValidNip(input)).toBe(valid);
  });

  it("accepts every number whose check digit holds", () => {
    fc.assert(fc.property(validNip, (nip) => isValidNip(nip)));
  });

  it("rejects every single-digit change", () => {
    fc.assert(
      fc.property(validNip, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (nip, pos, delta) => {
        const changed = nip.slice(0, pos) + String((Number(nip[pos]) + delta) % 10) + nip.slice(pos + 1);
        return !isValidNip(changed);
      }),
    );
  });

  it("the usual spellings of a valid number normalise to its digits", () => {
    const spelled = fc.tuple(validNip, fc.constantFrom("", "PL", "pl ", "PL "), fc.constantFrom("", "-", " "));
    fc.assert(
      fc.property(spelled, ([nip, prefix, sep]) => {
        const written = prefix + [nip.slice(0, 3), nip.slice(3, 6), nip.slice(6, 8), nip.slice(8)].join(sep);
        return normalizeNip(written) === nip && isValidNip(written);
      }),
    );
  });
});
