import type { AuthorDto, AuthorListQuery, AuthorPublicationDto, AuthorPublicationsQuery } from "@contract/authors";
import { fold } from "@contract/fold";
import { LINK_SOURCES, type LinkSource } from "@contract/publications";
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authors, positions, publicationAuthors, publications, rejectedSuggestions } from "../../db/schema";
import { nextDay } from "../../lib/time";
import { authorVersion } from "./authors.version";
import { typedWords } from "../../lib/search";

export const authorColumns = {
  id: authors.id,
  firstName: authors.firstName,
  middleName: authors.middleName,
  lastName: authors.lastName,
  birthDate: authors.birthDate,
  gender: authors.gender,
  authorId: authors.authorId,
  createdOn: authors.createdOn,
  updatedOn: authors.updatedOn,
  updateProcessStartedOn: authors.updateProcessStartedOn,
  publicationCount: authors.publicationCount,
};

function selectAuthors(db: Db) {
  return db.select(authorColumns).from(authors);
}

export type AuthorRow = Awaited<ReturnType<typeof selectAuthors>>[number];

export const toAuthorDto = (row: AuthorRow): AuthorDto => ({ ...row, version: authorVersion(row) });

export async function findAuthor(db: Db, id: string): Promise<AuthorRow | undefined> {
  const [row] = await selectAuthors(db).where(eq(authors.id, id)).limit(1);
  return row;
}

export function selectAuthor(db: Db, id: string) {
  return selectAuthors(db).where(eq(authors.id, id)).limit(1);
}

export function linkCountsOf(db: Db, authorId: string) {
  return db
    .select({ source: publicationAuthors.source, n: count() })
    .from(publicationAuthors)
    .where(eq(publicationAuthors.authorId, authorId))
    .groupBy(publicationAuthors.source);
}

export function toLinkCounts(rows: readonly { source: LinkSource; n: number }[]): Record<LinkSource, number> {
  const counts = Object.fromEntries(LINK_SOURCES.map((s) => [s, 0])) as Record<LinkSource, number>;
  for (const row of rows) counts[row.source] = row.n;
  return counts;
}

// ---------------------------------------------------------------------------------------------
// GET /authors

const MAX_WORDS = 5;

/** Every word of `q`, folded, must occur somewhere in "last first middle" (instr: no LIKE pattern limits, no escaping). */
export function nameCondition(q: string | undefined): SQL | undefined {
  const words = typedWords(fold(q ?? ""), MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`instr(${authors.nameFolded}, ${w}) > 0`));
}

export function authorFilter(query: Omit<AuthorListQuery, "page" | "pageSize" | "sort" | "order">): SQL | undefined {
  return and(
    nameCondition(query.q),
    query.gender ? eq(authors.gender, query.gender) : undefined,
    query.hasBirthDate === true ? isNotNull(authors.birthDate) : query.hasBirthDate === false ? isNull(authors.birthDate) : undefined,
    query.createdFrom ? gte(authors.createdOn, query.createdFrom) : undefined,
    query.createdTo ? lt(authors.createdOn, nextDay(query.createdTo)) : undefined,
  );
}

const AUTHOR_SORT_COLUMNS = {
  lastName: authors.nameFolded,
  birthDate: authors.birthDate,
  publicationCount: authors.publicationCount,
  updatedOn: authors.updatedOn,
  createdOn: authors.createdOn,
} as const;

/** Without `sort`: by last name, then first and middle name (folded). The id breaks ties. */
export function authorOrder(sort: AuthorListQuery["sort"], order: AuthorListQuery["order"]): SQL[] {
  const by = order === "desc" ? desc : asc;
  return [by(AUTHOR_SORT_COLUMNS[sort ?? "lastName"]), by(authors.id)];
}

