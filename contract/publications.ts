import * as v from "valibot";
import { BoolFromQuery, Id, PagedOf, intFromQuery, listQuery, withCreatedRange } from "./common";
import { DoiField, IsbnField, IssnField } from "./identifiers";
import { m } from "./messages";
import { textRequired, trimmed } from "./text";

/** Stored type codes: k book, c magazine, l internet source (product.md §3). */
export const PUBLICATION_TYPES = ["k", "c", "l"] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Author type codes: A author, T translator, O foreign, R editor, P authoring, I other. */
export const AUTHOR_TYPES = ["A", "T", "O", "R", "P", "I"] as const;
export type AuthorType = (typeof AUTHOR_TYPES)[number];

/** How an author ↔ publication link came about (product.md §3). */
export const LINK_SOURCES = ["Verification", "System", "SystemSuggestion", "Assignment", "Author"] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

export const MIN_PUBLICATION_YEAR = 1400;
/** Next year's books are announced and catalogued before they appear. */
export const maxPublicationYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

const blankToNull = v.transform((s: string) => (s === "" ? null : s));

/** Optional free text: "" and null clear the field (stored as null). */
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), trimmed(), v.maxLength(max, m("maxLength", max)), blankToNull)));

/** Optional identifier field: "" and null clear it; anything else is parsed to its canonical form. */
const optionalCode = <S extends v.GenericSchema<string, string>>(field: S) =>
  v.optional(v.nullable(v.pipe(v.string(), trimmed(), blankToNull, v.nullable(field))));

/** An absolute http(s) URL. */
export const Url = v.pipe(
  v.string(),
  trimmed(),
  v.maxLength(2000, m("maxLength", 2000)),
  v.check((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
    } catch {
      return false;
    }
  }, m("url")),
);

export const PublicationYear = v.pipe(
  v.number(m("number")),
  v.integer(m("integer")),
  v.minValue(MIN_PUBLICATION_YEAR, m("minValue", MIN_PUBLICATION_YEAR)),
  v.check(
    (n) => n <= maxPublicationYear(),
    () => m("maxValue", maxPublicationYear()),
  ),
);

const PublicationFields = {
  type: v.picklist(PUBLICATION_TYPES, m("publicationTypeCode")),
  title: optionalText(500),
  publisher: optionalText(300),
  link: optionalCode(Url),
  publicationYear: v.optional(v.nullable(PublicationYear)),
  editionNumber: optionalText(50),
  isbn: optionalCode(IsbnField),
  issn: optionalCode(IssnField),
  articleTitle: optionalText(500),
  articleDoi: optionalCode(DoiField),
  magazineTitle: optionalText(500),
  isVerified: v.optional(v.boolean(m("boolean"))),
};

// Anything but text is the field's own type error, reported by its schema (the per-type rule may run on it all the same).
const missing = (s: unknown) => s === undefined || s === null || (typeof s === "string" && s.trim() === "");

type TypedFields = {
  type?: PublicationType;
  title?: string | null;
  link?: string | null;
  magazineTitle?: string | null;
};

/**
 * The per-type rules of api.md as field → message key: a book needs a title; a magazine a
 * magazine title; an internet source a title and a link. Pure, for the form, the create schema
 * and the server's check of a PATCH merged with the stored record.
 */
export function publicationTypeIssues(p: TypedFields): Partial<Record<"title" | "magazineTitle" | "link", string>> {
  const issues: Partial<Record<"title" | "magazineTitle" | "link", string>> = {};
  if ((p.type === "k" || p.type === "l") && missing(p.title)) issues.title = m("required");
  if (p.type === "c" && missing(p.magazineTitle)) issues.magazineTitle = m("required");
  if (p.type === "l" && missing(p.link)) issues.link = m("required");
  return issues;
}

type TypedField = "title" | "magazineTitle" | "link";

/** One per-type rule as a check on its field; it runs once `type` and that field are valid, whatever the rest. */
const typeRule = (field: TypedField) =>
  v.forward<TypedFields, v.PartialCheckIssue<TypedFields>, [TypedField]>(
    v.partialCheck<TypedFields, [["type"], [TypedField]], TypedFields, string>(
      [["type"], [field]],
      (p) => publicationTypeIssues(p)[field] === undefined,
      m("required"),
    ),
    [field],
  );
const TYPE_RULES = [typeRule("title"), typeRule("magazineTitle"), typeRule("link")];

/**
 * Adds the per-type rules to an object schema (the catalogue's create body, a position's
 * publication), each error on its field.
 */
export function withPublicationTypeRules<TSchema extends v.GenericSchema<unknown, TypedFields>>(schema: TSchema) {
  // The rules read only the four typed fields, so they apply to any output that has them.
  return v.pipe(schema, ...(TYPE_RULES as unknown as v.GenericValidation<v.InferOutput<TSchema>>[]));
}

