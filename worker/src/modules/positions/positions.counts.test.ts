import { PositionList } from "@contract/positions";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assertBody, assertJson, call } from "../../../test/http";
import { db, insertReport, positionBody, world } from "../../../test/report-factories";

/**
 * The list totals without a search, type or date filter come from position_counts (migration
 * 0010), kept by triggers on positions. Through every call that writes positions — create,
 * change, delete, report, verify, outdated, revert, report delete — the counts must stay exactly
 * what counting the table gives, and the totals the lists answer with must be the real ones.
 */

/** position_counts against a count of the table itself, per company and state (zero rows left out). */
async function countsMatchTable() {
  const kept = await db.all<{ k: string; n: number }>(
    sql`select company_id || ':' || reported || is_verified || is_outdated as k, n from position_counts where n <> 0 order by k`,
  );
  const counted = await db.all<{ k: string; n: number }>(
    sql`select company_id || ':' || (report_id is not null) || is_verified || is_outdated as k, count(*) as n from positions group by 1 order by k`,
  );
  expect(kept).toEqual(counted);
}

async function total(token: string, query: string): Promise<number> {
  const answer = await call("GET", `/positions?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(PositionList, answer).totalCount;
}

async function tableCount(where: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql.raw(`select count(*) as n from positions where ${where}`));
  return row!.n;
}

describe("list totals from position_counts", () => {
  it("stay equal to the table's counts through create, change, delete, report, verify, outdated, revert and report delete", async () => {
    const w = await world();
    await countsMatchTable();

    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await call("POST", "/positions", { token: w.worker.token, body: positionBody({ pagesUsed: i + 1 }) });
      assertJson(answer, 201);
      created.push((answer.json as { id: string }).id);
    }
    await countsMatchTable();
    expect(await total(w.worker.token, "isReported=false")).toBe(3);

    assertJson(await call("PATCH", `/positions/${created[0]}`, { token: w.worker.token, body: { pagesUsed: 40 } }), 200);
    expect((await call("DELETE", `/positions/${created[1]}`, { token: w.worker.token })).status).toBe(204);
    await countsMatchTable();
    expect(await total(w.manager.token, "")).toBe(2);

    const report = await call("POST", "/reports", { token: w.manager.token, body: { year: 2024, quarter: 2 } });
    assertJson(report, 201);
    await countsMatchTable();
    expect(await total(w.manager.token, "isReported=false")).toBe(0);

    const { positionIds } = await insertReport(w.company.id, { positions: 4 });
    await countsMatchTable();
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: positionIds.slice(0, 2) } }), 200);
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [positionIds[2]] } }), 200);
    await countsMatchTable();
    expect(await total(w.coordinator.token, `companyId=${w.company.id}&isReported=true&isVerified=false`)).toBe(4);
    expect(await total(w.coordinator.token, `companyId=${w.company.id}&isVerified=false&isOutdated=false`)).toBe(3);

    assertJson(await call("POST", "/positions/revert", { token: w.coordinator.token, body: { ids: positionIds.slice(0, 3) } }), 200);
    await countsMatchTable();
    expect(await total(w.coordinator.token, `companyId=${w.company.id}&isVerified=false`)).toBe(6);

    const reportId = (report.json as { id: string }).id;
    expect((await call("DELETE", `/reports/${reportId}`, { token: w.manager.token })).status).toBe(204);
    await countsMatchTable();
    expect(await total(w.worker.token, "")).toBe(2);
  });

  it("the staff lists' totals are the table's, however many companies there are", async () => {
    const w = await world();
    await insertReport(w.other.id, { positions: 3 });
    const queue = await total(w.coordinator.token, "isVerified=false&isReported=true");
    expect(queue).toBe(await tableCount("report_id is not null and is_verified = 0"));
    expect(await total(w.coordinator.token, "")).toBe(await tableCount("1"));
    expect(await total(w.coordinator.token, "isOutdated=false&isVerified=false")).toBe(await tableCount("is_outdated = 0 and is_verified = 0"));
    // Another company's id for a company user: nothing, as the list itself shows.
    expect(await total(w.worker.token, `companyId=${w.other.id}`)).toBe(0);
  });
});
