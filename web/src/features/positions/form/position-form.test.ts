import { ean13CheckDigit, issnCheckDigit } from "@contract/identifiers";
import type { PositionDto } from "@contract/positions";
import type { PublicationDto } from "@contract/publications";
import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  checkAuthors,
  emptyAuthorRow,
  flatFieldOf,
  initialAuthorRows,
  initialPositionValues,
  parsePagesUsed,
  positionFormSchema,
  routeIdentifier,
  splitServerErrors,
  toPublicationPart,
  valuesFromCatalogue,
  keepTypedSince,
  withoutCatalogueEntry,
  authorRowsFromCatalogue,
  valuesFromMagazine,
  type AuthorRowValues,
  nextEntryValues,
} from "./position-form";

const values = (over: Record<string, string>) => ({ ...initialPositionValues(null), ...over });
const errorsOf = (input: Record<string, string>) => {
  const r = v.safeParse(positionFormSchema, values(input));
  if (r.success) return {};
  return v.flatten<typeof positionFormSchema>(r.issues).nested ?? {};
};
const row = (over: Partial<AuthorRowValues>): AuthorRowValues => ({ ...emptyAuthorRow(), ...over });

const position: PositionDto = {
  id: "pos1",
  companyId: "c1",
  companyName: "Firma",
  reportId: null,
  reportName: null,
  publication: {
    type: "c",
    title: null,
    publisher: "PAN",
    link: null,
    publicationYear: 2020,
    editionNumber: null,
    isbn: null,
    issn: "0317-8471",
    articleTitle: "O kotach",
    articleDoi: null,
    magazineTitle: "Przegląd",
  },
  authors: [{ firstName: "Anna", middleName: null, lastName: "Nowak", type: "R" }],
  pagesUsed: 12,
  publicationId: null,
  isReported: false,
  isVerified: false,
  isOutdated: false,
  createdOn: "2026-01-01T00:00:00.000Z",
  createdBy: null,
  updatedOn: "2024-07-02T00:00:00.000Z",
  verifiedOn: null,
  verifiedBy: null,
};

describe("initial values", () => {
  it("start as an empty book without pages", () => {
    expect(initialPositionValues(null)).toMatchObject({ type: "k", title: "", pagesUsed: "" });
  });
  it("carry a stored position as strings, authors as rows", () => {
    expect(initialPositionValues(position)).toMatchObject({ type: "c", magazineTitle: "Przegląd", publicationYear: "2020", issn: "0317-8471", pagesUsed: "12" });
    expect(initialAuthorRows(position)).toMatchObject([{ firstName: "Anna", middleName: "", lastName: "Nowak", type: "R" }]);
  });
});

describe("positionFormSchema", () => {
  it("requires pages used, a whole number of at least 1", () => {
    expect(errorsOf({ title: "Lalka" }).pagesUsed).toEqual(["required"]);
    expect(errorsOf({ title: "Lalka", pagesUsed: "0" }).pagesUsed).toEqual(["minValue:1"]);
    expect(errorsOf({ title: "Lalka", pagesUsed: "2.5" }).pagesUsed).toEqual(["integer"]);
    expect(errorsOf({ title: "Lalka", pagesUsed: "abc" }).pagesUsed).toEqual(["integer"]);
  });

  it("applies the per-type rules on the flat field names", () => {
    expect(Object.keys(errorsOf({ type: "k", pagesUsed: "3" }))).toEqual(["title"]);
    expect(Object.keys(errorsOf({ type: "c", pagesUsed: "3" }))).toEqual(["magazineTitle"]);
    expect(Object.keys(errorsOf({ type: "l", pagesUsed: "3" })).sort()).toEqual(["link", "title"]);
  });

  it("tells a wrong ISSN check digit on the ISSN field", () => {
    expect(errorsOf({ type: "c", magazineTitle: "Przegląd", issn: "0317-8472", pagesUsed: "3" })).toEqual({ issn: ["issnChecksum"] });
  });

  it("outputs the POST body: the type's fields, identifiers stored, others null", () => {
    const r = v.safeParse(positionFormSchema, values({ type: "k", title: " Lalka ", isbn: "978-83-01-00000-4", magazineTitle: "hidden", pagesUsed: " 7 " }));
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.output.pagesUsed).toBe(7);
    expect(r.output.publication).toMatchObject({ type: "k", title: "Lalka", isbn: "9788301000004", magazineTitle: null, issn: null });
  });
});

describe("toPublicationPart", () => {
  it("keeps only the chosen type's fields, blanks as null", () => {
    const part = toPublicationPart(values({ type: "l", title: "Strona", link: "", isbn: "123", publicationYear: "2021" }));
    expect(part).toEqual({ type: "l", title: "Strona", link: null, articleTitle: null, publisher: null, publicationYear: 2021 });
  });
});

