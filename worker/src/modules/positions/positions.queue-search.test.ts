import { PositionDto, PositionGroupList, PositionList } from "@contract/positions";
import { ReportDto } from "@contract/reports";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { assertBody, assertJson, call } from "../../../test/http";
import { db, insertPosition, insertReport, positionBody, tag, world } from "../../../test/report-factories";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { walkPays } from "../../lib/newest-matches";
import { countListed, countPositions, countQueueMatches, positionFilter, queueSearchOnly } from "./positions.queries";

/**
 * A search in the staff queue goes through queue_search, the full-text index of the queue alone
 * (migration 0017), kept by triggers. Its rows must be exactly the queue's, with their text,
 * whichever call moved a position in or out; and its answers those of a plain substring filter.
 */

const d = db as unknown as Db;
const ID = "01900000-0000-7000-8000-000000000000";
const staff: Actor = { userId: ID, role: "Coordinator", companyId: null, sessionId: ID, isPasswordResetRequired: false };

async function expectQueueIndexInStep() {
  const indexed = await db.all(sql`select rowid as id, body from queue_search order by rowid`);
  const queue = await db.all(sql`select search_id as id, search_text as body from positions where report_id is not null and is_verified = 0 order by search_id`);
  expect(indexed).toEqual(queue);
}

const QUEUE = "isReported=true&isVerified=false";

async function queueSearch(token: string, q: string, extra = "") {
  const answer = await call("GET", `/positions?${QUEUE}&q=${encodeURIComponent(q)}${extra}`, { token });
  assertJson(answer, 200);
  const list = assertBody(PositionList, answer);
  return { total: list.totalCount, ids: list.items.map((i) => i.id) };
}

