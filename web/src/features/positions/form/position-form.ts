import { parseIdentifier, type IdentifierKind } from "@contract/identifiers";
import { m } from "@contract/messages";
import { PagesUsed, PositionAuthorInput, PositionPublicationInput, type PositionDto } from "@contract/positions";
import type { AuthorType, PublicationDto, PublicationType } from "@contract/publications";
import * as v from "valibot";
import { BIBLIOGRAPHIC_FIELDS, FIELDS_BY_TYPE, isPublicationType, typedPartForApi, typedValues } from "../../../components/catalogue/typed-fields";

/** The position form's flat fields: the publication as entered, then pages used. */
export const POSITION_FIELDS = [...BIBLIOGRAPHIC_FIELDS, "pagesUsed"] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];
export type PositionFormValues = Record<PositionField, string>;

/** One author row as typed; the type code defaults to A (author). */
export type AuthorRowValues = { key: string; firstName: string; middleName: string; lastName: string; type: AuthorType };
export type AuthorRowField = "firstName" | "middleName" | "lastName" | "type";
/** Message keys by row index and field. */
export type AuthorErrors = Record<number, Partial<Record<AuthorRowField, string>>>;

let rowSeq = 0;
/** A stable React key for a row that has no id of its own. */
export const newRowKey = () => `row-${++rowSeq}`;

export const emptyAuthorRow = (): AuthorRowValues => ({ key: newRowKey(), firstName: "", middleName: "", lastName: "", type: "A" });

/** The form's starting values: the stored position's, or an empty book. */
export function initialPositionValues(position: PositionDto | null | undefined): PositionFormValues {
  return { ...typedValues(position?.publication), pagesUsed: position ? String(position.pagesUsed) : "" };
}

/**
 * The form for the next entry after "Add and enter another": empty, of the same type; a magazine's own
 * fields (title, ISSN, publisher, year) stay, for a run of articles from one issue.
 */
export function nextEntryValues(values: PositionFormValues): PositionFormValues {
  const next = { ...initialPositionValues(null), type: values.type };
  if (values.type === "c") for (const field of ["magazineTitle", "issn", "publisher", "publicationYear"] as const) next[field] = values[field];
  return next;
}

export function initialAuthorRows(position: PositionDto | null | undefined): AuthorRowValues[] {
  return (position?.authors ?? []).map((a) => ({
    key: newRowKey(),
    firstName: a.firstName,
    middleName: a.middleName ?? "",
    lastName: a.lastName,
    type: a.type,
  }));
}

/** The catalogue entry's fields in place of the publication part; pages used stay as typed. */
export function valuesFromCatalogue(current: PositionFormValues, p: PublicationDto): PositionFormValues {
  return { ...typedValues(p), pagesUsed: current.pagesUsed };
}

/**
 * A catalogue answer that came while the user went on typing: the fields changed since the code
 * was looked up keep what was typed, the rest take the entry's (`filled`).
 */
export function keepTypedSince(asked: PositionFormValues, current: PositionFormValues, filled: PositionFormValues): PositionFormValues {
  const kept = { ...filled };
  for (const key of Object.keys(filled) as PositionField[]) if (current[key] !== asked[key]) kept[key] = current[key];
  return kept;
}

/**
 * What an ISSN names: a magazine. The catalogue answers a lookup by ISSN with one of its entries,
 * an article, whose own title, DOI, year and authors belong to another text than the position's.
 */
export function magazineOf(p: PublicationDto): PublicationDto {
  return { ...p, type: "c", title: null, link: null, publicationYear: null, editionNumber: null, isbn: null, articleTitle: null, articleDoi: null, authors: [] };
}

/** A magazine found by its ISSN: its title, ISSN and publisher filled in, the article's fields left as typed. */
export function valuesFromMagazine(current: PositionFormValues, p: PublicationDto): PositionFormValues {
  const magazine = typedValues(magazineOf(p));
  return { ...current, type: "c", magazineTitle: magazine.magazineTitle, issn: magazine.issn, publisher: magazine.publisher || current.publisher };
}

export function authorRowsFromCatalogue(p: PublicationDto): AuthorRowValues[] {
  return p.authors.map((a) => ({ key: newRowKey(), firstName: a.firstName, middleName: a.middleName ?? "", lastName: a.lastName, type: a.type }));
}

/**
 * The form as it stands once another code replaces the one a catalogue entry was filled in from:
 * fields still holding that entry's values are emptied (they describe another publication), while
 * anything typed since, and pages used, stay. Authors likewise, unless the user changed them.
 */
export function withoutCatalogueEntry(
  values: PositionFormValues,
  authors: readonly AuthorRowValues[],
  entry: PublicationDto,
): { values: PositionFormValues; authors: AuthorRowValues[] } {
  const filled = valuesFromCatalogue(values, entry);
  const empty = initialPositionValues(null);
  const next = { ...values };
  for (const field of BIBLIOGRAPHIC_FIELDS) if (field !== "type" && values[field] === filled[field]) next[field] = empty[field];
  const names = (rows: readonly AuthorRowValues[]) => JSON.stringify(rows.map(({ key: _k, ...r }) => r));
  const untouched = entry.authors.length > 0 && names(authors) === names(authorRowsFromCatalogue(entry));
  return { values: next, authors: untouched ? [] : [...authors] };
}

/** A row the user has not typed into is left out of what is saved. */
export const isBlankRow = (r: AuthorRowValues) => !r.firstName.trim() && !r.middleName.trim() && !r.lastName.trim();

