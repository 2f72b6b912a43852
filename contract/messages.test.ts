import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { m, translateMessage } from "./messages";

// Intl's grouping separators: a no-break space in Polish, a comma in English.
const NBSP = "\u00a0";

describe("translateMessage", () => {
  it("writes a count of five digits or more grouped, in each language", () => {
    expect(translateMessage(m("importRowLimit", 50000), "pl")).toBe(`Maksymalna liczba wierszy w arkuszu: 50${NBSP}000`);
    expect(translateMessage(m("importRowLimit", 50000), "en")).toBe("The sheet may have at most 50,000 rows");
    expect(translateMessage(m("importErrorsCapped", 123456, 98765, 1000), "en")).toBe(
      "Nothing was imported. Errors: 123,456; rows with errors: 98,765; the first 1000 are listed",
    );
  });

  it("leaves years and the user's own text as they were typed", () => {
    expect(translateMessage(m("maxValue", 2100), "en")).toBe("Must be at most 2100");
    expect(translateMessage(m("authorType", 2, "12345"), "en")).toBe("Author 2: unknown type '12345'; use A, T, O, R, P or I");
    expect(translateMessage(m("importFileTwice", "0123456789"), "en")).toBe("This file has already been imported (report 0123456789)");
  });

  it("keeps every count's value: its digits are the number's, only spaced", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom("pl" as const, "en" as const), (n, lang) => {
        const text = translateMessage(m("positionsConflict", n), lang);
        const count = text.match(/: ([\d\s,\u00a0\u202f]+)\./)?.[1] ?? "";
        expect(Number(count.replace(/[\s,\u00a0\u202f]/g, ""))).toBe(n);
        expect(count === String(n)).toBe(n < 10000);
      }),
    );
  });
});