const AuthorLinkInput = v.object({
  authorId: Id,
  type: v.optional(v.picklist(AUTHOR_TYPES, m("invalidValue")), "A"),
});

/**
 * Create form and POST body. `authors` (optional) links existing authors on create, with source
 * Assignment; an author listed twice is linked once (the first entry's type wins).
 */
export const CreatePublicationInput = withPublicationTypeRules(
  v.object({
    ...PublicationFields,
    authors: v.optional(v.pipe(v.array(AuthorLinkInput), v.maxLength(100, m("maxLength", 100))), []),
  }),
);
export type CreatePublicationInput = v.InferOutput<typeof CreatePublicationInput>;
export type CreatePublicationForm = v.InferInput<typeof CreatePublicationInput>;

/**
 * PATCH body: every field optional; null or "" clears a field. The server applies the per-type
 * rules to the stored record merged with the change and reports them on the fields, as create does.
 * Links are changed through /authors/{id}/publications, not here.
 */
export const UpdatePublicationInput = v.object({
  ...PublicationFields,
  type: v.optional(PublicationFields.type),
});
export type UpdatePublicationInput = v.InferOutput<typeof UpdatePublicationInput>;

export const PublicationAuthorDto = v.object({
  authorId: v.string(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  type: v.picklist(AUTHOR_TYPES),
  source: v.picklist(LINK_SOURCES),
});
export type PublicationAuthorDto = v.InferOutput<typeof PublicationAuthorDto>;

export const PublicationDto = v.object({
  id: v.string(),
  type: v.picklist(PUBLICATION_TYPES),
  title: v.nullable(v.string()),
  publisher: v.nullable(v.string()),
  link: v.nullable(v.string()),
  publicationYear: v.nullable(v.number()),
  editionNumber: v.nullable(v.string()),
  /** ISBN-13 digits. */
  isbn: v.nullable(v.string()),
  /** NNNN-NNNC. */
  issn: v.nullable(v.string()),
  articleTitle: v.nullable(v.string()),
  /** Lower-case DOI. */
  articleDoi: v.nullable(v.string()),
  magazineTitle: v.nullable(v.string()),
  isVerified: v.boolean(),
  createdOn: v.string(),
  updatedOn: v.string(),
  /** Ordered by last name, first name. */
  authors: v.array(PublicationAuthorDto),
});
export type PublicationDto = v.InferOutput<typeof PublicationDto>;

const manyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.union([v.picklist(values, m("invalidValue")), v.array(v.picklist(values, m("invalidValue")))], m("invalidValue")),
    v.transform((s) => (Array.isArray(s) ? s : [s])),
  );

const yearFromQuery = intFromQuery(MIN_PUBLICATION_YEAR, 9999);

export const PUBLICATION_SORTS = ["title", "publicationYear", "createdOn", "type"] as const;

/**
 * GET /publications. `q` searches title, magazine title, publisher, identifiers (any spelling) and
 * author names, folded (case, diacritics, ł→l). Default order: newest first.
 */
export const PublicationListQuery = withCreatedRange(v.pipe(
  v.object({
    ...listQuery(PUBLICATION_SORTS),
    type: v.optional(manyOf(PUBLICATION_TYPES)),
    isVerified: v.optional(BoolFromQuery),
    authorId: v.optional(Id),
    yearFrom: v.optional(yearFromQuery),
    yearTo: v.optional(yearFromQuery),
  }),
  v.forward(
    v.partialCheck(
      [["yearFrom"], ["yearTo"]],
      (q) => q.yearFrom === undefined || q.yearTo === undefined || q.yearFrom <= q.yearTo,
      m("yearRange"),
    ),
    ["yearTo"],
  ),
));
export type PublicationListQuery = v.InferOutput<typeof PublicationListQuery>;

export const PublicationList = PagedOf(PublicationDto);
export type PublicationList = v.InferOutput<typeof PublicationList>;

export const PublicationIdParam = v.object({ id: Id });

export const IDENTIFIER_KINDS = ["isbn", "issn", "doi"] as const;

/** GET /publications/lookup?code= — an ISBN, ISSN or DOI in any common spelling. */
export const LookupQuery = v.object({
  code: v.pipe(v.string(textRequired), trimmed(), v.nonEmpty(m("required")), v.maxLength(300, m("maxLength", 300))),
});
export type LookupQuery = v.InferOutput<typeof LookupQuery>;

/** The code as given, what it was read as, and the catalogue's publications carrying it (at most 20). */
export const LookupResponse = v.object({
  code: v.string(),
  kind: v.picklist(IDENTIFIER_KINDS),
  value: v.string(),
  items: v.array(PublicationDto),
});
export type LookupResponse = v.InferOutput<typeof LookupResponse>;
