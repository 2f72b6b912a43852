import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import { doiBreakParts, emailBreakParts, formatFileSize, formatFullName, formatNameInText, initials, keepShortWords, shorten } from "./format";

describe("formatFullName", () => {
  it.each([
    [{ firstName: "Jan", middleName: "Maria", lastName: "Kowalski" }, "Kowalski, Jan Maria"],
    [{ firstName: "Jan", middleName: null, lastName: "Kowalski" }, "Kowalski, Jan"],
    [{ firstName: "Jan", middleName: "", lastName: "Kowalski" }, "Kowalski, Jan"],
    [{ firstName: "  Jan ", middleName: "  ", lastName: " Nowak-Kowalska " }, "Nowak-Kowalska, Jan"],
    [{ firstName: "Jan", lastName: "" }, "Jan"],
    [{ firstName: "", lastName: "Kowalski" }, "Kowalski"],
    [{}, ""],
  ])("%j → %s", (parts, expected) => {
    expect(formatFullName(parts)).toBe(expected);
  });
});

describe("formatNameInText", () => {
  it.each([
    [{ firstName: "Łucja", middleName: "Maria", lastName: "Świętochowska-Wąsowicz" }, "Łucja Maria Świętochowska-Wąsowicz"],
    [{ firstName: " Jan ", middleName: null, lastName: " Kowalski  Nowak " }, "Jan Kowalski Nowak"],
    [{ firstName: "", lastName: "Kowalski" }, "Kowalski"],
    [{}, ""],
  ])("%j → %s", (parts, expected) => {
    expect(formatNameInText(parts)).toBe(expected);
  });
});

describe("keepShortWords", () => {
  it.each([
    ["Wydawnictwo Literackie Sp. z o.o.", "Wydawnictwo Literackie Sp.\u00a0z\u00a0o.o."],
    ["Drukarnia Pomorska sp. j.", "Drukarnia Pomorska sp.\u00a0j."],
    ["Oficyna Wydawnicza Kwadrat S.A.", "Oficyna Wydawnicza Kwadrat S.A."],
    ["Dom Książki i Prasy w Łodzi", "Dom Książki i\u00a0Prasy w\u00a0Łodzi"],
    ["A to ciekawe", "A\u00a0to ciekawe"],
    ["Spółka z", "Spółka z"],
  ])("%s", (text, expected) => {
    expect(keepShortWords(text)).toBe(expected);
  });

  it("changes only spaces, only after a one-letter word or Sp., and twice is once", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("z", "i", "Sp.", "sp.", "o.o.", "Łódź", "a", "Kraków", "S.A.", "ż"), { maxLength: 8 }), fc.constantFrom(" ", "  ", "\t"), (words, gap) => {
        const text = words.join(gap);
        const kept = keepShortWords(text);
        expect(kept.replaceAll("\u00a0", " ").replace(/[ \t]+/g, " ")).toBe(text.replace(/[ \t]+/g, " "));
        expect(keepShortWords(kept)).toBe(kept);
        const parts = kept.split(/[ \t]+/);
        for (const part of parts.slice(0, -1)) {
          const last = part.split("\u00a0").at(-1)!;
          expect(/^(\p{L}|[Ss]p\.)$/u.test(last)).toBe(false);
        }
      }),
    );
  });
});

describe("initials", () => {
  it("takes the first letters of first and last name", () => {
    expect(initials({ firstName: "jan", lastName: "Łukasiewicz" })).toBe("JŁ");
    expect(initials({ firstName: "Jan" })).toBe("J");
  });
});

describe("shorten", () => {
  it("keeps a text of at most max characters and cuts a longer one to exactly max, ending in an ellipsis", () => {
    expect(shorten("Lalka", 5)).toBe("Lalka");
    expect(shorten("Lalka!", 5)).toBe("Lalk…");
    // Characters, not UTF-16 units: an emoji is not split.
    expect(shorten("ab😀cd", 4)).toBe("ab😀…");
    for (const text of ["", "x", "żółć", "a".repeat(59), "a".repeat(60), "a".repeat(61), "😀".repeat(70)]) {
      const out = shorten(text, 60);
      expect([...out].length).toBeLessThanOrEqual(60);
      expect(out === text || (out.endsWith("…") && text.startsWith(out.slice(0, -1)))).toBe(true);
    }
  });
});

describe("emailBreakParts", () => {
  it("cuts before @ and after each dot", () => {
    expect(emailBreakParts("anna.maria.kowalska@wydawnictwo-literackie.com.pl")).toEqual(["anna.", "maria.", "kowalska", "@wydawnictwo-literackie.", "com.", "pl"]);
    expect(emailBreakParts("jan@x")).toEqual(["jan", "@x"]);
    expect(emailBreakParts("")).toEqual([""]);
  });

  it("loses nothing, and every cut is before @ or after a dot", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "ż", ".", "@", "-", "1") }), (email) => {
        const parts = emailBreakParts(email);
        expect(parts.join("")).toBe(email);
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.startsWith("@") || parts[i - 1]!.endsWith(".")).toBe(true);
      }),
    );
  });
});

describe("doiBreakParts", () => {
  it("cuts after the slash and each dot, losing nothing", () => {
    expect(doiBreakParts("10.13075/mp.2024.154.29")).toEqual(["10.", "13075/", "mp.", "2024.", "154.", "29"]);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("1", "a", ".", "/", "-") }), (doi) => {
        const parts = doiBreakParts(doi);
        expect(parts.join("")).toBe(doi);
        for (let i = 1; i < parts.length; i++) expect(/[./]$/.test(parts[i - 1]!)).toBe(true);
      }),
    );
  });
});

describe("formatFileSize", () => {
  it("says bytes under 1 kB, kB under 1 MB, MB above, in the language's way", () => {
    expect(formatFileSize(6, "en")).toBe("6 bytes");
    expect(formatFileSize(6, "pl")).toBe("6 bajtów");
    expect(formatFileSize(1536, "en")).toBe("1.5 kB");
    expect(formatFileSize(250 * 1024, "pl")).toBe("250 kB");
    expect(formatFileSize(3.5 * 1024 * 1024, "pl")).toBe("3,5 MB");
  });

  it("never says 0 of anything for a file that holds something", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 * 1024 * 1024 }), fc.constantFrom("pl", "en"), (bytes, locale) => {
        expect(formatFileSize(bytes, locale)).not.toMatch(/^0\s/);
      }),
    );
  });
});
