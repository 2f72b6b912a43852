import { quarterStart, type ReportDto, reportName } from "@contract/reports";
import type { Actor } from "../../context";
import { isCompanyUser } from "../positions/positions.rules";

/** A period may be reported from its first day (UTC) on: "a period that has not begun: 400". */
export function periodBegun(year: number, quarter: number, now: Date): boolean {
  return quarterStart(year, quarter) <= now.toISOString().slice(0, 10);
}

/** Staff read every report; company users their own company's (another company's is "not found"). */
export function canReadReport(actor: Actor, report: { companyId: string }): boolean {
  return !isCompanyUser(actor.role) || report.companyId === actor.companyId;
}

export type ReportRowLike = Omit<ReportDto, "name"> & { openPositions: number };

export function toReportDto(row: ReportRowLike): ReportDto {
  return {
    id: row.id,
    name: reportName(row.year, row.quarter),
    year: row.year,
    quarter: row.quarter,
    companyId: row.companyId,
    companyName: row.companyName,
    positionsAmount: row.positionsAmount,
    pagesTotal: row.pagesTotal,
    createdOn: row.createdOn,
    verifiedOn: row.verifiedOn,
    isVerified: row.isVerified,
    source: row.source,
  };
}
