import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold } from "./fold";

describe("fold", () => {
  it.each([
    ["Łódź", "lodz"],
    ["ZAŻÓŁĆ GĘŚLĄ JAŹŃ", "zazolc gesla jazn"],
    ["zażółć gęślą jaźń", "zazolc gesla jazn"],
    ["  Anna \t Maria\n Nowak ", "anna maria nowak"],
    ["Straße", "strasse"],
    ["Ærø Øresund", "aero oresund"],
    ["ﬁnal ＡＢＣ", "final abc"],
    ["İstanbul", "istanbul"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it("folds each Polish letter, small and capital, to ASCII", () => {
    const polish = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ";
    expect(fold(polish)).toBe("acelnoszzacelnoszz");
    for (const ch of polish) expect(fold(ch)).toMatch(/^[a-z]$/);
  });

  const texts = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.array(fc.constantFrom(..."ąćęłńóśźżĄĆĘŁŃÓŚŹŻaZ \t-ßæ"), { maxLength: 30 }).map((cs) => cs.join("")),
  );

  it("is idempotent", () => {
    fc.assert(fc.property(texts, (s) => fold(fold(s)) === fold(s)), { numRuns: 2000 });
  });

  it("ignores case: fold(upper(s)) = fold(lower(s)) = fold(s)", () => {
    fc.assert(
      fc.property(texts, (s) => fold(s.toUpperCase()) === fold(s) && fold(s.toLowerCase()) === fold(s)),
      { numRuns: 2000 },
    );
  });

  it("leaves no capital letters and no runs or edges of whitespace", () => {
    fc.assert(
      fc.property(texts, (s) => {
        const f = fold(s);
        return f === f.toLowerCase() && !/\s\s/.test(f) && f === f.trim();
      }),
      { numRuns: 2000 },
    );
  });
});
