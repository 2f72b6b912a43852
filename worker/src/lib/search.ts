import { and, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { foldSearchTerm } from "../db/fold";

/** More words than this add nothing but work; the rest of the query is ignored. */
const MAX_TERMS = 5;

/**
 * Punctuation a typed word may carry at its edges where the stored text has none: a name copied
 * as the lists show it ("Krall, Hanna"), a title in quotes. Inside a word it stays (DOIs, ISBN
 * hyphens, "sp.").
 */
const EDGE_PUNCTUATION = /^[,;:!?"'„”“‚‘’«»()[\]{}]+|[,;:!?"'„”“‚‘’«»()[\]{}]+$/gu;

/** The distinct words of an already folded query, without edge punctuation, at most `max`. */
export function typedWords(folded: string, max: number): string[] {
  return [...new Set(folded.split(/\s+/).map((word) => word.replace(EDGE_PUNCTUATION, "")).filter(Boolean))].slice(0, max);
}

/** The words of a free-text query, folded like the search columns. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return typedWords(foldSearchTerm(q), MAX_TERMS);
}

/**
 * Every word must occur in the folded column, in any order ("nowak anna" finds Anna Nowak).
 * instr() rather than LIKE: no wildcard escaping, and no 50-byte pattern limit on D1.
 */
export function matchesAllTerms(column: SQLiteColumn, q: string | undefined): SQL | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  return and(...terms.map((term) => sql`instr(${column}, ${term}) > 0`));
}