describe("parsePagesUsed", () => {
  it("reads whole and decimal numbers, blank as undefined, words as NaN", () => {
    expect(parsePagesUsed(" 12 ")).toBe(12);
    expect(parsePagesUsed("1,5")).toBe(1.5);
    expect(parsePagesUsed("")).toBeUndefined();
    expect(parsePagesUsed("dwa")).toBeNaN();
  });
  it("gives back any whole number it is shown", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => parsePagesUsed(String(n)) === n));
  });
});

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));
const isbn13 = digits(9).map((body) => `978${body}${ean13CheckDigit(`978${body}`)}`);
const issn = digits(7).map((body) => `${body.slice(0, 4)}-${body.slice(4)}${issnCheckDigit(body)}`);

describe("routeIdentifier", () => {
  it("sends any ISBN spelling to the ISBN field of a book", () => {
    fc.assert(
      fc.property(isbn13, fc.constantFrom("k", "c", "l"), fc.constantFrom("", "ISBN ", "isbn: "), (code, type, label) => {
        const spaced = `${label}${code.slice(0, 3)}-${code.slice(3, 5)}-${code.slice(5)}`;
        const route = routeIdentifier(spaced, type);
        return route !== null && route.field === "isbn" && route.value === code && route.type === "k";
      }),
    );
  });

  it("sends an ISSN to a magazine's ISSN field, a DOI to the DOI field", () => {
    fc.assert(
      fc.property(issn, fc.constantFrom("k", "c", "l"), (code, type) => {
        const route = routeIdentifier(`ISSN ${code.toLowerCase()}`, type);
        return route !== null && route.field === "issn" && route.value === code && route.type === "c";
      }),
    );
    expect(routeIdentifier("https://doi.org/10.1234/ABC.1", "c")).toEqual({ kind: "doi", field: "articleDoi", value: "10.1234/abc.1", type: "c" });
  });

  it("gives nothing for text that is no valid code", () => {
    expect(routeIdentifier("978830100000", "k")).toBeNull();
    expect(routeIdentifier("9788301000002", "k")).toBeNull();
    fc.assert(fc.property(fc.string({ maxLength: 8 }).filter((s) => !/\d{4}/.test(s)), (s) => routeIdentifier(s, "k") === null));
  });
});

describe("valuesFromCatalogue", () => {
  it("takes the entry's publication fields and keeps the pages typed", () => {
    const entry = { id: "p", type: "k", title: "Lalka", publisher: "PIW", isbn: "9788301000001", authors: [] } as unknown as PublicationDto;
    const next = valuesFromCatalogue(values({ type: "c", magazineTitle: "x", pagesUsed: "5" }), entry);
    expect(next).toMatchObject({ type: "k", title: "Lalka", publisher: "PIW", isbn: "9788301000001", magazineTitle: "", pagesUsed: "5" });
  });
});

describe("keepTypedSince", () => {
  const entry = { id: "p", type: "k", title: "Lalka", publisher: "PIW", isbn: "9788301000001", authors: [] } as unknown as PublicationDto;

  it("keeps a title typed while the catalogue was answering, and fills the fields left alone", () => {
    const asked = values({ isbn: "9788301000001", pagesUsed: "5" });
    const current = { ...asked, title: "Lalka, tom 2" };
    const next = keepTypedSince(asked, current, valuesFromCatalogue(current, entry));
    expect(next).toMatchObject({ title: "Lalka, tom 2", publisher: "PIW", isbn: "9788301000001", pagesUsed: "5" });
  });

  it("takes the entry's value exactly where the field did not change since the lookup, and what was typed elsewhere (any edits)", () => {
    const fields = ["title", "publisher", "publicationYear", "editionNumber", "pagesUsed"] as const;
    fc.assert(
      fc.property(fc.subarray([...fields]), fc.string(), fc.string(), (edited, before, text) => {
        const asked = values({ isbn: "9788301000001", title: before, publisher: before });
        const current = { ...asked };
        for (const f of edited) current[f] = `${asked[f]}${text}x`;
        const filled = valuesFromCatalogue(current, entry);
        const next = keepTypedSince(asked, current, filled);
        for (const f of fields) expect(next[f]).toBe(edited.includes(f) ? current[f] : filled[f]);
      }),
    );
  });
});

describe("valuesFromMagazine", () => {
  it("fills the magazine an ISSN names and leaves the article as typed, never another article's title, DOI or year", () => {
    const article = {
      id: "p",
      type: "c",
      title: null,
      publisher: "PAN",
      link: null,
      publicationYear: 2022,
      editionNumber: null,
      isbn: null,
      issn: "0021-6941",
      articleTitle: "Wpływ pandemii",
      articleDoi: "10.31286/jp.2022.204.31",
      magazineTitle: "Język Polski",
      authors: [{ firstName: "Anna", middleName: null, lastName: "Nowak", type: "A" }],
    } as unknown as PublicationDto;
    const next = valuesFromMagazine(values({ type: "c", articleTitle: "Obraz miasta", pagesUsed: "4" }), article);
    expect(next).toMatchObject({ type: "c", magazineTitle: "Język Polski", issn: "0021-6941", publisher: "PAN", articleTitle: "Obraz miasta", articleDoi: "", publicationYear: "", pagesUsed: "4" });
  });
});

