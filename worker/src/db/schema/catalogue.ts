import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const PUBLICATION_TYPES = ["k", "c", "l"] as const;
export const AUTHOR_TYPES = ["A", "T", "O", "R", "P", "I"] as const;
export const LINK_SOURCES = ["Verification", "System", "SystemSuggestion", "Assignment", "Author"] as const;
export const GENDERS = ["female", "male"] as const;

/** The verified catalogue that report positions are checked against. */
export const publications = sqliteTable(
  "publications",
  {
    id: text("id").primaryKey(),
    type: text("type", { enum: PUBLICATION_TYPES }).notNull(),
    title: text("title"),
    publisher: text("publisher"),
    link: text("link"),
    publicationYear: integer("publication_year"),
    editionNumber: text("edition_number"),
    /** Always ISBN-13 digits. */
    isbn: text("isbn"),
    /** Canonical NNNN-NNNC. */
    issn: text("issn"),
    articleTitle: text("article_title"),
    /** Lower-cased canonical DOI. */
    articleDoi: text("article_doi"),
    magazineTitle: text("magazine_title"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** Folded (case, diacritics, ł→l) title + magazine title + publisher, for sorting and grouping. */
    titleFolded: text("title_folded").notNull().default(""),
    /**
     * Folded title, magazine title, article title, publisher and identifiers (every spelling): the
     * publication's own part of its row in publication_search (author names are added from the links).
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * The rowid of the publication's row in the publication_search FTS5 table, given on insert by
     * publications.search.ts (nullable only because SQLite cannot add a NOT NULL column without a default).
     */
    searchId: integer("search_id"),
    createdOn: text("created_on").notNull(),
    updatedOn: text("updated_on").notNull(),
  },
  (t) => [
    index("publications_isbn_idx").on(t.isbn).where(sql`${t.isbn} is not null`),
    index("publications_issn_idx").on(t.issn).where(sql`${t.issn} is not null`),
    index("publications_article_doi_idx").on(t.articleDoi).where(sql`${t.articleDoi} is not null`),
    index("publications_type_created_on_idx").on(t.type, t.createdOn),
    index("publications_created_on_idx").on(t.createdOn),
    index("publications_is_verified_created_on_idx").on(t.isVerified, t.createdOn),
    // A list's sort keys in list order with the id (no sort of ties), and the search id: a search
    // sorted by year or title walks these and keeps the entries that match (selectWalkedMatches).
    index("publications_publication_year_idx").on(t.publicationYear, t.id, t.searchId),
    index("publications_title_folded_idx").on(t.titleFolded, t.id, t.searchId),
    // Verification's title candidates (positions.title-ranges selectTitleCandidates): entries without
    // codes, every column that read uses, so thousands of title-alikes are read without the table.
    index("publications_codeless_title_idx")
      .on(t.titleFolded, t.type, t.isVerified, t.createdOn, t.id, t.title, t.magazineTitle, t.isbn, t.issn, t.articleDoi)
      .where(sql`${t.isbn} is null and ${t.issn} is null and ${t.articleDoi} is null`),
    uniqueIndex("publications_search_id_idx").on(t.searchId),
    // A search sorted by a list column (publications.queries selectSortedMatches): each full-text
    // match is looked up here for every sort key instead of in the table's wide rows.
    index("publications_search_sorts_idx").on(t.searchId, t.titleFolded, t.publicationYear, t.type, t.createdOn, t.id),
  ],
);

export const authors = sqliteTable(
  "authors",
  {
    id: text("id").primaryKey(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    birthDate: text("birth_date"),
    gender: text("gender", { enum: GENDERS }),
    /** External identifier of the author (e.g. from the body's own registry). */
    authorId: text("author_id"),
    /** Folded "last first middle", for search, sorting and name matching. */
    nameFolded: text("name_folded").notNull().default(""),
    publicationCount: integer("publication_count").notNull().default(0),
    createdOn: text("created_on").notNull(),
    updatedOn: text("updated_on").notNull(),
    updateProcessStartedOn: text("update_process_started_on"),
  },
  (t) => [
    index("authors_name_folded_idx").on(t.nameFolded),
    // Verification takes the oldest author of each name: one seek per name, not every namesake.
    index("authors_name_folded_created_on_idx").on(t.nameFolded, t.createdOn, t.id),
    index("authors_last_name_idx").on(t.lastName),
    index("authors_author_id_idx").on(t.authorId).where(sql`${t.authorId} is not null`),
    index("authors_created_on_idx").on(t.createdOn),
    // Sorts and filters of GET /authors.
    index("authors_birth_date_idx").on(t.birthDate),
    index("authors_publication_count_idx").on(t.publicationCount),
    index("authors_updated_on_idx").on(t.updatedOn),
    index("authors_gender_name_folded_idx").on(t.gender, t.nameFolded),
  ],
);

/** Author ↔ publication, with the author's role (type code) and how the link came about. */
export const publicationAuthors = sqliteTable(
  "publication_authors",
  {
    publicationId: text("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    type: text("type", { enum: AUTHOR_TYPES }).notNull().default("A"),
    source: text("source", { enum: LINK_SOURCES }).notNull(),
    createdOn: text("created_on").notNull(),
  },
  (t) => [
    // An author's links (GET /authors/{id}/publications, link counts by source, recounts) are a
    // range of the key; they are few, so sorting or counting them needs no index of its own.
    // Indexes by (author_id, source) and (author_id, created_on) cost two more random writes a
    // link: 143 -> 47 ms for the 1,350 links of a bulk confirm of 1,000 (migration 0016).
    primaryKey({ columns: [t.authorId, t.publicationId] }),
    index("publication_authors_publication_id_idx").on(t.publicationId),
  ],
);

/** A rejected SystemSuggestion is remembered so matching never suggests it again. */
export const rejectedSuggestions = sqliteTable(
  "rejected_suggestions",
  {
    authorId: text("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    publicationId: text("publication_id")
      .notNull()
      .references(() => publications.id, { onDelete: "cascade" }),
    rejectedOn: text("rejected_on").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.publicationId] }),
    // Deleting a publication (and the cascade from it) looks its rejections up by publication.
    index("rejected_suggestions_publication_id_idx").on(t.publicationId),
  ],
);
