import { env } from "cloudflare:workers";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../test/factories";
import { assertJson, call } from "../../../test/http";
import { db, insertReport, positionRows, reportRow, tag, world } from "../../../test/report-factories";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { type FaultInjection, markPositionsOutdated, type ReviewContext, revertPositions } from "./positions.review";
import { verifyPositions } from "./positions.verify";

/**
 * All or nothing: a statement that violates a constraint is injected in the middle of a bulk
 * call's batch — after the positions' update and the catalogue writes, before the report counters
 * and the audit rows — through the test-only `faultInjection` hook, and nothing may be stored.
 */
function contextFor(actor: { user: { id: string; role: Actor["role"]; companyId: string | null } }, faultInjection: FaultInjection): ReviewContext {
  return {
    db: db as unknown as Db,
    env,
    now: new Date(),
    requestId: `fault-${tag()}`,
    lang: "en",
    clientAddress: "203.0.113.9",
    actor: { userId: actor.user.id, role: actor.user.role, companyId: actor.user.companyId, sessionId: "s", isPasswordResetRequired: false },
    faultInjection,
  };
}

/** A second report for the same company and period: the unique index refuses it, failing the batch. */
const duplicateReport = (companyId: string, year: number): FaultInjection => () =>
  db.insert(schema.reports).values({ id: `dup-${tag()}`, companyId, year, quarter: 1, source: "manual", createdOn: new Date().toISOString() });

async function snapshot(positionIds: string[], reportId: string) {
  const [publications] = await db.select({ n: count() }).from(schema.publications);
  const [authors] = await db.select({ n: count() }).from(schema.authors);
  const [links] = await db.select({ n: count() }).from(schema.publicationAuthors);
  const [search] = (await db.all(sql`select count(*) as n from publication_search`)) as [{ n: number }];
  const [audits] = await db.select({ n: count() }).from(schema.auditLog);
  return {
    positions: await positionRows(positionIds),
    report: await reportRow(reportId),
    publications: publications?.n,
    authors: authors?.n,
    links: links?.n,
    search: search.n,
    audits: audits?.n,
  };
}

describe("atomicity of the bulk calls under a failure in the middle of the batch", () => {
  it("verify: the failure surfaces, and no position, publication, author, link, search row, counter or audit row is stored", async () => {
    const w = await world();
    const year = 2001;
    const { reportId, positionIds } = await insertReport(w.company.id, {
      year,
      rows: [
        { title: `Nowa ${tag()}`, authors: [{ firstName: "Ola", lastName: `Nowa-${tag()}`, type: "A" }] },
        { title: `Inna ${tag()}`, authors: [{ firstName: "Ela", lastName: `Inna-${tag()}`, type: "T" }] },
      ],
    });
    const before = await snapshot(positionIds, reportId);
    let injected = 0;
    const fault: FaultInjection = (step) => {
      injected++;
      expect(step).toBe("verify");
      return duplicateReport(w.company.id, year)(step);
    };
    await expect(verifyPositions({ ctx: contextFor(w.coordinator, fault), input: { ids: positionIds } })).rejects.toThrow(/UNIQUE constraint failed: reports|Failed query/);
    expect(injected).toBe(1);
    expect(await snapshot(positionIds, reportId)).toEqual(before);
    expect(await auditRows(positionIds[0]!)).toEqual([]);

    // Without the fault the same call goes through: the failure was the injected one.
    await verifyPositions({ ctx: contextFor(w.coordinator, () => undefined), input: { ids: positionIds } });
    expect((await positionRows(positionIds)).every((r) => r.isVerified)).toBe(true);
  });

  it("mark outdated and revert: the same, nothing stored", async () => {
    const w = await world();
    const year = 2002;
    const { reportId, positionIds } = await insertReport(w.company.id, { year, positions: 3 });
    let before = await snapshot(positionIds, reportId);
    await expect(markPositionsOutdated({ ctx: contextFor(w.admin, duplicateReport(w.company.id, year)), input: { ids: positionIds } })).rejects.toThrow(/UNIQUE constraint failed: reports|Failed query/);
    expect(await snapshot(positionIds, reportId)).toEqual(before);

    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: positionIds } }), 200);
    before = await snapshot(positionIds, reportId);
    expect(before.report?.isVerified).toBe(true);
    await expect(revertPositions({ ctx: contextFor(w.admin, duplicateReport(w.company.id, year)), input: { ids: positionIds } })).rejects.toThrow(/UNIQUE constraint failed: reports|Failed query/);
    expect(await snapshot(positionIds, reportId)).toEqual(before);
  });

  it("a position that changes between the read and the write: the batch's guard stops it, 409, nothing applied", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 2 });
    const before = await snapshot(positionIds, reportId);
    // The hook runs after the reads and before the batch is sent: a concurrent request marking one
    // position outdated, simulated there (sent first, so D1 runs it first).
    let moved: Promise<unknown> = Promise.resolve();
    const concurrent: FaultInjection = () => {
      moved = db.update(schema.positions).set({ isOutdated: true }).where(eq(schema.positions.id, positionIds[1]!)).run();
      return undefined;
    };
    await expect(verifyPositions({ ctx: contextFor(w.coordinator, concurrent), input: { ids: positionIds } })).rejects.toThrow("changedConcurrently");
    await moved;
    const after = await snapshot(positionIds, reportId);
    expect(after.positions.find((r) => r.id === positionIds[1])?.isOutdated).toBe(true);
    expect({ ...after, positions: after.positions.map((r) => ({ ...r, isOutdated: false })) }).toEqual(before);
  });

  it("the hook is never set for HTTP requests (serviceContext has no such field): a normal call applies", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: positionIds } }), 200);
    const [row] = await db.select().from(schema.positions).where(eq(schema.positions.id, positionIds[0]!));
    expect(row?.isVerified).toBe(true);
  });
});
