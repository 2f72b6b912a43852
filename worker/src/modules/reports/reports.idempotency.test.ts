import { CreateReportInput, ReportDto } from "@contract/reports";
import { and, count, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import { db, insertPosition, positionRow, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";
import { idempotencyFor } from "../../lib/idempotency";
import { createReport } from "./reports.service";

const add = (token: string, body: unknown, key: string) => call("POST", "/reports", { token, body, lang: "en", headers: { "Idempotency-Key": key } });

async function reportsFor(companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.reports).where(and(eq(schema.reports.companyId, companyId), eq(schema.reports.year, 2024)));
  return row?.n ?? 0;
}

describe("POST /api/v1/reports with an Idempotency-Key", () => {
  it("answers a request sent again with the report the first created, instead of 409 for its own period", async () => {
    const w = await world();
    const position = await insertPosition(w.company.id, { pagesUsed: 3 });
    const key = crypto.randomUUID();
    const first = assertBody(ReportDto, await add(w.manager.token, { year: 2024, quarter: 1 }, key));
    const again = await add(w.manager.token, { year: 2024, quarter: 1 }, key);
    assertJson(again, 201);
    expect(assertBody(ReportDto, again)).toEqual(first);
    expect((await positionRow(position.id))?.reportId).toBe(first.id);
    expect((await auditRows(first.id)).map((a) => a.action)).toEqual(["report.create"]);
    // Without the key, the same request is the second report for the period it always was.
    expectProblem(await call("POST", "/reports", { token: w.manager.token, body: { year: 2024, quarter: 1 } }), 409, "CONFLICT");
    expectProblem(await add(w.manager.token, { year: 2024, quarter: 2 }, key), 409, "CONFLICT");
    expect(await reportsFor(w.company.id)).toBe(1);
  });

  it("a refusal records nothing under the key: the same key works once there is something to report", async () => {
    const w = await world();
    const key = crypto.randomUUID();
    expectProblem(await add(w.manager.token, { year: 2024, quarter: 3 }, key), 400, "VALIDATION_FAILED");
    await insertPosition(w.company.id);
    assertJson(await add(w.manager.token, { year: 2024, quarter: 3 }, key), 201);
  });

  it("two requests under one key at once create one report, and the later answers with it", async () => {
    const w = await world();
    await insertPosition(w.company.id);
    const key = crypto.randomUUID();
    let twin = "";
    // The twin lands between this request's reads and its batch.
    const ctx = contextWithColleagueBeforeWrite(w.manager.user, async () => {
      twin = assertBody(ReportDto, await add(w.manager.token, { year: 2024, quarter: 4 }, key)).id;
    }, 2);
    const input = v.parse(CreateReportInput, { year: 2024, quarter: 4 });
    const mine = await createReport({ ctx, input, idempotency: await idempotencyFor(key, { userId: w.manager.user.id }, input) });
    expect(twin).not.toBe("");
    expect(mine.id).toBe(twin);
    expect(await reportsFor(w.company.id)).toBe(1);
  });
});
