import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actor, createCompany, db } from "../../../test/factories";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { MAX_BOUND_PARAMETERS, runBatch } from "../../lib/batch";
import { checkRow } from "./reports-xlsx.rows";
import { positionsChunkStatement } from "../reports/reports.build";
import { importIds, importStatements, JSON_CHUNK_BYTES, PositionChunks } from "./reports-xlsx.store";
import { book } from "./reports-xlsx.test-support";

const position = (n: number) => {
  const outcome = checkRow(book(n));
  if (!outcome?.ok) throw new Error("bad test row");
  return outcome.position;
};

describe("import writes", () => {
  it("cut the positions into statements under D1's limits: 100 bound parameters and 100 KB", () => {
    const chunks = new PositionChunks();
    const nextId = importIds(new Date());
    for (let n = 1; n <= 3000; n++) chunks.add(position(n), nextId());
    const done = chunks.done();
    expect(done.length).toBeGreaterThan(1);
    expect(chunks.count).toBe(3000);
    expect(chunks.pagesTotal).toBe((3000 * 3001) / 2);
    const dialect = new SQLiteSyncDialect();
    for (const chunk of done) {
      const query = dialect.sqlToQuery(positionsChunkStatement({ db: db as unknown as Db }, { companyId: "c", reportId: "r", at: "t", actorId: null }, chunk).getSQL());
      expect(query.params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
      expect(new TextEncoder().encode(query.sql).length + new TextEncoder().encode(chunk).length).toBeLessThan(100_000);
      expect(new TextEncoder().encode(chunk).length).toBeLessThanOrEqual(JSON_CHUNK_BYTES);
    }
    expect(done.flatMap((c) => JSON.parse(c) as unknown[])).toHaveLength(3000);
  });

  it("give an import's positions ids that ascend with the sheet's rows", () => {
    const nextId = importIds(new Date());
    const ids = Array.from({ length: 70_000 }, () => nextId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("are all or nothing: a failing statement late in the batch leaves no report, no positions, no audit", async () => {
    const company = await createCompany();
    const { user } = await actor({ role: "Manager", companyId: company.id });
    const ctx = { db: db as unknown as Db, now: new Date(), requestId: "req-atomic", actor: { userId: user.id } } as unknown as ServiceContext;
    const chunks = new PositionChunks();
    const nextId = importIds(ctx.now);
    for (let n = 1; n <= 500; n++) chunks.add(position(n), nextId());
    const done = chunks.done();
    // The last chunk repeats the first position's id: its primary key fails after everything else ran.
    const last = JSON.parse(done[done.length - 1]!) as unknown[][];
    last.push([(JSON.parse(done[0]!) as unknown[][])[0]![0], ...last[0]!.slice(1)]);
    const statements = importStatements(
      ctx,
      { id: "report-atomic", companyId: company.id, year: 2024, quarter: 1, fileHash: "f".repeat(64), fileKey: "k", positionsAmount: 501, pagesTotal: 1 },
      [...done.slice(0, -1), JSON.stringify(last)],
    );
    await expect(runBatch(ctx.db, statements)).rejects.toThrow(/UNIQUE constraint failed: positions\.id/);
    expect(await db.select().from(schema.reports).where(eq(schema.reports.companyId, company.id))).toHaveLength(0);
    expect(await db.select().from(schema.positions).where(eq(schema.positions.companyId, company.id))).toHaveLength(0);
    expect(await db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, "report-atomic"))).toHaveLength(0);
  });
});
