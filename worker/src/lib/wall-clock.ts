/**
 * Spreadsheet cells hold a date and time without a zone, and the panel's users read times as
 * Polish clocks show them. An instant stored in UTC therefore goes into a cell as Warsaw's wall
 * clock: a Date whose UTC fields hold the local time (exceljs writes a Date's UTC value).
 */
const ZONE = "Europe/Warsaw";
const HOUR = 3_600_000;
const format = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

// Zone offsets change only on whole UTC hours, so one lookup serves an hour; an export of 100,000
// positions formats a few thousand hours, not 200,000 instants.
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const p = Object.fromEntries(format.formatToParts(new Date(hour * HOUR)).map((part) => [part.type, Number(part.value)]));
  const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * HOUR;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/** The instant as Warsaw's wall clock (see above); null stays null. */
export function warsawWallClock(isoInstant: string | null): Date | null {
  if (!isoInstant) return null;
  const ms = Date.parse(isoInstant);
  return new Date(ms + offsetAt(ms));
}