export function selectAuthorPage(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }) {
  return selectAuthors(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countAuthors(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(authors).where(where);
}

// ---------------------------------------------------------------------------------------------
// An author's links

const linkColumns = {
  authorId: publicationAuthors.authorId,
  publicationId: publicationAuthors.publicationId,
  type: publicationAuthors.type,
  source: publicationAuthors.source,
  linkedOn: publicationAuthors.createdOn,
  publication: {
    id: publications.id,
    type: publications.type,
    title: publications.title,
    magazineTitle: publications.magazineTitle,
    articleTitle: publications.articleTitle,
    publisher: publications.publisher,
    publicationYear: publications.publicationYear,
    isbn: publications.isbn,
    issn: publications.issn,
    articleDoi: publications.articleDoi,
    link: publications.link,
    isVerified: publications.isVerified,
  },
};

function selectLinks(db: Db) {
  return db.select(linkColumns).from(publicationAuthors).innerJoin(publications, eq(publications.id, publicationAuthors.publicationId));
}

export const toAuthorPublicationDto = (row: Awaited<ReturnType<typeof selectLinks>>[number]): AuthorPublicationDto => row;

export function authorLinksFilter(authorId: string, query: Pick<AuthorPublicationsQuery, "source" | "type" | "publicationType">): SQL | undefined {
  return and(
    eq(publicationAuthors.authorId, authorId),
    query.source?.length ? inArray(publicationAuthors.source, query.source) : undefined,
    query.type?.length ? inArray(publicationAuthors.type, query.type) : undefined,
    query.publicationType?.length ? inArray(publications.type, query.publicationType) : undefined,
  );
}

const LINK_SORT_COLUMNS = {
  linkedOn: publicationAuthors.createdOn,
  title: publications.titleFolded,
  publicationYear: publications.publicationYear,
} as const;

/** Without `sort`: newest link first. */
export function authorLinksOrder(sort: AuthorPublicationsQuery["sort"], order: AuthorPublicationsQuery["order"]): SQL[] {
  const by = (order ?? (sort ? "asc" : "desc")) === "desc" ? desc : asc;
  return [by(LINK_SORT_COLUMNS[sort ?? "linkedOn"]), by(publicationAuthors.publicationId)];
}

export function selectAuthorLinksPage(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }) {
  return selectLinks(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countAuthorLinks(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(publicationAuthors)
    .innerJoin(publications, eq(publications.id, publicationAuthors.publicationId))
    .where(where);
}

/** The links of an author to some publications (≤ 90 ids). */
export function selectAuthorLinks(db: Db, authorId: string, publicationIds: readonly string[]) {
  return selectLinks(db).where(and(eq(publicationAuthors.authorId, authorId), inArray(publicationAuthors.publicationId, [...publicationIds])));
}

export async function findLink(db: Db, authorId: string, publicationId: string) {
  const [row] = await selectAuthorLinks(db, authorId, [publicationId]);
  return row;
}

export function existingPublicationIds(db: Db, ids: readonly string[]) {
  return db.select({ id: publications.id }).from(publications).where(inArray(publications.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------
// Matching

/** Authors whose folded name starts with "last first" (an index range), other than this one. */
export function namesakes(db: Db, authorId: string, prefix: string) {
  return db
    .select({ id: authors.id, firstName: authors.firstName, middleName: authors.middleName, lastName: authors.lastName, birthDate: authors.birthDate })
    .from(authors)
    .where(and(gte(authors.nameFolded, prefix), lt(authors.nameFolded, `${prefix} \uffff`), ne(authors.id, authorId)));
}

/** Confirmed links (any source but SystemSuggestion) of some authors (≤ 90 ids). */
export function confirmedLinksOf(db: Db, authorIds: readonly string[]) {
  return db
    .select({ authorId: publicationAuthors.authorId, publicationId: publicationAuthors.publicationId, type: publicationAuthors.type })
    .from(publicationAuthors)
    .where(and(inArray(publicationAuthors.authorId, [...authorIds]), ne(publicationAuthors.source, "SystemSuggestion")));
}

/** Verified positions linked to the catalogue whose entered authors may contain the name (a pre-filter on raw text). */
export function verifiedPositionsMentioning(db: Db, needle: string) {
  return db
    .select({ publicationId: positions.publicationId, authors: positions.authors })
    .from(positions)
    .where(and(isNotNull(positions.publicationId), eq(positions.isVerified, true), sql`instr(lower(${positions.authors}), ${needle}) > 0`));
}

export function linksOfAuthor(db: Db, authorId: string) {
  return db.select({ publicationId: publicationAuthors.publicationId, source: publicationAuthors.source }).from(publicationAuthors).where(eq(publicationAuthors.authorId, authorId));
}

export function rejectionsOf(db: Db, authorId: string) {
  return db.select({ publicationId: rejectedSuggestions.publicationId }).from(rejectedSuggestions).where(eq(rejectedSuggestions.authorId, authorId));
}
