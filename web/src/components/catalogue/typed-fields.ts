import type { PublicationType } from "@contract/publications";

/** A publication's own fields, in form order; the catalogue form and a position's form both start with them. */
export const BIBLIOGRAPHIC_FIELDS = [
  "type",
  "title",
  "articleTitle",
  "magazineTitle",
  "publisher",
  "link",
  "publicationYear",
  "editionNumber",
  "isbn",
  "issn",
  "articleDoi",
] as const;

/** The fields a user fills in for a type (everything but the type itself). */
export type TypedField = Exclude<(typeof BIBLIOGRAPHIC_FIELDS)[number], "type">;
export const TYPED_FIELDS = BIBLIOGRAPHIC_FIELDS.filter((f): f is TypedField => f !== "type");

/** The type and its fields as a form holds them: strings, "" for nothing. */
export type TypedValues = { type: string } & Record<TypedField, string>;

/**
 * What each type shows. The required ones follow publicationTypeIssues (a book needs a title, a
 * magazine a magazine title, an internet source a title and a link); the rest is what describes
 * that kind of publication:
 * - book (k): title, chapter title, publisher, year, edition, ISBN;
 * - magazine (c): magazine title, article title, DOI, ISSN, publisher, year, issue (the edition
 *   number field: "3/2014");
 * - internet source (l): title, link, article title, publisher or portal, year.
 */
export const FIELDS_BY_TYPE: Record<PublicationType, readonly TypedField[]> = {
  k: ["title", "articleTitle", "publisher", "publicationYear", "editionNumber", "isbn"],
  c: ["magazineTitle", "articleTitle", "articleDoi", "issn", "publisher", "publicationYear", "editionNumber"],
  l: ["title", "link", "articleTitle", "publisher", "publicationYear"],
};

export const REQUIRED_BY_TYPE: Record<PublicationType, readonly TypedField[]> = {
  k: ["title"],
  c: ["magazineTitle"],
  l: ["title", "link"],
};

export const isPublicationType = (s: string): s is PublicationType => s === "k" || s === "c" || s === "l";

type PublicationLike = Partial<Record<TypedField, string | number | null>> & { type: PublicationType };

/** A stored publication's type and fields as form strings (null → ""); an empty book without one. */
export function typedValues(p: PublicationLike | null | undefined): TypedValues {
  const text = (f: TypedField) => {
    const value = p?.[f];
    return value === null || value === undefined ? "" : String(value);
  };
  return { type: p?.type ?? "k", ...(Object.fromEntries(TYPED_FIELDS.map((f) => [f, text(f)])) as Record<TypedField, string>) };
}

/**
 * The type and only the chosen type's fields as the API takes them: blanks as null, the year as a
 * number (NaN when it is not a whole number, for the contract to reject).
 */
export function typedPartForApi(values: TypedValues): Record<string, unknown> {
  const out: Record<string, unknown> = { type: values.type };
  const fields = isPublicationType(values.type) ? FIELDS_BY_TYPE[values.type] : [];
  for (const f of fields) {
    if (f === "publicationYear") {
      const year = values.publicationYear.trim();
      out.publicationYear = year === "" ? null : /^-?\d+$/.test(year) ? Number(year) : Number.NaN;
    } else {
      out[f] = values[f].trim() === "" ? null : values[f];
    }
  }
  return out;
}

/** Fields with a value that the chosen type does not show: they are cleared on save. */
export function hiddenFilledFields(values: TypedValues): TypedField[] {
  const type = isPublicationType(values.type) ? values.type : "k";
  return TYPED_FIELDS.filter((f) => !FIELDS_BY_TYPE[type].includes(f) && values[f].trim() !== "");
}
