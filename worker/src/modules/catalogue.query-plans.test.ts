import { AUTHOR_PUBLICATION_SORTS, AUTHOR_SORTS, type AuthorListQuery, type AuthorPublicationsQuery } from "@contract/authors";
import { PUBLICATION_SORTS, type PublicationListQuery } from "@contract/publications";
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../test/factories";
import type { Db } from "../db/client";
import { publicationAuthors, publications, rejectedSuggestions } from "../db/schema";
import {
  authorFilter,
  authorLinksFilter,
  authorLinksOrder,
  authorOrder,
  confirmedLinksOf,
  countAuthorLinks,
  countAuthors,
  linkCountsOf,
  linksOfAuthor,
  namesakes,
  rejectionsOf,
  selectAuthorLinksPage,
  selectAuthorPage,
  verifiedPositionsMentioning,
} from "./authors/authors.queries";
import {
  countPublications,
  countVerifiedPositions,
  noVerifiedPositions,
  publicationFilter,
  recountAuthors,
  publicationOrder,
  selectByIdentifier,
  selectLinkedAuthors,
  selectPublicationPage,
} from "./publications/publications.queries";
import { deleteSearchRows, refreshSearch, refreshSearchOfAuthor } from "./publications/publications.search";

/**
 * Every list query the catalogue services issue, with each filter and each sort, must reach the
 * large tables through an index: a plan line "SCAN <table>" without "USING (COVERING) INDEX" is a
 * full table scan and fails the test. The SQL comes from the services' own query builders.
 */
const LARGE = ["publications", "authors", "publication_authors", "positions", "rejected_suggestions"];

type Query = { toSQL(): { sql: string; params: unknown[] } };

async function plan(query: Query): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params.map((p) => (typeof p === "boolean" ? Number(p) : p)))
    .all<{ detail: string }>();
  return rows.results.map((r) => r.detail);
}

function fullScans(lines: string[]): string[] {
  return lines.filter((line) => {
    const m = /^SCAN (\w+)/.exec(line);
    return m !== null && LARGE.includes(m[1]!) && !/USING (COVERING )?INDEX/.test(line);
  });
}

/** The full scans of a query's plan, each with the whole plan beside it so a failure shows what SQLite chose. */
async function scansOf(query: Query): Promise<string[]> {
  const lines = await plan(query);
  return fullScans(lines).map((line) => `${line}    [plan: ${lines.join(" | ")}]`);
}

const d = db as unknown as Db;
const ID = "01900000-0000-7000-8000-000000000000";
const window = { offset: 0, limit: 25 };

