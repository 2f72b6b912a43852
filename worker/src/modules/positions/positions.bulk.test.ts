import { BulkResult } from "@contract/positions";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertReport, positionRows, reportRow, tag, world } from "../../../test/report-factories";

/** Positions of one report, each a different book by a different author: the worst case for verification (all new). */
async function reportOf(n: number, companyId: string) {
  const t = tag();
  return insertReport(companyId, {
    rows: Array.from({ length: n }, (_, i) => ({
      title: `Bulk ${t} ${i}`,
      pagesUsed: 1 + (i % 7),
      authors: [{ firstName: `Imię${i}`, lastName: `Nazwisko-${t}`, type: "A" as const }],
    })),
  });
}

describe("bulk review calls on 1,000 ids", () => {
  it("verifies 1,000 positions in one call: every one linked, 1,000 new publications and authors, the report verified", async () => {
    const w = await world();
    const { reportId, positionIds } = await reportOf(1000, w.company.id);

    const started = performance.now();
    const answer = await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: positionIds } });
    const ms = performance.now() - started;
    assertJson(answer, 200);
    expect(assertBody(BulkResult, answer)).toEqual({ updated: 1000, reportIds: [reportId] });
    console.info(`verify of 1,000 positions (1,000 new publications and authors): ${ms.toFixed(0)} ms`);

    const rows = await positionRows(positionIds);
    expect(rows.every((r) => r.isVerified && r.publicationId && r.verifiedBy === w.coordinator.user.id)).toBe(true);
    const publicationIds = [...new Set(rows.map((r) => r.publicationId!))];
    expect(publicationIds).toHaveLength(1000);
    const [links] = await db.select({ n: count() }).from(schema.publicationAuthors).where(inArray(schema.publicationAuthors.publicationId, publicationIds.slice(0, 90)));
    expect(links?.n).toBe(90);
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 0, isVerified: true });
    const [audits] = await db.select({ n: count() }).from(schema.auditLog).where(eq(schema.auditLog.action, "position.verify"));
    expect(audits!.n).toBeGreaterThanOrEqual(1000);
  });

  it("marks 1,000 positions outdated and reverts them, each in one call", async () => {
    const w = await world();
    const { reportId, positionIds } = await reportOf(1000, w.company.id);
    let started = performance.now();
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: positionIds } }), 200);
    console.info(`mark-outdated of 1,000 positions: ${(performance.now() - started).toFixed(0)} ms`);
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 0, isVerified: true });
    started = performance.now();
    assertJson(await call("POST", "/positions/revert", { token: w.admin.token, body: { ids: positionIds } }), 200);
    console.info(`revert of 1,000 positions: ${(performance.now() - started).toFixed(0)} ms`);
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 1000, isVerified: false, verifiedOn: null });
  });

  it("1,001 ids: 400 on ids, nothing read or written", async () => {
    const w = await world();
    const ids = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    const problem = expectProblem(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids }, lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ ids: ["At most 1000 items at once"] });
  });
});
