import type { IdentifierKind } from "@contract/identifiers";
import type { PublicationAuthorDto, PublicationDto, PublicationListQuery } from "@contract/publications";
import { type SQL, and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authors, positions, publicationAuthors, publications } from "../../db/schema";
import { jsonChunks } from "../../lib/json-set";
import { nextDay } from "../../lib/time";
import { fullTextMatches, publicationSearch, searchCondition } from "./publications.search";
import { identifierOf } from "./publications.rules";

/** A catalogue entry as position matching (autofill, verify) reads it. */
export const catalogueEntryColumns = {
  id: publications.id,
  type: publications.type,
  title: publications.title,
  publisher: publications.publisher,
  link: publications.link,
  publicationYear: publications.publicationYear,
  editionNumber: publications.editionNumber,
  isbn: publications.isbn,
  issn: publications.issn,
  articleTitle: publications.articleTitle,
  articleDoi: publications.articleDoi,
  magazineTitle: publications.magazineTitle,
  isVerified: publications.isVerified,
  createdOn: publications.createdOn,
};

export const publicationColumns = { ...catalogueEntryColumns, updatedOn: publications.updatedOn };

function selectPublications(db: Db) {
  return db.select(publicationColumns).from(publications);
}

export type PublicationRow = Awaited<ReturnType<typeof selectPublications>>[number];

export function toPublicationDto(row: PublicationRow, links: readonly PublicationAuthorDto[]): PublicationDto {
  return { ...row, authors: [...links] };
}

export async function findPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const [row] = await selectPublications(db).where(eq(publications.id, id)).limit(1);
  return row;
}

/** The linked authors of some publications (≤ 100 ids), by last name. */
export function selectLinkedAuthors(db: Db, publicationIds: readonly string[]) {
  return db
    .select({
      publicationId: publicationAuthors.publicationId,
      authorId: publicationAuthors.authorId,
      firstName: authors.firstName,
      middleName: authors.middleName,
      lastName: authors.lastName,
      type: publicationAuthors.type,
      source: publicationAuthors.source,
    })
    .from(publicationAuthors)
    .innerJoin(authors, eq(authors.id, publicationAuthors.authorId))
    .where(inArray(publicationAuthors.publicationId, publicationIds.length ? [...publicationIds] : [""]))
    .orderBy(asc(authors.nameFolded), asc(authors.id));
}

type LinkedAuthor = Awaited<ReturnType<typeof selectLinkedAuthors>>[number];

export function groupLinks(rows: readonly LinkedAuthor[]): Map<string, PublicationAuthorDto[]> {
  const byPublication = new Map<string, PublicationAuthorDto[]>();
  for (const { publicationId, ...link } of rows) {
    const list = byPublication.get(publicationId) ?? [];
    list.push(link);
    byPublication.set(publicationId, list);
  }
  return byPublication;
}

/** Publications with their authors, in the given order. */
export async function withAuthors(db: Db, rows: readonly PublicationRow[]): Promise<PublicationDto[]> {
  if (rows.length === 0) return [];
  const links = groupLinks(await selectLinkedAuthors(db, rows.map((r) => r.id)));
  return rows.map((row) => toPublicationDto(row, links.get(row.id) ?? []));
}

// ---------------------------------------------------------------------------------------------
// The list

/** The WHERE of GET /publications; every filter has an index (see catalogue.query-plans.test.ts). */
export function publicationFilter(query: Omit<PublicationListQuery, "page" | "pageSize" | "sort" | "order">): SQL | undefined {
  const code = query.q ? identifierOf(query.q) : null;
  return and(
    query.type?.length ? inArray(publications.type, query.type) : undefined,
    query.isVerified !== undefined ? eq(publications.isVerified, query.isVerified) : undefined,
    query.authorId
      ? sql`${publications.id} in (select ${publicationAuthors.publicationId} from ${publicationAuthors} where ${publicationAuthors.authorId} = ${query.authorId})`
      : undefined,
    query.yearFrom !== undefined ? gte(publications.publicationYear, query.yearFrom) : undefined,
    query.yearTo !== undefined ? lte(publications.publicationYear, query.yearTo) : undefined,
    query.createdFrom ? gte(publications.createdOn, query.createdFrom) : undefined,
    query.createdTo ? lt(publications.createdOn, nextDay(query.createdTo)) : undefined,
    code ? identifierCondition(code.kind, code.value) : query.q ? searchCondition(query.q) : undefined,
  );
}

