import type { IdentifierKind } from "@contract/identifiers";
import type { PublicationAuthorDto, PublicationDto, PublicationListQuery } from "@contract/publications";
import { type SQL, and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authors, positions, publicationAuthors, publications } from "../../db/schema";
import { chunk } from "../../lib/batch";
import { nextDay } from "../../lib/time";
import { searchCondition } from "./publications.search";
import { identifierOf } from "./publications.rules";

export const publicationColumns = {
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
  updatedOn: publications.updatedOn,
};

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
 * before; put it after the link changes of the batch. One statement per 90 authors.
 */
export function recountAuthors(db: Db, authorIds: readonly string[]) {
  return chunk([...new Set(authorIds)], 90).map((ids) =>
    db
      .update(authors)
      .set({ publicationCount: sql`(select count(*) from ${publicationAuthors} where ${publicationAuthors.authorId} = ${authors.id})` })
      .where(inArray(authors.id, ids)),
  );
}

export function existingAuthorIds(db: Db, ids: readonly string[]) {
  return db.select({ id: authors.id }).from(authors).where(inArray(authors.id, ids.length ? [...ids] : [""]));
}
