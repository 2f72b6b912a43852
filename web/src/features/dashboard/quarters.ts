import { reportName } from "@contract/reports";

export type Period = { year: number; quarter: number };

/** The quarter `now` falls in, in UTC as the API counts periods ("a period that has not begun: 400"). */
export const quarterOf = (now: Date): Period => ({ year: now.getUTCFullYear(), quarter: Math.floor(now.getUTCMonth() / 3) + 1 });

export const previousQuarter = ({ year, quarter }: Period): Period => (quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 });

/** "2026 Q4", as reports are named. */
export const periodName = ({ year, quarter }: Period): string => reportName(year, quarter);

export type PeriodReportState = "none" | "unverified" | "verified";

/** A company has at most one report a period; none yet, or whether staff verified it. */
export const periodReportState = (reports: readonly { isVerified: boolean }[]): PeriodReportState =>
  reports.length === 0 ? "none" : reports.every((r) => r.isVerified) ? "verified" : "unverified";
