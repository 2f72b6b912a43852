import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAcceptLanguage } from "./accept-language";

describe("parseAcceptLanguage", () => {
  it.each([
    [undefined, "pl"],
    ["", "pl"],
    ["en", "en"],
    ["EN-us", "en"],
    ["pl-PL", "pl"],
    ["de-DE,de;q=0.9", "pl"],
    ["de,en;q=0.8", "en"],
    ["en;q=0.5,pl;q=0.6", "pl"],
    ["pl;q=0.5,en;q=0.6", "en"],
    ["en;q=0,pl;q=0", "pl"],
    ["en;q=0", "pl"],
    ["en, pl", "en"],
    ["pl, en", "pl"],
    ["en;q=abc", "pl"],
    ["*", "pl"],
    ["en-US,en;q=0.9,pl;q=0.8", "en"],
  ])("%j → %s", (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });

  it("answers pl or en for any header whatsoever", () => {
    fc.assert(fc.property(fc.string(), (header) => ["pl", "en"].includes(parseAcceptLanguage(header))));
  });

  const tag = fc.constantFrom("pl", "en", "de", "fr", "pl-PL", "en-GB", "cs");
  const weighted = fc.array(fc.tuple(tag, fc.integer({ min: 0, max: 1000 })), { minLength: 1, maxLength: 6 });

  it("picks the supported language of highest weight, the earlier one on ties", () => {
    fc.assert(
      fc.property(weighted, (entries) => {
        const header = entries.map(([t, q]) => `${t};q=${(q / 1000).toFixed(3)}`).join(", ");
        let expected: string | undefined;
        let best = 0;
        for (const [t, q] of entries) {
          const primary = t.split("-")[0] as string;
          if ((primary === "pl" || primary === "en") && q > best) [expected, best] = [primary, q];
        }
        expect(parseAcceptLanguage(header)).toBe(expected ?? "pl");
      }),
    );
  });
});
