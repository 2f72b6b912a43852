/**
 * Date-range presets for list filters. Every computation works on calendar fields (year, month,
 * day) and never goes through a timestamp, so a user east or west of UTC always gets the month
 * they see on their own calendar.
 */

export const DATE_RANGE_PRESETS = [
  "currentMonth",
  "lastMonth",
  "currentQuarter",
  "lastQuarter",
  "currentYear",
  "lastYear",
] as const;
export type DateRangePresetName = (typeof DATE_RANGE_PRESETS)[number];
/** "custom" is any pair of dates that no named preset produces. */
export type DateRangePreset = DateRangePresetName | "custom";

/** Inclusive range, both ends `YYYY-MM-DD`. */
export type DateRange = { from: string; to: string };

type Ymd = { y: number; m: number; d: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function format({ y, m, d }: Ymd): string {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Parses `YYYY-MM-DD` into calendar fields; undefined unless it names a real day. */
function parseYmd(s: string): Ymd | undefined {
  const match = ISO_DATE.exec(s);
  if (!match) return undefined;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return { y, m, d };
}

export function isIsoDate(s: string): boolean {
  return parseYmd(s) !== undefined;
}

/** The local calendar day of an instant, as `YYYY-MM-DD` (local, not UTC, on purpose). */
export function toIsoDate(date: Date): string {
  return format({ y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() });
}

function toYmd(today: string | Date): Ymd {
  if (typeof today !== "string") return toYmd(toIsoDate(today));
  const ymd = parseYmd(today);
  if (!ymd) throw new RangeError(`Not a calendar date: ${today}`);
  return ymd;
}

function monthRange(y: number, m: number): DateRange {
  return { from: format({ y, m, d: 1 }), to: format({ y, m, d: daysInMonth(y, m) }) };
}

/** Quarter q (1..4) of year y. */
function quarterRange(y: number, q: number): DateRange {
  const first = (q - 1) * 3 + 1;
  return { from: format({ y, m: first, d: 1 }), to: format({ y, m: first + 2, d: daysInMonth(y, first + 2) }) };
}

function yearRange(y: number): DateRange {
  return { from: format({ y, m: 1, d: 1 }), to: format({ y, m: 12, d: 31 }) };
}

/** The inclusive range a preset stands for on the given day (`YYYY-MM-DD` or a local Date). */
export function presetRange(preset: DateRangePresetName, today: string | Date): DateRange {
  const { y, m } = toYmd(today);
  const q = Math.floor((m - 1) / 3) + 1;
  switch (preset) {
    case "currentMonth":
      return monthRange(y, m);
    case "lastMonth":
      return m === 1 ? monthRange(y - 1, 12) : monthRange(y, m - 1);
    case "currentQuarter":
      return quarterRange(y, q);
    case "lastQuarter":
      return q === 1 ? quarterRange(y - 1, 4) : quarterRange(y, q - 1);
    case "currentYear":
      return yearRange(y);
    case "lastYear":
      return yearRange(y - 1);
  }
}

/**
 * Which preset a from/to pair equals on the given day, or "custom". The first match in
 * DATE_RANGE_PRESETS order wins, which matters only in theory: no two presets share a range.
 */
export function detectPreset(from: string | undefined, to: string | undefined, today: string | Date): DateRangePreset {
  if (!from || !to) return "custom";
  for (const preset of DATE_RANGE_PRESETS) {
    const range = presetRange(preset, today);
    if (range.from === from && range.to === to) return preset;
  }
  return "custom";
}
