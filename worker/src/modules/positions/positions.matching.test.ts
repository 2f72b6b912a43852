import { type PositionPublicationDto, positionGroupKey } from "@contract/positions";
import type { AuthorType } from "@contract/publications";
import { fold } from "@contract/fold";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { titleFoldedOf } from "../publications/publications.search";
import {
  type CatalogueEntry,
  autofillMatch,
  hasCode,
  magazinesToRead,
  matchByCode,
  matchByTitle,
  planVerification,
  suggestedFields,
  titleKey,
  titlePattern,
  titleRanges,
} from "./positions.matching";

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
    ["DOI before ISSN: the article before its magazine's other entries", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { articleDoi: "10.1/x" }), entry("b", { issn: ISSN })], "a", "doi"],
    ["DOI", pub({ articleDoi: "10.1/x" }), [entry("a", { articleDoi: "10.1/x" })], "a", "doi"],
    ["skips an entry whose other code contradicts", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { issn: ISSN, articleDoi: "10.1/y" })], null, null],
    ["an entry without the other code is fine", pub({ issn: ISSN, articleDoi: "10.1/x" }), [entry("a", { issn: ISSN })], "a", "issn"],
    ["the one sharing most codes first", pub({ isbn: ISBN, issn: ISSN }), [entry("a", { isbn: ISBN }), entry("bb", { isbn: ISBN, issn: ISSN })], "bb", "isbn"],
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
    [{ title: "Quo-vadis" }, "quo vadis"],
    [{ title: "Quo vadis" }, "quo vadis"],
    [{ title: "Lalka, tom 1" }, "lalka tom"],
    [{ title: "„Lalka”" }, "„lalka"],
    [{ title: "(Nie)znany" }, "(nie znany"],
    [{ title: "„Ab”" }, null],
  ])("title ranges of %j start at %s", (p, expected) => {
    const ranges = titleRanges({ magazineTitle: null, ...p });
    expect(ranges[0]?.[0] ?? null).toBe(expected);
    expect(expected === null || ranges.some(([from]) => from === expected.replace(/^[^\p{L}\p{N}]+/u, ""))).toBe(true);
  });

  it("keeps a common first word's ranges narrow: two words, or the word and punctuation", () => {
    const ranges = titleRanges({ title: "Historia Polski", magazineTitle: null });
    for (const [from, to] of ranges) {
      expect(from < to).toBe(true);
      // Never the whole of "historia …": a range either holds the second word or is of a character after the first (and a space).
      expect(from.endsWith("historia polski") || /historia ?[^ ]$/.test(from)).toBe(true);
    }
    expect(ranges.some(([from, to]) => "historia polski xx wieku" >= from && "historia polski xx wieku" < to)).toBe(true);
    expect(ranges.some(([from, to]) => "historia sztuki" >= from && "historia sztuki" < to)).toBe(false);
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
      { positionId: "p2", publicationId: newId, matchedBy: "title" },
      { positionId: "p3", publicationId: "cat", matchedBy: "isbn" },
    ]);
    expect(plan.newAuthors).toEqual([expect.objectContaining({ firstName: "Anna", lastName: "Nowak", nameFolded: "nowak anna" })]);
    expect(plan.links).toEqual([
      { publicationId: newId, authorId: "old", type: "A" },
      { publicationId: "cat", authorId: plan.newAuthors[0]!.id, type: "A" },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: the indexed plan and the narrowed reads give what scanning the whole catalogue gives

const CODE_VALUES = { isbn: [null, "I1", "I2"], issn: [null, "S1", "S2"], articleDoi: [null, "D1", "D2", "D3"] } as const;
const TITLES = [null, "Pan Tadeusz", "pan tadeusz.", "PAN-TADEUSZ", "Lalka", "Lalka, tom 2"] as const;
const arbPublication = fc.record({
  type: fc.constantFrom("k", "c"),
  title: fc.constantFrom(...TITLES),
  magazineTitle: fc.constantFrom(null, "Świat Nauki"),
  isbn: fc.constantFrom(...CODE_VALUES.isbn),
  issn: fc.constantFrom(...CODE_VALUES.issn),
  articleDoi: fc.constantFrom(...CODE_VALUES.articleDoi),
});
const arbCatalogue = fc
  .array(fc.record({ p: arbPublication, isVerified: fc.boolean(), day: fc.integer({ min: 1, max: 3 }) }), { maxLength: 25 })
  .map((rows) => rows.map(({ p, isVerified, day }, i) => ({ ...entry(`e${String(i).padStart(2, "0")}`, pub(p)), isVerified, createdOn: `2024-01-0${day}T00:00:00.000Z` })));
const arbPositions = fc
  .array(arbPublication, { minLength: 1, maxLength: 12 })
  .map((ps) => ps.map((p, i) => position(`p${i}`, p, positionGroupKey(pub(p)))));

/**
 * What verification means without the index: every position scans every candidate, the
 * publications made for the positions before it included (as if each were confirmed in a call of
 * its own).
 */
function scanningAssignments(positions: readonly ReturnType<typeof position>[], catalogue: readonly CatalogueEntry[]) {
  const made = new Map<string, string>();
  const candidates = [...catalogue];
  return positions.map((p) => {
    const match = matchByCode(p, candidates) ?? matchByTitle(p, candidates, { codeless: true });
    if (match) return { positionId: p.id, publicationId: match.entry.id, matchedBy: match.kind };
    if (!made.has(p.groupKey)) {
      const id = `new-${made.size}`;
      made.set(p.groupKey, id);
      const { groupKey: _g, authors: _a, id: _p, ...fields } = p;
      candidates.push({ ...fields, id, isVerified: true, createdOn: "\uffff" });
    }
    return { positionId: p.id, publicationId: made.get(p.groupKey)!, matchedBy: "new" };
  });
}

/** SQLite's GLOB for patterns of literals and `*` (titlePattern's). */
const glob = (pattern: string) => new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`, "su");

const counter = () => {
  let n = 0;
  return () => `new-${n++}`;
};

describe("the verification plan's matching, as properties", () => {
  it("positions of one publication whose keys differ meet one new publication within a call, in either order", () => {
    const withIsbn = position("p1", { title: "Potop", isbn: ISBN, articleDoi: "10.1/x" }, `isbn:${ISBN}`);
    const doiOnly = position("p2", { title: "Potop", articleDoi: "10.1/x" }, "doi:10.1/x");
    for (const positions of [[withIsbn, doiOnly], [doiOnly, withIsbn]]) {
      const plan = planVerification({ positions, given: null, candidates: [], authors: [] }, counter());
      expect(plan.newPublications).toHaveLength(1);
      expect(new Set(plan.assignments.map((a) => a.publicationId))).toEqual(new Set([plan.newPublications[0]!.id]));
    }
  });

  it("two articles of one magazine confirmed in one call stay two publications, in either order (a publication made in the call is not met by its ISSN)", () => {
    const withDoi = position("p1", { type: "c", magazineTitle: "Kwartalnik", articleTitle: "Pierwszy", issn: ISSN, articleDoi: "10.1/a" }, "doi:10.1/a");
    const without = position("p2", { type: "c", magazineTitle: "Kwartalnik", articleTitle: "Drugi", issn: ISSN }, `issn:${ISSN}`);
    for (const positions of [[withDoi, without], [without, withDoi]]) {
      const plan = planVerification({ positions, given: null, candidates: [], authors: [] }, counter());
      expect(plan.newPublications.map((p) => p.articleTitle).sort()).toEqual(["Drugi", "Pierwszy"]);
      expect(new Set(plan.assignments.map((a) => a.publicationId)).size).toBe(2);
    }
  });

  it("the indexed match assigns every position what scanning all candidates assigns", () => {
    fc.assert(
      fc.property(arbPositions, arbCatalogue, (positions, catalogue) => {
        const plan = planVerification({ positions, given: null, candidates: catalogue, authors: [] }, counter());
        expect(plan.assignments).toEqual(scanningAssignments(positions, catalogue));
      }),
      { numRuns: 500 },
    );
  });

  it("reading by ISBN, DOI and whole magazines, then the articles without a DOI of magazinesToRead only, matches as the whole catalogue does", () => {
    fc.assert(
      fc.property(arbPositions, arbCatalogue, (positions, catalogue) => {
        const values = (pick: (p: (typeof positions)[number]) => string | null) => new Set(positions.map(pick).filter((v) => v !== null));
        const isbns = values((p) => p.isbn);
        const dois = values((p) => p.articleDoi);
        const whole = values((p) => (p.articleDoi === null ? p.issn : null));
        // As verifyPositions reads: the code query, then selectMagazines, and every entry without codes (the title query's superset).
        const byCode = catalogue.filter((c) => (c.isbn !== null && isbns.has(c.isbn)) || (c.issn !== null && whole.has(c.issn)) || (c.articleDoi !== null && dois.has(c.articleDoi)));
        const magazines = new Set(magazinesToRead(positions, byCode).filter((issn) => !whole.has(issn)));
        const byMagazine = catalogue.filter((c) => c.issn !== null && magazines.has(c.issn) && c.articleDoi === null);
        const codeless = catalogue.filter((c) => !hasCode(c));
        const read = planVerification({ positions, given: null, candidates: [...byCode, ...byMagazine, ...codeless], authors: [] }, counter());
        expect(read.assignments).toEqual(scanningAssignments(positions, catalogue));
      }),
      { numRuns: 500 },
    );
  });

  it("an entry whose title has the position's title key matches the position's title pattern (the GLOB on title_folded)", () => {
    const word = fc.constantFrom("pan", "Tadeusz", "ŁÓDŹ", "zażółć", "xix", "2024", "ﬁt", "w", "na");
    const separator = fc.constantFrom(" ", "  ", ". ", " - ", "-", ", ", ": ", "!", "—", "/");
    const render = (words: string[]) => fc.array(separator, { minLength: words.length, maxLength: words.length }).map((seps) => words.map((w, i) => (i === 0 ? w : seps[i] + w)).join(""));
    const lead = fc.constantFrom("", "„", "(", "\"", "...", "“", "«");
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }).chain((words) => fc.tuple(render(words), render(words), fc.constantFrom("", "?", "."))),
        lead,
        lead,
        fc.constantFrom(null, "Świat Nauki"),
        fc.constantFrom(null, "PWN"),
        ([positionTitle, entryTitle, end], positionLead, entryLead, magazineTitle, publisher) => {
          const p = pub({ title: positionLead + positionTitle });
          const e = pub({ title: entryLead + entryTitle + end, magazineTitle, publisher });
          fc.pre(titleKey(p) === titleKey(e));
          expect(titleFoldedOf(e)).toMatch(glob(titlePattern(p)));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("an entry with the position's title key lies in one of its title ranges, whatever punctuation stands where the position has spaces", () => {
    const word = fc.constantFrom("pan", "Tadeusz", "ŁÓDŹ", "zażółć", "xix", "2024", "ﬁt", "w", "na", "quo");
    // After the first word: a space, or punctuation (with or without a space before or after it).
    const firstSeparator = fc.constantFrom(" ", "  ", ", ", ". ", "-", ": ", "!", "—", "–", "/", "…", "»", "’", ")", " - ", " — ", " (", " „", " : ", " -");
    const separator = fc.constantFrom(" ", "  ", ". ", " - ", "-", ", ", ": ", "!", "—", "/", " (", "; ");
    const lead = fc.constantFrom("", "„", "“", "\"", "'", "«", "(", "[", "...");
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(separator, { minLength: 5, maxLength: 5 }),
        fc.array(separator, { minLength: 5, maxLength: 5 }),
        firstSeparator,
        lead,
        lead,
        fc.constantFrom("", "”", ")", "!", "?"),
        fc.constantFrom(null, "PWN"),
        (words, positionSeps, entrySeps, entryFirst, positionLead, entryLead, end, publisher) => {
          const render = (seps: string[], first: string) => words.map((w, i) => (i === 0 ? w : (i === 1 ? first : seps[i]!) + w)).join("");
          const p = pub({ title: positionLead + render(positionSeps, " ") });
          const e = pub({ title: entryLead + render(entrySeps, entryFirst) + end, publisher });
          fc.pre(titleKey(p) === titleKey(e));
          // The stated limits: common leading punctuation (or the position's own), and punctuation after the first word only bare or after the position's lead.
          fc.pre(entryLead !== "..." || positionLead === "...");
          fc.pre(words.length === 1 || fold(entryFirst) === " " || entryLead === "" || entryLead === positionLead);
          const stored = titleFoldedOf(e);
          const ranges = titleRanges(p);
          fc.pre(ranges.length > 0);
          expect(ranges.some(([from, to]) => stored >= from && stored < to)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
