import { type Paged, paged } from "@contract/common";
import { m } from "@contract/messages";
import type { CreateReportInput, ReportDto, ReportListQuery } from "@contract/reports";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Actor, ServiceContext, Verb } from "../../context";
import { positions, reports } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { createOnce, type Idempotency } from "../../lib/idempotency";
import { newId } from "../../lib/ids";
import { insertSelect } from "../../lib/json-set";
import { pageWindow } from "../../lib/paging";
import { iso } from "../../lib/time";
import { isCompanyUser } from "../positions/positions.rules";
import { actorFor } from "../positions/positions.service";
import {
  countReports,
  countToReport,
  findReport,
  type ReportRow,
  reportFilter,
  reportOrder,
  reportWhere,
  selectReportForPeriod,
  selectReportPage,
  toReport,
} from "./reports.queries";
import { canReadReport, periodBegun, toReportDto } from "./reports.rules";

export async function listReports({ ctx, input }: Verb<ReportListQuery>): Promise<Paged<ReportDto>> {
  const actor = actorFor(ctx, "reports.read");
  const where = reportFilter(actor, input);
  const [rows, [total]] = await ctx.db.batch([
    selectReportPage(ctx.db, where, reportOrder(input.sort, input.order), pageWindow(input), companiesFirst(actor, input)),
    countReports(ctx.db, where),
  ]);
  return paged(rows.map(toReportDto), input.page, input.pageSize, total?.n ?? 0);
}

/** Sorting every company's reports by company name: read companies in name order first. */
const companiesFirst = (actor: Actor, input: ReportListQuery) => input.sort === "companyName" && !isCompanyUser(actor.role) && !input.companyId;

/** The report if the actor may read it; another company's answers 404 exactly like a missing one. */
export async function loadReport(ctx: Pick<ServiceContext, "db">, actor: Actor, id: string): Promise<ReportRow> {
  const row = await findReport(ctx.db, id);
  if (!row || !canReadReport(actor, row)) throw new NotFoundError("Report");
  return row;
}

export async function getReport({ ctx, input }: Verb<{ id: string }>): Promise<ReportDto> {
  const actor = actorFor(ctx, "reports.read");
  return toReportDto(await loadReport(ctx, actor, input.id));
}

const duplicatePeriod = () => new ConflictError(m("reportExists"), { quarter: [m("reportExists")] });
const nothingToReport = () => new ValidationError({ body: [m("nothingToReport")] }, m("nothingToReport"));

/**
 * A Manager's report for its company and a period that has begun: it takes every unreported,
 * not outdated position of the company. The report row (its counters computed by SQLite from
 * exactly the positions it takes), the positions' report_id and the audit row are one batch; the
 * insert is conditional on there being positions and on the period being free (the unique index),
 * so two racing requests cannot both create it and positions added meanwhile are either all in or
 * all out. Positions verified before (kept from a deleted report) count as done.
 */
export async function createReport({ ctx, input, idempotency }: Verb<CreateReportInput> & { idempotency?: Idempotency | null }): Promise<ReportDto> {
  const actor = actorFor(ctx, "reports.create");
  const companyId = input.companyId ?? actor.companyId;
  if (!companyId || companyId !== actor.companyId) throw new NotFoundError("Company");
  if (!periodBegun(input.year, input.quarter, ctx.now)) throw new ValidationError({ quarter: [m("periodNotStarted")] });
  const id = newId(ctx.now.getTime());
  const write = (record: KeyRecording) => writeReport(ctx, { id, companyId, year: input.year, quarter: input.quarter, createdBy: actor.userId }, record);
  return createOnce(ctx, idempotency, id, write, (made) => getReport({ ctx, input: { id: made } }));
}

type KeyRecording = (condition?: SQL) => BatchItem<"sqlite">[];
type NewReport = { id: string; companyId: string; year: number; quarter: number; createdBy: string };

/** The report's batch (see createReport), refused when the period is taken or nothing is left to report. */
async function writeReport(ctx: ServiceContext, report: NewReport, record: KeyRecording): Promise<void> {
  const { id, companyId, year, quarter } = report;
  const [[existing], [pending]] = await ctx.db.batch([selectReportForPeriod(ctx.db, companyId, year, quarter), countToReport(ctx.db, companyId)]);
  if (existing) throw duplicatePeriod();
  if (!pending?.n) throw nothingToReport();

  const at = iso(ctx.now);
  const created = reportWhere(eq(reports.id, id));
  const [inserted] = await runBatch(ctx.db, [
    insertSelect(
      ctx.db,
      reports,
      {
        id,
        companyId,
        year,
        quarter,
        positionsAmount: sql`t.n`,
        pagesTotal: sql`t.pages`,
        openPositions: sql`t.open_n`,
        isVerified: sql`t.open_n = 0`,
        verifiedOn: sql`case when t.open_n = 0 then ${at} else null end`,
        source: "manual",
        createdOn: at,
        createdBy: report.createdBy,
      },
      sql`(select count(*) as n, coalesce(sum(${positions.pagesUsed}), 0) as pages, coalesce(sum(${positions.isVerified} = 0), 0) as open_n
        from ${positions} where ${toReport(companyId)}) t
        where t.n > 0`,
    ).onConflictDoNothing(),
    ctx.db
      .update(positions)
      .set({ reportId: id, updatedOn: at })
      .where(and(toReport(companyId), created)),
    auditRowWhen(ctx, { action: "report.create", entity: "report", entityId: id, after: { companyId, year, quarter, source: "manual" } }, created),
    // Last, and only with the report: a twin request whose report took the period leaves this one nothing.
    ...record(created),
  ]);
  if (changes(inserted) === 0) {
    const [[again]] = await ctx.db.batch([selectReportForPeriod(ctx.db, companyId, year, quarter)]);
    throw again ? duplicatePeriod() : nothingToReport();
  }
}

/**
 * SuperAdmin and Admin delete any unverified report, a Manager its company's; a verified one: 409.
 * Its positions become unreported (report_id null) in the same batch, keeping their state, and go
 * back to the company's list; every statement is conditioned on the report still being unverified.
 */
export async function deleteReport({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const actor = actorFor(ctx, "reports.delete");
  const row = await loadReport(ctx, actor, input.id);
  if (row.isVerified) throw new ConflictError(m("reportVerified"));
  const guard = and(eq(reports.id, row.id), eq(reports.isVerified, false)) as SQL;
  const deletable = reportWhere(guard);
  const results = await runBatch(ctx.db, [
    auditRowWhen(ctx, { action: "report.delete", entity: "report", entityId: row.id, before: toReportDto(row) }, deletable),
    ctx.db
      .update(positions)
      .set({ reportId: null, updatedOn: iso(ctx.now) })
      .where(and(eq(positions.reportId, row.id), deletable)),
    ctx.db.delete(reports).where(guard),
  ]);
  if (changes(results.at(-1)) !== 0) return;
  const now = await findReport(ctx.db, row.id);
  if (!now) throw new NotFoundError("Report");
  throw new ConflictError(m("reportVerified"));
}
