import { COUNTRY_CODES } from "@contract/countries";

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** "Polska" / "Poland" for "PL"; the code itself when the runtime cannot name it. */
export function countryName(code: string, locale: string): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: "region" }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  try {
    return displayNames.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Country choices sorted by name in the user's language, Poland first (most companies are Polish). */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(locale);
  const rest = COUNTRY_CODES.filter((c) => c !== "PL")
    .map((c) => ({ value: c, label: countryName(c, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: "PL", label: countryName("PL", locale) }, ...rest];
}
