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
    createdOn: text("created_on").notNull(),
    createdBy: text("created_by").references(() => users.id),
    updatedOn: text("updated_on").notNull(),
    verifiedOn: text("verified_on"),
    verifiedBy: text("verified_by").references(() => users.id),
  },
  (t) => [
    index("positions_company_id_report_id_created_on_idx").on(t.companyId, t.reportId, t.createdOn),
    index("positions_report_id_idx").on(t.reportId),
    // The staff queue: reported, not verified, newest first.
    index("positions_queue_created_on_idx")
      .on(t.createdOn)
      .where(sql`${t.reportId} is not null and ${t.isVerified} = 0`),
    index("positions_is_verified_created_on_idx").on(t.isVerified, t.createdOn),
    index("positions_group_key_idx").on(t.groupKey),
    index("positions_publication_id_idx").on(t.publicationId).where(sql`${t.publicationId} is not null`),
  ],
);
