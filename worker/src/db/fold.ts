import { type SQL, sql } from "drizzle-orm";

/** Polish letters and what search folds them to ("Łódź" is found by "lodz" and by "łódź"). */
const POLISH: Readonly<Record<string, string>> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
};
const POLISH_RE = new RegExp(`[${Object.keys(POLISH).join("")}]`, "g");

/**
 * An SQL expression folding `text` for search: Polish letters (either case) to their base letter,
 * then SQLite's lower(), which folds ASCII only. Used by generated search columns, so every
 * writer (seed, imports, tests) gets the folded column for free and no row drifts from its
 * fields. Generated-column expressions may not take bound parameters, hence inlined literals.
 */
export function foldedSql(text: SQL): SQL {
  let expr = text;
  for (const [lower, base] of Object.entries(POLISH)) {
    for (const letter of [lower.toUpperCase(), lower]) expr = sql`replace(${expr}, '${sql.raw(letter)}', '${sql.raw(base)}')`;
  }
  return sql`lower(${expr})`;
}

/**
 * The JavaScript twin of foldedSql, for search terms. Deliberately not contract/fold.ts's full
 * folding: a term must fold exactly as the column does, and the column cannot strip marks SQLite
 * does not know, so "Müller" is found by "müller" (not "muller"), "Łódź" by "lodz" and "łódź".
 */
export function foldSearchTerm(text: string): string {
  return text.toLowerCase().replace(POLISH_RE, (ch) => POLISH[ch] ?? ch);
}
