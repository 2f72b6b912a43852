import { AutofillResponse, PositionGroupList, PositionGroupsQuery } from "@contract/positions";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertPosition, insertReport, positionBody, tag, world } from "../../../test/report-factories";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { newId } from "../../lib/ids";
import { derivedColumns } from "../publications/publications.rules";
import { book, row, upload, xlsx } from "../reports-xlsx/reports-xlsx.test-support";
import { listFilteredGroups, listQueueGroups } from "./positions.groups";
import { positionGroups, queueGroupsOf } from "./positions.groups.queries";
import { positionFilter } from "./positions.queries";
import rekeyArticles from "../../../../migrations/0020_rekey_article_groups.sql?raw";

const groups = async (token: string, query: string) => {
  const answer = await call("GET", `/positions/groups?${query}`, { token });
  assertJson(answer, 200);
  return assertBody(PositionGroupList, answer);
};

describe("GET /api/v1/positions/groups", () => {
  it("groups the filtered positions by identifier, else type and folded title; largest first, with counts, pages, a sample and the ids", async () => {
    const w = await world();
    const t = tag();
    const { reportId, positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: `Pan Tadeusz ${t}`, isbn: "9788301000004", pagesUsed: 2 },
        { title: `Pan Tadeusz ${t}, wyd. 2`, isbn: "83-01-00000-7", pagesUsed: 3 },
        { title: `Lalka ${t}.`, pagesUsed: 10 },
        { title: `LALKA ${t}`, pagesUsed: 1 },
        { title: `Lalka ${t}`, pagesUsed: 1 },
        { type: "c", title: null, magazineTitle: `Lalka ${t}`, pagesUsed: 4 },
      ],
    });
    const page = await groups(w.coordinator.token, `reportId=${reportId}`);
    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 3, totalPages: 1 });
    expect(page.items.map((g) => [g.key, g.count, g.pagesTotal])).toEqual([
      [`title:k:lalka ${t}`, 3, 12],
      ["isbn:9788301000004", 2, 5],
      [`title:c:lalka ${t}`, 1, 4],
    ]);
    expect([...page.items[0]!.positionIds].sort()).toEqual(positionIds.slice(2, 5).sort());
    expect(page.items[1]!.sample).toMatchObject({ reportId, publication: { isbn: "9788301000004" } });
    expect(positionIds.slice(0, 2)).toContain(page.items[1]!.sample.id);
  });

  it("keys an article by its DOI before its magazine's ISSN: articles of one magazine are separate groups, and confirming them together makes one publication each", async () => {
    const w = await world();
    const t = tag();
    const article = (articleTitle: string, articleDoi: string | null) => ({ type: "c" as const, title: null, magazineTitle: `Nature ${t}`, issn: "0028-0836", articleTitle, articleDoi });
    const { reportId, positionIds } = await insertReport(w.company.id, {
      rows: [article(`Helix ${t}`, "10.1038/171737a0"), article(`Helix again ${t}`, "10.1038/171737A0"), article(`Genome ${t}`, "10.1038/nature12373"), article(`Letter ${t}`, null)],
    });
    const page = await groups(w.coordinator.token, `reportId=${reportId}`);
    expect(page.items.map((g) => [g.key, g.count])).toEqual([
      ["doi:10.1038/171737a0", 2],
      ["doi:10.1038/nature12373", 1],
      ["issn:0028-0836", 1],
    ]);

    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: positionIds.slice(0, 3) } }), 200);
    const linked = await db
      .select({ id: schema.positions.id, publicationId: schema.positions.publicationId, doi: schema.publications.articleDoi })
      .from(schema.positions)
      .innerJoin(schema.publications, sql`${schema.publications.id} = ${schema.positions.publicationId}`)
      .where(sql`${schema.positions.reportId} = ${reportId}`);
    const byId = new Map(linked.map((r) => [r.id, r]));
    expect(byId.get(positionIds[0]!)!.publicationId).toBe(byId.get(positionIds[1]!)!.publicationId);
    expect(byId.get(positionIds[2]!)!.publicationId).not.toBe(byId.get(positionIds[0]!)!.publicationId);
    expect(byId.get(positionIds[2]!)!.doi).toBe("10.1038/nature12373");
  });

  it("migration 0020 rekeys an article keyed by its ISSN under the old rule, moving it between the queue's groups", async () => {
    const w = await world();
    const t = tag();
    const doi = `10.1038/${t.toLowerCase()}`;
    const { positionIds } = await insertReport(w.company.id, {
      rows: [{ type: "c", title: null, magazineTitle: `Nature ${t}`, issn: "0028-0836", articleTitle: `Helix ${t}`, articleDoi: doi }],
    });
    const keyOf = async () => (await db.select({ k: schema.positions.groupKey }).from(schema.positions).where(sql`${schema.positions.id} = ${positionIds[0]}`))[0]!.k;
    expect(await keyOf()).toBe(`doi:${doi}`);
    await db.run(sql`update positions set group_key = 'issn:0028-0836' where id = ${positionIds[0]}`);
    const before = await storedGroupSize("issn:0028-0836");
    await db.run(sql.raw(rekeyArticles));
    expect(await keyOf()).toBe(`doi:${doi}`);
    expect(await storedGroupSize(`doi:${doi}`)).toBe(1);
    expect(await storedGroupSize("issn:0028-0836")).toBe(before - 1);
  });

  it("takes the list's filters (the staff queue without outdated) and pages over groups", async () => {
    const w = await world();
    const t = tag();
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: `Alfa ${t}` }, { title: `Alfa ${t}` }, { title: `Beta ${t}` }, { title: `Gamma ${t}` }] });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: [positionIds[3]] } }), 200);
    const query = `isVerified=false&isReported=true&isOutdated=false&companyId=${w.company.id}`;
    const all = await groups(w.admin.token, `${query}&pageSize=10`);
    expect(all.items.map((g) => g.key)).toEqual([`title:k:alfa ${t}`, `title:k:beta ${t}`]);
    const second = await groups(w.admin.token, `${query}&pageSize=10&page=2`);
    expect(second).toMatchObject({ items: [], totalCount: 2, page: 2 });
    // Words of 3+ letters: a one-letter word would also match the base-36 tag in every title.
    expect((await groups(w.admin.token, `${query}&q=${encodeURIComponent(`beta ${t}`)}`)).items.map((g) => g.count)).toEqual([1]);
  });

  it("company users may not group: 403", async () => {
    const w = await world();
    expectProblem(await call("GET", "/positions/groups", { token: w.manager.token }), 403, "FORBIDDEN");
  });

  it("pageSize=7, an unknown sort, an order but desc, a bad date → 400 on that parameter", async () => {
    const w = await world();
    for (const [query, field] of [["pageSize=7", "pageSize"], ["sort=bogus", "sort"], ["sort=count&order=asc", "order"], ["createdFrom=not-a-date", "createdFrom"]]) {
      const problem = expectProblem(await call("GET", `/positions/groups?${query}`, { token: w.coordinator.token }), 400, "VALIDATION_FAILED");
      expect({ query, fields: Object.keys(problem.errors ?? {}) }).toEqual({ query, fields: [field] });
    }
    assertJson(await call("GET", "/positions/groups?sort=count&order=desc", { token: w.coordinator.token }), 200);
  });

  it("takes the creation-date range, in the queue too (not read from the kept groups then)", async () => {
    const w = await world();
    const t = tag();
    await insertReport(w.company.id, { rows: [{ title: `Delta ${t}` }] });
    const today = new Date().toISOString().slice(0, 10);
    const queue = "isVerified=false&isReported=true&isOutdated=false";
    const mine = (g: { items: { key: string }[] }) => g.items.filter((i) => i.key === `title:k:delta ${t}`).length;
    expect(mine(await groups(w.admin.token, `${queue}&createdFrom=${today}&pageSize=100&q=${encodeURIComponent(`delta ${t}`)}`))).toBe(1);
    expect((await groups(w.admin.token, `${queue}&createdFrom=2999-01-01`)).totalCount).toBe(0);
    expect((await groups(w.admin.token, `${queue}&createdTo=2000-01-01`)).totalCount).toBe(0);
    expect(queueGroupsOf(v.parse(PositionGroupsQuery, { isVerified: "false", isReported: "true", createdTo: "2000-01-01" }))).toBeUndefined();
  });

  itKeepsTheAuthContract("GET", "/positions/groups");
});

