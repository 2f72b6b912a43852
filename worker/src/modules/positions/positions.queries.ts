import { parseIdentifier } from "@contract/identifiers";
import type { PositionListQuery } from "@contract/positions";
import { type SQL, and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { type SQLiteColumn, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { companies, positions, reports } from "../../db/schema";
import { inJson } from "../../lib/json-set";
import { nextDay } from "../../lib/time";
import { MIN_FTS_WORD, ftsPhrase, isCompanyUser, searchWords } from "./positions.rules";
import { positionPublicationColumns } from "./positions.publication-columns";

export const positionColumns = {
  id: positions.id,
  companyId: positions.companyId,
  companyName: companies.name,
  reportId: positions.reportId,
  reportYear: reports.year,
  reportQuarter: reports.quarter,
  ...positionPublicationColumns,
  authors: positions.authors,
  pagesUsed: positions.pagesUsed,
  publicationId: positions.publicationId,
  isVerified: positions.isVerified,
  isOutdated: positions.isOutdated,
  groupKey: positions.groupKey,
  createdOn: positions.createdOn,
  createdBy: positions.createdBy,
  updatedOn: positions.updatedOn,
  verifiedOn: positions.verifiedOn,
  verifiedBy: positions.verifiedBy,
};

export function selectPositions(db: Db) {
  return db
    .select(positionColumns)
    .from(positions)
    .innerJoin(companies, eq(companies.id, positions.companyId))
    .leftJoin(reports, eq(reports.id, positions.reportId));
}

export type PositionRow = Awaited<ReturnType<typeof selectPositions>>[number];

export async function findPosition(db: Db, id: string): Promise<PositionRow | undefined> {
  const [row] = await selectPositions(db).where(eq(positions.id, id)).limit(1);
  return row;
}

export function selectPositionsByIds(db: Db, ids: readonly string[]) {
  return selectPositions(db).where(inJson(positions.id, ids));
}

// ---------------------------------------------------------------------------------------------
// Filters

/**
 * A flag compared with a literal, not a bound parameter: the partial indexes' WHERE (`report_id is
 * not null and is_verified = 0`) must be implied by the query's terms for SQLite to use them.
 */
export const flag = (column: SQLiteColumn, value: boolean): SQL => sql`${column} = ${sql.raw(value ? "1" : "0")}`;

type Filters = Omit<PositionListQuery, "page" | "pageSize" | "sort" | "order">;

/**
 * The rows an actor may list: staff every position; company users their own company's, and —
 * unless they ask for one report's positions (`reportId`, their own report: matrix "reports R
 * own") — only the unreported ones (matrix "positions: CRUD own unreported").
 */
export function scopeOf(actor: Actor, query: Pick<Filters, "reportId">, c: <C extends SQLiteColumn>(column: C) => C = (column) => column): SQL | undefined {
  if (!isCompanyUser(actor.role)) return undefined;
  return and(eq(c(positions.companyId), actor.companyId ?? ""), query.reportId ? undefined : isNull(c(positions.reportId)));
}

/** How much of an identifier's end the full-text index is asked for (five trigrams). */
export const IDENTIFIER_TAIL = 7;

/**
 * `q`'s words, long (3+ characters, for the FTS index) and short (checked with instr on the row):
 * an ISBN, ISSN or DOI in any spelling is searched as its stored form. An identifier's start is
 * shared by thousands (978-83… of every Polish ISBN, a journal's DOI prefix), and FTS5 reads each
 * trigram's whole list for a phrase, so the index is asked for its last IDENTIFIER_TAIL characters
 * and the whole is checked with instr: the same rows (both are substring matches of the folded
 * text), 12–15 ms → under 1 ms for an ISBN over 1,000,000 positions.
 */
export function queryWords(q: string): { long: string[]; short: string[]; words: string[] } {
  const code = parseIdentifier(q);
  const words = code ? searchWords(code.value) : searchWords(q);
  const long = words.filter((w) => [...w].length >= MIN_FTS_WORD);
  const short = words.filter((w) => [...w].length < MIN_FTS_WORD);
  if (!code) return { long, short, words };
  const tailed = long.filter((w) => [...w].length > IDENTIFIER_TAIL);
  return {
    long: long.map((w) => (tailed.includes(w) ? [...w].slice(-IDENTIFIER_TAIL).join("") : w)),
    short: [...short, ...tailed],
    words,
  };
}

/**
 * The full-text tables over search_text: every position (migration 0008) and the staff queue
 * alone (0017), both keyed by search_id and kept by triggers.
 */
export type SearchTable = "position_search" | "queue_search";

/** A staff list of the queue (reported, not verified), which has its own full-text table. */
const isQueue = (query: Pick<Filters, "isReported" | "isVerified">): boolean => query.isReported === true && query.isVerified === false;

/** `q`: every word must occur; words of 3+ characters through the FTS index `table`. */
export function searchCondition(q: string | undefined, table: SearchTable = "position_search"): SQL | undefined {
  if (!q) return undefined;
  const { long, short } = queryWords(q);
  const t = sql.identifier(table);
  const fts = long.length ? sql`${positions.searchId} in (select rowid from ${t} where ${t} match ${long.map(ftsPhrase).join(" ")})` : undefined;
  return and(fts, ...short.map((w) => sql`instr(${positions.searchText}, ${w}) > 0`));
}

/**
 * `q` as substrings of search_text, every word, without the FTS index: the same rows as a trigram
 * match (both sides folded alike), read row by row. For a scope of one company or one report,
 * whose rows cost less to read than the list of every full-text match over all companies.
 */
export function substringCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return and(...queryWords(q).words.map((w) => sql`instr(${positions.searchText}, ${w}) > 0`));
}

/**
 * The same condition on the full-text table alone (its body is the position's search_text, kept
 * by triggers); undefined when `q` has no word of 3+ characters.
 */
export function fullTextMatches(q: string, table: SearchTable = "position_search"): SQL | undefined {
  const { long, short } = queryWords(q);
  if (long.length === 0) return undefined;
  const narrow = short.map((w) => sql` and instr(body, ${w}) > 0`);
  return sql`${sql.identifier(table)} match ${long.map(ftsPhrase).join(" ")}${sql.join(narrow, sql``)}`;
}

/**
 * The WHERE of GET /positions and GET /positions/groups: the scope and every filter, all on indexed
 * columns. `searchDrives`: with a `q`, the other terms are written so no index can serve them
 * (`+column`), leaving SQLite one way in, the full-text matches — for counting a search within a
 * big filter (the queue), which otherwise walks the whole filter's index and reads every row of it.
 * Within one company or one report the scope's index drives and `q` is read from each row's
 * search_text (substringCondition), so no statement lists every full-text match of all companies.
 */
export function positionFilter(actor: Actor, query: Filters, options: { searchDrives?: boolean } = {}): SQL | undefined {
  const withinOne = isCompanyUser(actor.role) || !!query.companyId || !!query.reportId;
  const search = withinOne ? substringCondition(query.q) : searchCondition(query.q, isQueue(query) ? "queue_search" : "position_search");
  // `+column` is SQL, not a column; typed as the column so drizzle's operators take either form.
  const c = <C extends SQLiteColumn>(column: C): C => (search && options.searchDrives && !withinOne ? (sql`+${column}` as unknown as C) : column);
  return and(
    scopeOf(actor, query, c),
    query.companyId ? eq(c(positions.companyId), query.companyId) : undefined,
    query.reportId ? eq(c(positions.reportId), query.reportId) : undefined,
    query.isReported === true ? isNotNull(c(positions.reportId)) : query.isReported === false ? isNull(c(positions.reportId)) : undefined,
    query.isVerified !== undefined ? flag(c(positions.isVerified), query.isVerified) : undefined,
    query.isOutdated !== undefined ? flag(c(positions.isOutdated), query.isOutdated) : undefined,
    query.type ? eq(c(positions.type), query.type) : undefined,
    query.createdFrom ? gte(c(positions.createdOn), query.createdFrom) : undefined,
    query.createdTo ? lt(c(positions.createdOn), nextDay(query.createdTo)) : undefined,
    search,
  );
}

const SORT_COLUMNS = {
  createdOn: positions.createdOn,
  // search_text starts with the folded title (else magazine title): a case- and accent-blind title order.
  title: positions.searchText,
  pagesUsed: positions.pagesUsed,
  companyName: companies.name,
  verifiedOn: positions.verifiedOn,
  type: positions.type,
} as const;

/** Without `sort`: newest first. The id breaks ties (an import's rows share one timestamp). */
export function positionOrder(sort: PositionListQuery["sort"], order: PositionListQuery["order"]): SQL[] {
  if (!sort) return [desc(positions.createdOn), desc(positions.id)];
  const by = order === "desc" ? desc : asc;
  return [by(SORT_COLUMNS[sort]), by(positions.id)];
}

/**
 * A page of positions. Ordered by company name (`companiesFirst`) it is read from companies first
 * (their name index), then each company's positions, so only the first companies' rows are sorted,
 * not every match (the reports list does the same).
 */
export function selectPositionPage(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }, companiesFirst = false) {
  if (companiesFirst) {
    // CROSS JOIN keeps SQLite's join order as written (companies first); the join's condition is in the WHERE.
    return db
      .select(positionColumns)
      .from(companies)
      .crossJoin(positions)
      .leftJoin(reports, eq(reports.id, positions.reportId))
      .where(and(eq(positions.companyId, companies.id), where))
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.offset);
  }
  return selectPositions(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

/** Counts on positions alone (no joins), so SQLite counts entries of the filter's index. */
export function countPositions(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(positions).where(where);
}

/**
 * The number of positions per company and state (migration 0010, kept by triggers on positions).
 * Declared here rather than in the schema: drizzle-kit must not manage it; the migration made it.
 */
export const positionCounts = sqliteTable("position_counts", {
  companyId: text("company_id").notNull(),
  reported: integer("reported", { mode: "boolean" }).notNull(),
  isVerified: integer("is_verified", { mode: "boolean" }).notNull(),
  isOutdated: integer("is_outdated", { mode: "boolean" }).notNull(),
  n: integer("n").notNull(),
});

// ---------------------------------------------------------------------------------------------
// A staff list that is only a full-text search

/** The FTS5 table as drizzle sees it (migration 0008 made it; drizzle-kit must not). One row per position. */
const positionSearch = sqliteTable("position_search", {
  rowid: integer("rowid").notNull(),
  body: text("body").notNull(),
});

/** Newest first: the default order, or sort=createdOn&order=desc (the same keys, created_on then id). */
export const isNewestFirst = (sort: PositionListQuery["sort"], order: PositionListQuery["order"]): boolean =>
  !sort || (sort === "createdOn" && order === "desc");

/**
 * The full-text match (on position_search) of a staff list filtered by `q` alone, `q` holding a
 * word of 3+ characters; undefined for any other list (company users always have a scope).
 */
export function searchOnly(actor: Actor, query: Filters): SQL | undefined {
  if (isCompanyUser(actor.role) || !query.q || !filteredOnlyBy(query, SEARCH_KEYS)) return undefined;
  return fullTextMatches(query.q);
}

/** The keys of a list query that do not filter (the service passes the whole query), and q. */
const SEARCH_KEYS = new Set(["page", "pageSize", "sort", "order", "q"]);
const QUEUE_SEARCH_KEYS = new Set([...SEARCH_KEYS, "isReported", "isVerified", "isOutdated"]);

/** Whether every filter the query sets is one of `keys`. */
const filteredOnlyBy = (query: Filters, keys: ReadonlySet<string>): boolean =>
  Object.entries(query).every(([key, value]) => value === undefined || keys.has(key));

/**
 * The full-text match (on queue_search) of a staff list of the queue filtered by `q` and at
 * most the outdated flag — the queue's search box — `q` holding a word of 3+ characters.
 */
export function queueSearchOnly(actor: Actor, query: Filters): SQL | undefined {
  if (isCompanyUser(actor.role) || !query.q || !isQueue(query) || !filteredOnlyBy(query, QUEUE_SEARCH_KEYS)) return undefined;
  return fullTextMatches(query.q, "queue_search");
}

/** The queue's FTS5 table (migration 0017), as position_search above. */
const queueSearch = sqliteTable("queue_search", {
  rowid: integer("rowid").notNull(),
  body: text("body").notNull(),
});

/**
 * The total of a search in the queue: its full-text matches, all of them in the queue. With the
 * outdated flag, each match is looked up in positions_queue_outdated_idx, which holds only the
 * queue's outdated positions (about a tenth): the outdated matches are those found, the others
 * the rest. INDEXED BY: without statistics SQLite prefers the unique index on search_id, which
 * reads each match's table row for the flag.
 */
export function countQueueMatches(db: Db, matches: SQL, isOutdated: boolean | undefined) {
  if (isOutdated === undefined) return db.select({ n: count() }).from(queueSearch).where(matches);
  // A left join's unmatched rows have a null search id: count(column) counts the outdated ones.
  return db
    .select({ n: isOutdated ? count(positions.searchId) : sql<number>`count(*) - count(${positions.searchId})` })
    .from(
      sql`${queueSearch} left join ${positions} indexed by positions_queue_outdated_idx on ${and(
        sql`${positions.searchId} = ${queueSearch.rowid}`,
        isNotNull(positions.reportId),
        flag(positions.isVerified, false),
        flag(positions.isOutdated, true),
      )}`,
    )
    .where(matches);
}

/** The total of a search alone, counted on position_search: no lookup of each match in positions. */
export function countMatches(db: Db, matches: SQL) {
  return db.select({ n: count() }).from(positionSearch).where(matches);
}

/** About how many positions there are, read off the end of the search id index (no count). */
export function positionsSize(db: Db) {
  return db.select({ n: sql<number>`coalesce(max(${positions.searchId}), 0)` }).from(positions);
}

/**
 * A page of a search alone, newest first, without reading and sorting every match. search_id
 * grows with each insert, so the first `offset + limit` matches by search id, descending, are
 * about the newest; at least that many matches were created on or after the oldest created_on
 * among them (`bound`), so every row of the page lies in created_on >= bound — whatever order the
 * rows were written in (an import's shared timestamp and random ids, a late clock): that only
 * widens the range. The range is read in order from positions_created_on_idx, and checked
 * against the matches from its smallest search id up (`lowest`: FTS5 seeks to that rowid instead
 * of listing every match). The range holds about (offset + limit) × table / matches rows: the
 * caller checks it pays (rangeReadPays).
 */
export function selectNewestMatches(db: Db, matches: SQL, window: { offset: number; limit: number }) {
  const candidates = sql`select rowid from position_search where ${matches} order by rowid desc limit ${window.offset + window.limit}`;
  const bound = sql`(select min(b.created_on) from ${positions} b where b.search_id in (${candidates}))`;
  // The unary + keeps SQLite off the search_id index (a walk of it from the smallest id) and on the range.
  const lowest = sql`(select min(+r.search_id) from ${positions} r where r.created_on >= ${bound})`;
  const inRange = sql`${positions.createdOn} >= ${bound}
    and +${positions.searchId} in (select rowid from position_search where ${matches} and rowid >= ${lowest})`;
  return selectPositionPage(db, inRange, positionOrder(undefined, "desc"), window);
}

/**
 * The total of a list. A staff search alone is counted on position_search. Filtered by nothing
 * but company, reported, verified and outdated (the staff queue, every position, a company's) it
 * is a sum over position_counts — a few hundred rows whatever the table's size; a search over
 * every company counts its full-text matches; any other filter counts the filter's index entries.
 */
export function countListed(db: Db, actor: Actor, query: Filters, where: SQL | undefined) {
  const matches = searchOnly(actor, query);
  if (matches) return countMatches(db, matches);
  // Within a big filter (staff over every company: the queue, all positions) the matches are the
  // smaller side; within a company or a report the filter's own index is.
  if (query.q) {
    if (isCompanyUser(actor.role) || query.companyId || query.reportId) return countPositions(db, where);
    const queue = queueSearchOnly(actor, query);
    if (queue) return countQueueMatches(db, queue, query.isOutdated);
    return countPositions(db, positionFilter(actor, query, { searchDrives: true }));
  }
  if (query.type || query.createdFrom || query.createdTo || query.reportId) return countPositions(db, where);
  const c = positionCounts;
  const company = isCompanyUser(actor.role);
  return db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)` })
    .from(c)
    .where(
      and(
        company ? eq(c.companyId, actor.companyId ?? "") : undefined,
        company ? flag(c.reported, false) : undefined,
        query.companyId ? eq(c.companyId, query.companyId) : undefined,
        query.isReported !== undefined ? flag(c.reported, query.isReported) : undefined,
        query.isVerified !== undefined ? flag(c.isVerified, query.isVerified) : undefined,
        query.isOutdated !== undefined ? flag(c.isOutdated, query.isOutdated) : undefined,
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Raw column names for INSERT lists (drizzle qualifies columns inside sql templates). */
export const col = (column: SQLiteColumn) => sql.identifier(column.name);

export function updatedOnGuard(id: string, updatedOn: string): SQL {
  return and(eq(positions.id, id), eq(positions.updatedOn, updatedOn)) as SQL;
}
