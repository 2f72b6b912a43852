import { PositionList } from "@contract/positions";
import { ReportDto } from "@contract/reports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertPosition, insertReport, positionRow, reportRow, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";

const create = (token: string, body: unknown, lang = "en") => call("POST", "/reports", { token, body, lang });

describe("POST /api/v1/reports", () => {
  it("a Manager's report takes every unreported, not outdated position of its company: 201, counters, positions, audit", async () => {
    const w = await world();
    const a = await insertPosition(w.company.id, { pagesUsed: 3 });
    const b = await insertPosition(w.company.id, { pagesUsed: 4 });
    const outdated = await insertPosition(w.company.id, { isOutdated: true });
    const theirs = await insertPosition(w.other.id);
    const answer = await create(w.manager.token, { year: 2024, quarter: 2 });
    assertJson(answer, 201);
    const report = assertBody(ReportDto, answer);
    expect(report).toMatchObject({
      name: "2024 Q2",
      year: 2024,
      quarter: 2,
      companyId: w.company.id,
      companyName: w.company.name,
      positionsAmount: 2,
      pagesTotal: 7,
      verifiedOn: null,
      isVerified: false,
      source: "manual",
    });
    expect(await reportRow(report.id)).toMatchObject({ openPositions: 2, createdBy: w.manager.user.id });
    expect((await positionRow(a.id))?.reportId).toBe(report.id);
    expect((await positionRow(b.id))?.reportId).toBe(report.id);
    expect((await positionRow(outdated.id))?.reportId).toBeNull();
    expect((await positionRow(theirs.id))?.reportId).toBeNull();
    expect((await auditRows(report.id)).map((r) => [r.action, r.actorId])).toEqual([["report.create", w.manager.user.id]]);
    const list = await call("GET", "/positions", { token: w.worker.token });
    expect(assertBody(PositionList, list).items.map((p) => p.id)).toEqual([outdated.id]);
  });

  it("its own companyId may be given; another company's is not found (404)", async () => {
    const w = await world();
    await insertPosition(w.company.id);
    expectProblem(await create(w.manager.token, { year: 2024, quarter: 1, companyId: w.other.id }), 404, "NOT_FOUND");
    assertJson(await create(w.manager.token, { year: 2024, quarter: 1, companyId: w.company.id }), 201);
  });

  it("a second report for the period: 409, the positions stay unreported", async () => {
    const w = await world();
    await insertReport(w.company.id, { year: 2023, quarter: 4, positions: 1 });
    const p = await insertPosition(w.company.id);
    const problem = expectProblem(await create(w.manager.token, { year: 2023, quarter: 4 }), 409, "CONFLICT");
    expect(problem.errors).toEqual({ quarter: ["The company already has a report for this period"] });
    expect((await positionRow(p.id))?.reportId).toBeNull();
  });

  it("nothing to report: 400", async () => {
    const w = await world();
    await insertPosition(w.company.id, { isOutdated: true });
    const problem = expectProblem(await create(w.manager.token, { year: 2024, quarter: 3 }, "pl"), 400, "VALIDATION_FAILED");
    expect(problem.detail).toBe("Firma nie ma niezgłoszonych pozycji, które można ująć w raporcie");
    expect(await db.select().from(schema.reports).where(eq(schema.reports.companyId, w.company.id))).toEqual([]);
  });

  it("a period that has not begun: 400 on quarter; the current quarter is fine", async () => {
    const w = await world();
    await insertPosition(w.company.id);
    const now = new Date();
    const next = now.getUTCMonth() >= 9 ? { year: now.getUTCFullYear() + 1, quarter: 1 } : { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 2 };
    const problem = expectProblem(await create(w.manager.token, next), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ quarter: ["The period has not begun yet"] });
    assertJson(await create(w.manager.token, { year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 }), 201);
  });

  it("positions verified before (their report was deleted) count as done: the report is verified at once", async () => {
    const w = await world();
    const old = await insertReport(w.company.id, { year: 2020, quarter: 1, positions: 2 });
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: [old.positionIds[0]] } }), 200);
    expect((await call("DELETE", `/reports/${old.reportId}`, { token: w.admin.token })).status).toBe(204);
    await db.update(schema.positions).set({ isOutdated: true }).where(eq(schema.positions.id, old.positionIds[1]!));
    const report = assertBody(ReportDto, await create(w.manager.token, { year: 2020, quarter: 2 }));
    expect(report).toMatchObject({ positionsAmount: 1, isVerified: true, verifiedOn: expect.any(String) });
  });

  it("two Managers racing for the period: one report, the other 409", async () => {
    const w = await world();
    await insertPosition(w.company.id);
    const { token } = await actor({ role: "Manager", companyId: w.company.id });
    const answers = await Promise.all([create(w.manager.token, { year: 2022, quarter: 1 }), create(token, { year: 2022, quarter: 1 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it.each(["SuperAdmin", "Admin", "Coordinator", "Worker"] as const)("a %s may not create reports (matrix: C only Manager): 403", async (role) => {
    const w = await world();
    const token = { SuperAdmin: w.superAdmin, Admin: w.admin, Coordinator: w.coordinator, Worker: w.worker }[role].token;
    expectProblem(await create(token, { year: 2024, quarter: 1, companyId: w.company.id }), 403, "FORBIDDEN");
  });

  it.each([
    [{ year: 2024, quarter: 5 }, "en", { quarter: ["Must be at most 4"] }],
    [{ year: 1999, quarter: 1 }, "en", { year: ["Must be at least 2000"] }],
    [{ year: "abc", quarter: 1 }, "pl", { year: ["Wartość musi być liczbą"] }],
    [{ quarter: 1 }, "en", { year: ["This field is required"] }],
  ])("%j (%s) → 400", async (body, lang, errors) => {
    const w = await world();
    const problem = expectProblem(await create(w.manager.token, body, lang), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  itKeepsTheAuthContract("POST", "/reports", { body: { year: 2024, quarter: 1 } });
});
