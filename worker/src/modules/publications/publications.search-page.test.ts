import { PublicationList, PublicationListQuery } from "@contract/publications";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { newAuthor, newPublication, staffToken, uniqueWord } from "../../../test/catalogue";
import { db } from "../../../test/factories";
import { assertBody, assertJson, call } from "../../../test/http";
import type { Db } from "../../db/client";
import { rangeReadPays, sortWalkCap } from "../../lib/newest-matches";
import { publications } from "../../db/schema";
import {
  countMatches,
  countPublications,
  publicationFilter,
  publicationOrder,
  searchOnly,
  selectNewestMatches,
  selectPublicationPage,
  selectSortedMatches,
  selectWalkedMatches,
} from "./publications.queries";

/**
 * A catalogue search alone (GET /publications?q=…) is counted on publication_search and, newest
 * first, paged by a bounded range of created_on (publications.queries.ts, selectNewestMatches).
 * Its answers must be exactly those of the general query whatever order the rows were written in.
 */

const d = db as unknown as Db;

/**
 * 40 publications (some found by their author's name) whose created_on is then set against the
 * order they were written in, with ties (as rows written before search ids, or late clocks, leave them).
 */
async function scene() {
  const token = await staffToken();
  const tag = uniqueWord("kr");
  const author = await newAuthor(token, { lastName: `Nowak${tag}` });
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const body = i % 3 ? { title: `Kroniki ${tag} ${i}` } : { title: `Tom ${i}`, authors: [{ authorId: author.id }] };
    ids.push((await newPublication(token, body)).id);
  }
  for (const [i, id] of ids.entries()) {
    await db
      .update(publications)
      .set({ createdOn: `2024-0${1 + ((i * 5) % 9)}-1${(i * 3) % 4}T10:00:00.000Z` })
      .where(eq(publications.id, id));
  }
  const all = await d
    .select({ id: publications.id, createdOn: publications.createdOn, searchId: publications.searchId })
    .from(publications)
    .where(sql`${publications.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const newest = [...all].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id.localeCompare(a.id));
  return { token, tag, newest };
}

/** Pages within, across and past the 40 matches of the scene. */
const WINDOWS = [
  { offset: 0, limit: 10 },
  { offset: 10, limit: 10 },
  { offset: 20, limit: 10 },
  { offset: 3, limit: 7 },
  { offset: 0, limit: 100 },
  { offset: 100, limit: 25 },
];

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...params).all<{ detail: string }>();
  return rows.results.map((r) => r.detail);
}

describe("a catalogue search alone", () => {
  it("the scene really is out of order: search ids (write order) disagree with newest first", async () => {
    const s = await scene();
    const bySearchId = [...s.newest].sort((a, b) => (b.searchId ?? 0) - (a.searchId ?? 0));
    expect(idsOf(bySearchId)).not.toEqual(idsOf(s.newest));
  });

  it("every window of the bounded page equals the general query's, and the count equals the general count", async () => {
    const s = await scene();
    for (const q of [s.tag, `${s.tag} 1`, `kroniki ${s.tag}`, `NOWAK${s.tag.toUpperCase()}`]) {
      const matches = searchOnly({ q });
      expect(matches).toBeDefined();
      const where = publicationFilter({ q });
      const [[counted], [general]] = await Promise.all([countMatches(d, matches!), countPublications(d, where)]);
      expect(counted?.n).toBe(general?.n);
      for (const window of WINDOWS) {
        const bounded = await selectNewestMatches(d, matches!, window);
        const expected = await selectPublicationPage(d, where, publicationOrder(undefined, "desc"), window);
        expect(bounded).toEqual(expected);
      }
    }
  });

  it("GET /publications?q= answers newest first, paged without gaps or repeats, with the total; sort=createdOn both ways", async () => {
    const s = await scene();
    const get = async (query: string, q = s.tag) => {
      const answer = await call("GET", `/publications?q=${q}&${query}`, { token: s.token });
      assertJson(answer, 200);
      return assertBody(PublicationList, answer);
    };
    // Page 1 of 10 reads a range of created_on, the later pages sort the matches (each way once).
    const size = await env.DB.prepare("select max(search_id) n from publications").first<{ n: number }>();
    expect([rangeReadPays(40, size!.n, 10), rangeReadPays(40, size!.n, 20)]).toEqual([true, false]);
    const pages = [await get("pageSize=10&page=1"), await get("pageSize=10&page=2"), await get("pageSize=10&page=3"), await get("pageSize=10&page=4")];
    expect(pages.map((p) => p.totalCount)).toEqual([40, 40, 40, 40]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(idsOf(s.newest));
    expect((await get("sort=createdOn&order=desc&pageSize=10&page=2")).items.map((i) => i.id)).toEqual(idsOf(s.newest).slice(10, 20));
    expect((await get("sort=createdOn&order=asc&pageSize=100")).items.map((i) => i.id)).toEqual(idsOf(s.newest).toReversed());
    // One match (the sort of the matches, not a range back to its created_on); a window past the matches.
    const single = uniqueWord("jd");
    const only = await newPublication(s.token, { title: `Jedyna ${single}` });
    expect(await get("pageSize=10", single)).toMatchObject({ totalCount: 1, items: [{ id: only.id }] });
    expect(await get("pageSize=25&page=3")).toMatchObject({ totalCount: 40, items: [] });
    expect(await get("pageSize=25", uniqueWord("none"))).toMatchObject({ totalCount: 0, totalPages: 1, items: [] });
    // The authors still come with each row.
    expect((await get("pageSize=100")).items.find((i) => i.title === "Tom 0")?.authors).toHaveLength(1);
  });

  it("in every other order, every window of the sorted matches equals the general query's", async () => {
    const s = await scene();
    // Ties in every sort key but the id: the id must still order them.
    const token = s.token;
    for (let i = 0; i < 4; i++) await newPublication(token, { title: `Kroniki ${s.tag} same`, publicationYear: 2001 });
    const sorts = [
      ["title", "asc"],
      ["title", "desc"],
      ["publicationYear", "asc"],
      ["publicationYear", "desc"],
      ["type", "asc"],
      ["type", "desc"],
      ["createdOn", "asc"],
    ] as const;
    for (const q of [s.tag, `kroniki ${s.tag}`, `NOWAK${s.tag.toUpperCase()}`]) {
      const matches = searchOnly({ q })!;
      const where = publicationFilter({ q });
      for (const [sort, order] of sorts) {
        for (const window of WINDOWS) {
          const sorted = await selectSortedMatches(d, matches, publicationOrder(sort, order), window);
          const expected = await selectPublicationPage(d, where, publicationOrder(sort, order), window);
          expect(sorted, `${q} ${sort} ${order} ${JSON.stringify(window)}`).toEqual(expected);
        }
      }
    }
  });

  it("by title or year, a walk of the sort's index gives the general query's window whenever it found a full one", async () => {
    const s = await scene();
    for (let i = 0; i < 4; i++) await newPublication(s.token, { title: `Kroniki ${s.tag} same`, publicationYear: 2001 });
    const size = (await env.DB.prepare("select count(*) n from publications").first<{ n: number }>())!.n;
    let short = 0;
    for (const q of [s.tag, `kroniki ${s.tag}`, `NOWAK${s.tag.toUpperCase()}`]) {
      const matches = searchOnly({ q })!;
      const where = publicationFilter({ q });
      const n = (await countPublications(d, where))[0]!.n;
      for (const [sort, order] of [["title", "asc"], ["title", "desc"], ["publicationYear", "asc"], ["publicationYear", "desc"]] as const) {
        for (const window of WINDOWS) {
          const expected = await selectPublicationPage(d, where, publicationOrder(sort, order), window);
          // The whole index walked: always the window itself.
          expect(await selectWalkedMatches(d, matches, sort, order, { ...window, cap: size })).toEqual(expected);
          // Cut short: either the full window (then exactly it) or fewer rows, which the service does not use.
          for (const cap of [1, 7, 30]) {
            const walked = await selectWalkedMatches(d, matches, sort, order, { ...window, cap });
            const full = walked.length === Math.min(window.limit, Math.max(0, n - window.offset));
            expect(full ? walked : expected).toEqual(expected);
            if (!full) short++;
          }
        }
      }
    }
    expect(short).toBeGreaterThan(0);
  });

  it("GET /publications?q=&sort=: matches clustered past the walk's cap are sorted instead, with the same answer", async () => {
    const token = await staffToken();
    const tag = uniqueWord("zz");
    // 60 matches at the end of the title order (a word that starts their titles), 200 others before them.
    for (let i = 0; i < 200; i++) await newPublication(token, { title: `Aaa ${i}` });
    for (let i = 0; i < 60; i++) await newPublication(token, { title: `Zzz ${tag} ${i}`, publicationYear: 1950 + i });
    const size = (await env.DB.prepare("select max(search_id) n from publications").first<{ n: number }>())!.n;
    const cap = sortWalkCap(60, size, 10);
    expect(cap).toBeDefined();
    const matches = searchOnly({ q: tag })!;
    expect(await selectWalkedMatches(d, matches, "title", "asc", { offset: 0, limit: 10, cap: cap! })).toHaveLength(0);
    const get = async (query: string) => {
      const answer = await call("GET", `/publications?q=${tag}&${query}`, { token });
      assertJson(answer, 200);
      return assertBody(PublicationList, answer);
    };
    const titles = Array.from({ length: 60 }, (_, i) => `Zzz ${tag} ${i}`).sort((a, b) => a.localeCompare(b, "en"));
    const byTitle = [await get("sort=title&order=asc&pageSize=25"), await get("sort=title&order=asc&pageSize=25&page=2"), await get("sort=title&order=asc&pageSize=25&page=3")];
    expect(byTitle.map((p) => p.totalCount)).toEqual([60, 60, 60]);
    expect(byTitle.flatMap((p) => p.items.map((i) => i.title))).toEqual(titles);
    // Descending, the same matches come first: the walk finds them.
    expect((await get("sort=title&order=desc&pageSize=10")).items.map((i) => i.title)).toEqual(titles.toReversed().slice(0, 10));
    expect((await get("sort=publicationYear&order=desc&pageSize=10&page=2")).items.map((i) => i.publicationYear)).toEqual(
      Array.from({ length: 10 }, (_, i) => 1999 - i),
    );
    expect(await get("sort=title&order=asc&pageSize=25&page=4")).toMatchObject({ totalCount: 60, items: [] });
  }, 30_000);

  it("applies only to q alone, not an identifier, with a word of 3+ characters", () => {
    expect(searchOnly({ q: "kroniki" })).toBeDefined();
    // The service passes the whole parsed query: paging and sort keys are no filters.
    expect(searchOnly(v.parse(PublicationListQuery, { q: "kroniki" }))).toBeDefined();
    expect(searchOnly(v.parse(PublicationListQuery, { q: "kroniki", page: "3", pageSize: "50", sort: "createdOn", order: "desc" }))).toBeDefined();
    expect(searchOnly(v.parse(PublicationListQuery, { q: "kroniki", type: "k" }))).toBeUndefined();
    expect(searchOnly({ q: "kroniki", type: [] })).toBeDefined();
    expect(searchOnly({ q: "kroniki", type: ["k"] })).toBeUndefined();
    expect(searchOnly({ q: "kroniki", isVerified: true })).toBeUndefined();
    expect(searchOnly({ q: "kroniki", yearFrom: 2000 })).toBeUndefined();
    expect(searchOnly({ q: "978-83-01-00000-4" })).toBeUndefined();
    expect(searchOnly({ q: "ab" })).toBeUndefined();
    expect(searchOnly({})).toBeUndefined();
  });

  it("plans: the count reads publication_search alone; the page reads a range of created_on, no sort of every match", async () => {
    const matches = searchOnly({ q: "kroniki tom" })!;
    const count = await plan(countMatches(d, matches));
    expect(count).toHaveLength(1);
    expect(count[0]).toMatch(/^SCAN publication_search VIRTUAL TABLE/);
    const page = (await plan(selectNewestMatches(d, matches, { offset: 25, limit: 25 }))).join(" | ");
    expect(page).toMatch(/^SEARCH publications USING INDEX publications_created_on_idx \(created_on>\?\)/);
    // Only rows of one created_on (ties) are put in id order: the index has no id.
    expect(page).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    expect(page).not.toMatch(/SCAN publications(?! USING)/);
    expect(page).toContain("SEARCH r USING INDEX publications_created_on_idx (created_on>?)");
    // Any other order: each match is a seek in the sort keys' index, the table is read for the page alone.
    const sorted = (await plan(selectSortedMatches(d, matches, publicationOrder("title", "asc"), { offset: 25, limit: 25 }))).join(" | ");
    expect(sorted).toContain("SEARCH publications USING COVERING INDEX publications_search_sorts_idx (search_id=?)");
    expect(sorted).toMatch(/SEARCH publications USING INDEX sqlite_autoindex_publications_1 \(id=\?\)|SEARCH publications USING INTEGER PRIMARY KEY/);
    expect(sorted).not.toMatch(/SCAN publications(?! USING)/);
    // By title or year, the walk reads the sort's index alone, in its order, and the table for the page alone.
    for (const [sort, index] of [["title", "publications_title_folded_idx"], ["publicationYear", "publications_publication_year_idx"]] as const) {
      for (const order of ["asc", "desc"] as const) {
        const walked = (await plan(selectWalkedMatches(d, matches, sort, order, { offset: 25, limit: 25, cap: 1000 }))).join(" | ");
        expect(walked).toContain(`SCAN publications USING COVERING INDEX ${index}`);
        expect(walked).not.toMatch(/SCAN publications(?! USING)/);
        expect(walked).toMatch(/SEARCH publications USING INDEX sqlite_autoindex_publications_1 \(id=\?\)/);
      }
    }
  });
});
