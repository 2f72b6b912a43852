import type { ReportListQuery } from "@contract/reports";
import { type SQL, and, asc, count, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { companies, positions, reports } from "../../db/schema";
import { searchTerms } from "../../lib/search";
import { nextDay } from "../../lib/time";
import { flag } from "../positions/positions.queries";
import { isCompanyUser } from "../positions/positions.rules";

export const reportColumns = {
  id: reports.id,
  year: reports.year,
  quarter: reports.quarter,
  companyId: reports.companyId,
  companyName: companies.name,
  positionsAmount: reports.positionsAmount,
  pagesTotal: reports.pagesTotal,
  openPositions: reports.openPositions,
  createdOn: reports.createdOn,
  verifiedOn: reports.verifiedOn,
  isVerified: reports.isVerified,
  source: reports.source,
};

export function selectReports(db: Db) {
  return db.select(reportColumns).from(reports).innerJoin(companies, eq(companies.id, reports.companyId));
}

export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

export function selectReport(db: Db, id: string) {
  return selectReports(db).where(eq(reports.id, id)).limit(1);
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await selectReport(db, id);
  return row;
}

export function selectReportForPeriod(db: Db, companyId: string, year: number, quarter: number) {
  return selectReports(db)
    .where(and(eq(reports.companyId, companyId), eq(reports.year, year), eq(reports.quarter, quarter)))
    .limit(1);
}

/** What POST /reports takes: the company's unreported positions that are not outdated. */
export function toReport(companyId: string): SQL {
  return and(eq(positions.companyId, companyId), sql`${positions.reportId} is null`, flag(positions.isOutdated, false)) as SQL;
}

export function countToReport(db: Db, companyId: string) {
  return db.select({ n: count() }).from(positions).where(toReport(companyId));
}

type Filters = Omit<ReportListQuery, "page" | "pageSize" | "sort" | "order">;

/** A word of `q` that may name the report's period, as its name ("2025 Q3") does: a year, or Q and a quarter. */
function periodMatch(term: string): SQL | undefined {
  if (/^\d{4}$/.test(term)) return eq(reports.year, Number(term));
  const quarter = /^q([1-4])$/.exec(term);
  return quarter ? eq(reports.quarter, Number(quarter[1])) : undefined;
}

/** Reports of the companies whose folded name, tax id or city holds every one of `terms`; companies are few next to reports. */
const ofCompaniesMatching = (terms: readonly string[]): SQL | undefined =>
  terms.length ? sql`${reports.companyId} in (select ${companies.id} from ${companies} where ${and(...terms.map((t) => sql`instr(${companies.searchText}, ${t}) > 0`))})` : undefined;

/**
 * q: every word must occur in the company's name, tax id or city — or, for a year or a quarter
 * ("2025", "q3"), be the report's period ("Kwadrat 2025 Q3").
 */
function searchFilter(q: string | undefined): SQL | undefined {
  const terms = searchTerms(q);
  const periods = terms.flatMap((term) => {
    const period = periodMatch(term);
    return period ? [or(period, ofCompaniesMatching([term]))] : [];
  });
  return and(ofCompaniesMatching(terms.filter((term) => !periodMatch(term))), ...periods);
}

/** Company users see only their company's reports (another companyId gives an empty list, as a missing one does). */
export function reportFilter(actor: Actor, query: Filters): SQL | undefined {
  return and(
    isCompanyUser(actor.role) ? eq(reports.companyId, actor.companyId ?? "") : undefined,
    query.companyId ? eq(reports.companyId, query.companyId) : undefined,
    query.year !== undefined ? eq(reports.year, query.year) : undefined,
    query.quarter !== undefined ? eq(reports.quarter, query.quarter) : undefined,
    query.isVerified !== undefined ? flag(reports.isVerified, query.isVerified) : undefined,
    query.createdFrom ? gte(reports.createdOn, query.createdFrom) : undefined,
    query.createdTo ? lt(reports.createdOn, nextDay(query.createdTo)) : undefined,
    searchFilter(query.q),
  );
}

const SORT_COLUMNS = {
  createdOn: [reports.createdOn],
  name: [reports.year, reports.quarter],
  companyName: [companies.name],
  positionsAmount: [reports.positionsAmount],
  pagesTotal: [reports.pagesTotal],
  verifiedOn: [reports.verifiedOn],
} as const;

/** Without `sort`: newest first. The id breaks ties. */
export function reportOrder(sort: ReportListQuery["sort"], order: ReportListQuery["order"]): SQL[] {
  if (!sort) return [desc(reports.createdOn), desc(reports.id)];
  const by = order === "desc" ? desc : asc;
  return [...SORT_COLUMNS[sort].map((c) => by(c)), by(reports.id)];
}

/**
 * A page of reports. Ordered by company name over every company (`companiesFirst`) it is read from
 * companies first (their name index), then each company's reports, so no sort of all reports is needed.
 */
export function selectReportPage(db: Db, where: SQL | undefined, orderBy: SQL[], window: { offset: number; limit: number }, companiesFirst = false) {
  if (companiesFirst) {
    // CROSS JOIN keeps SQLite's join order as written (companies first); the join's condition is in the WHERE.
    return db
      .select(reportColumns)
      .from(companies)
      .crossJoin(reports)
      .where(and(eq(reports.companyId, companies.id), where))
      .orderBy(...orderBy)
      .limit(window.limit)
      .offset(window.offset);
  }
  return selectReports(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countReports(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(reports).where(where);
}

/** A condition on reports, as a boolean other statements of a batch can test. */
export function reportWhere(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${reports} where ${condition})`;
}
