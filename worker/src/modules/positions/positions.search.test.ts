import { parseIdentifier } from "@contract/identifiers";
import { PositionList, PositionListQuery } from "@contract/positions";
import * as fc from "fast-check";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { db } from "../../../test/factories";
import { assertBody, assertJson, call } from "../../../test/http";
import { insertPosition, insertReport, world } from "../../../test/report-factories";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { rangeReadPays } from "../../lib/newest-matches";
import { positions } from "../../db/schema";
import { and, eq, isNull } from "drizzle-orm";
import {
  IDENTIFIER_TAIL,
  countListed,
  countPositions,
  positionFilter,
  positionOrder,
  queryWords,
  searchCondition,
  searchOnly,
  selectNewestMatches,
  selectPositionPage,
} from "./positions.queries";

/**
 * A staff search alone (GET /positions?q=…) is counted on position_search and, newest first, paged
 * by a bounded range of created_on (positions.queries.ts, selectNewestMatches). Its answers must be
 * exactly those of the general query whatever order the rows were written in.
 */

const d = db as unknown as Db;
const ID = "01900000-0000-7000-8000-000000000000";
const staff: Actor = { userId: ID, role: "Coordinator", companyId: null, sessionId: ID, isPasswordResetRequired: false };
const worker: Actor = { userId: ID, role: "Worker", companyId: ID, sessionId: ID, isPasswordResetRequired: false };

let counter = 0;
const uniqueTag = () => `kr${Date.now().toString(36)}${(counter++).toString(36)}x`;

/**
 * 30 positions whose created_on runs against the order they were written in, with ties, then an
 * import of 6 rows (one timestamp, random ids) written earlier than some of them claim to be.
 */
async function scene() {
  const w = await world();
  const tag = uniqueTag();
  for (let i = 0; i < 30; i++) {
    const createdOn = `2024-0${1 + ((i * 7) % 9)}-1${(i * 3) % 4}T10:00:00.000Z`;
    await insertPosition(i % 2 ? w.company.id : w.other.id, { title: `Kronika ${tag} ${i}`, createdOn });
  }
  await insertReport(w.company.id, { rows: Array.from({ length: 6 }, (_, i) => ({ title: `Kronika ${tag} import ${i}` })) });
  const all = await d
    .select({ id: positions.id, createdOn: positions.createdOn, searchId: positions.searchId })
    .from(positions)
    .where(sql`${positions.searchText} like ${`%${tag}%`}`);
  const newest = [...all].sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id.localeCompare(a.id));
  return { ...w, tag, newest };
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...params).all<{ detail: string }>();
  return rows.results.map((r) => r.detail);
}

