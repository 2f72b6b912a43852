/** Timestamps are stored as ISO 8601 UTC text: they sort and compare correctly as strings. */
export function iso(date: Date): string {
  return date.toISOString();
}

/**
 * The updated_on of a changed record: newer than `previous` even within the same millisecond, so
 * an If-Match or a write guard on the old stamp can never match the new one.
 */
export function nextStamp(now: Date, previous: string): string {
  const stamp = now.toISOString();
  return stamp > previous ? stamp : new Date(Date.parse(previous) + 1).toISOString();
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

export function secondsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 1000;
}

export const MINUTE = 60;
export const DAY = 24 * 60 * MINUTE;

/** The day after a `YYYY-MM-DD` date, for inclusive date ranges over ISO timestamps (`< nextDay(to)`). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  // After 9999-12-31 the ISO form is "+010000-01-01", which sorts before every stored timestamp and
  // emptied a list filtered "to 31.12.9999"; "9999-12-32" sorts after all of that last day.
  if (d.getUTCFullYear() > 9999) return `${date.slice(0, 8)}32`;
  return d.toISOString().slice(0, 10);
}
