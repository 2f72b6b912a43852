import { fold } from "@contract/fold";
import { parseIsbn } from "@contract/identifiers";
import { type SQL, inArray, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { authors, publicationAuthors, publications } from "../../db/schema";
import { chunk } from "../../lib/batch";
import { jsonChunks } from "../../lib/json-set";
import { typedWords } from "../../lib/search";

/**
 * The catalogue's full-text search: the FTS5 table `publication_search` (migration 0006, trigram
 * tokenizer) holds one row per publication, rowid = publications.search_id, body = the
 * publication's folded search_text followed by the folded names of its linked authors.
 *
 * Whoever writes publications or links keeps it in step, in the batch of the change:
 * - a new publication: `searchId: nextSearchId` in its insert, then `insertSearchRow` (after its links);
 * - a changed publication or changed links: `refreshSearch` for the publications concerned;
 * - a deleted publication: `deleteSearchRows` before the row goes.
 */

const SEPARATOR = " | ";

/**
 * The FTS5 table as drizzle sees it, for query builders (drizzle's raw `db.run` cannot carry bound
 * parameters in a D1 batch). Not exported from the schema: drizzle-kit must not create it as a
 * plain table; migration 0006 creates it.
 */
export const publicationSearch = sqliteTable("publication_search", {
  rowid: integer("rowid").notNull(),
  body: text("body").notNull(),
});

type Searchable = {
  title: string | null;
  magazineTitle: string | null;
  articleTitle: string | null;
  publisher: string | null;
  isbn: string | null;
  issn: string | null;
  articleDoi: string | null;
};

/** The publication's own searchable text, folded: titles, publisher and every usual spelling of its identifiers. */
export function searchTextOf(p: Searchable): string {
  const parts: (string | null)[] = [p.title, p.magazineTitle, p.articleTitle, p.publisher, p.articleDoi];
  if (p.isbn) {
    const isbn = parseIsbn(p.isbn);
    parts.push(p.isbn, isbn.ok ? isbn.isbn10 : null);
  }
  if (p.issn) parts.push(p.issn, p.issn.replace("-", ""));
  return parts
    .filter((s): s is string => !!s)
    .map(fold)
    .filter(Boolean)
    .join(SEPARATOR);
}

/** What lists sort by "title": the title, else the magazine title, then the publisher; folded. */
export function titleFoldedOf(p: Pick<Searchable, "title" | "magazineTitle" | "publisher">): string {
  return fold([p.title, p.magazineTitle, p.publisher].filter(Boolean).join(" "));
}

/** The next free search id, evaluated by SQLite inside the insert (writes are serialised, the unique index guards the rest). */
export const nextSearchId = sql`(select coalesce(max(${publications.searchId}), 0) + 1 from ${publications})`;

/** The FTS body of the publication `p` (an alias of publications), optionally leaving one author out. */
function bodyOf(exceptAuthorId?: string): SQL {
  const except = exceptAuthorId ? sql` and a.id <> ${exceptAuthorId}` : sql``;
  return sql`p.search_text || coalesce((select ${SEPARATOR} || group_concat(a.name_folded, ${SEPARATOR})
    from ${publicationAuthors} pa join ${authors} a on a.id = pa.author_id
    where pa.publication_id = p.id${except}), '')`;
}

/** Adds the search row of a publication inserted earlier in the same batch. */
export function insertSearchRow(db: Db, publicationId: string) {
  return db.insert(publicationSearch).select(sql`select p.search_id, ${bodyOf()} from ${publications} p where p.id = ${publicationId}`);
}

/** Rewrites the search rows of the publications that `which` (a subquery of publication ids) selects. */
export function refreshSearchWhere(db: Db, which: SQL, exceptAuthorId?: string) {
  return db
    .update(publicationSearch)
    .set({ body: sql`(select ${bodyOf(exceptAuthorId)} from ${publications} p where p.search_id = publication_search.rowid)` })
    .where(sql`rowid in (select ${publications.searchId} from ${publications} where ${publications.id} in (${which}))`);
}

/**
 * Rewrites the search rows of these publications (after a change of their fields or links): one
 * statement for the lot, the ids bound as one JSON array (a bulk confirm touches ~900; in lists
 * of 90 bound ids that was eleven statements).
 */
export function refreshSearch(db: Db, publicationIds: readonly string[]) {
  return jsonChunks([...new Set(publicationIds)]).map((ids) => refreshSearchWhere(db, sql`select value from json_each(${ids})`));
}

/** Rewrites the search rows of every publication linked to an author (after a rename). */
export function refreshSearchOfAuthor(db: Db, authorId: string, options: { without?: boolean } = {}) {
  return refreshSearchWhere(
    db,
    sql`select ${publicationAuthors.publicationId} from ${publicationAuthors} where ${publicationAuthors.authorId} = ${authorId}`,
    options.without ? authorId : undefined,
  );
}

/** Removes the search rows of these publications; put it before the publications' delete. */
export function deleteSearchRows(db: Db, publicationIds: readonly string[], condition?: SQL) {
  return chunk([...new Set(publicationIds)], 90).map((ids) =>
    db
      .delete(publicationSearch)
      .where(sql`rowid in (select ${publications.searchId} from ${publications} where ${inArray(publications.id, ids)}${condition ? sql` and ${condition}` : sql``})`),
  );
}

// ---------------------------------------------------------------------------------------------
// Queries

/** Trigrams need 3 characters; shorter words can only narrow what longer ones found. */
export const MIN_FTS_WORD = 3;
/** More words add nothing but work. */
const MAX_WORDS = 6;
const CODE_LIKE = /^[\dx\-\u2010-\u2015\u2212]+$/;

/** The words of a query, folded, without repeats. */
export function searchWords(q: string): string[] {
  return typedWords(fold(q), MAX_WORDS);
}

/**
 * A word that looks like part of an ISBN or ISSN ("83-01-00") also matches without its
 * separators, as the stored digits have none; "1939-1945" in a title still matches as typed.
 */
export function ftsTerm(word: string): string {
  const compact = CODE_LIKE.test(word) && /\d/.test(word) ? word.replace(/[^\dx]/g, "") : word;
  return compact === word || [...compact].length < MIN_FTS_WORD ? ftsPhrase(word) : `(${ftsPhrase(word)} OR ${ftsPhrase(compact)})`;
}

/** An FTS5 string literal: the word in double quotes, quotes doubled, so no query syntax gets through. */
export function ftsPhrase(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

/** The smallest string above every string that starts with `prefix`, for an index range (`>= prefix and < this`). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * The condition for `q` on publications. Words of 3+ characters go through the FTS index (every
 * word must occur, in any order); shorter words then filter those rows. A query of only short
 * words falls back to a prefix of the folded title or of an author's folded name (last name
 * first), both on indexes.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const matches = fullTextMatches(q);
  if (matches) return sql`${publications.searchId} in (select rowid from publication_search where ${matches})`;
  const prefix = words.join(" ");
  const upper = prefixUpperBound(prefix);
  return sql`(${publications.titleFolded} >= ${prefix} and ${publications.titleFolded} < ${upper}
    or ${publications.id} in (select ${publicationAuthors.publicationId} from ${publicationAuthors} where ${publicationAuthors.authorId} in
      (select ${authors.id} from ${authors} where ${authors.nameFolded} >= ${prefix} and ${authors.nameFolded} < ${upper})))`;
}

/**
 * The WHERE on publication_search of a query with a word of 3+ characters: the FTS match of the
 * long words, narrowed by the short ones. Undefined otherwise (the prefix search then).
 */
export function fullTextMatches(q: string): SQL | undefined {
  const words = searchWords(q);
  const long = words.filter((w) => [...w].length >= MIN_FTS_WORD);
  if (long.length === 0) return undefined;
  const short = words.filter((w) => [...w].length < MIN_FTS_WORD);
  const narrow = short.map((w) => sql` and instr(body, ${w}) > 0`);
  return sql`publication_search match ${long.map(ftsTerm).join(" AND ")}${sql.join(narrow, sql``)}`;
}
