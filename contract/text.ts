import * as v from "valibot";
import { m } from "./messages";

// White space, plus what String.prototype.trim leaves: zero-width space and joiners, the word
// joiner and the byte-order mark. Pasted from the web or Word, they make a field look empty
// (or two equal names look different) while passing as text.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** The text without white space or invisible characters at either end. */
export const trimText = (text: string): string => text.replace(EDGES, "");

/** valibot's trim, taking the invisible characters too; for every text field of the contract. */
export const trimmed = () => v.transform(trimText);

/**
 * The message of a required text field's type check: "required" when the value is absent, and
 * "invalid value" when it is there but not text (a number, a list), which no typing would fix.
 */
export const textRequired = (issue: { input: unknown }): string => (issue.input === undefined || issue.input === null ? m("required") : m("invalidValue"));
