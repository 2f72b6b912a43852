import { useLingui } from "@lingui/react";

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "2-digit", minute: "2-digit" };

/** Formats an ISO timestamp or `YYYY-MM-DD` date for a locale; "" when missing or unreadable. */
export function formatDateValue(value: string | null | undefined, locale: string, withTime = false): string {
  if (!value) return "";
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return "";
  const options = withTime && !dateOnly ? DATE_TIME : DATE;
  // A bare date is a calendar day, not an instant: never let the time zone move it.
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "pl-PL", dateOnly ? { ...options, timeZone: "UTC" } : options).format(date);
}

/** A <time> element with the value in the user's language; `fallback` when there is none. */
export function DateTime({ value, withTime = false, fallback = "—" }: { value: string | null | undefined; withTime?: boolean; fallback?: string }) {
  const { i18n } = useLingui();
  const text = formatDateValue(value, i18n.locale, withTime);
  if (!text || !value) return <span>{fallback}</span>;
  return <time dateTime={value}>{text}</time>;
}