const publicationFilters: [string, Partial<PublicationListQuery>][] = [
  ["no filter", {}],
  ["type", { type: ["k", "c"] }],
  ["isVerified", { isVerified: true }],
  ["authorId", { authorId: ID }],
  ["yearFrom/yearTo", { yearFrom: 1990, yearTo: 2000 }],
  ["createdFrom/createdTo", { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
  ["q (full-text)", { q: "pan tadeusz" }],
  ["q (full-text, short words narrow)", { q: "pan ta x" }],
  ["q (short: prefixes)", { q: "pa" }],
  ["q (ISBN)", { q: "83-01-00000-7" }],
  ["q (ISSN)", { q: "0317-8471" }],
  ["q (DOI)", { q: "10.1000/abc" }],
];

describe("query plans of GET /publications", () => {
  for (const [filterName, filter] of publicationFilters) {
    for (const sort of [undefined, ...PUBLICATION_SORTS]) {
      for (const order of ["asc", "desc"] as const) {
        it(`${filterName}, sort ${sort ?? "default"} ${order}`, async () => {
          const where = publicationFilter(filter);
          expect(await scansOf(selectPublicationPage(d, where, publicationOrder(sort, order), window))).toEqual([]);
          expect(await scansOf(countPublications(d, where))).toEqual([]);
        });
      }
    }
  }

  it("the authors of a page, lookup, verified positions of a publication", async () => {
    expect(await scansOf(selectLinkedAuthors(d, [ID, ID]))).toEqual([]);
    expect(await scansOf(selectByIdentifier(d, "isbn", "9788301000004", 20))).toEqual([]);
    expect(await scansOf(selectByIdentifier(d, "issn", "0317-8471", 20))).toEqual([]);
    expect(await scansOf(selectByIdentifier(d, "doi", "10.1000/abc", 20))).toEqual([]);
    expect(await scansOf(countVerifiedPositions(d, ID))).toEqual([]);
  });
});

const authorFilters: [string, Partial<AuthorListQuery>][] = [
  ["no filter", {}],
  ["q", { q: "kowalski jan" }],
  ["gender", { gender: "female" }],
  ["hasBirthDate true", { hasBirthDate: true }],
  ["hasBirthDate false", { hasBirthDate: false }],
  ["createdFrom/createdTo", { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
];

describe("query plans of GET /authors", () => {
  for (const [filterName, filter] of authorFilters) {
    for (const sort of [undefined, ...AUTHOR_SORTS]) {
      for (const order of ["asc", "desc"] as const) {
        it(`${filterName}, sort ${sort ?? "default"} ${order}`, async () => {
          const where = authorFilter(filter);
          expect(await scansOf(selectAuthorPage(d, where, authorOrder(sort, order), window))).toEqual([]);
          expect(await scansOf(countAuthors(d, where))).toEqual([]);
        });
      }
    }
  }
});

const linkFilters: [string, Pick<AuthorPublicationsQuery, "source" | "type" | "publicationType">][] = [
  ["no filter", {}],
  ["source", { source: ["SystemSuggestion"] }],
  ["type", { type: ["A", "T"] }],
  ["publicationType", { publicationType: ["k"] }],
];

describe("query plans of GET /authors/{id}/publications, link counts and matching", () => {
  for (const [filterName, filter] of linkFilters) {
    for (const sort of [undefined, ...AUTHOR_PUBLICATION_SORTS]) {
      it(`${filterName}, sort ${sort ?? "default"}`, async () => {
        const where = authorLinksFilter(ID, filter);
        expect(await scansOf(selectAuthorLinksPage(d, where, authorLinksOrder(sort, undefined), window))).toEqual([]);
        expect(await scansOf(countAuthorLinks(d, where))).toEqual([]);
      });
    }
  }

  it("link counts and the match's reads", async () => {
    expect(await scansOf(linkCountsOf(d, ID))).toEqual([]);
    expect(await scansOf(namesakes(d, ID, "kowalski jan"))).toEqual([]);
    expect(await scansOf(confirmedLinksOf(d, [ID, ID]))).toEqual([]);
    expect(await scansOf(verifiedPositionsMentioning(d, "kowalski"))).toEqual([]);
    expect(await scansOf(linksOfAuthor(d, ID))).toEqual([]);
    expect(await scansOf(rejectionsOf(d, ID))).toEqual([]);
  });

  it("the check itself catches a full scan", async () => {
    const lines = await plan(d.select().from(publications).where(sql`title = 'x'`));
    expect(fullScans(lines)).toEqual(["SCAN publications"]);
  });
});

describe("query plans of the catalogue's writes", () => {
  it("deleting a publication (guarded by its verified positions), its links, rejections and search row", async () => {
    const free = noVerifiedPositions(ID);
    for (const statement of deleteSearchRows(d, [ID], free)) expect(await scansOf(statement)).toEqual([]);
    expect(await scansOf(d.delete(publicationAuthors).where(and(eq(publicationAuthors.publicationId, ID), free)))).toEqual([]);
    expect(await scansOf(d.delete(rejectedSuggestions).where(and(eq(rejectedSuggestions.publicationId, ID), free)))).toEqual([]);
    expect(await scansOf(d.delete(publications).where(and(eq(publications.id, ID), free)))).toEqual([]);
  });

  it("keeping search rows and counts in step", async () => {
    for (const statement of refreshSearch(d, [ID, ID])) expect(await scansOf(statement)).toEqual([]);
    expect(await scansOf(refreshSearchOfAuthor(d, ID))).toEqual([]);
    expect(await scansOf(refreshSearchOfAuthor(d, ID, { without: true }))).toEqual([]);
    for (const statement of recountAuthors(d, [ID, ID])) expect(await scansOf(statement)).toEqual([]);
  });
});