describe("a staff search alone", () => {
  it("the scene really is out of order: search ids (write order) disagree with newest first", async () => {
    const s = await scene();
    const bySearchId = [...s.newest].sort((a, b) => (b.searchId ?? 0) - (a.searchId ?? 0));
    expect(idsOf(bySearchId)).not.toEqual(idsOf(s.newest));
  });

  it("every window of the bounded page equals the general query's, and the count equals the general count", async () => {
    const s = await scene();
    for (const q of [s.tag, `${s.tag} 1`, `import ${s.tag}`, `KRONIKA ${s.tag.toUpperCase()}`]) {
      const matches = searchOnly(staff, { q });
      expect(matches).toBeDefined();
      const where = positionFilter(staff, { q });
      const [[counted], [general]] = await Promise.all([countListed(d, staff, { q }, where), countPositions(d, where)]);
      expect(counted?.n).toBe(general?.n);
      for (const window of [
        { offset: 0, limit: 10 },
        { offset: 10, limit: 10 },
        { offset: 20, limit: 10 },
        { offset: 30, limit: 10 },
        { offset: 3, limit: 7 },
        { offset: 0, limit: 100 },
        { offset: 100, limit: 25 },
      ]) {
        const bounded = await selectNewestMatches(d, matches!, window);
        const expected = await selectPositionPage(d, where, positionOrder(undefined, "desc"), window);
        expect(bounded).toEqual(expected);
      }
    }
    const first = await selectNewestMatches(d, searchOnly(staff, { q: s.tag })!, { offset: 0, limit: 100 });
    expect(idsOf(first)).toEqual(idsOf(s.newest));
  });

  it("GET /positions?q= answers newest first, paged without gaps or repeats, with the total; sort=createdOn both ways", async () => {
    const s = await scene();
    const get = async (query: string, q = s.tag) => {
      const answer = await call("GET", `/positions?q=${q}&${query}`, { token: s.coordinator.token });
      assertJson(answer, 200);
      return assertBody(PositionList, answer);
    };
    // Page 1 of 10 reads a range of created_on, the later pages sort the matches (each way once).
    const size = await env.DB.prepare("select max(search_id) n from positions").first<{ n: number }>();
    expect([rangeReadPays(36, size!.n, 10), rangeReadPays(36, size!.n, 20)]).toEqual([true, false]);
    const pages = [await get("pageSize=10&page=1"), await get("pageSize=10&page=2"), await get("pageSize=10&page=3"), await get("pageSize=10&page=4")];
    expect(pages.map((p) => p.totalCount)).toEqual([36, 36, 36, 36]);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(idsOf(s.newest));
    expect((await get("sort=createdOn&order=desc&pageSize=25&page=2")).items.map((i) => i.id)).toEqual(idsOf(s.newest).slice(25));
    expect((await get("sort=createdOn&order=asc&pageSize=100")).items.map((i) => i.id)).toEqual(idsOf(s.newest).toReversed());
    // One match (the sort of the matches, not a range back to its created_on); a window past the matches.
    const single = uniqueTag();
    const only = await insertPosition(s.company.id, { title: `Jedyna ${single}`, createdOn: "2020-01-01T00:00:00.000Z" });
    expect(await get("pageSize=10", single)).toMatchObject({ totalCount: 1, items: [{ id: only.id }] });
    expect(await get("pageSize=25&page=3")).toMatchObject({ totalCount: 36, items: [] });
    expect(await get("pageSize=25", uniqueTag())).toMatchObject({ totalCount: 0, totalPages: 1, items: [] });
  });

  it("applies only to staff with q alone and a word of 3+ characters", () => {
    expect(searchOnly(staff, { q: "kronika" })).toBeDefined();
    // The service passes the whole parsed query: paging and sort keys are no filters.
    expect(searchOnly(staff, v.parse(PositionListQuery, { q: "kronika" }))).toBeDefined();
    expect(searchOnly(staff, v.parse(PositionListQuery, { q: "kronika", page: "3", pageSize: "50", sort: "createdOn", order: "desc" }))).toBeDefined();
    expect(searchOnly(staff, v.parse(PositionListQuery, { q: "kronika", type: "k" }))).toBeUndefined();
    expect(searchOnly(staff, { q: "kronika", isVerified: false })).toBeUndefined();
    expect(searchOnly(staff, { q: "kronika", companyId: ID })).toBeUndefined();
    expect(searchOnly(staff, { q: "ab cd" })).toBeUndefined();
    expect(searchOnly(staff, {})).toBeUndefined();
    expect(searchOnly(worker, { q: "kronika" })).toBeUndefined();
  });

  it("plans: the count reads position_search alone; the page walks a range of created_on in order, no sort of the matches", async () => {
    const matches = searchOnly(staff, { q: "kronika tom" })!;
    const count = await plan(countListed(d, staff, { q: "kronika tom" }, positionFilter(staff, { q: "kronika tom" })));
    expect(count).toHaveLength(1);
    expect(count[0]).toMatch(/^SCAN position_search VIRTUAL TABLE/);
    const page = (await plan(selectNewestMatches(d, matches, { offset: 25, limit: 25 }))).join(" | ");
    expect(page).toMatch(/^SEARCH positions USING INDEX positions_created_on_idx \(created_on>\?\)/);
    expect(page).not.toContain("TEMP B-TREE");
    expect(page).not.toMatch(/SCAN positions(?! USING)/);
    // The smallest search id of the range is read from the same range, not by a walk of positions_search_id_idx.
    expect(page).toContain("SEARCH r USING INDEX positions_created_on_idx (created_on>?)");
  });
});