/** Where a code from the identifier box goes, and the type that shows that field. */
const ROUTE: Record<IdentifierKind, { field: "isbn" | "issn" | "articleDoi"; type: PublicationType }> = {
  isbn: { field: "isbn", type: "k" },
  issn: { field: "issn", type: "c" },
  doi: { field: "articleDoi", type: "c" },
};

/**
 * A valid ISBN, ISSN or DOI (any spelling) → the field it belongs in, its stored spelling and the
 * type to switch to when the current one has no such field; null while the box holds no valid code.
 */
export function routeIdentifier(
  input: string,
  currentType: string,
): { kind: IdentifierKind; field: "isbn" | "issn" | "articleDoi"; value: string; type: PublicationType } | null {
  const parsed = parseIdentifier(input);
  if (!parsed) return null;
  const route = ROUTE[parsed.kind];
  const keep = isPublicationType(currentType) && FIELDS_BY_TYPE[currentType].includes(route.field);
  return { kind: parsed.kind, field: route.field, value: parsed.value, type: keep ? (currentType as PublicationType) : route.type };
}

/** Pages used as typed → a number for the schema; undefined when empty (required), NaN when not a number. */
export function parsePagesUsed(s: string): number | undefined {
  const t = s.trim().replace(/\s+/g, "");
  if (t === "") return undefined;
  return /^[-+]?\d+([.,]\d+)?$/.test(t) ? Number(t.replace(",", ".")) : Number.NaN;
}

/** The publication part as the API takes it: the chosen type's fields, blanks as null (others left out → null). */
export function toPublicationPart(values: PositionFormValues): Record<string, unknown> {
  return typedPartForApi(values);
}

const FlatSchema = v.object({ publication: PositionPublicationInput, pagesUsed: PagesUsed });
export type PositionFormOutput = v.InferOutput<typeof FlatSchema>;

function pathItem(values: PositionFormValues, key: string): v.ObjectPathItem {
  return { type: "object", origin: "value", input: values, key, value: (values as Record<string, string>)[key] };
}

/** "publication.title" → "title", "pagesUsed" → "pagesUsed"; anything else is not a flat field. */
export function flatFieldOf(path: string): PositionField | null {
  const key = path.startsWith("publication.") ? path.slice("publication.".length) : path;
  return (POSITION_FIELDS as readonly string[]).includes(key) ? (key as PositionField) : null;
}

/**
 * The flat fields checked by the contract (the publication's per-type rules, identifiers with
 * their check digits, the year range, pages used ≥ 1); the output is the body without authors.
 */
export const positionFormSchema = v.pipe(
  v.object(Object.fromEntries(POSITION_FIELDS.map((k) => [k, v.string()])) as Record<PositionField, v.StringSchema<undefined>>),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value as PositionFormValues;
    const pages = parsePagesUsed(values.pagesUsed);
    if (Number.isNaN(pages)) addIssue({ message: m("integer"), path: [pathItem(values, "pagesUsed")] });
    const result = v.safeParse(FlatSchema, { publication: toPublicationPart(values), pagesUsed: Number.isNaN(pages) ? 1 : pages });
    if (result.success && !Number.isNaN(pages)) return result.output;
    for (const issue of result.issues ?? []) {
      const field = flatFieldOf(v.getDotPath(issue) ?? "");
      addIssue({ message: issue.message, ...(field ? { path: [pathItem(values, field)] } : {}) });
    }
    return NEVER;
  }),
);

/** The authors that are saved (blank rows dropped), each checked by the contract; errors by row index of `rows`. */
export function checkAuthors(rows: readonly AuthorRowValues[]): { authors: PositionAuthorInput[]; errors: AuthorErrors } {
  const authors: PositionAuthorInput[] = [];
  const errors: AuthorErrors = {};
  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const r = v.safeParse(PositionAuthorInput, { firstName: row.firstName, middleName: row.middleName, lastName: row.lastName, type: row.type });
    if (r.success) {
      authors.push(r.output);
      return;
    }
    const own: Partial<Record<AuthorRowField, string>> = {};
    for (const issue of r.issues) {
      const key = v.getDotPath(issue) as AuthorRowField | null;
      if (key && !own[key]) own[key] = issue.message;
    }
    errors[index] = own;
  });
  return { authors, errors };
}

/**
 * A 400's `errors` split for the form: flat fields by name, author rows by their index in `rows`
 * (the server numbers only the saved, non-blank rows), and whatever names no field.
 */
export function splitServerErrors(
  errors: Record<string, string[]>,
  rows: readonly AuthorRowValues[],
): { fields: Partial<Record<PositionField, string[]>>; authors: AuthorErrors; other: string[] } {
  const saved = rows.map((r, i) => (isBlankRow(r) ? -1 : i)).filter((i) => i >= 0);
  const fields: Partial<Record<PositionField, string[]>> = {};
  const authors: AuthorErrors = {};
  const other: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const flat = flatFieldOf(path);
    const author = /^authors\.(\d+)\.(firstName|middleName|lastName|type)$/.exec(path);
    if (flat) fields[flat] = messages;
    else if (author && saved[Number(author[1])] !== undefined) {
      const index = saved[Number(author[1])]!;
      authors[index] = { ...authors[index], [author[2] as AuthorRowField]: messages[0] };
    } else other.push(...messages);
  }
  return { fields, authors, other };
}