async function cataloguePublication(fields: Partial<typeof schema.publications.$inferInsert>) {
  const now = new Date().toISOString();
  const base = { type: "k" as const, title: null, publisher: null, link: null, publicationYear: null, editionNumber: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null, isVerified: true, ...fields };
  const id = newId();
  const [{ next }] = (await db.all(sql`select coalesce(max(search_id), 0) + 1 as next from publications`)) as [{ next: number }];
  await db.insert(schema.publications).values({ id, ...base, ...derivedColumns(base), searchId: next, createdOn: now, updatedOn: now });
  return id;
}

describe("GET /api/v1/positions/{id}/autofill", () => {
  it("by ISBN: the catalogue entry and its values for the position's empty fields only; nothing saved", async () => {
    const w = await world();
    const t = tag();
    const id = await cataloguePublication({ title: `Katalog ${t}`, isbn: "9780306406157", publisher: "PWN", publicationYear: 1999 });
    const authorId = newId();
    const now = new Date().toISOString();
    await db.insert(schema.authors).values({ id: authorId, firstName: "Jan", lastName: `Autor-${t}`, nameFolded: `autor-${t} jan`, createdOn: now, updatedOn: now });
    await db.insert(schema.publicationAuthors).values({ publicationId: id, authorId, type: "R", source: "Assignment", createdOn: now });
    const p = await insertPosition(w.company.id, { title: "Mój tytuł", isbn: "0-306-40615-2", publicationYear: 2001, authors: [] });
    const answer = await call("GET", `/positions/${p.id}/autofill`, { token: w.coordinator.token });
    assertJson(answer, 200);
    const body = assertBody(AutofillResponse, answer);
    expect(body.matchedBy).toBe("isbn");
    expect(body.publication).toMatchObject({ id, title: `Katalog ${t}`, authors: [expect.objectContaining({ authorId, type: "R" })] });
    expect(body.suggested).toEqual({ publication: { publisher: "PWN" }, authors: [{ firstName: "Jan", middleName: null, lastName: `Autor-${t}`, type: "R" }] });
  });

  it("by title and type when no code matches, punctuation aside; no match at all: nulls", async () => {
    const w = await world();
    const t = tag();
    const id = await cataloguePublication({ title: `Wesele ${t}`, publisher: "Ossolineum" });
    const p = await insertPosition(w.company.id, { title: `WESELE ${t}!` });
    const byTitle = assertBody(AutofillResponse, await call("GET", `/positions/${p.id}/autofill`, { token: w.admin.token }));
    expect(byTitle).toMatchObject({ matchedBy: "title", publication: { id }, suggested: { publication: { publisher: "Ossolineum" }, authors: [] } });
    // The catalogue's punctuation where the position has a space.
    const punctuated = await cataloguePublication({ title: `Ziemia, obiecana ${t}` });
    const spaced = await insertPosition(w.company.id, { title: `Ziemia obiecana ${t}` });
    expect(assertBody(AutofillResponse, await call("GET", `/positions/${spaced.id}/autofill`, { token: w.admin.token }))).toMatchObject({ matchedBy: "title", publication: { id: punctuated } });
    const none = await insertPosition(w.company.id, { title: `Nic ${t}` });
    expect(assertBody(AutofillResponse, await call("GET", `/positions/${none.id}/autofill`, { token: w.admin.token }))).toEqual({
      matchedBy: null,
      publication: null,
      suggested: { publication: {}, authors: [] },
    });
  });

  it("company users: their own unreported position, from verified entries only; another company's: 404; a reported one: 409", async () => {
    const w = await world();
    const t = tag();
    const draft = await cataloguePublication({ title: `Szkic ${t}`, publisher: "Roboczy", isVerified: false });
    const verified = await cataloguePublication({ title: `Sprawdzona ${t}`, publisher: "Ossolineum" });
    const own = await insertPosition(w.company.id, { title: `Sprawdzona ${t}` });
    for (const token of [w.worker.token, w.manager.token]) {
      expect(assertBody(AutofillResponse, await call("GET", `/positions/${own.id}/autofill`, { token }))).toMatchObject({
        matchedBy: "title",
        publication: { id: verified },
        suggested: { publication: { publisher: "Ossolineum" } },
      });
    }
    // Staff meet the draft, which a company user never sees.
    const onDraft = await insertPosition(w.company.id, { title: `Szkic ${t}` });
    expect(assertBody(AutofillResponse, await call("GET", `/positions/${onDraft.id}/autofill`, { token: w.coordinator.token }))).toMatchObject({ publication: { id: draft } });
    expect(assertBody(AutofillResponse, await call("GET", `/positions/${onDraft.id}/autofill`, { token: w.worker.token }))).toMatchObject({ matchedBy: null, publication: null });
    expectProblem(await call("GET", `/positions/${own.id}/autofill`, { token: w.otherManager.token }), 404, "NOT_FOUND");
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: `Sprawdzona ${t}` }] });
    expectProblem(await call("GET", `/positions/${positionIds[0]}/autofill`, { token: w.worker.token }), 409, "CONFLICT");
    expect((await call("GET", `/positions/${positionIds[0]}/autofill`, { token: w.coordinator.token })).status).toBe(200);
    expectProblem(await call("GET", `/positions/missing/autofill`, { token: w.coordinator.token }), 404, "NOT_FOUND");
  });

  itKeepsTheAuthContract("GET", "/positions/some-id/autofill");
});

