import type { PublicationDto } from "@contract/publications";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { canonicalIdentifier, liveIdentifierIssue } from "../../components/catalogue/identifier-checks";
import { FIELDS_BY_TYPE, REQUIRED_BY_TYPE, hiddenFilledFields } from "../../components/catalogue/typed-fields";
import { initialPublicationValues, publicationFormSchema, toPublicationPatch } from "./publication-form";

const values = (over: Record<string, string>) => ({ ...initialPublicationValues(null), ...over });
const errorsOf = (input: Record<string, string>) => {
  const r = v.safeParse(publicationFormSchema, values(input));
  if (r.success) return {};
  return v.flatten<typeof publicationFormSchema>(r.issues).nested ?? {};
};

const stored: PublicationDto = {
  id: "p1",
  type: "k",
  title: "Lalka",
  publisher: "PIW",
  link: null,
  publicationYear: 1890,
  editionNumber: "2",
  isbn: "9788301000004",
  issn: null,
  articleTitle: null,
  articleDoi: null,
  magazineTitle: null,
  isVerified: false,
  createdOn: "2024-01-01T00:00:00.000Z",
  updatedOn: "2024-01-01T00:00:00.000Z",
  authors: [],
};

describe("publicationFormSchema", () => {
  it("turns an ISBN-10 into the ISBN-13 that is stored", () => {
    const r = v.safeParse(publicationFormSchema, values({ title: "Lalka", isbn: "83-01-00000-7", publicationYear: "1890" }));
    expect(r.success && r.output).toMatchObject({ type: "k", title: "Lalka", isbn: "9788301000004", publicationYear: 1890, isVerified: false });
  });

  it("tells a wrong check digit from a wrong shape", () => {
    expect(errorsOf({ title: "A", isbn: "978-83-01-00000-2" }).isbn).toEqual(["isbnChecksum"]);
    expect(errorsOf({ title: "A", isbn: "12345" }).isbn).toEqual(["isbn"]);
    expect(errorsOf({ type: "c", magazineTitle: "M", issn: "0317-8472" }).issn).toEqual(["issnChecksum"]);
  });

  it.each([
    ["k", { title: ["required"] }],
    ["c", { magazineTitle: ["required"] }],
    ["l", { title: ["required"], link: ["required"] }],
  ] as const)("requires the fields of type %s", (type, expected) => {
    expect(errorsOf({ type })).toEqual(expected);
  });

  it("checks only the chosen type's fields", () => {
    // A bad ISSN left in a book's hidden field does not block saving the book.
    const r = v.safeParse(publicationFormSchema, values({ type: "k", title: "T", issn: "nonsense" }));
    expect(r.success).toBe(true);
    expect(r.success && "issn" in r.output ? r.output.issn : undefined).toBeUndefined();
  });

  it("rejects a year out of range or not a number", () => {
    expect(errorsOf({ title: "T", publicationYear: "1200" }).publicationYear).toEqual(["minValue:1400"]);
    expect(errorsOf({ title: "T", publicationYear: "19x" }).publicationYear?.[0]).toBeDefined();
  });
});

describe("visible and required fields", () => {
  it("every required field is visible for its type", () => {
    for (const type of ["k", "c", "l"] as const) for (const f of REQUIRED_BY_TYPE[type]) expect(FIELDS_BY_TYPE[type]).toContain(f);
  });

  it("lists values the chosen type would drop", () => {
    expect(hiddenFilledFields(values({ type: "c", title: "x", isbn: "1", magazineTitle: "M" }))).toEqual(["title", "isbn"]);
    expect(hiddenFilledFields(values({ type: "k", title: "x" }))).toEqual([]);
  });

  it("clears stored fields the new type does not show", () => {
    const r = v.safeParse(publicationFormSchema, values({ type: "c", magazineTitle: "Odra" }));
    expect(r.success).toBe(true);
    if (!r.success) return;
    const patch = toPublicationPatch(r.output, stored);
    expect(patch).toMatchObject({ type: "c", magazineTitle: "Odra", title: null, isbn: null, editionNumber: null });
    expect(patch).not.toHaveProperty("link");
    expect(patch).not.toHaveProperty("authors");
  });
});

describe("liveIdentifierIssue", () => {
  it.each([
    ["isbn", "", undefined],
    ["isbn", "978-83", undefined],
    ["isbn", "83-01-00000-7", undefined],
    ["isbn", "83-01-00000-8", "isbnChecksum"],
    ["isbn", "978-83-01-00000-2", "isbnChecksum"],
    ["isbn", "978830100000", undefined],
    ["isbn", "97883a", "isbn"],
    ["isbn", "97883x", "isbn"],
    ["isbn", "830100000X", "isbnChecksum"],
    ["issn", "1050-124x", undefined],
    ["issn", "105x", "issn"],
    ["isbn", "97883010000045", "isbn"],
    ["isbn", "ISBN 978-83-01-00000-4", undefined],
    ["issn", "0317-847", undefined],
    ["issn", "0317-8471", undefined],
    ["issn", "0317-8472", "issnChecksum"],
    ["issn", "0317-84711", "issn"],
    ["issn", "9770317847001", undefined],
    ["articleDoi", "nonsense", undefined],
  ] as const)("%s %j → %s", (field, value, expected) => {
    expect(liveIdentifierIssue(field, value)).toBe(expected);
  });

  it("gives the stored form once valid", () => {
    expect(canonicalIdentifier("isbn", "83-01-00000-7")).toBe("9788301000004");
    expect(canonicalIdentifier("issn", "03178471")).toBe("0317-8471");
    expect(canonicalIdentifier("articleDoi", "https://doi.org/10.1000/ABC")).toBe("10.1000/abc");
    expect(canonicalIdentifier("isbn", "83-01-00000-8")).toBeNull();
  });
});
