import { BulkResult, PositionDto, PositionGroupList, PositionList } from "@contract/positions";
import { ReportDto } from "@contract/reports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call } from "../../../test/http";
import { db, positionBody, positionRows, reportRow, world } from "../../../test/report-factories";

describe("the whole cycle: positions → report → review → revert", () => {
  it("a worker adds 3 positions, the manager reports them, a coordinator groups, verifies 2 and marks 1 outdated, then reverts one", async () => {
    const w = await world();
    const isbn = "9788301000004";
    const bodies = [
      positionBody({ isbn, title: "Pan Tadeusz", pagesUsed: 5, authors: [{ firstName: "Adam", lastName: "Mickiewicz", type: "A" }] }),
      positionBody({ isbn, title: "Pan Tadeusz.", pagesUsed: 7, authors: [{ firstName: "Adam", lastName: "Mickiewicz", type: "A" }] }),
      positionBody({ title: "Lalka", pagesUsed: 11 }),
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      const answer = await call("POST", "/positions", { token: w.worker.token, body });
      assertJson(answer, 201);
      ids.push(assertBody(PositionDto, answer).id);
    }

    const created = await call("POST", "/reports", { token: w.manager.token, body: { year: 2024, quarter: 1 } });
    assertJson(created, 201);
    const report = assertBody(ReportDto, created);
    expect(report).toMatchObject({ name: "2024 Q1", positionsAmount: 3, pagesTotal: 23, isVerified: false, verifiedOn: null, source: "manual" });

    const groups = await call("GET", `/positions/groups?reportId=${report.id}`, { token: w.coordinator.token });
    assertJson(groups, 200);
    const page = assertBody(PositionGroupList, groups);
    expect(page.items.map((g) => [g.key, g.count, g.pagesTotal])).toEqual([
      [`isbn:${isbn}`, 2, 12],
      ["title:k:lalka", 1, 11],
    ]);

    const verified = await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: page.items[0]!.positionIds } });
    assertJson(verified, 200);
    expect(assertBody(BulkResult, verified)).toEqual({ updated: 2, reportIds: [report.id] });
    expect((await reportRow(report.id))).toMatchObject({ openPositions: 1, isVerified: false });

    const outdated = await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: page.items[1]!.positionIds } });
    assertJson(outdated, 200);
    const afterReview = await call("GET", `/reports/${report.id}`, { token: w.manager.token });
    assertJson(afterReview, 200);
    expect(assertBody(ReportDto, afterReview)).toMatchObject({ isVerified: true, verifiedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await reportRow(report.id)).toMatchObject({ openPositions: 0 });

    const rows = await positionRows(ids);
    const linked = rows.filter((r) => r.isVerified);
    expect(linked).toHaveLength(2);
    expect(new Set(linked.map((r) => r.publicationId)).size).toBe(1);
    const [publication] = await db.select().from(schema.publications).where(eq(schema.publications.id, linked[0]!.publicationId!));
    expect(publication).toMatchObject({ isbn, title: "Pan Tadeusz", isVerified: true });

    const reverted = await call("POST", "/positions/revert", { token: w.coordinator.token, body: { ids: [linked[0]!.id] } });
    assertJson(reverted, 200);
    expect(assertBody(ReportDto, await call("GET", `/reports/${report.id}`, { token: w.worker.token }))).toMatchObject({ isVerified: false, verifiedOn: null });
    expect(await reportRow(report.id)).toMatchObject({ openPositions: 1 });
    expect((await auditRows(report.id)).map((r) => r.action).sort()).toEqual(["report.create", "report.unverify", "report.verify"]);

    const list = await call("GET", `/positions?reportId=${report.id}`, { token: w.manager.token });
    assertJson(list, 200);
    expect(assertBody(PositionList, list).totalCount).toBe(3);
  });
});