describe("queue_search: the full-text index of the staff queue", () => {
  it("follows every call that moves a position in or out of the queue or changes its text", async () => {
    const w = await world();
    const word = `kolejka${tag()}`.toLowerCase();
    const staffToken = w.coordinator.token;
    const created: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await call("POST", "/positions", { token: w.worker.token, body: positionBody({ title: `Rocznik ${word} ${i}` }) });
      assertJson(answer, 201);
      created.push(assertBody(PositionDto, answer).id);
    }
    // Unreported: not in the queue.
    expect(await queueSearch(staffToken, word)).toEqual({ total: 0, ids: [] });
    await expectQueueIndexInStep();

    const report = await call("POST", "/reports", { token: w.manager.token, body: { year: 2026, quarter: 1 } });
    assertJson(report, 201);
    const reportId = assertBody(ReportDto, report).id;
    expect((await queueSearch(staffToken, word)).total).toBe(4);
    await expectQueueIndexInStep();

    // A new text while in the queue: found by the new word, no longer by the old.
    const renamed = `zmiana${tag()}`.toLowerCase();
    assertJson(await call("PATCH", `/positions/${created[0]}`, { token: staffToken, body: { publication: { type: "k", title: `Rocznik ${renamed}` } } }), 200);
    expect(await queueSearch(staffToken, renamed)).toEqual({ total: 1, ids: [created[0]] });
    expect((await queueSearch(staffToken, word)).total).toBe(3);
    await expectQueueIndexInStep();

    // Outdated stays in the queue (the API's queue holds it; the SPA's open state leaves it out).
    assertJson(await call("POST", "/positions/mark-outdated", { token: staffToken, body: { ids: [created[1]] } }), 200);
    expect((await queueSearch(staffToken, word)).total).toBe(3);
    expect((await queueSearch(staffToken, word, "&isOutdated=false")).total).toBe(2);
    expect(await queueSearch(staffToken, word, "&isOutdated=true")).toEqual({ total: 1, ids: [created[1]] });
    await expectQueueIndexInStep();

    // Confirmed: out; reverted: back.
    assertJson(await call("POST", "/positions/verify", { token: staffToken, body: { ids: [created[2]] } }), 200);
    expect((await queueSearch(staffToken, word)).ids).not.toContain(created[2]);
    await expectQueueIndexInStep();
    assertJson(await call("POST", "/positions/revert", { token: staffToken, body: { ids: [created[2], created[1]] } }), 200);
    expect((await queueSearch(staffToken, word, "&isOutdated=false")).total).toBe(3);
    await expectQueueIndexInStep();

    // Deleted: out.
    expect((await call("DELETE", `/positions/${created[3]}`, { token: staffToken })).status).toBe(204);
    expect((await queueSearch(staffToken, word)).total).toBe(2);
    await expectQueueIndexInStep();

    // The report deleted: its positions are unreported again, out of the queue.
    expect((await call("DELETE", `/reports/${reportId}`, { token: w.manager.token })).status).toBe(204);
    expect(await queueSearch(staffToken, renamed)).toEqual({ total: 0, ids: [] });
    await expectQueueIndexInStep();

    // An import's rows (inserted reported, numbered by the import itself, after the highest search id): in.
    const [{ top }] = (await db.all(sql`select max(search_id) as top from positions`)) as [{ top: number }];
    const imported = await insertReport(w.other.id, { rows: [{ title: `Rocznik ${word} import` }, { title: `Rocznik ${word} import 2` }] });
    const ids = (await db.all(
      sql`select search_id as id from positions where id in (select value from json_each(${JSON.stringify(imported.positionIds)})) order by search_id`,
    )) as { id: number }[];
    expect(ids.map((r) => r.id)).toEqual([top + 1, top + 2]);
    expect((await queueSearch(staffToken, word)).total).toBe(2);
    await expectQueueIndexInStep();
  });

  it("answers as a substring filter of the queue would: totals, pages newest first (walked or sorted), other sorts, groups", async () => {
    const w = await world();
    const common = `wspolne${tag()}`.toLowerCase();
    const rare = `rzadkie${tag()}`.toLowerCase();
    for (let i = 0; i < 12; i++) {
      const createdOn = `2025-0${1 + ((i * 5) % 9)}-1${i % 4}T08:00:00.000Z`;
      const title = i % 5 === 0 ? `Kronika ${common} ${rare} ${i}` : `Kronika ${common} ${i}`;
      await insertPosition(i % 2 ? w.company.id : w.other.id, { title, createdOn, reportId: null });
    }
    // Reported ones in the queue, some outdated; others verified, unreported or reported elsewhere.
    const { positionIds } = await insertReport(w.company.id, {
      rows: Array.from({ length: 24 }, (_, i) => ({ title: i % 4 === 0 ? `Tom ${common} ${rare} ${i}` : `Tom ${common} ${i}` })),
    });
    const outdated = positionIds.filter((_, i) => i % 3 === 0);
    await db.run(sql`update positions set is_outdated = 1 where id in (select value from json_each(${JSON.stringify(outdated)}))`);
    const verified = await insertReport(w.other.id, { rows: [{ title: `Tom ${common} zatwierdzony` }] });
    await db.run(sql`update positions set is_verified = 1 where id = ${verified.positionIds[0]}`);
    await expectQueueIndexInStep();

    const [{ n: queueSize }] = (await db.all(sql`select count(*) as n from positions where report_id is not null and is_verified = 0`)) as [{ n: number }];
    for (const q of [common, rare, `${rare} tom`, `${common} 1`, `${common} zzz`]) {
      for (const isOutdated of [undefined, false, true]) {
        const filters = { isReported: true, isVerified: false, isOutdated, q };
        const expectedWhere = positionFilter(staff, { ...filters, q: undefined });
        const substring = sql`${expectedWhere} and ${sql.join(
          q.split(" ").map((word) => sql`instr(search_text, ${word}) > 0`),
          sql` and `,
        )}`;
        const expected = (await db.all(
          sql`select id from positions where ${substring} order by created_on desc, id desc`,
        )) as { id: string }[];
        const matches = queueSearchOnly(staff, filters);
        expect(matches).toBeDefined();
        const [counted] = await countQueueMatches(d, matches!, isOutdated);
        expect(counted?.n).toBe(expected.length);
        const [[listed], [general]] = await Promise.all([
          countListed(d, staff, filters, positionFilter(staff, filters)),
          countPositions(d, positionFilter(staff, filters)),
        ]);
        expect([listed?.n, general?.n]).toEqual([expected.length, expected.length]);
        const flag = isOutdated === undefined ? "" : `&isOutdated=${isOutdated}`;
        for (const pageSize of [10, 100]) {
          const pages = [];
          for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / pageSize)); page++) {
            const answer = await queueSearch(w.coordinator.token, q, `${flag}&pageSize=${pageSize}&page=${page}`);
            expect(answer.total).toBe(expected.length);
            pages.push(...answer.ids);
          }
          expect(pages).toEqual(expected.map((r) => r.id));
        }
        const byTitle = await queueSearch(w.coordinator.token, q, `${flag}&sort=title&order=asc&pageSize=100`);
        expect([...byTitle.ids].sort()).toEqual(expected.map((r) => r.id).sort());
      }
    }
    // The common word's pages of 10 were walked from the index, the rare word's page of 100 sorted: both ways ran above.
    expect([walkPays(24, queueSize, 10), walkPays(6, queueSize, 100)]).toEqual([true, false]);

    const groups = await call("GET", `/positions/groups?${QUEUE}&q=${rare}`, { token: w.coordinator.token });
    assertJson(groups, 200);
    expect(assertBody(PositionGroupList, groups).items.reduce((sum, g) => sum + g.count, 0)).toBe(6);
  });

  it("is used only for a staff search of the queue, with at most the outdated flag besides", () => {
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false, q: "kronika" })).toBeDefined();
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false, isOutdated: false, q: "kronika" })).toBeDefined();
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false, type: "k", q: "kronika" })).toBeUndefined();
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false, companyId: ID, q: "kronika" })).toBeUndefined();
    expect(queueSearchOnly(staff, { isReported: true, q: "kronika" })).toBeUndefined();
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false, q: "ab" })).toBeUndefined();
    expect(queueSearchOnly(staff, { isReported: true, isVerified: false })).toBeUndefined();
    expect(queueSearchOnly({ ...staff, role: "Manager", companyId: ID }, { isReported: true, isVerified: false, q: "kronika" })).toBeUndefined();
  });

  // The open queue's count (isOutdated=false) is held to the same plan in positions.query-plans.test.ts.
  it("counts the outdated matches in positions_queue_outdated_idx, not reading the table", async () => {
    const matches = queueSearchOnly(staff, { isReported: true, isVerified: false, isOutdated: true, q: "kronika" })!;
    const { sql: text, params } = new SQLiteSyncDialect().sqlToQuery(countQueueMatches(d, matches, true).getSQL());
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`).bind(...params).all<{ detail: string }>();
    const lines = rows.results.map((r) => r.detail);
    expect(lines.some((l) => /SCAN queue_search VIRTUAL TABLE/.test(l))).toBe(true);
    expect(lines.some((l) => /SEARCH positions USING COVERING INDEX positions_queue_outdated_idx/.test(l))).toBe(true);
  });
});
