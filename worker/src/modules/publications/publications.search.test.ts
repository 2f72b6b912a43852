import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ftsPhrase, ftsTerm, prefixUpperBound, searchTextOf, searchWords, titleFoldedOf } from "./publications.search";

const empty = { title: null, magazineTitle: null, articleTitle: null, publisher: null, isbn: null, issn: null, articleDoi: null };

describe("search text", () => {
  it("folds the fields and spells identifiers every usual way", () => {
    expect(searchTextOf({ ...empty, title: "Łódź", publisher: "ŻAK", isbn: "9788301000004", issn: "0317-8471", articleDoi: "10.1000/abc" })).toBe(
      "lodz | zak | 10.1000/abc | 9788301000004 | 8301000007 | 0317-8471 | 03178471",
    );
    expect(searchTextOf(empty)).toBe("");
  });

  it("title for sorting: title, else magazine title, then publisher", () => {
    expect(titleFoldedOf({ title: null, magazineTitle: "Świat Nauki", publisher: "Prószyński" })).toBe("swiat nauki proszynski");
  });
});

describe("query words", () => {
  it("folds, dedupes and caps the words", () => {
    expect(searchWords("  Łódź ŁÓDŹ  zażółć ")).toEqual(["lodz", "zazolc"]);
    expect(searchWords("a b c d e f g h")).toHaveLength(6);
  });

  it("code-like words also match without separators", () => {
    expect(ftsTerm("83-01-00")).toBe('("83-01-00" OR "830100")');
    expect(ftsTerm("0317-847x")).toBe('("0317-847x" OR "0317847x")');
    expect(ftsTerm("lodz")).toBe('"lodz"');
    expect(ftsTerm("1-2")).toBe('"1-2"');
  });

  it("a phrase is always one quoted FTS string, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const phrase = ftsPhrase(s);
        const inner = phrase.slice(1, -1);
        return phrase.startsWith('"') && phrase.endsWith('"') && !inner.replaceAll('""', "").includes('"');
      }),
    );
  });

  it("the prefix upper bound is above every extension and below the next prefix", () => {
    expect(prefixUpperBound("ab")).toBe("ac");
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 5, unit: "grapheme-ascii" }), fc.string({ maxLength: 5, unit: "grapheme-ascii" }), (prefix, rest) => {
        const upper = prefixUpperBound(prefix);
        return prefix + rest < upper && prefix <= prefix + rest;
      }),
    );
  });
});
