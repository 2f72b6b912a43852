import { Id } from "@contract/common";
import { CreateReportInput, ReportDto, ReportList, ReportListQuery } from "@contract/reports";
import { Hono } from "hono";
import * as v from "valibot";
import { type AppEnv, serviceContext } from "../../context";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_NOTE, idempotencyFor } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { createReport, deleteReport, getReport, listReports } from "./reports.service";

export const reportsRoutes = new Hono<AppEnv>();
reportsRoutes.use(session({ checkInFirstBatch: getOf("/reports") }));

const ReportIdParam = v.object({ id: Id });

const TENANCY =
  "Staff read every report; a Manager or Worker only its own company's — another company's report answers 404 exactly " +
  "like a missing one.";

describeRoute({
  method: "get",
  path: "/reports",
  tag: "reports",
  summary: "List reports",
  description:
    `${TENANCY} Filters: companyId, year, quarter, isVerified, createdFrom/createdTo (creation day, UTC, inclusive); ` +
    "`q` matches every word against the company's name (and tax ID, city), folded; a year (\"2025\") or a quarter (\"Q3\") " +
    "also matches the report's period, as its name says it. Counters (positionsAmount, " +
    "pagesTotal) are kept on the report as its positions change, never aggregated here. Default order: newest first; " +
    "`sort=name` orders by year, then quarter. A report's positions: GET /positions?reportId=.",
  auth: "bearer",
  query: ReportListQuery,
  response: { status: 200, description: "A page of reports", schema: named("ReportList", ReportList) },
  problems: ["FORBIDDEN"],
});
reportsRoutes.get("/", validate("query", ReportListQuery), async (c) => {
  return c.json(await listReports({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/reports/{id}",
  tag: "reports",
  summary: "One report",
  description: TENANCY,
  auth: "bearer",
  params: ReportIdParam,
  response: { status: 200, description: "The report", schema: named("ReportDto", ReportDto) },
  problems: ["NOT_FOUND"],
});
reportsRoutes.get("/:id", validate("param", ReportIdParam), async (c) => {
  return c.json(await getReport({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/reports",
  tag: "reports",
  summary: "Create a report from the unreported positions",
  description:
    "Managers only (matrix: reports C — staff add reports by importing an .xlsx; 403 here), for their own company " +
    "(`companyId` may be omitted; another company's: 404). Takes every unreported, not outdated position of the company, " +
    "atomically. A period whose first day (UTC) has not come: 400 on `quarter`. A second report for the same company " +
    "and period: 409. No position to report: 400. The report is created verified when every position it takes was " +
    "verified already (positions of a deleted report keep their state)." +
    IDEMPOTENCY_NOTE,
  auth: "bearer",
  body: named("CreateReportInput", CreateReportInput),
  response: { status: 201, description: "The report", schema: named("ReportDto", ReportDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
reportsRoutes.post("/", validate("json", CreateReportInput), async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("json");
  const idempotency = await idempotencyFor(c.req.header(IDEMPOTENCY_HEADER), ctx.actor, input);
  return c.json(await createReport({ ctx, input, idempotency }), 201);
});

describeRoute({
  method: "delete",
  path: "/reports/{id}",
  tag: "reports",
  summary: "Delete an unverified report",
  description:
    `${TENANCY} SuperAdmin and Admin delete any unverified report, a Manager its own company's; Coordinator and Worker: ` +
    "403. A verified report: 409. Its positions become unreported in the same transaction (keeping their verified or " +
    "outdated state) and are back in the company's list.",
  auth: "bearer",
  params: ReportIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
reportsRoutes.delete("/:id", validate("param", ReportIdParam), async (c) => {
  await deleteReport({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});
