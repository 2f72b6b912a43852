import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CreatePositionInput } from "./positions";
import { CreatePublicationInput, LookupQuery, PublicationListQuery, maxPublicationYear, publicationTypeIssues } from "./publications";
import { fieldErrors, safeParseKeyed } from "./validation";

const errorsOf = (input: unknown) => {
  const r = safeParseKeyed(CreatePublicationInput, input);
  return r.success ? {} : fieldErrors(r.issues, "body");
};

describe("CreatePublicationInput per-type rules", () => {
  it.each([
    [{ type: "k" }, { title: ["required"] }],
    [{ type: "k", title: "  " }, { title: ["required"] }],
    [{ type: "k", title: "Pan Tadeusz" }, {}],
    [{ type: "c" }, { magazineTitle: ["required"] }],
    [{ type: "c", title: "Only a title" }, { magazineTitle: ["required"] }],
    [{ type: "c", magazineTitle: "Wiedza i Życie" }, {}],
    [{ type: "l" }, { title: ["required"], link: ["required"] }],
    [{ type: "l", title: "Strona" }, { link: ["required"] }],
    [{ type: "l", title: "Strona", link: "ftp://example.com" }, { link: ["url"] }],
    [{ type: "l", title: "Strona", link: "not a url" }, { link: ["url"] }],
    [{ type: "l", title: "Strona", link: "https://example.com/a" }, {}],
    [{ type: "x", title: "T" }, { type: ["publicationTypeCode"] }],
  ])("%j → %j", (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("reports the per-type rule together with other field errors", () => {
    expect(errorsOf({ type: "k", isbn: "123", publicationYear: 1200 })).toEqual({
      title: ["required"],
      isbn: ["isbn"],
      publicationYear: ["minValue:1400"],
    });
  });

  it("stores identifiers canonically and blanks as null", () => {
    const out = v.parse(CreatePublicationInput, {
      type: "k",
      title: " T ",
      isbn: "83-01-00000-7",
      issn: "0317 8471",
      articleDoi: "https://doi.org/10.1000/ABC",
      publisher: "",
    });
    expect(out).toMatchObject({ title: "T", isbn: "9788301000004", issn: "0317-8471", articleDoi: "10.1000/abc", publisher: null, authors: [] });
  });

  it("bounds the year by next year", () => {
    expect(errorsOf({ type: "k", title: "T", publicationYear: maxPublicationYear() })).toEqual({});
    expect(errorsOf({ type: "k", title: "T", publicationYear: maxPublicationYear() + 1 })).toEqual({
      publicationYear: [`maxValue:${maxPublicationYear()}`],
    });
    expect(errorsOf({ type: "k", title: "T", publicationYear: 2000.5 })).toEqual({ publicationYear: ["integer"] });
  });

  it("a value of another type in a field its type requires is that field's type error, never a throw (catalogue and position bodies)", () => {
    const notText = fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.array(fc.string(), { maxLength: 2 }));
    const typedField = fc.constantFrom(["k", "title"], ["l", "title"], ["l", "link"], ["c", "magazineTitle"]);
    fc.assert(
      fc.property(typedField, notText, ([type, field], value) => {
        const filled = { title: "T", link: "https://example.com", magazineTitle: "M" };
        const publication = { type, ...filled, [field]: value };
        const positionErrors = (() => {
          const r = safeParseKeyed(CreatePositionInput, { publication, authors: [], pagesUsed: 1 });
          return r.success ? {} : fieldErrors(r.issues, "body");
        })();
        for (const errors of [errorsOf(publication), positionErrors]) {
          const messages = errors[field] ?? errors[`publication.${field}`];
          expect(messages).toBeDefined();
          expect(messages).not.toContain("required");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("publicationTypeIssues checks a merged record", () => {
    expect(publicationTypeIssues({ type: "l", title: "x", link: null })).toEqual({ link: "required" });
    expect(publicationTypeIssues({ type: "k", title: "x" })).toEqual({});
  });
});

describe("PublicationListQuery", () => {
  it("takes repeated types and a year range", () => {
    const out = v.parse(PublicationListQuery, { type: ["k", "c"], yearFrom: "2000", yearTo: "2010", isVerified: "true" });
    expect(out).toMatchObject({ type: ["k", "c"], yearFrom: 2000, yearTo: 2010, isVerified: true, page: 1, pageSize: 25 });
  });

  it.each([
    [{ yearFrom: "2010", yearTo: "2000" }, { yearTo: ["yearRange"] }],
    [{ sort: "publisher" }, { sort: ["sort"] }],
    [{ type: "z" }, { type: ["invalidValue"] }],
  ])("%j → %j", (query, expected) => {
    const r = safeParseKeyed(PublicationListQuery, query);
    expect(r.success ? {} : fieldErrors(r.issues, "query")).toEqual(expected);
  });
});

describe("LookupQuery", () => {
  it("needs a code", () => {
    const r = safeParseKeyed(LookupQuery, { code: "  " });
    expect(r.success ? {} : fieldErrors(r.issues, "query")).toEqual({ code: ["required"] });
  });
});
