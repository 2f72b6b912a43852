import type { PublicationDto } from "@contract/publications";
import { describe, expect, it } from "vitest";
import { BIBLIOGRAPHIC_FIELDS, FIELDS_BY_TYPE, TYPED_FIELDS, hiddenFilledFields, typedPartForApi, typedValues } from "./typed-fields";

const empty = typedValues(null);

describe("typedValues", () => {
  it("starts an empty book with every typed field blank", () => {
    expect(empty).toEqual(Object.fromEntries(BIBLIOGRAPHIC_FIELDS.map((f) => [f, f === "type" ? "k" : ""])));
  });

  it("turns a stored publication into strings: nulls blank, the year as text", () => {
    const p = { type: "c", magazineTitle: "Wiadomości", articleTitle: null, publicationYear: 2020, issn: "0317-8471" } as Partial<PublicationDto> as PublicationDto;
    expect(typedValues(p)).toMatchObject({ type: "c", magazineTitle: "Wiadomości", articleTitle: "", publicationYear: "2020", issn: "0317-8471", isbn: "" });
  });
});

describe("typedPartForApi", () => {
  it("sends the type and only its own fields, blanks as null", () => {
    const body = typedPartForApi({ ...empty, type: "k", title: "Lalka", isbn: "9788301000004", issn: "0317-8471", publisher: "  " });
    expect(Object.keys(body).sort()).toEqual(["type", ...FIELDS_BY_TYPE.k].sort());
    expect(body).toMatchObject({ type: "k", title: "Lalka", isbn: "9788301000004", publisher: null, publicationYear: null });
    expect(body).not.toHaveProperty("issn");
  });

  it("keeps a magazine's issue number (its edition field), so saving a magazine never wipes it", () => {
    const magazine = { ...empty, type: "c", magazineTitle: "Język Polski", articleTitle: "Obraz miasta", editionNumber: "3/2014" };
    expect(typedPartForApi(magazine)).toMatchObject({ type: "c", editionNumber: "3/2014" });
    expect(hiddenFilledFields(magazine)).toEqual([]);
  });

  it.each([
    ["1890", 1890],
    [" 2001 ", 2001],
    ["", null],
    ["19x0", Number.NaN],
    ["1890.5", Number.NaN],
  ])("reads the year %j as %s", (year, expected) => {
    expect(typedPartForApi({ ...empty, type: "l", publicationYear: year }).publicationYear).toBe(expected);
  });

  it("sends no fields for an unknown type, so the contract rejects the type itself", () => {
    expect(typedPartForApi({ ...empty, type: "x", title: "Lalka" })).toEqual({ type: "x" });
  });
});

describe("hiddenFilledFields", () => {
  it("names filled fields the chosen type does not show, in form order", () => {
    const values = { ...empty, type: "c", title: "Lalka", isbn: "9788301000004", magazineTitle: "Wiadomości", link: " " };
    expect(hiddenFilledFields(values)).toEqual(["title", "isbn"]);
  });

  it("takes any form that holds the typed fields (a position's has pages used as well)", () => {
    expect(hiddenFilledFields({ ...empty, type: "k", link: "https://example.com", pagesUsed: "3" } as typeof empty)).toEqual(["link"]);
  });

  it("every field a type shows is a typed field, and each typed field is shown by some type", () => {
    const shown = new Set(Object.values(FIELDS_BY_TYPE).flat());
    expect([...shown].sort()).toEqual([...TYPED_FIELDS].sort());
  });
});
