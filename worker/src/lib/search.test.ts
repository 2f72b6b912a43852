import * as fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../test/factories";
import { foldedSql, foldSearchTerm } from "../db/fold";
import { searchTerms, typedWords } from "./search";

async function foldInSql(text: string): Promise<string> {
  const [row] = await db.all<{ folded: string }>(sql`select ${foldedSql(sql`${text}`)} as folded`);
  return row?.folded ?? "";
}

describe("search folding", () => {
  it.each([
    ["ŁÓDŹ Żółć", "lodz zolc"],
    ["Zażółć GĘŚLĄ jaźń", "zazolc gesla jazn"],
    ["Anna.Nowak@Example.TEST", "anna.nowak@example.test"],
    ["Müller", "müller"],
  ])("SQL and JavaScript fold %s alike → %s", async (text, folded) => {
    expect(foldSearchTerm(text)).toBe(folded);
    expect(await foldInSql(text)).toBe(folded);
  });

  it("the SQL fold equals the JavaScript fold for any text of ASCII and Polish letters", async () => {
    const alphabet = fc.constantFrom(..."aAzZ09 .@-_ąćęłńóśźżĄĆĘŁŃÓŚŹŻ");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: alphabet, maxLength: 30 }), async (text) => {
        expect(await foldInSql(text)).toBe(foldSearchTerm(text));
      }),
      { numRuns: 100 },
    );
  });

  it("splits a query into at most five folded words", () => {
    expect(searchTerms("  Jan   KOWALSKI ")).toEqual(["jan", "kowalski"]);
    expect(searchTerms("a b c d e f g")).toEqual(["a", "b", "c", "d", "e"]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("   ")).toEqual([]);
  });

  it("drops punctuation at a word's edges, as a name copied from a list carries it, and keeps it inside", () => {
    expect(searchTerms("Jabłońska, Anna")).toEqual(["jablonska", "anna"]);
    expect(typedWords("„lalka” (prus)", 6)).toEqual(["lalka", "prus"]);
    expect(typedWords("10.1234/abc.1 978-83-01 sp. , ;", 6)).toEqual(["10.1234/abc.1", "978-83-01", "sp."]);
  });

  it("every word it gives occurs in the query, has no edge punctuation, and comes once (property)", () => {
    const unit = fc.constantFrom(..."ab1 ,.;:\"'()„”«»-/");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (q) => {
        const words = typedWords(q, 100);
        expect(new Set(words).size).toBe(words.length);
        for (const word of words) {
          expect(q).toContain(word);
          expect(word).not.toMatch(/^[,;:"'()„”«»]|[,;:"'()„”«»]$/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
