/** Timestamps are stored as ISO 8601 UTC text: they sort and compare correctly as strings. */
export function iso(date: Date): string {
  return date.toISOString();
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

export function secondsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 1000;
}

export const MINUTE = 60;
export const DAY = 24 * 60 * MINUTE;
