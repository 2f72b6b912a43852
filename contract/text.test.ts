import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LoginInput } from "./auth";
import { trimmed, trimText, xmlText } from "./text";
import { CreateUserInput } from "./users";
import { fieldErrors, safeParseKeyed } from "./validation";

const INVISIBLE = ["\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"];
const edge = fc.array(fc.constantFrom(" ", "\t", "\n", "\u00A0", ...INVISIBLE), { maxLength: 6 }).map((cs) => cs.join(""));
const visible = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => trimText(s) === s && s.length > 0);

describe("trimText", () => {
  it("takes white space and invisible characters off both ends, and nothing else", () => {
    fc.assert(
      fc.property(edge, visible, edge, (before, core, after) => {
        expect(trimText(before + core + after)).toBe(core);
      }),
    );
  });

  it("is String.prototype.trim for text without invisible characters, and idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const plain = INVISIBLE.reduce((acc, c) => acc.replaceAll(c, ""), s);
        // (Controls are dropped, not trimmed: see xmlText; tabs and line breaks inside: see below.)
        fc.pre([...plain.trim()].every((ch) => ch >= " " && !"\u0085\u2028\u2029".includes(ch)));
        expect(trimText(plain)).toBe(plain.trim());
        expect(trimText(trimText(s))).toBe(trimText(s));
      }),
    );
  });

  it("gives any text in its composed form (NFC), as it would be typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom("z\u0307", "a\u0328", "o\u0301", "\u1100\u1161", " "), fc.string({ unit: "binary", maxLength: 2 })) }), (s) => {
        const out = trimText(s);
        expect(out).toBe(out.normalize("NFC"));
        expect(out).toBe(trimText(s.normalize("NFD")));
      }),
      { numRuns: 2000 },
    );
    expect(trimText(" Z\u0307o\u0301\u0142kiewski ")).toBe("Żółkiewski");
  });

  it("puts the text on one line: a tab or line break inside, with the white space around it, becomes one space", () => {
    const word = visible.filter((s) => !/\s/.test(s));
    const spaces = fc.array(fc.constantFrom(" ", "\u00A0", "\u3000"), { maxLength: 3 }).map((cs) => cs.join(""));
    const linebreak = fc.tuple(spaces, fc.constantFrom("\t", "\n", "\r", "\r\n", "\n\n", "\u0085", "\u2028", "\u2029"), spaces).map((ps) => ps.join(""));
    fc.assert(
      fc.property(fc.array(fc.tuple(linebreak, word), { minLength: 1, maxLength: 5 }), word, (rest, first) => {
        expect(trimText(first + rest.map(([b, w]) => b + w).join(""))).toBe([first, ...rest.map(([, w]) => w)].join(" "));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(spaces, word), { maxLength: 5 }), word, (rest, first) => {
        const text = first + rest.map(([s, w]) => s + w).join("");
        expect(trimText(text)).toBe(text);
      }),
    );
    expect(trimText(" Dziady\r\n  cz. III\n")).toBe("Dziady cz. III");
  });

  it("keeps a joiner inside the text (an emoji sequence), and makes an invisible-only field empty", () => {
    expect(trimText("\u200B👩\u200D💻\uFEFF")).toBe("👩\u200D💻");
    expect(v.parse(v.pipe(v.string(), trimmed(), v.nonEmpty()), " Lalka\u200B")).toBe("Lalka");
    expect(v.safeParse(v.pipe(v.string(), trimmed(), v.nonEmpty()), "\u200B\u2060").success).toBe(false);
  });
});

/** XML 1.0's Char production, code point by code point (independent of the pattern under test). */
const isXmlChar = (c: number) => c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000;
const xmlChars = (s: string) => [...s].every((ch) => isXmlChar(ch.codePointAt(0)!));

describe("xmlText", () => {
  it("leaves only what XML 1.0 allows, and every such character where it was", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (s) => {
        const out = xmlText(s);
        expect(xmlChars(out)).toBe(true);
        expect(out).toBe([...s].filter((ch) => xmlChars(ch)).join(""));
        expect(xmlChars(trimText(s))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("drops a non-character, a control and an unpaired surrogate from a field, keeping emoji", () => {
    expect(v.parse(v.pipe(v.string(), trimmed()), "A\uFFFFB\u0001C\uD800D 😀\nE\tF")).toBe("ABCD 😀 E F");
  });
});

const errorsOf = (schema: Parameters<typeof safeParseKeyed>[0], input: unknown) => {
  const r = safeParseKeyed(schema, input);
  return r.success ? {} : fieldErrors(r.issues, "body");
};

describe("a required text field's type message", () => {
  it("says required when the value is absent, and invalid value for any value that is not text (login, account bodies)", () => {
    const notText = fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.array(fc.integer(), { maxLength: 2 }));
    fc.assert(
      fc.property(notText, fc.constantFrom(undefined, null), (value, absent) => {
        expect(errorsOf(LoginInput, { userEmail: value, userPassword: absent })).toMatchObject({ userEmail: ["invalidValue"], userPassword: ["required"] });
        const user = { email: "a@b.pl", role: "Worker", companyId: "c", firstName: value, lastName: absent };
        expect(errorsOf(CreateUserInput, user)).toMatchObject({ firstName: ["invalidValue"], lastName: ["required"] });
      }),
      { numRuns: 100 },
    );
  });
});
