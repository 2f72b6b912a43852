import { describe, expect, it } from "vitest";
import { mainTitleOf, publicationName } from "./publication-cells";

const entry = (over: Partial<Parameters<typeof publicationName>[0]>) => ({ type: "k" as const, title: null, magazineTitle: null, articleTitle: null, ...over });

describe("publication names", () => {
  it("tell a magazine's articles apart by the article's title, and a book's chapters by the chapter's", () => {
    const a = entry({ type: "c", magazineTitle: "Język Polski", articleTitle: "Obraz miasta" });
    const b = entry({ type: "c", magazineTitle: "Język Polski", articleTitle: "Motyw podróży" });
    expect([mainTitleOf(a), mainTitleOf(b)]).toEqual(["Język Polski", "Język Polski"]);
    expect([publicationName(a), publicationName(b)]).toEqual(["Język Polski – Obraz miasta", "Język Polski – Motyw podróży"]);
    expect(publicationName(entry({ title: "Pisma zebrane", articleTitle: "Rozdział I" }))).toBe("Pisma zebrane – Rozdział I");
  });

  it("name a publication without an article by its title alone, and one with an article only by that", () => {
    expect(publicationName(entry({ title: "Lalka" }))).toBe("Lalka");
    expect(publicationName(entry({ type: "c", magazineTitle: "Odra" }))).toBe("Odra");
    expect(publicationName(entry({ type: "c", articleTitle: "Samotny artykuł" }))).toBe("Samotny artykuł");
    expect(publicationName(entry({}))).toBe("—");
  });
});