export function identifierCondition(kind: IdentifierKind, value: string): SQL {
  if (kind === "isbn") return eq(publications.isbn, value);
  if (kind === "issn") return eq(publications.issn, value);
  return eq(publications.articleDoi, value);
}

const SORT_COLUMNS = {
  title: publications.titleFolded,
  publicationYear: publications.publicationYear,
  createdOn: publications.createdOn,
  type: publications.type,
} as const;

/** Without `sort`: newest first. The id breaks ties so pages never overlap. */
export function publicationOrder(sort: PublicationListQuery["sort"], order: PublicationListQuery["order"]): SQL[] {
  if (!sort) return [desc(publications.createdOn), desc(publications.id)];
  const by = order === "desc" ? desc : asc;
  return [by(SORT_COLUMNS[sort]), by(publications.id)];
}

export function selectPublicationPage(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }) {
  return selectPublications(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countPublications(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(publications).where(where);
}

// ---------------------------------------------------------------------------------------------
// A list that is only a full-text search

/** Newest first: the default order, or sort=createdOn&order=desc (the same keys, created_on then id). */
export const isNewestFirst = (sort: PublicationListQuery["sort"], order: PublicationListQuery["order"]): boolean =>
  !sort || (sort === "createdOn" && order === "desc");

/**
 * The full-text match (on publication_search) of a list filtered by `q` alone, `q` not an
 * identifier and holding a word of 3+ characters; undefined for any other list.
 */
export function searchOnly(query: Omit<PublicationListQuery, "page" | "pageSize" | "sort" | "order">): SQL | undefined {
  const { q, ...others } = query;
  if (!q || identifierOf(q)) return undefined;
  if (Object.entries(others).some(([key, value]) => value !== undefined && !NOT_FILTERS.has(key) && !(Array.isArray(value) && value.length === 0))) {
    return undefined;
  }
  return fullTextMatches(q);
}

/** The keys of a list query that do not filter (the service passes the whole query). */
const NOT_FILTERS = new Set(["page", "pageSize", "sort", "order"]);

/**
 * The total of a search alone, counted on publication_search, which holds exactly one row per
 * publication: no lookup of each match in publications.
 */
export function countMatches(db: Db, matches: SQL) {
  return db.select({ n: count() }).from(publicationSearch).where(matches);
}

/** About how many publications there are, read off the end of the search id index (no count). */
export function publicationsSize(db: Db) {
  return db.select({ n: sql<number>`coalesce(max(${publications.searchId}), 0)` }).from(publications);
}

/**
 * A page of a search alone, newest first, without reading and sorting every match. search_id
 * grows with each insert, so the first `offset + limit` matches by search id, descending, are
 * about the newest; at least that many matches were created on or after the oldest created_on
 * among them (`bound`), so every row of the page lies in created_on >= bound — whatever order the
 * rows were written in (an import's shared timestamp, a late clock): that only widens the range.
 * The range is read from the created_on index, and checked against the matches from its smallest
 * search id up (`lowest`: FTS5 seeks to that rowid instead of listing every match). The range
 * holds about (offset + limit) × table / matches rows: the caller checks it pays (rangeReadPays).
 */
export function selectNewestMatches(db: Db, matches: SQL, window: { offset: number; limit: number }) {
  const candidates = sql`select rowid from publication_search where ${matches} order by rowid desc limit ${window.offset + window.limit}`;
  const bound = sql`(select min(b.created_on) from ${publications} b where b.search_id in (${candidates}))`;
  // The unary + keeps SQLite off the search_id index (a walk of it from the smallest id) and on the range.
  const lowest = sql`(select min(+r.search_id) from ${publications} r where r.created_on >= ${bound})`;
  const inRange = sql`${publications.createdOn} >= ${bound}
    and +${publications.searchId} in (select rowid from publication_search where ${matches} and rowid >= ${lowest})`;
  return selectPublicationPage(db, inRange, publicationOrder(undefined, "desc"), window);
}

/** The sorts whose index holds the sort key, the id and the search id, in list order (either way). */
const WALKED_SORTS = {
  title: "publications_title_folded_idx",
  publicationYear: "publications_publication_year_idx",
} as const;

export const walkedSort = (sort: PublicationListQuery["sort"]): sort is keyof typeof WALKED_SORTS => !!sort && sort in WALKED_SORTS;

/**
 * A page of a search alone sorted by title or year, found by walking at most `cap` entries of the
 * sort's index from its start and keeping those whose search id matches: when matches are spread
 * over the order, the page's end lies some (offset + limit) × table / matches entries in. Exact
 * when it holds min(limit, matches − offset) rows; fewer means the matches lie past the cap
 * (clustered, as a word that starts titles), and the caller sorts them instead.
 */
export function selectWalkedMatches(
  db: Db,
  matches: SQL,
  sort: keyof typeof WALKED_SORTS,
  order: PublicationListQuery["order"],
  window: { offset: number; limit: number; cap: number },
) {
  const key = SORT_COLUMNS[sort];
  const dir = sql.raw(order === "desc" ? "desc" : "asc");
  const walk = sql`select ${publications.id} as id, ${publications.searchId} as search_id, ${key} as k
    from ${publications} indexed by ${sql.raw(WALKED_SORTS[sort])}
    order by ${key} ${dir}, ${publications.id} ${dir} limit ${window.cap}`;
  const pageIds = sql`select w.id from (${walk}) w
    where w.search_id in (select rowid from publication_search where ${matches})
    order by w.k ${dir}, w.id ${dir} limit ${window.limit} offset ${window.offset}`;
  return selectPublications(db).where(sql`${publications.id} in (${pageIds})`).orderBy(...publicationOrder(sort, order));
}

/**
 * A page of a search alone in any other order: the matches are sorted on
 * publications_search_sorts_idx, which holds every sort key by search id, so each match costs a
 * seek in that narrow index instead of a read of its row; only the page's rows are read.
 * INDEXED BY: without statistics SQLite prefers the unique index on search_id, which holds no sort key.
 */
export function selectSortedMatches(db: Db, matches: SQL, orderBy: SQL[], window: { offset: number; limit: number }) {
  const pageIds = sql`select ${publications.id} from ${publications} indexed by publications_search_sorts_idx
    where ${publications.searchId} in (select rowid from publication_search where ${matches})
    order by ${sql.join(orderBy, sql`, `)} limit ${window.limit} offset ${window.offset}`;
  return selectPublications(db).where(sql`${publications.id} in (${pageIds})`).orderBy(...orderBy);
}

/** Catalogue matches of one identifier (lookup), newest first. */
export function selectByIdentifier(db: Db, kind: IdentifierKind, value: string, limit: number, verifiedOnly = false) {
  const match = identifierCondition(kind, value);
  return selectPublications(db)
    .where(verifiedOnly ? and(match, eq(publications.isVerified, true)) : match)
    .orderBy(desc(publications.createdOn))
    .limit(limit);
}

/** Verified positions that name this publication as their catalogue entry. */
export function countVerifiedPositions(db: Db, publicationId: string) {
  return db
    .select({ n: count() })
    .from(positions)
    .where(verifiedPositionOf(publicationId));
}

/**
 * A verified position naming the publication. The unary + keeps SQLite off the is_verified index
 * (every verified position) and on positions_publication_id_idx (this publication's few).
 */
const verifiedPositionOf = (publicationId: string): SQL =>
  sql`${positions.publicationId} = ${publicationId} and +${positions.isVerified} = 1`;

export const noVerifiedPositions = (publicationId: string): SQL =>
  sql`not exists (select 1 from ${positions} where ${verifiedPositionOf(publicationId)})`;

export function linkedAuthorIds(db: Db, publicationId: string) {
  return db.select({ authorId: publicationAuthors.authorId }).from(publicationAuthors).where(eq(publicationAuthors.publicationId, publicationId));
}

/**
 * Recounts publication_count of these authors from their links, so it is exact whatever happened
 * before; put it after the link changes of the batch. One statement for the lot: the ids are bound
 * as one JSON array.
 */
export function recountAuthors(db: Db, authorIds: readonly string[]) {
  return jsonChunks([...new Set(authorIds)]).map((ids) => recountAuthorsWhere(db, sql`select value from json_each(${ids})`));
}

/** Recounts publication_count of the authors that `which` (a subquery of author ids) selects. */
export function recountAuthorsWhere(db: Db, which: SQL) {
  return db
    .update(authors)
    .set({ publicationCount: sql`(select count(*) from ${publicationAuthors} where ${publicationAuthors.authorId} = ${authors.id})` })
    .where(sql`${authors.id} in (${which})`);
}

export function existingAuthorIds(db: Db, ids: readonly string[]) {
  return db.select({ id: authors.id }).from(authors).where(inArray(authors.id, ids.length ? [...ids] : [""]));
}
