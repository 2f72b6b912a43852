import { POSITION_SORTS, type PositionListQuery } from "@contract/positions";
import { REPORT_SORTS, type ReportListQuery } from "@contract/reports";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../../test/factories";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { countReports, reportFilter, reportOrder, selectReportPage } from "../reports/reports.queries";
import {
  countGroups,
  countQueueGroups,
  selectGroupIds,
  selectGroupPage,
  selectQueueGroupPage,
  selectQueueGroupSamples,
} from "./positions.groups.queries";
import { selectTitleCandidates, titledSince } from "./positions.title-ranges";
import { selectOldestAuthors } from "./positions.verify";
import { countListed, countPositions, positionFilter, positionOrder, selectPositionPage, selectPositionsByIds } from "./positions.queries";

/**
 * Every list query of positions and reports — each filter, alone and as the SPA combines them,
 * for staff and for company users — must reach the big tables through an index: a plan line
 * "SCAN positions" or "SCAN reports" without "USING (COVERING) INDEX" is a full table scan and
 * fails. The default order (newest first) must come from the index too: no temporary B-tree for
 * it, so a page is read in order and the walk stops at the page. The SQL is the services' own.
 */
const LARGE = ["positions", "reports"];

type Query = { toSQL(): { sql: string; params: unknown[] } };

async function plan(query: Query): Promise<string[]> {
  const { sql: text, params } = query.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params.map((p) => (typeof p === "boolean" ? Number(p) : p)))
    .all<{ detail: string }>();
  return rows.results.map((r) => r.detail);
}

function problems(lines: string[], options: { ordered: boolean }): string[] {
  const bad = lines.filter((line) => {
    const scan = /^SCAN (\w+)/.exec(line);
    if (scan && LARGE.includes(scan[1]!) && !/USING (COVERING )?INDEX/.test(line)) return true;
    return options.ordered && /USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(line);
  });
  return bad.map((line) => `${line}    [plan: ${lines.join(" | ")}]`);
}

const d = db as unknown as Db;
const ID = "01900000-0000-7000-8000-000000000000";
const window = { offset: 0, limit: 25 };
const staff: Actor = { userId: ID, role: "Coordinator", companyId: null, sessionId: ID, isPasswordResetRequired: false };
const worker: Actor = { userId: ID, role: "Worker", companyId: ID, sessionId: ID, isPasswordResetRequired: false };

type Filters = Omit<PositionListQuery, "page" | "pageSize" | "sort" | "order">;

/** The plan of a staff list's count, one line. */
const countPlan = async (filters: Filters) => (await plan(countListed(d, staff, filters, positionFilter(staff, filters)))).join(" | ");

