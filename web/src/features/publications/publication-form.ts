import { DoiField, IsbnField, IssnField } from "@contract/identifiers";
import { m } from "@contract/messages";
import { CreatePublicationInput, type PublicationDto, type PublicationType } from "@contract/publications";
import * as v from "valibot";

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

export const PUBLICATION_FIELDS = [...BIBLIOGRAPHIC_FIELDS, "isVerified"] as const;
export type PublicationField = (typeof PUBLICATION_FIELDS)[number];
export type PublicationFormValues = Record<PublicationField, string>;

/** The fields a user fills in for each type, in form order (type and verified flag are always there). */
export type TypedField = Exclude<PublicationField, "type" | "isVerified">;

/**
 * What each type shows. The required ones follow publicationTypeIssues (a book needs a title, a
 * magazine a magazine title, an internet source a title and a link); the rest is what describes
 * that kind of publication:
 * - book (k): title, chapter title, publisher, year, edition, ISBN;
 * - magazine (c): magazine title, article title, DOI, ISSN, publisher, year;
 * - internet source (l): title, link, article title, publisher or portal, year.
 */
export const FIELDS_BY_TYPE: Record<PublicationType, readonly TypedField[]> = {
  k: ["title", "articleTitle", "publisher", "publicationYear", "editionNumber", "isbn"],
  c: ["magazineTitle", "articleTitle", "articleDoi", "issn", "publisher", "publicationYear"],
  l: ["title", "link", "articleTitle", "publisher", "publicationYear"],
};

export const REQUIRED_BY_TYPE: Record<PublicationType, readonly TypedField[]> = {
  k: ["title"],
  c: ["magazineTitle"],
  l: ["title", "link"],
};

const TYPED_FIELDS: readonly TypedField[] = [
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
];

export const isPublicationType = (s: string): s is PublicationType => s === "k" || s === "c" || s === "l";

export function initialPublicationValues(p: PublicationDto | null, preset: Partial<PublicationFormValues> = {}): PublicationFormValues {
  return {
    type: p?.type ?? "k",
    title: p?.title ?? "",
    articleTitle: p?.articleTitle ?? "",
    magazineTitle: p?.magazineTitle ?? "",
    publisher: p?.publisher ?? "",
    link: p?.link ?? "",
    publicationYear: p?.publicationYear == null ? "" : String(p.publicationYear),
    editionNumber: p?.editionNumber ?? "",
    isbn: p?.isbn ?? "",
    issn: p?.issn ?? "",
    articleDoi: p?.articleDoi ?? "",
    isVerified: p?.isVerified ? "true" : "false",
    ...preset,
  };
}

/** Fields with a value that the chosen type does not show: they are cleared on save. */
export function hiddenFilledFields(values: PublicationFormValues): TypedField[] {
  const type = isPublicationType(values.type) ? values.type : "k";
  return TYPED_FIELDS.filter((f) => !FIELDS_BY_TYPE[type].includes(f) && values[f].trim() !== "");
}

/** The form's strings as the API takes them, only the chosen type's fields. */
export function toPublicationInput(values: PublicationFormValues): Record<string, unknown> {
  const type = values.type;
  const out: Record<string, unknown> = { type, isVerified: values.isVerified === "true" };
  const fields = isPublicationType(type) ? FIELDS_BY_TYPE[type] : [];
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

function pathItem(values: PublicationFormValues, key: string): v.ObjectPathItem {
  return { type: "object", origin: "value", input: values, key, value: (values as Record<string, string>)[key] };
}

/**
 * The publication form checked by the contract's CreatePublicationInput on the chosen type's
 * fields: the per-type required fields, identifiers with their shape and check digit, the year
 * range. The output is the POST body (without authors) with identifiers in their stored form —
 * an ISBN-10 has become its ISBN-13.
 */
export const publicationFormSchema = v.pipe(
  v.object(Object.fromEntries(PUBLICATION_FIELDS.map((k) => [k, v.string()])) as Record<PublicationField, v.StringSchema<undefined>>),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value as PublicationFormValues;
    const result = v.safeParse(CreatePublicationInput, toPublicationInput(values));
    if (result.success) return result.output;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      addIssue({ message: issue.message, ...(typeof key === "string" ? { path: [pathItem(values, key)] } : {}) });
    }
    return NEVER;
  }),
);
export type PublicationFormOutput = v.InferOutput<typeof publicationFormSchema>;

/**
 * PATCH body for an edit: the visible fields as validated, and null for fields the new type does
 * not show that still hold a stored value (so a book turned magazine loses its ISBN, as the form said).
 */
export function toPublicationPatch(output: PublicationFormOutput, stored: PublicationDto): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...output };
  delete patch.authors;
  const shown = FIELDS_BY_TYPE[output.type];
  for (const f of TYPED_FIELDS) {
    if (!shown.includes(f) && stored[f] !== null) patch[f] = null;
  }
  return patch;
}

const compact = (s: string, label: RegExp) =>
  s
    .trim()
    .replace(label, "")
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, "")
    .toUpperCase();

/**
 * The message key an identifier deserves while it is being typed: as soon as it has a character
 * no code has, or it has reached a length at which its check digit can be judged. Nothing while
 * it may still be an unfinished code (the full check runs when the field is left or saved).
 */
export function liveIdentifierIssue(field: "isbn" | "issn" | "articleDoi", value: string): string | undefined {
  if (value.trim() === "") return undefined;
  if (field === "articleDoi") return undefined;
  if (field === "isbn") {
    const code = compact(value, /^ISBN(?:[-\u2010-\u2015]?1[03](?=[\s:]))?\s*:?/i);
    // X is only ever the tenth character (an ISBN-10's check digit).
    if (/[^0-9X]/.test(code) || (code.includes("X") && code.indexOf("X") !== 9) || code.length > 13) return m("isbn");
    if (code.length !== 10 && code.length !== 13) return undefined;
    return firstIssue(IsbnField, value);
  }
  const code = compact(value, /^ISSN\s*:?/i);
  // X is only ever the eighth character (the ISSN's check digit).
  if (/[^0-9X]/.test(code) || (code.includes("X") && code.indexOf("X") !== 7) || code.length > 13) return m("issn");
  if (code.length === 8 || code.length === 13) return firstIssue(IssnField, value);
  if (code.length > 8 && !code.startsWith("977")) return m("issn");
  return undefined;
}

function firstIssue(schema: typeof IsbnField | typeof IssnField | typeof DoiField, value: string): string | undefined {
  const r = v.safeParse(schema, value);
  return r.success ? undefined : r.issues[0]?.message;
}

/** The stored form of a valid identifier, for "saved as …" hints; null while it is not valid. */
export function canonicalIdentifier(field: "isbn" | "issn" | "articleDoi", value: string): string | null {
  if (value.trim() === "") return null;
  const schema = field === "isbn" ? IsbnField : field === "issn" ? IssnField : DoiField;
  const r = v.safeParse(schema, value);
  return r.success ? r.output : null;
}
