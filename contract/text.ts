import * as v from "valibot";
import { m } from "./messages";

// White space, plus what String.prototype.trim leaves: zero-width space and joiners, the word
// joiner and the byte-order mark. Pasted from the web or Word, they make a field look empty
// (or two equal names look different) while passing as text.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/**
 * Characters XML 1.0 does not allow: C0 controls other than tab, line feed and carriage return,
 * the non-characters U+FFFE and U+FFFF, and unpaired surrogates. Invisible when pasted, but one
 * in a stored field makes every .xlsx that holds it unreadable (exceljs writes them as they are).
 */
// oxlint-disable-next-line no-control-regex -- matching these controls is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters an .xlsx cannot hold. */
export const xmlText = (text: string): string => text.replace(NOT_IN_XML, "");

/** Text only of characters below U+0300 is NFC already: composing needs a combining mark or Hangul. */
const MAY_COMPOSE = /[\u0300-\uFFFF]/;

const BREAK = /[\t\n\r\u0085\u2028\u2029]/;
// Runs of white space, each checked for a break: linear, where one pattern of spaces, a break and
// spaces backtracks over every long run of spaces without a break (a crafted import's cells).
const SPACES = /[\s\u0085]+/g;
const oneLine = (text: string): string => (BREAK.test(text) ? text.replace(SPACES, (run) => (BREAK.test(run) ? " " : run)) : text);

/**
 * The text without white space or invisible characters at either end, nor characters an .xlsx
 * cannot hold, in Unicode's composed form (NFC), on one line: "ż" pasted from a Mac or a PDF as
 * "z" and a combining dot would otherwise count as two characters and be stored unlike the same
 * word typed. Every text field is one line, so a line break or tab inside becomes one space: a
 * title typed in a cell with Alt+Enter kept its break, which an <input> drops from its value,
 * so any later edit of the position saved "Dziady⏎cz. III" as "Dziadycz. III".
 */
export const trimText = (text: string): string => {
  const kept = xmlText(text);
  return oneLine(MAY_COMPOSE.test(kept) ? kept.normalize("NFC") : kept).replace(EDGES, "");
};

/** valibot's trim, taking the invisible characters too (and those of NOT_IN_XML); for every text field of the contract. */
export const trimmed = () => v.transform(trimText);

/**
 * The message of a required text field's type check: "required" when the value is absent, and
 * "invalid value" when it is there but not text (a number, a list), which no typing would fix.
 */
export const textRequired = (issue: { input: unknown }): string => (issue.input === undefined || issue.input === null ? m("required") : m("invalidValue"));
