import { ReportDto, ReportList } from "@contract/reports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertReport, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";

const list = async (token: string, query = "") => {
  const answer = await call("GET", `/reports?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(ReportList, answer);
};

async function scene() {
  const w = await world();
  const r2023 = await insertReport(w.company.id, { year: 2023, quarter: 4, rows: [{ pagesUsed: 5 }] });
  const r2024 = await insertReport(w.company.id, { year: 2024, quarter: 1, rows: [{ pagesUsed: 2 }, { pagesUsed: 3 }, { pagesUsed: 4 }] });
  const theirs = await insertReport(w.other.id, { year: 2024, quarter: 1, positions: 2 });
  await db.update(schema.reports).set({ createdOn: "2024-04-02T08:00:00.000Z" }).where(eq(schema.reports.id, r2024.reportId));
  await db.update(schema.reports).set({ createdOn: "2024-01-05T08:00:00.000Z" }).where(eq(schema.reports.id, r2023.reportId));
  await db.update(schema.reports).set({ createdOn: "2024-04-03T08:00:00.000Z" }).where(eq(schema.reports.id, theirs.reportId));
  assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: r2023.positionIds } }), 200);
  return { ...w, r2023, r2024, theirs };
}

describe("GET /api/v1/reports", () => {
  it("a company user's list: its company's reports, newest first, as the contract's DTOs", async () => {
    const s = await scene();
    for (const token of [s.worker.token, s.manager.token]) {
      const page = await list(token);
      expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 2, totalPages: 1 });
      expect(page.items.map((r) => r.name)).toEqual(["2024 Q1", "2023 Q4"]);
      expect(page.items[1]).toEqual({
        id: s.r2023.reportId,
        name: "2023 Q4",
        year: 2023,
        quarter: 4,
        companyId: s.company.id,
        companyName: s.company.name,
        positionsAmount: 1,
        pagesTotal: 5,
        createdOn: "2024-01-05T08:00:00.000Z",
        verifiedOn: expect.any(String),
        isVerified: true,
        source: "import",
      });
      expect((await list(token, `companyId=${s.other.id}`)).items).toEqual([]);
    }
  });

  it.each([
    ["year=2024", ["2024 Q1"]],
    ["year=2024&quarter=1", ["2024 Q1"]],
    ["year=2023&quarter=1", []],
    ["isVerified=true", ["2023 Q4"]],
    ["isVerified=false", ["2024 Q1"]],
    ["createdFrom=2024-04-01&createdTo=2024-04-02", ["2024 Q1"]],
    ["createdTo=2024-01-05", ["2023 Q4"]],
    ["sort=name", ["2023 Q4", "2024 Q1"]],
    ["sort=name&order=desc", ["2024 Q1", "2023 Q4"]],
    ["sort=positionsAmount&order=desc", ["2024 Q1", "2023 Q4"]],
    ["sort=pagesTotal", ["2023 Q4", "2024 Q1"]],
    ["sort=verifiedOn&order=desc", ["2023 Q4", "2024 Q1"]],
  ])("staff, within one company: %s", async (query, names) => {
    const s = await scene();
    expect((await list(s.coordinator.token, `companyId=${s.company.id}&${query}`)).items.map((r) => r.name)).toEqual(names);
  });

  it("staff see every company's reports", async () => {
    const s = await scene();
    const ids = (await list(s.superAdmin.token, "year=2024&quarter=1&pageSize=100")).items.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([s.r2024.reportId, s.theirs.reportId]));
  });

  it("q matches the company's name, folded; sort=companyName over every company", async () => {
    const s = await scene();
    const byName = await list(s.admin.token, `q=${encodeURIComponent(s.other.name.toUpperCase())}`);
    expect(byName.items.map((r) => r.id)).toEqual([s.theirs.reportId]);
    const sorted = await list(s.admin.token, "sort=companyName&pageSize=100");
    const names = sorted.items.map((r) => r.companyName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("q also names the period as the report's name does: a year, Q and a quarter, with or without the company", async () => {
    const s = await scene();
    const ids = async (q: string) => (await list(s.admin.token, `q=${encodeURIComponent(q)}&pageSize=100`)).items.map((r) => r.id);
    expect(await ids(`${s.company.name} 2024 Q1`)).toEqual([s.r2024.reportId]);
    expect(await ids(`${s.company.name} 2023`)).toEqual([s.r2023.reportId]);
    expect((await ids(`${s.company.name} q4`)).sort()).toEqual([s.r2023.reportId]);
    expect(await ids(`${s.company.name} 2022`)).toEqual([]);
    expect((await ids("2024 q1")).sort()).toEqual(expect.arrayContaining([s.r2024.reportId, s.theirs.reportId]));
    expect(await ids("2024 q1")).not.toContain(s.r2023.reportId);
  });

  it.each([
    ["quarter=0", "quarter", "Must be at least 1"],
    ["sort=owner", "sort", "Unknown sort field"],
    ["year=20x4", "year", "Must be a number"],
    ["createdFrom=2024-04-02&createdTo=2024-04-01", "createdTo", "The end date must not be before the start date"],
  ])("%s → 400", async (query, field, message) => {
    const w = await world();
    const problem = expectProblem(await call("GET", `/reports?${query}`, { token: w.coordinator.token, lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors?.[field]).toEqual([message]);
  });

  itKeepsTheAuthContract("GET", "/reports");
});

describe("GET /api/v1/reports/{id}", () => {
  it("its own company's report for company users, any for staff; another company's is not found, as a missing one", async () => {
    const s = await scene();
    assertBody(ReportDto, await call("GET", `/reports/${s.r2024.reportId}`, { token: s.worker.token }));
    assertBody(ReportDto, await call("GET", `/reports/${s.theirs.reportId}`, { token: s.coordinator.token }));
    const theirs = expectProblem(await call("GET", `/reports/${s.theirs.reportId}`, { token: s.manager.token, lang: "en" }), 404, "NOT_FOUND");
    const missing = expectProblem(await call("GET", `/reports/missing`, { token: s.manager.token, lang: "en" }), 404, "NOT_FOUND");
    expect(theirs.title).toBe("Report not found.");
    expect({ ...theirs, requestId: "" }).toEqual({ ...missing, requestId: "" });
  });

  itKeepsTheAuthContract("GET", "/reports/some-id");
});