describe("a search within one company or one report", () => {
  it("reads search_text row by row and finds exactly what the full-text match finds", async () => {
    const s = await scene();
    const companyUser: Actor = { ...worker, companyId: s.company.id };
    await insertPosition(s.company.id, { type: "c", title: null, magazineTitle: `Świat Nauki ${s.tag}`, issn: "0317-8471" });
    await insertPosition(s.company.id, { title: `ZAŻÓŁĆ "gęślą" ${s.tag}`, isbn: "978-83-01-00000-4" });
    const report = await insertReport(s.company.id, { rows: [{ title: `Kronika ${s.tag} w raporcie` }, { title: "Inna" }] });
    const scopes: [Actor, Parameters<typeof positionFilter>[1], ReturnType<typeof and>][] = [
      [companyUser, {}, and(eq(positions.companyId, s.company.id), isNull(positions.reportId))],
      [staff, { companyId: s.company.id }, eq(positions.companyId, s.company.id)],
      [staff, { reportId: report.reportId }, eq(positions.reportId, report.reportId)],
      [companyUser, { reportId: report.reportId }, and(eq(positions.companyId, s.company.id), eq(positions.reportId, report.reportId))],
    ];
    const queries = [s.tag, `kronika ${s.tag}`, `${s.tag} 1`, "swiat nauki", "0317 8471", "ISSN 0317-8471", "83-01-00000-7", `gesla ${s.tag}`, '"gesla"', "ka"];
    let found = 0;
    for (const [actor, filters, scope] of scopes) {
      for (const q of queries) {
        const where = positionFilter(actor, { ...filters, q });
        const expected = await selectPositionPage(d, and(scope, searchCondition(q)), positionOrder(undefined, "desc"), { offset: 0, limit: 100 });
        const query = selectPositionPage(d, where, positionOrder(undefined, "desc"), { offset: 0, limit: 100 });
        expect(query.toSQL().sql).not.toContain("position_search");
        const rows = await query;
        expect(idsOf(rows)).toEqual(idsOf(expected));
        const [counted] = await countListed(d, actor, { ...filters, q }, where);
        expect(counted?.n).toBe(expected.length);
        found += rows.length;
      }
    }
    expect(found).toBeGreaterThan(40);
  });

  it("plans: the scope's index drives, and no statement lists the full-text matches", async () => {
    const companyUser: Actor = { ...worker };
    for (const [actor, filters] of [
      [companyUser, { q: "kronika tom" }],
      [staff, { companyId: ID, q: "kronika tom" }],
      [staff, { reportId: ID, q: "kronika" }],
    ] as [Actor, Parameters<typeof positionFilter>[1]][]) {
      const where = positionFilter(actor, filters);
      const page = (await plan(selectPositionPage(d, where, positionOrder(undefined, "desc"), { offset: 0, limit: 25 }))).join(" | ");
      const count = (await plan(countListed(d, actor, filters, where))).join(" | ");
      for (const lines of [page, count]) {
        expect(lines).toMatch(/SEARCH positions USING (COVERING )?INDEX positions_(company_id|report_id)_/);
        expect(lines).not.toContain("position_search");
      }
      expect(page).not.toContain("TEMP B-TREE");
    }
  });
});

const holding = async (isbn: string) =>
  idsOf(await d.select({ id: positions.id }).from(positions).where(sql`instr(${positions.searchText}, ${isbn}) > 0`)).toSorted();

describe("an identifier searched by its end", () => {
  // Valid ISBN-13s sharing their last 7 digits (check digit included), apart before them.
  const [isbnA, isbnB] = ["9788308547465", "9788018547465"];

  it("asks the index for the identifier's tail and checks the whole on the row", () => {
    expect([parseIdentifier(isbnA)?.kind, parseIdentifier(isbnB)?.kind]).toEqual(["isbn", "isbn"]);
    expect(queryWords("978-83-0854746-5")).toEqual({ long: [isbnA.slice(-IDENTIFIER_TAIL)], short: [isbnA], words: [isbnA] });
    // Words are not identifiers: searched whole.
    expect(queryWords("wisniewska kronika")).toEqual({ long: ["wisniewska", "kronika"], short: [], words: ["wisniewska", "kronika"] });
  });

  it("property: for any identifier, every long word is a tail of one of its words, and every word still checked", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^97[89][0-9]{9}$/), fc.constantFrom("", "-", " "), (first12, dash) => {
        const check = (10 - ([...first12].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
        const isbn = `${first12}${check}`;
        const { long, short, words } = queryWords(`${isbn.slice(0, 3)}${dash}${isbn.slice(3)}`);
        expect(words).toEqual([isbn]);
        for (const w of long) expect(words.some((word) => word.endsWith(w))).toBe(true);
        for (const w of words) expect(long.includes(w) || short.includes(w)).toBe(true);
        for (const w of long) expect([...w].length).toBeLessThanOrEqual(IDENTIFIER_TAIL);
      }),
    );
  });

  it("GET /positions?q=<ISBN> finds the positions with that ISBN, not those sharing its tail", async () => {
    const w = await world();
    const a = await insertPosition(w.company.id, { title: `Ogony ${uniqueTag()}`, isbn: isbnA });
    const b = await insertPosition(w.other.id, { title: `Ogony ${uniqueTag()}`, isbn: isbnB });
    const get = async (q: string, query = "") => {
      const answer = await call("GET", `/positions?q=${encodeURIComponent(q)}&pageSize=100${query}`, { token: w.coordinator.token });
      assertJson(answer, 200);
      return assertBody(PositionList, answer);
    };
    for (const [q, isbn, mine, theirs, company] of [
      ["978-83-0854746-5", isbnA, a.id, b.id, w.company.id],
      [isbnB, isbnB, b.id, a.id, w.other.id],
    ] as const) {
      // Over every company (the full-text index) it is exactly the rows holding the whole ISBN.
      const page = await get(q);
      expect(page.items.map((i) => i.id).toSorted()).toEqual(await holding(isbn));
      expect(page.items.map((i) => i.id)).not.toContain(theirs);
      expect(page.totalCount).toBe(page.items.length);
      // Within one company (search_text row by row) too.
      expect((await get(q, `&companyId=${company}`)).items.map((i) => i.id)).toEqual([mine]);
    }
  });
});
