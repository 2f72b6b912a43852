import { Url } from "@contract/publications";
import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { withScheme } from "./link-scheme";

const label = fc.stringMatching(/^[a-z\d](?:[a-z\d-]{0,10}[a-z\d])?$/);
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom("pl", "org", "com", "eu")).map(([ls, tld]) => [...ls, tld].join("."));
const rest = fc.option(fc.stringMatching(/^[/?#][\w\-./?=&#%]{0,20}$/), { nil: "" });
const port = fc.option(fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`), { nil: "" });

describe("withScheme", () => {
  it.each([
    ["bn.org.pl", "https://bn.org.pl"],
    ["  www.bn.org.pl/slownik?q=1 ", "https://www.bn.org.pl/slownik?q=1"],
    ["polona.pl:8080/item#p2", "https://polona.pl:8080/item#p2"],
    ["//example.org/a", "https://example.org/a"],
    ["http://example.org", "http://example.org"],
    ["HTTPS://Example.org", "HTTPS://Example.org"],
    ["ftp://example.org", "ftp://example.org"],
    ["mailto:ktos@example.org", "mailto:ktos@example.org"],
    ["ktos@example.org", "ktos@example.org"],
    ["localhost", "localhost"],
    ["two words.pl", "two words.pl"],
    ["", ""],
    ["   ", "   "],
  ])("%j → %j", (typed, expected) => {
    expect(withScheme(typed)).toBe(expected);
  });

  it("makes a bare site address one the link field takes, keeping what was typed after the scheme", () => {
    fc.assert(
      fc.property(host, port, rest, fc.constantFrom("", " ", "  "), (h, p, r, pad) => {
        const typed = `${pad}${h}${p}${r}${pad}`;
        const fixed = withScheme(typed);
        expect(fixed).toBe(`https://${h}${p}${r}`);
        expect(v.safeParse(Url, fixed).success).toBe(true);
      }),
    );
  });

  it("changes a value at most once, and only by putting https:// before it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const fixed = withScheme(typed);
        expect(withScheme(fixed)).toBe(fixed);
        const trimmed = typed.trim();
        expect([typed, `https://${trimmed}`, `https:${trimmed}`]).toContain(fixed);
      }),
    );
  });
});
