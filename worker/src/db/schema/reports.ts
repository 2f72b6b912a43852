import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUTHOR_TYPES, PUBLICATION_TYPES, publications } from "./catalogue";
import { companies } from "./companies";
import { users } from "./users";

export const REPORT_SOURCES = ["manual", "import"] as const;

/** One per company and period (year + quarter). */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    year: integer("year").notNull(),
    quarter: integer("quarter").notNull(),
    positionsAmount: integer("positions_amount").notNull().default(0),
    pagesTotal: integer("pages_total").notNull().default(0),
    /** Positions neither verified nor outdated; the report is verified when this reaches 0. */
    openPositions: integer("open_positions").notNull().default(0),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    verifiedOn: text("verified_on"),
    source: text("source", { enum: REPORT_SOURCES }).notNull(),
    /** SHA-256 of an imported file, so the same file imported twice is refused. */
    fileHash: text("file_hash"),
    /** R2 key of the original imported file. */
    fileKey: text("file_key"),
    createdOn: text("created_on").notNull(),
    createdBy: text("created_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("reports_company_id_year_quarter_idx").on(t.companyId, t.year, t.quarter),
    uniqueIndex("reports_company_id_file_hash_idx").on(t.companyId, t.fileHash).where(sql`${t.fileHash} is not null`),
    index("reports_created_on_idx").on(t.createdOn),
    index("reports_year_quarter_idx").on(t.year, t.quarter),
    index("reports_is_verified_created_on_idx").on(t.isVerified, t.createdOn),
    // Sorts of GET /reports.
    index("reports_positions_amount_idx").on(t.positionsAmount),
    index("reports_pages_total_idx").on(t.pagesTotal),
    index("reports_verified_on_idx").on(t.verifiedOn),
  ],
);

/**
 * A company's line about one publication it used: the publication as entered (not the catalogue
 * row), the pages used, and the verification state. isReported is `report_id is not null`.
 */
export const positions = sqliteTable(
  "positions",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id),
    reportId: text("report_id").references(() => reports.id),
    type: text("type", { enum: PUBLICATION_TYPES }).notNull(),
    title: text("title"),
    publisher: text("publisher"),
    link: text("link"),
    publicationYear: integer("publication_year"),
    editionNumber: text("edition_number"),
    isbn: text("isbn"),
    issn: text("issn"),
    articleTitle: text("article_title"),
    articleDoi: text("article_doi"),
    magazineTitle: text("magazine_title"),
    /** JSON array of { firstName, middleName, lastName, type } as entered. */
    authors: text("authors", { mode: "json" })
      .$type<{ firstName: string; middleName: string | null; lastName: string; type: (typeof AUTHOR_TYPES)[number] }[]>()
      .notNull()
      .default(sql`'[]'`),
    pagesUsed: integer("pages_used").notNull(),
    publicationId: text("publication_id").references(() => publications.id),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    isOutdated: integer("is_outdated", { mode: "boolean" }).notNull().default(false),
    /** Normalised identifier, else folded title + type: the "group similar" key. */
    groupKey: text("group_key").notNull(),
    /** Folded title, magazine title, publisher, identifiers and author names, for search. */
    searchText: text("search_text").notNull().default(""),
    /**
     * The rowid of the position's row in the position_search FTS5 table. Given and kept in step by
     * the triggers of migration 0008 on every insert, change of search_text and delete, whoever
     * writes (forms, bulk calls, the .xlsx import); writers leave it out.
     */
    searchId: integer("search_id"),
    createdOn: text("created_on").notNull(),
    createdBy: text("created_by").references(() => users.id),
    updatedOn: text("updated_on").notNull(),
    verifiedOn: text("verified_on"),
    verifiedBy: text("verified_by").references(() => users.id),
  },
  (t) => [
    // Every list orders by created_on desc, id desc (newest first, the id breaks ties such as an
    // import's rows, which share one timestamp): the list indexes below have (created_on, id)
    // behind the columns a list filters on, so a page is read in order and the walk stops at the
    // page (positions.query-plans.test.ts holds every list to this).
    // A company's own lists: unreported (report_id is null) and one of its reports.
    index("positions_company_id_report_id_created_on_idx").on(t.companyId, t.reportId, t.createdOn, t.id),
    // Staff filtering by company.
    index("positions_company_id_created_on_idx").on(t.companyId, t.createdOn, t.id),
    // A report's positions, and every company's unreported ones.
    index("positions_report_id_created_on_idx").on(t.reportId, t.createdOn, t.id),
    // The reported positions by state — the staff queue is is_verified = 0 — newest first. The flag
    // and report_id ride along so the queue (with or without outdated) is filtered and counted from
    // the index alone. It is the only index leading with is_verified, so SQLite takes it for them.
    // search_id rides along too: a search in the queue walks this index newest first and checks
    // each entry against the matches of queue_search without reading the table (migration 0017).
    index("positions_reported_is_verified_created_on_idx")
      .on(t.isVerified, t.createdOn, t.id, t.isOutdated, t.reportId, t.searchId)
      .where(sql`${t.reportId} is not null`),
    // The queue's other sorts users click (title: search_text starts with the folded title; pages
    // used), read in order from an index as the default one is, instead of sorting the whole queue.
    // Partial to the queue, as "group similar"'s below: confirming a position then only deletes
    // its entries, where indexes of every reported position also had to insert each confirmed one
    // at a random place among ~900,000 (half the cost of a bulk confirm's UPDATE, migration 0014).
    // Lists of verified positions sorted by title or pages sort their rows instead. is_verified
    // leads though it is constant here: with the queue's equality on it, SQLite (without
    // statistics) takes an index that also gives the order over the newest-first one. The
    // state columns and search_id ride along, as on the newest-first one.
    index("positions_queue_search_text_idx")
      .on(t.isVerified, t.searchText, t.id, t.isOutdated, t.reportId, t.searchId)
      .where(sql`${t.reportId} is not null and ${t.isVerified} = 0`),
    index("positions_queue_pages_used_idx")
      .on(t.isVerified, t.pagesUsed, t.id, t.isOutdated, t.reportId, t.searchId)
      .where(sql`${t.reportId} is not null and ${t.isVerified} = 0`),
    // The total of a search in the open queue: its matches less those found here, the queue's
    // outdated positions alone (migration 0017). The state columns ride along: SQLite reads the
    // table for a column the query names that the index lacks, even one its WHERE fixes.
    index("positions_queue_outdated_idx")
      .on(t.searchId, t.isOutdated, t.isVerified, t.reportId)
      .where(sql`${t.reportId} is not null and ${t.isVerified} = 0 and ${t.isOutdated} = 1`),
    // "Group similar" over the queue without touching the table: key, the outdated filter, the
    // sums and the ids.
    index("positions_queue_group_key_pages_used_idx")
      .on(t.isVerified, t.groupKey, t.isOutdated, t.pagesUsed, t.id, t.reportId)
      .where(sql`${t.reportId} is not null and ${t.isVerified} = 0`),
    // Every other list walks this one in order; the flags and the type it carries let the rarer
    // filters (isVerified alone, isOutdated, type) be checked, and counted, without the table.
    index("positions_created_on_idx").on(t.createdOn, t.id, t.isVerified, t.isOutdated, t.type),
    index("positions_group_key_idx").on(t.groupKey),
    index("positions_publication_id_idx").on(t.publicationId).where(sql`${t.publicationId} is not null`),
    uniqueIndex("positions_search_id_idx").on(t.searchId),
  ],
);
