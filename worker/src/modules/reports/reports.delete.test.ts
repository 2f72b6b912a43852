import { PositionList } from "@contract/positions";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { insertReport, positionRows, reportRow, world } from "../../../test/report-factories";

const remove = (id: string, token: string, lang = "en") => call("DELETE", `/reports/${id}`, { token, lang });

describe("DELETE /api/v1/reports/{id}", () => {
  it("a Manager deletes its company's unverified report: 204; its positions are unreported again, keeping their state", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 3 });
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: [positionIds[0]] } }), 200);
    const answer = await remove(reportId, w.manager.token);
    expect(answer.status).toBe(204);
    expect(await reportRow(reportId)).toBeUndefined();
    const rows = await positionRows(positionIds);
    expect(rows.every((r) => r.reportId === null)).toBe(true);
    expect(rows.filter((r) => r.isVerified).map((r) => r.id)).toEqual([positionIds[0]]);
    expect((await auditRows(reportId)).map((a) => a.action).sort()).toEqual(["report.create", "report.delete"]);
    const back = assertBody(PositionList, await call("GET", "/positions", { token: w.worker.token }));
    expect(back.items.map((p) => p.id).sort()).toEqual([...positionIds].sort());
  });

  it.each(["SuperAdmin", "Admin"] as const)("a %s deletes any company's unverified report", async (role) => {
    const w = await world();
    const { reportId } = await insertReport(w.other.id, { positions: 1 });
    expect((await remove(reportId, (role === "Admin" ? w.admin : w.superAdmin).token)).status).toBe(204);
  });

  it("a verified report: 409, it stays", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 1 });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: positionIds } }), 200);
    const problem = expectProblem(await remove(reportId, w.admin.token), 409, "CONFLICT");
    expect(problem.detail).toBe("A verified report cannot be deleted");
    expect(await reportRow(reportId)).toBeDefined();
  });

  it("a Manager may not delete another company's report: 404, as a missing one", async () => {
    const w = await world();
    const { reportId } = await insertReport(w.other.id, { positions: 1 });
    expectProblem(await remove(reportId, w.manager.token), 404, "NOT_FOUND");
    expect(await reportRow(reportId)).toBeDefined();
  });

  it.each(["Coordinator", "Worker"] as const)("a %s may not delete reports: 403", async (role) => {
    const w = await world();
    const { reportId } = await insertReport(w.company.id, { positions: 1 });
    expectProblem(await remove(reportId, (role === "Worker" ? w.worker : w.coordinator).token), 403, "FORBIDDEN");
    expect(await reportRow(reportId)).toBeDefined();
  });

  itKeepsTheAuthContract("DELETE", "/reports/some-id");
});
