import { type Identifier, parseIdentifier } from "@contract/identifiers";
import { m } from "@contract/messages";
import { type CreatePublicationInput, type UpdatePublicationInput, publicationTypeIssues } from "@contract/publications";
import type { FieldErrors } from "../../lib/errors";
import type { PublicationRow } from "./publications.queries";
import { searchTextOf, titleFoldedOf } from "./publications.search";

/** The stored fields a client may set (ids, flags of the system and timestamps aside). */
export type PublicationFields = Omit<PublicationRow, "id" | "createdOn" | "updatedOn">;

const FIELD_KEYS = [
  "type",
  "title",
  "publisher",
  "link",
  "publicationYear",
  "editionNumber",
  "isbn",
  "issn",
  "articleTitle",
  "articleDoi",
  "magazineTitle",
  "isVerified",
] as const satisfies readonly (keyof PublicationFields)[];

/** A query that is a whole ISBN, ISSN or DOI in any spelling is looked up by its canonical value. */
export function identifierOf(q: string): Identifier | null {
  return parseIdentifier(q);
}

export function fieldsOfCreate(input: CreatePublicationInput): PublicationFields {
  return {
    type: input.type,
    title: input.title ?? null,
    publisher: input.publisher ?? null,
    link: input.link ?? null,
    publicationYear: input.publicationYear ?? null,
    editionNumber: input.editionNumber ?? null,
    isbn: input.isbn ?? null,
    issn: input.issn ?? null,
    articleTitle: input.articleTitle ?? null,
    articleDoi: input.articleDoi ?? null,
    magazineTitle: input.magazineTitle ?? null,
    isVerified: input.isVerified ?? false,
  };
}

/** A PATCH applied to the stored fields: absent keys keep their value, null clears. */
export function mergeFields(stored: PublicationFields, change: UpdatePublicationInput): PublicationFields {
  const merged: PublicationFields = { ...stored };
  for (const key of FIELD_KEYS) {
    const value = change[key];
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The per-type rules (contract) on a whole record, as the problem's field errors; null when it is valid. */
export function typeRuleErrors(fields: PublicationFields): FieldErrors | null {
  const issues = publicationTypeIssues(fields);
  const entries = Object.entries(issues).map(([field, key]) => [field, [key ?? m("required")]]);
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The derived columns kept in step with the fields on every write. */
export function derivedColumns(fields: PublicationFields) {
  return { titleFolded: titleFoldedOf(fields), searchText: searchTextOf(fields) };
}

/** The fields that differ, for the audit trail. */
export function changedFields(before: PublicationFields, after: PublicationFields) {
  const keys = FIELD_KEYS.filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Repeated authors count once; the first entry's type wins. */
export function uniqueAuthorLinks<T extends { authorId: string }>(links: readonly T[]): T[] {
  const seen = new Set<string>();
  return links.filter((l) => (seen.has(l.authorId) ? false : (seen.add(l.authorId), true)));
}