describe("withoutCatalogueEntry", () => {
  const book = {
    id: "p",
    type: "k",
    title: "Lalka",
    publisher: "Znak",
    link: null,
    publicationYear: 1997,
    editionNumber: "2",
    isbn: "9788324036543",
    issn: null,
    articleTitle: null,
    articleDoi: null,
    magazineTitle: null,
    authors: [{ firstName: "Bolesław", middleName: null, lastName: "Prus", type: "A" }],
  } as unknown as PublicationDto;

  it("empties what the entry filled in and the user left alone; pages used stay", () => {
    const filled = valuesFromCatalogue(values({ pagesUsed: "12" }), book);
    const next = withoutCatalogueEntry(filled, authorRowsFromCatalogue(book), book);
    expect(next.values).toEqual({ ...initialPositionValues(null), pagesUsed: "12" });
    expect(next.authors).toEqual([]);
  });

  it("keeps what the user typed over the entry's values, and authors they changed", () => {
    const filled = { ...valuesFromCatalogue(values({ pagesUsed: "3" }), book), title: "Lalka, tom 1" };
    const rows = [...authorRowsFromCatalogue(book), row({ firstName: "Jan", lastName: "Kowalski" })];
    const next = withoutCatalogueEntry(filled, rows, book);
    expect(next.values).toMatchObject({ title: "Lalka, tom 1", publisher: "", publicationYear: "", editionNumber: "", isbn: "", pagesUsed: "3" });
    expect(next.authors).toEqual(rows);
  });

  it("never keeps a field at the entry's value, nor empties one the user changed (any edits)", () => {
    const fields = ["title", "publisher", "publicationYear", "editionNumber", "isbn"] as const;
    fc.assert(
      fc.property(fc.subarray([...fields]), fc.string(), (edited, text) => {
        const filled = valuesFromCatalogue(values({}), book);
        const typed = { ...filled };
        for (const f of edited) typed[f] = `${filled[f]}${text}x`;
        const next = withoutCatalogueEntry(typed, [], book).values;
        for (const f of fields) expect(next[f]).toBe(edited.includes(f) ? typed[f] : "");
      }),
    );
  });
});

describe("authors", () => {
  it("drops blank rows and checks the rest, errors by the row's place in the form", () => {
    const rows = [row({}), row({ firstName: "Jan", lastName: "" }), row({ firstName: " Ewa ", lastName: "Kos", type: "T" })];
    const { authors, errors } = checkAuthors(rows);
    expect(authors).toEqual([{ firstName: "Ewa", middleName: null, lastName: "Kos", type: "T" }]);
    expect(errors).toEqual({ 1: { lastName: "required" } });
  });

  it("maps server keys back to form rows, skipping the blank rows the server never saw", () => {
    const rows = [row({}), row({ firstName: "Jan", lastName: "K" }), row({}), row({ firstName: "Ewa", lastName: "Kos" })];
    const split = splitServerErrors(
      { "publication.title": ["required"], pagesUsed: ["minValue:1"], "authors.1.lastName": ["maxLength:100"], ids: ["x"] },
      rows,
    );
    expect(split.fields).toEqual({ title: ["required"], pagesUsed: ["minValue:1"] });
    expect(split.authors).toEqual({ 3: { lastName: "maxLength:100" } });
    expect(split.other).toEqual(["x"]);
  });

  it("names flat fields only", () => {
    expect(flatFieldOf("publication.issn")).toBe("issn");
    expect(flatFieldOf("pagesUsed")).toBe("pagesUsed");
    expect(flatFieldOf("authors.0.firstName")).toBeNull();
    expect(flatFieldOf("publication")).toBeNull();
  });
});

describe("nextEntryValues", () => {
  it("keeps only the type, and a magazine's own fields", () => {
    const typed = { ...initialPositionValues(null), type: "c", title: "", articleTitle: "Artykuł", magazineTitle: "Kwartalnik", issn: "0317-8471", articleDoi: "10.1/x", publisher: "PAN", publicationYear: "2024", pagesUsed: "5" };
    expect(nextEntryValues(typed)).toEqual({ ...initialPositionValues(null), type: "c", magazineTitle: "Kwartalnik", issn: "0317-8471", publisher: "PAN", publicationYear: "2024" });
    const book = { ...initialPositionValues(null), type: "k", title: "Lalka", isbn: "9788301000004", publisher: "PIW", pagesUsed: "3" };
    expect(nextEntryValues(book)).toEqual({ ...initialPositionValues(null), type: "k" });
  });
});
