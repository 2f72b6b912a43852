type NameParts = {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
};

const clean = (s: string | null | undefined) => (s ?? "").trim().replace(/\s+/g, " ");

/** "Last, First Middle" — the way the product shows a person; parts that are missing are left out. */
export function formatFullName({ firstName, middleName, lastName }: NameParts): string {
  const given = [clean(firstName), clean(middleName)].filter(Boolean).join(" ");
  const last = clean(lastName);
  if (last && given) return `${last}, ${given}`;
  return last || given;
}

/** "First Middle Last": a person named inside a sentence, where the list form's comma would read as a pause. */
export function formatNameInText({ firstName, middleName, lastName }: NameParts): string {
  return [clean(firstName), clean(middleName), clean(lastName)].filter(Boolean).join(" ");
}

// A one-letter word ("z", "i", "w") or "Sp." and the space after it: Polish typography keeps
// them on the next word's line, so "Sp. z o.o." never ends a line on "Sp. z".
const BINDS_NEXT = /(?<=(?:^|\s)(?:\p{L}|[Ss]p\.))[ \t]+(?=\S)/gu;

/** The text with a no-break space after each one-letter word and "Sp.": a company's name as shown in lists and cards. */
export function keepShortWords(text: string): string {
  return text.replace(BINDS_NEXT, "\u00a0");
}

/** Up to two initials (first and last name) for compact avatars. */
export function initials({ firstName, lastName }: NameParts): string {
  return [clean(firstName), clean(lastName)]
    .filter(Boolean)
    .map((s) => s.charAt(0).toLocaleUpperCase())
    .join("");
}

/** The text, cut to `max` characters with an ellipsis when longer (a value quoted in a sentence). */
export function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/** An e-mail address cut where a line may break: before "@" and after each dot. */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?=@)|(?<=\.)/);
}

/** A DOI cut where a line may break: after the slash and after each dot. */
export function doiBreakParts(doi: string): string[] {
  return doi.split(/(?<=[./])/);
}

/** A file's size for people: bytes under 1 kB (never "0 kB"), else kB, else MB. */
export function formatFileSize(bytes: number, locale: string): string {
  const unit = (value: number, name: "byte" | "kilobyte" | "megabyte", digits: number) =>
    // English's short byte is "6 byte"; the long form says "6 bytes" ("6 bajtów").
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: name === "byte" ? "long" : "short", maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return unit(bytes, "byte", 0);
  if (bytes < 1024 * 1024) return unit(bytes / 1024, "kilobyte", bytes < 10 * 1024 ? 1 : 0);
  return unit(bytes / (1024 * 1024), "megabyte", 1);
}