const staffFilters: [string, Filters][] = [
  ["no filter", {}],
  ["the staff queue (isVerified=false&isReported=true)", { isVerified: false, isReported: true }],
  ["the queue without outdated", { isVerified: false, isReported: true, isOutdated: false }],
  ["the queue of one company", { isVerified: false, isReported: true, companyId: ID }],
  ["the queue, one type", { isVerified: false, isReported: true, type: "k" }],
  ["the queue, created range", { isVerified: false, isReported: true, createdFrom: "2024-01-01", createdTo: "2024-03-31" }],
  ["isVerified=true", { isVerified: true }],
  ["isVerified=false", { isVerified: false }],
  ["isReported=true", { isReported: true }],
  ["isReported=false", { isReported: false }],
  ["isOutdated=true", { isOutdated: true }],
  ["companyId", { companyId: ID }],
  ["companyId, unreported", { companyId: ID, isReported: false }],
  ["reportId", { reportId: ID }],
  ["reportId, not verified", { reportId: ID, isVerified: false }],
  ["the queue of one report (as the report's link opens it)", { isVerified: false, isReported: true, isOutdated: false, reportId: ID }],
  ["type", { type: "c" }],
  ["createdFrom/createdTo", { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
  ["q (full text)", { q: "pan tadeusz" }],
  ["q (full text, a short word narrows)", { q: "pan ta" }],
  ["q (ISBN in another spelling)", { q: "83-01-00000-7" }],
  ["q in the queue", { isVerified: false, isReported: true, q: "kowalski" }],
];

const companyFilters: [string, Filters][] = [
  ["the company list (isReported=false)", { isReported: false }],
  ["no filter (forced to unreported)", {}],
  ["one of its reports", { reportId: ID }],
  ["type", { type: "l" }],
  ["createdFrom/createdTo", { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
  ["q", { q: "mickiewicz" }],
];

/** Filters whose rows SQLite reaches by a full-text match or a short-word scan within another index: ordered by a sort of the matches. */
const sortsMatches = (f: Filters) => f.q !== undefined;

describe("query plans: positions", () => {
  it.each(staffFilters)("staff list, %s: an index, in order, and an indexed count", async (_, filters) => {
    const where = positionFilter(staff, filters);
    const page = await plan(selectPositionPage(d, where, positionOrder(undefined, "asc"), window));
    expect(problems(page, { ordered: !sortsMatches(filters) })).toEqual([]);
    expect(problems(await plan(countPositions(d, where)), { ordered: false })).toEqual([]);
  });

  it("a search's count within the queue is driven by the queue's full-text matches, not by a walk of the whole queue", async () => {
    // The queue alone: its full-text table is the count.
    const queue = await countPlan({ isVerified: false, isReported: true, q: "kowalski" });
    expect(queue).toContain("SCAN queue_search VIRTUAL TABLE");
    expect(queue).not.toContain("positions");
    // The open queue (as the SPA asks): each match looked up among the outdated ones, in their own small index.
    const open = await countPlan({ isVerified: false, isReported: true, isOutdated: false, q: "kowalski" });
    expect(open).toContain("SEARCH positions USING COVERING INDEX positions_queue_outdated_idx");
    // Another filter besides: each match of the queue looked up by its search id.
    const typed = await countPlan({ isVerified: false, isReported: true, type: "k", q: "kowalski" });
    expect(typed).toContain("queue_search");
    expect(typed).toContain("SEARCH positions USING INDEX positions_search_id_idx (search_id=?)");
    expect(typed).not.toContain("positions_reported_is_verified");
  });

  it("a search's count within one company keeps to the company's index", async () => {
    for (const [actor, filters] of [
      [worker, { q: "kowalski" }],
      [staff, { companyId: ID, q: "kowalski" }],
    ] as [Actor, Filters][]) {
      const lines = await plan(countListed(d, actor, filters, positionFilter(actor, filters)));
      expect(lines.join(" | ")).toMatch(/positions USING (COVERING )?INDEX positions_company_id_/);
    }
  });

  it("the totals of the lists without search, type or dates are read from position_counts", async () => {
    for (const [actor, filters] of [
      [staff, { isVerified: false, isReported: true }],
      [staff, {}],
      [staff, { companyId: ID, isReported: false }],
      [worker, {}],
    ] as [Actor, Filters][]) {
      const lines = await plan(countListed(d, actor, filters, positionFilter(actor, filters)));
      expect(lines.join(" | ")).toMatch(/^(SEARCH|SCAN) position_counts/);
    }
  });

  it.each(companyFilters)("company user's list, %s: an index, in order, and an indexed count", async (_, filters) => {
    const where = positionFilter(worker, filters);
    const page = await plan(selectPositionPage(d, where, positionOrder(undefined, "asc"), window));
    expect(problems(page, { ordered: !sortsMatches(filters) })).toEqual([]);
    expect(problems(await plan(countPositions(d, where)), { ordered: false })).toEqual([]);
  });

  // The sorts users click in the queue (newest, title, pages used) are read in order from the
  // queue's indexes: a sort of the whole queue's rows was 1.8 s a page at 1,000,000 positions.
  const queueOrdered = new Set(["createdOn", "title", "pagesUsed"]);
  it.each(POSITION_SORTS)("sort=%s over the queue reads the table through an index", async (sort) => {
    const where = positionFilter(staff, { isVerified: false, isReported: true });
    expect(problems(await plan(selectPositionPage(d, where, positionOrder(sort, "desc"), window)), { ordered: queueOrdered.has(sort) })).toEqual([]);
  });

  it.each(staffFilters)("sort=companyName, %s: companies first, then each one's positions through an index", async (_, filters) => {
    const where = positionFilter(staff, filters);
    const lines = await plan(selectPositionPage(d, where, positionOrder("companyName", "asc"), window, true));
    expect(problems(lines, { ordered: false })).toEqual([]);
    // One company (companyId) is found by its id; otherwise companies are walked by name.
    expect(lines[0]).toMatch(/^(SCAN companies USING INDEX companies_name_idx|SEARCH companies USING INDEX sqlite_autoindex_companies_1 \(id=\?\))$/);
  });

  it.each(staffFilters)("groups, %s: grouped through an index", async (_, filters) => {
    const where = positionFilter(staff, filters);
    expect(problems(await plan(selectGroupPage(d, where, window)), { ordered: false })).toEqual([]);
    expect(problems(await plan(countGroups(d, where)), { ordered: false })).toEqual([]);
    expect(problems(await plan(selectGroupIds(d, where, ["isbn:9788301000004"], 1000)), { ordered: false })).toEqual([]);
  });

  it("a filtered queue's groups never read the table (covering index)", async () => {
    const lines = await plan(selectGroupPage(d, positionFilter(staff, { isVerified: false, isReported: true, isOutdated: true }), window));
    expect(lines.join(" | ")).toContain("USING COVERING INDEX positions_queue_group_key_pages_used_idx");
  });

  it.each(["all", "open"] as const)("the unfiltered queue's groups (%s): a walk of position_groups' order index, each group's sample and ids from its range of a queue index", async (queue) => {
    const deepWindow = { offset: 5000, limit: 25 };
    const order = `position_groups USING COVERING INDEX position_groups_${queue === "open" ? "open_order_idx (n_open>?)" : "order_idx"}`;
    const page = await plan(selectQueueGroupPage(d, queue, deepWindow, 1000));
    expect(page[0]).toBe(`${queue === "open" ? "SEARCH" : "SCAN"} ${order}`);
    expect(page).toContain("SEARCH q USING COVERING INDEX positions_queue_group_key_id_idx (group_key=?)");
    expect(page).toContain("SEARCH q USING COVERING INDEX positions_queue_group_key_created_on_idx (group_key=?)");
    expect(problems(page, { ordered: true })).toEqual([]);
    const samples = await plan(selectQueueGroupSamples(d, queue, deepWindow));
    expect(samples[0]).toBe("SEARCH positions USING INDEX sqlite_autoindex_positions_1 (id=?)");
    expect(samples.join(" | ")).toContain(order);
    expect(samples).toContain("SEARCH q USING COVERING INDEX positions_queue_group_key_id_idx (group_key=?)");
    expect(problems(samples, { ordered: true })).toEqual([]);
    expect(await plan(countQueueGroups(d, queue))).toEqual(["SCAN position_group_totals"]);
  });

  it("the default list is read from the filter's index", async () => {
    const queue = await plan(selectPositionPage(d, positionFilter(staff, { isVerified: false, isReported: true }), positionOrder(undefined, "asc"), window));
    expect(queue.join(" | ")).toContain("positions_reported_is_verified_created_on_idx");
    const own = await plan(selectPositionPage(d, positionFilter(worker, {}), positionOrder(undefined, "asc"), window));
    expect(own.join(" | ")).toContain("positions_company_id_report_id_created_on_idx");
  });

  it("bulk reads by id probe the primary key", async () => {
    const lines = await plan(selectPositionsByIds(d, [ID, ID]));
    expect(problems(lines, { ordered: false })).toEqual([]);
  });
});

type ReportFilters = Omit<ReportListQuery, "page" | "pageSize" | "sort" | "order">;

const reportFilters: [string, ReportFilters][] = [
  ["no filter", {}],
  ["companyId", { companyId: ID }],
  ["year", { year: 2024 }],
  ["year and quarter", { year: 2024, quarter: 2 }],
  ["isVerified", { isVerified: false }],
  ["createdFrom/createdTo", { createdFrom: "2024-01-01", createdTo: "2024-12-31" }],
  ["q (company name)", { q: "firma" }],
];

describe("query plans: reports", () => {
  it.each(reportFilters)("staff list, %s: an index and an indexed count", async (_, filters) => {
    const where = reportFilter(staff, filters);
    expect(problems(await plan(selectReportPage(d, where, reportOrder(undefined, "asc"), window)), { ordered: false })).toEqual([]);
    expect(problems(await plan(countReports(d, where)), { ordered: false })).toEqual([]);
  });

  it.each(reportFilters)("company user's list, %s: an index and an indexed count", async (_, filters) => {
    const where = reportFilter(worker, filters);
    expect(problems(await plan(selectReportPage(d, where, reportOrder(undefined, "asc"), window)), { ordered: false })).toEqual([]);
    expect(problems(await plan(countReports(d, where)), { ordered: false })).toEqual([]);
  });

  it.each(REPORT_SORTS)("sort=%s reads reports through an index", async (sort) => {
    expect(problems(await plan(selectReportPage(d, reportFilter(staff, {}), reportOrder(sort, "asc"), window, sort === "companyName")), { ordered: false })).toEqual([]);
  });

  it("the default list (newest first) is read in order from created_on", async () => {
    const lines = await plan(selectReportPage(d, reportFilter(staff, {}), reportOrder(undefined, "asc"), window));
    expect(problems(lines, { ordered: true })).toEqual([]);
  });
});

describe("verification's author read", () => {
  it("takes the oldest author of each name with one seek on (name_folded, created_on, id), no sort", async () => {
    const authorsPlan = (await plan(selectOldestAuthors(d, JSON.stringify(["kowalski jan", "nowak anna"])))).join(" | ");
    expect(authorsPlan).toContain("authors_name_folded_created_on_idx");
    expect(authorsPlan).not.toContain("TEMP B-TREE");
    expect(authorsPlan).not.toMatch(/(^| \| )SCAN (authors|o)\b(?![^|]*INDEX)/);
  });
});

describe("verification's title candidates", () => {
  it("are read from the code-less title index alone: a range of it, no table row until the chosen ones", async () => {
    const titlePlan = (await plan(selectTitleCandidates(d, JSON.stringify([["pan tadeusz", "pan tadeusz\uffff", "*pan*tadeusz*", "k"]])))).join(" | ");
    expect(titlePlan).toContain("SEARCH p USING COVERING INDEX publications_codeless_title_idx (title_folded>? AND title_folded<?)");
    expect(titlePlan).not.toMatch(/SCAN (p|publications)\b(?![^|]*INDEX)/);
  });
});

describe("verification's guard on new code-less titles", () => {
  it("reads only the rows added since the read (a rowid range), not the ranges' title-alikes", async () => {
    const count = titledSince(JSON.stringify([["pan tadeusz", "pan tadeusz\uffff", "*pan*tadeusz*", "k"]]), 1000);
    const guardPlan = (await plan(d.select({ n: count }).from(sql`(select 1)`))).join(" | ");
    expect(guardPlan).toContain("SEARCH p USING INTEGER PRIMARY KEY (rowid>?)");
    expect(guardPlan).not.toMatch(/SCAN (p|publications)\b/);
  });
});
