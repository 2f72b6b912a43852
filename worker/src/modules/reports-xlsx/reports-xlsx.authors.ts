import { m } from "@contract/messages";
import { AUTHOR_TYPES, type AuthorType } from "@contract/publications";

/**
 * The authors cell of the import template (and of the export's positions sheet):
 *
 *   Kowalski Jan Maria (A); Nowak Anna (T); van der Berg, Piet (R)
 *
 * - authors are separated by ";" (blank entries, e.g. after a trailing ";", are skipped);
 * - each author is `Last First [Middle] [(TYPE)]`: exactly two or three words;
 * - a last name of several words takes a comma after it: `van der Berg, Piet [Middle…] [(TYPE)]`
 *   — the first word after the comma is the first name, any further words the middle name;
 * - TYPE is one of A T O R P I (author, translator, foreign, editor, authoring, other), any case,
 *   in parentheses at the end; without it the author is A.
 *
 * Anything else is an error for the whole cell naming the author's position in it. Lengths and
 * the limit of 50 authors are left to CreatePositionInput, like in the form.
 */
export type CellAuthor = { lastName: string; firstName: string; middleName: string | null; type: AuthorType };

export type AuthorsResult = { ok: true; authors: CellAuthor[] } | { ok: false; error: string };

const TYPE_SUFFIX = /\(\s*([^()]*?)\s*\)$/;

export function parseAuthorsCell(cell: string): AuthorsResult {
  const entries = cell
    .replace(/[\s\u00a0]+/g, " ")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
  const authors: CellAuthor[] = [];
  for (const [i, entry] of entries.entries()) {
    const position = i + 1;
    let rest = entry;
    let type: AuthorType = "A";
    const suffix = TYPE_SUFFIX.exec(rest);
    if (suffix) {
      const code = (suffix[1] ?? "").toUpperCase();
      if (!(AUTHOR_TYPES as readonly string[]).includes(code)) return { ok: false, error: m("authorType", position, suffix[1] ?? "") };
      type = code as AuthorType;
      rest = rest.slice(0, suffix.index).trim();
    }
    if (/[()]/.test(rest)) return { ok: false, error: m("authorsFormat", position) };
    const parsed = rest.includes(",") ? withComma(rest) : withoutComma(rest);
    if (!parsed) return { ok: false, error: m("authorsFormat", position) };
    authors.push({ ...parsed, type });
  }
  return { ok: true, authors };
}

function withoutComma(text: string) {
  const words = text.split(" ").filter(Boolean);
  if (words.length < 2 || words.length > 3) return null;
  const [lastName = "", firstName = "", middleName] = words;
  return { lastName, firstName, middleName: middleName ?? null };
}

function withComma(text: string) {
  const parts = text.split(",");
  if (parts.length !== 2) return null;
  const lastName = (parts[0] ?? "").trim();
  const [firstName, ...middle] = (parts[1] ?? "").split(" ").filter(Boolean);
  if (!lastName || !firstName) return null;
  return { lastName, firstName, middleName: middle.length ? middle.join(" ") : null };
}

/** The cell for a list of authors, in the format parseAuthorsCell reads back. */
export function formatAuthorsCell(authors: readonly { firstName: string; middleName: string | null; lastName: string; type: string }[]): string {
  return authors
    .map((a) => {
      const first = [a.firstName, a.middleName].filter(Boolean).join(" ");
      const name = /\s/.test(a.lastName) || /\s/.test(a.firstName) ? `${a.lastName}, ${first}` : `${a.lastName} ${first}`;
      return `${name} (${a.type})`;
    })
    .join("; ");
}
