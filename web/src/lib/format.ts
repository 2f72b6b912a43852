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
