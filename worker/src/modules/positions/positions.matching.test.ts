import type { PositionPublicationDto } from "@contract/positions";
import type { AuthorType } from "@contract/publications";
import { describe, expect, it } from "vitest";
import { type CatalogueEntry, autofillMatch, matchByCode, matchByTitle, planVerification, suggestedFields, titlePrefix } from "./positions.matching";

const blank: PositionPublicationDto = {
  type: "k",
  title: null,
  publisher: null,
  link: null,
  publicationYear: null,
  editionNumber: null,
  isbn: null,
  issn: null,
  articleTitle: null,
  articleDoi: null,
  magazineTitle: null,
};
const pub = (p: Partial<PositionPublicationDto>) => ({ ...blank, ...p });
const entry = (id: string, p: Partial<CatalogueEntry>): CatalogueEntry => ({ ...blank, id, isVerified: false, createdOn: `2024-01-01T00:00:0${id.length}.000Z`, ...p });

const ISBN = "9788301000004";
const ISSN = "0317-8471";

describe("matching by code", () => {
  it.each([
    ["ISBN before ISSN", pub({ isbn: ISBN, issn: ISSN }), [entry("a", { issn: ISSN }), entry("b", { isbn: ISBN })], "b", "isbn"],
    ["ISSN before DOI", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { articleDoi: "10.1/x" }), entry("b", { issn: ISSN })], "b", "issn"],
    ["DOI", pub({ articleDoi: "10.1/x" }), [entry("a", { articleDoi: "10.1/x" })], "a", "doi"],
    ["skips an entry whose other code contradicts", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { issn: ISSN, articleDoi: "10.1/y" })], null, null],
    ["an entry without the other code is fine", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { issn: ISSN })], "a", "issn"],
    ["the one sharing most codes first", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { issn: ISSN }), entry("bb", { issn: ISSN, articleDoi: "10.1/x" })], "bb", "issn"],
    ["then a verified one", pub({ isbn: ISBN }), [entry("a", { isbn: ISBN }), entry("bb", { isbn: ISBN, isVerified: true })], "bb", "isbn"],
    ["then the oldest", pub({ isbn: ISBN }), [entry("bbb", { isbn: ISBN }), entry("a", { isbn: ISBN })], "a", "isbn"],
    ["no codes, no match", pub({ title: "X" }), [entry("a", { title: "X" })], null, null],
  ] as const)("%s", (_, p, candidates, id, kind) => {
    const match = matchByCode(p, candidates);
    expect(match ? [match.entry.id, match.kind] : [null, null]).toEqual([id, kind]);
  });
});

describe("matching by title", () => {
  it("verification: a position without codes meets an entry without codes of the same type and folded title", () => {
    const p = pub({ title: "Pan Tadeusz." });
    expect(matchByTitle(p, [entry("a", { title: "PAN TADEUSZ" })], { codeless: true })?.entry.id).toBe("a");
    expect(matchByTitle(p, [entry("a", { title: "Pan Tadeusz", type: "c", magazineTitle: "x" })], { codeless: true })).toBeNull();
    expect(matchByTitle(p, [entry("a", { title: "Pan Tadeusz", isbn: ISBN })], { codeless: true })).toBeNull();
    expect(matchByTitle(pub({ title: "Pan Tadeusz", isbn: ISBN }), [entry("a", { title: "Pan Tadeusz" })], { codeless: true })).toBeNull();
  });

  it("autofill: by code first, then by title unless a code contradicts", () => {
    const p = pub({ title: "Lalka", isbn: ISBN });
    expect(autofillMatch(p, [entry("a", { title: "Lalka" }), entry("bb", { isbn: ISBN })])).toMatchObject({ entry: { id: "bb" }, kind: "isbn" });
    expect(autofillMatch(p, [entry("a", { title: "Lalka" })])).toMatchObject({ entry: { id: "a" }, kind: "title" });
    expect(autofillMatch(p, [entry("a", { title: "Lalka", isbn: "9780306406157" })])).toBeNull();
  });

  it.each([
    [{ title: "Pan Tadeusz, czyli ostatni zajazd" }, "pan tadeusz"],
    [{ title: null, magazineTitle: "Świat Nauki" }, "swiat nauki"],
    [{ title: "Ab" }, null],
    [{ title: "(Nie)znany" }, null],
  ])("title prefix of %j is %s", (p, expected) => {
    expect(titlePrefix({ magazineTitle: null, ...p })).toBe(expected);
  });
});

describe("autofill's suggestions", () => {
  it("fills only the position's empty fields, never the type", () => {
    expect(suggestedFields(pub({ title: "Mine", publisher: null }), pub({ type: "c", title: "Theirs", publisher: "PWN", publicationYear: 1999 }))).toEqual({
      publisher: "PWN",
      publicationYear: 1999,
    });
  });
});

type Author = { firstName: string; middleName: string | null; lastName: string; type: AuthorType };
const KOWALSKI: Author[] = [{ firstName: "Jan", middleName: null, lastName: "Kowalski", type: "A" }];
const position = (id: string, p: Partial<PositionPublicationDto>, groupKey: string, authors: Author[] = KOWALSKI) => ({ ...pub(p), id, groupKey, authors });

describe("the verification plan", () => {
  let n = 0;
  const ids = () => `new-${n++}`;

  it("links every position to the given publication", () => {
    const plan = planVerification({ positions: [position("p1", { title: "X" }, "title:k:x")], given: entry("g", {}), candidates: [], authors: [] }, ids);
    expect(plan.assignments).toEqual([{ positionId: "p1", publicationId: "g", matchedBy: "given" }]);
    expect(plan.newPublications).toEqual([]);
  });

  it("makes one new publication per group key, matches the catalogue by code, reuses the oldest namesake author", () => {
    const plan = planVerification(
      {
        positions: [
          position("p1", { title: "Lalka" }, "title:k:lalka"),
          position("p2", { title: "LALKA!" }, "title:k:lalka", [{ firstName: "Jan", middleName: null, lastName: "Kowalski", type: "T" }]),
          position("p3", { title: "Potop", isbn: ISBN }, `isbn:${ISBN}`, [{ firstName: "Anna", middleName: null, lastName: "Nowak", type: "A" }]),
        ],
        given: null,
        candidates: [entry("cat", { isbn: ISBN, title: "Potop" })],
        authors: [
          { id: "young", nameFolded: "kowalski jan", createdOn: "2024-02-01" },
          { id: "old", nameFolded: "kowalski jan", createdOn: "2023-02-01" },
        ],
      },
      ids,
    );
    const newId = plan.newPublications[0]!.id;
    expect(plan.newPublications).toHaveLength(1);
    expect(plan.newPublications[0]).toMatchObject({ title: "Lalka", type: "k" });
    expect(plan.assignments).toEqual([
      { positionId: "p1", publicationId: newId, matchedBy: "new" },
      { positionId: "p2", publicationId: newId, matchedBy: "new" },
      { positionId: "p3", publicationId: "cat", matchedBy: "isbn" },
    ]);
    expect(plan.newAuthors).toEqual([expect.objectContaining({ firstName: "Anna", lastName: "Nowak", nameFolded: "nowak anna" })]);
    expect(plan.links).toEqual([
      { publicationId: newId, authorId: "old", type: "A" },
      { publicationId: "cat", authorId: plan.newAuthors[0]!.id, type: "A" },
    ]);
  });
});