/**
 * The staff queue unfiltered (isVerified=false&isReported=true, with or without isOutdated=false)
 * is grouped from position_groups (migration 0012), kept by triggers on positions. Through every
 * call that writes positions the table must stay exactly what grouping the queue gives, and the
 * answers must be the ones grouping the queue's rows gives.
 */

/** position_groups and its totals against a GROUP BY over the queue itself, in one statement (one snapshot). */
async function groupsMatchTable() {
  const [diff] = await db.all<{ missing: number; extra: number; groups: number; openGroups: number; kept: number; keptOpen: number }>(sql`
    with grouped as (
      select group_key, count(*) as n, sum(pages_used) as pages, sum(is_outdated = 0) as n_open,
        sum(case when is_outdated = 0 then pages_used else 0 end) as pages_open
      from positions where report_id is not null and is_verified = 0 group by group_key)
    select
      (select count(*) from (select * from grouped except select group_key, n, pages, n_open, pages_open from position_groups)) as missing,
      (select count(*) from (select group_key, n, pages, n_open, pages_open from position_groups except select * from grouped)) as extra,
      (select count(*) from grouped) as groups,
      (select count(*) from grouped where n_open > 0) as openGroups,
      (select groups from position_group_totals) as kept,
      (select open_groups from position_group_totals) as keptOpen`);
  expect(diff).toEqual({ missing: 0, extra: 0, groups: diff!.groups, openGroups: diff!.openGroups, kept: diff!.groups, keptOpen: diff!.openGroups });
}

