import { quarterStart } from "@contract/reports";

export type Period = { year: number; quarter: number };

/** The quarter (1–4) a UTC day falls in. */
export const quarterOf = (date: Date): number => Math.floor(date.getUTCMonth() / 3) + 1;

/** The last quarter that has ended by `today`: the usual period to report (Q4 of last year in January). */
export function lastFinishedQuarter(today: Date = new Date()): Period {
  const q = quarterOf(today);
  return q === 1 ? { year: today.getUTCFullYear() - 1, quarter: 4 } : { year: today.getUTCFullYear(), quarter: q - 1 };
}

/** The quarter before a period. */
export const previousQuarter = ({ year, quarter }: Period): Period => (quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: quarter - 1 });

/**
 * Periods a new report's form may open on, most likely first: the last finished quarter, the
 * current one (once the last is reported, the next report is this one's), then the three before
 * the last finished (a late report). The form takes the first the company has no report for.
 */
export function periodCandidates(today: Date = new Date()): Period[] {
  const last = lastFinishedQuarter(today);
  const earlier = [previousQuarter(last)];
  while (earlier.length < 3) earlier.push(previousQuarter(earlier.at(-1)!));
  return [last, { year: today.getUTCFullYear(), quarter: quarterOf(today) }, ...earlier];
}

/** Periods oldest first, for naming them in a sentence (candidates come in the order they are tried). */
export const chronological = (periods: readonly Period[]): Period[] => [...periods].sort((a, b) => a.year - b.year || a.quarter - b.quarter);

/** Whether a period has begun (the server refuses one that has not: 400). */
export function periodBegun({ year, quarter }: Period, today: Date = new Date()): boolean {
  return quarterStart(year, quarter) <= today.toISOString().slice(0, 10);
}

/** Years offered in period pickers: this one and the five before it, newest first. */
export function recentYears(today: Date = new Date(), count = 6): number[] {
  const year = today.getUTCFullYear();
  return Array.from({ length: count }, (_, i) => year - i);
}

export const QUARTERS = [1, 2, 3, 4] as const;
