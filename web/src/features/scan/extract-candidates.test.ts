import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractCandidates } from "./extract-candidates";

// Reference check digits written from the definitions, independent of the module under test.
const value = (c: string) => (c === "X" ? 10 : Number(c));
const char = (n: number) => (n === 10 ? "X" : String(n));
function solve(body: string, weight: (i: number) => number, mod: number): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += weight(i) * value(body[i]!);
  for (let c = 0; c < mod; c++) if ((sum + c) % mod === 0) return c;
  throw new Error("unreachable");
}
const ref10 = (d: string) => char(solve(d, (i) => 10 - i, 11));
const ref13 = (d: string) => String(solve(d, (i) => (i % 2 === 0 ? 1 : 3), 10));
const refIssn = (d: string) => char(solve(d, (i) => 8 - i, 11));

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
const isbn13 = fc.tuple(fc.constantFrom("978", "979"), digits(9)).map(([p, d]) => p + d + ref13(p + d));
const isbn10 = digits(9).map((d) => d + ref10(d));
const issn = digits(7).map((d) => d + refIssn(d));

/** A wrong check character for a body, given the right one. */
const wrong = (right: string, mod: 10 | 11) =>
  fc
    .integer({ min: 0, max: mod - 1 })
    .map((n) => char(n))
    .filter((c) => c !== right);

/** Hyphens, spaces or nothing between some characters, as printed. */
function spelled(code: string) {
  return fc
    .array(fc.constantFrom("", "", "", "-", " ", "\u2013"), { minLength: code.length - 1, maxLength: code.length - 1 })
    .map((seps) => [...code].map((c, i) => (i === 0 ? c : seps[i - 1]! + c)).join(""));
}

/** Words OCR makes of the rest of a page: letters and punctuation, never digits or a lone X. */
const noiseWord = fc.stringMatching(/^[A-WYZa-wyz.,;:()'"?&*]{1,12}$/);
const noise = fc.array(noiseWord, { maxLength: 8 }).map((w) => w.join(" "));
const label = fc.constantFrom("", "ISBN ", "ISBN: ", "ISBN-13: ", "isbn ", "ISSN ", "1SBN ");

function embedded(code: string) {
  return fc.tuple(noise, label, spelled(code), noise, fc.constantFrom(" ", "\n", "  ")).map(([a, l, c, b, sep]) => `${a}${sep}${l}${c}${sep}${b}`);
}

const values = (text: string) => extractCandidates(text).map((c) => c.value);

describe("extractCandidates: properties", () => {
  it("finds any valid ISBN-13 embedded in noise", () => {
    fc.assert(
      fc.property(
        isbn13.chain((code) => embedded(code).map((text) => ({ code, text }))),
        ({ code, text }) => {
          expect(values(text)).toContain(code);
        },
      ),
    );
  });

  it("finds any valid ISBN-10 embedded in noise, as its ISBN-13", () => {
    fc.assert(
      fc.property(
        isbn10.chain((code) => embedded(code).map((text) => ({ code, text }))),
        ({ code, text }) => {
          const body = "978" + code.slice(0, 9);
          expect(values(text)).toContain(body + ref13(body));
        },
      ),
    );
  });

  it("finds any valid ISSN embedded in noise", () => {
    fc.assert(
      fc.property(
        issn.chain((code) => embedded(code).map((text) => ({ code, text }))),
        ({ code, text }) => {
          expect(values(text)).toContain(`${code.slice(0, 4)}-${code.slice(4)}`);
        },
      ),
    );
  });

  it("finds nothing in an ISBN-13 with a wrong check digit", () => {
    const arb = fc.tuple(fc.constantFrom("978", "979"), digits(9)).chain(([p, d]) => wrong(ref13(p + d), 10).chain((c) => embedded(p + d + c)));
    fc.assert(
      fc.property(arb, (text) => {
        expect(extractCandidates(text)).toEqual([]);
      }),
    );
  });

  it("finds nothing in an ISBN-10 with a wrong check digit", () => {
    const arb = digits(9).chain((d) => wrong(ref10(d), 11).chain((c) => embedded(d + c)));
    fc.assert(
      fc.property(arb, (text) => {
        expect(extractCandidates(text)).toEqual([]);
      }),
    );
  });

  it("finds nothing in an ISSN with a wrong check digit", () => {
    const arb = digits(7).chain((d) => wrong(refIssn(d), 11).chain((c) => embedded(d + c)));
    fc.assert(
      fc.property(arb, (text) => {
        expect(extractCandidates(text)).toEqual([]);
      }),
    );
  });

  it("finds nothing in noise alone and never throws", () => {
    fc.assert(
      fc.property(noise, (text) => {
        expect(extractCandidates(text)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(extractCandidates(text))).toBe(true);
      }),
    );
  });

  it("every candidate found in any text has a valid check digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9X \-a-z]{0,60}$/), (text) => {
        for (const c of extractCandidates(text)) {
          const check = c.kind === "isbn" ? ref13(c.value.slice(0, 12)) : refIssn(c.value.slice(0, 4) + c.value.slice(5, 8));
          expect(c.value.slice(-1)).toBe(check);
        }
      }),
    );
  });
});

describe("extractCandidates: OCR readings", () => {
  it.each([
    ["ISBN 978-83-01-00000-4", ["9788301000004"]],
    ["ISBN 83-01-00000-7", ["9788301000004"]],
    ["ISBN 978-83-O1-00000-4", ["9788301000004"]],
    ["lSBN 978 83 01 00000 4\n", ["9788301000004"]],
    ["ISBN9788301000004", ["9788301000004"]],
    ["ISSN 0317-8471", ["0317-8471"]],
    ["ISSN 1050-124x", ["1050-124X"]],
    ["9 788301 000004", ["9788301000004"]],
    ["12 978-83-01-00000-4 34", ["9788301000004"]],
    ["Price 29.90 zł\nISBN 978-83-01-00000-2", []],
    ["978-83-01-00000-2", []],
  ])("%j → %j", (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it("puts a labelled code before an unlabelled one", () => {
    expect(values("0317-8471 and ISBN 978-83-01-00000-4")).toEqual(["9788301000004", "0317-8471"]);
    expect(extractCandidates("ISSN 0317-8471")[0]).toEqual({ kind: "issn", value: "0317-8471", labelled: true });
  });

  it("reads the EAN-13 of a serial (977…) as its ISSN", () => {
    expect(extractCandidates("9770317847001")).toEqual([{ kind: "issn", value: "0317-8471", labelled: false }]);
  });
});