const ALL = "isVerified=false&isReported=true";
const OPEN = `${ALL}&isOutdated=false`;

/** How many queue positions position_groups holds under a key (0 when it has no row). */
async function storedGroupSize(key: string) {
  return (await db.select({ n: positionGroups.n }).from(positionGroups).where(sql`${positionGroups.groupKey} = ${key}`))[0]?.n ?? 0;
}

/** One group of the unfiltered queue's answer (every page read), or undefined. */
async function queueGroup(token: string, query: string, key: string) {
  for (let page = 1; ; page++) {
    const answer = await groups(token, `${query}&pageSize=100&page=${page}`);
    const found = answer.items.find((g) => g.key === key);
    if (found || page >= answer.totalPages) return found && { count: found.count, pagesTotal: found.pagesTotal, ids: [...found.positionIds].sort() };
  }
}

describe("GET /api/v1/positions/groups over the whole staff queue (position_groups)", () => {
  it("position_groups stays the queue grouped through create, report, import, verify, outdated, revert, edit, delete and report delete", async () => {
    const w = await world();
    const t = tag();
    const key = `title:k:wspolny ${t}`;
    const other = `title:k:inny ${t}`;
    await groupsMatchTable();

    // Unreported positions are not in the queue.
    const created: string[] = [];
    for (const [title, pagesUsed] of [[`Wspólny ${t}`, 2], [`WSPÓLNY ${t}!`, 3], [`Inny ${t}`, 5]] as const) {
      const answer = await call("POST", "/positions", { token: w.worker.token, body: positionBody({ title, pagesUsed }) });
      assertJson(answer, 201);
      created.push((answer.json as { id: string }).id);
    }
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toBeUndefined();

    // Reporting them brings them in.
    const report = await call("POST", "/reports", { token: w.manager.token, body: { year: 2024, quarter: 2 } });
    assertJson(report, 201);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toEqual({ count: 2, pagesTotal: 5, ids: created.slice(0, 2).sort() });

    // A report stored as the import stores it, and a real .xlsx import.
    const { positionIds } = await insertReport(w.company.id, { year: 2023, quarter: 1, rows: [{ title: `Wspólny ${t}`, pagesUsed: 7 }, { title: `Inny ${t}`, pagesUsed: 1 }] });
    await groupsMatchTable();
    const bytes = await xlsx([book(4), row({ type: "k", title: `wspólny ${t}`, publisher: "PWN", authors: "Kowalski Jan (A)", pagesUsed: 11 })]);
    const imported = await upload(`/companies/${w.company.id}/reports/import`, { token: w.manager.token, file: { bytes }, fields: { year: 2023, quarter: 2 } });
    expect(imported.status).toBe(201);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toMatchObject({ count: 4, pagesTotal: 23 });

    // Verify leaves the queue, outdated leaves only the open queue, revert brings both back.
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: [created[0]] } }), 200);
    await groupsMatchTable();
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [created[1], created[2]] } }), 200);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toMatchObject({ count: 3, pagesTotal: 21 });
    expect(await queueGroup(w.coordinator.token, OPEN, key)).toMatchObject({ count: 2, pagesTotal: 18 });
    // A group of outdated positions only is in the queue, not in the open queue.
    expect(await queueGroup(w.coordinator.token, ALL, other)).toMatchObject({ count: 2, pagesTotal: 6 });
    expect(await queueGroup(w.coordinator.token, OPEN, other)).toMatchObject({ count: 1, pagesTotal: 1 });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [positionIds[1]] } }), 200);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, OPEN, other)).toBeUndefined();
    assertJson(await call("POST", "/positions/revert", { token: w.coordinator.token, body: { ids: [created[0], created[1], created[2], positionIds[1]] } }), 200);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, OPEN, key)).toMatchObject({ count: 4, pagesTotal: 23 });

    // An edit that changes the group key moves the position; one that changes the pages changes the sum.
    assertJson(await call("PATCH", `/positions/${created[0]}`, { token: w.coordinator.token, body: { publication: { type: "k", title: `Inny ${t}` } } }), 200);
    assertJson(await call("PATCH", `/positions/${created[1]}`, { token: w.coordinator.token, body: { pagesUsed: 30 } }), 200);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toMatchObject({ count: 3, pagesTotal: 48 });
    expect(await queueGroup(w.coordinator.token, ALL, other)).toMatchObject({ count: 3, pagesTotal: 8 });

    // Deleting a position, then the report: its positions are unreported again and leave the queue.
    expect((await call("DELETE", `/positions/${positionIds[0]}`, { token: w.coordinator.token })).status).toBe(204);
    await groupsMatchTable();
    expect((await call("DELETE", `/reports/${(report.json as { id: string }).id}`, { token: w.manager.token })).status).toBe(204);
    await groupsMatchTable();
    expect(await queueGroup(w.coordinator.token, ALL, key)).toMatchObject({ count: 1, pagesTotal: 11 });
    expect(await queueGroup(w.coordinator.token, ALL, other)).toMatchObject({ count: 1, pagesTotal: 1 });
  });

  it("answers exactly as grouping the queue's rows does, page by page, with and without outdated", async () => {
    const w = await world();
    const t = tag();
    // Ties on count and on pages (the key decides), a group of outdated positions only, verified
    // and unreported positions (left out), and a group larger than one verify call (1,000 ids).
    const { reportId } = await insertReport(w.company.id, {
      rows: [
        ...Array.from({ length: 3 }, () => ({ title: `Remis ${t} a`, pagesUsed: 2 })),
        ...Array.from({ length: 3 }, () => ({ title: `Remis ${t} b`, pagesUsed: 2 })),
        ...[5, 1, 1].map((pagesUsed) => ({ title: `Remis ${t} c`, pagesUsed })),
      ],
    });
    await insertPosition(w.company.id, { title: `Stary ${t}`, reportId, isOutdated: true });
    await insertPosition(w.company.id, { title: `Remis ${t} a`, reportId, isVerified: true });
    await insertPosition(w.company.id, { title: `Remis ${t} a` });
    const big = await insertReport(w.other.id, { rows: Array.from({ length: 1005 }, () => ({ title: `Duża grupa ${t}`, pagesUsed: 1 })) });
    await insertPosition(w.other.id, { title: `Duża grupa ${t}`, reportId: big.reportId, isOutdated: true });
    await groupsMatchTable();

    const staff: Actor = { userId: w.coordinator.user.id, role: "Coordinator", companyId: null, sessionId: w.coordinator.user.id, isPasswordResetRequired: false };
    const d = db as unknown as Db;
    for (const query of [ALL, OPEN]) {
      let seen = 0;
      for (let page = 1; ; page++) {
        const input = v.parse(PositionGroupsQuery, Object.fromEntries(new URLSearchParams(`${query}&pageSize=10&page=${page}`)));
        const queue = queueGroupsOf(input);
        expect(queue).toBe(query === OPEN ? "open" : "all");
        const fromTable = await listQueueGroups(d, queue!, input);
        expect(fromTable).toEqual(await listFilteredGroups(d, positionFilter(staff, input), input));
        // The API answers from the table.
        expect(await groups(w.coordinator.token, `${query}&pageSize=10&page=${page}`)).toEqual(fromTable);
        seen += fromTable.items.length;
        if (page >= fromTable.totalPages) break;
      }
      expect(seen).toBeGreaterThan(0);
    }
    const largest = (await groups(w.coordinator.token, `${ALL}&pageSize=10`)).items.find((g) => g.key === `title:k:duza grupa ${t}`);
    expect(largest).toMatchObject({ count: 1006, pagesTotal: 1015 });
    expect(largest!.positionIds).toHaveLength(1000);
    // Oldest first: the import's rows share one timestamp, so by id.
    expect(largest!.positionIds).toEqual([...big.positionIds].sort().slice(0, 1000));
    const ties = (await groups(w.coordinator.token, `${OPEN}&pageSize=100`)).items.map((g) => g.key).filter((k) => k.includes(`remis ${t}`) || k.includes(`stary ${t}`));
    expect(ties).toEqual([`title:k:remis ${t} c`, `title:k:remis ${t} a`, `title:k:remis ${t} b`]);
  });
});
