import { DoiField, IsbnField, IssnField } from "@contract/identifiers";
import { m } from "@contract/messages";
import * as v from "valibot";

/** The form fields that hold an identifier. */
export type IdentifierField = "isbn" | "issn" | "articleDoi";

const compact = (s: string, label: RegExp) =>
  s
    .trim()
    .replace(label, "")
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, "")
    .toUpperCase();

/**
 * The message key an identifier deserves while it is being typed: as soon as it has a character
 * no code has, or it has reached a length at which its check digit can be judged. Nothing while
 * it may still be an unfinished code (the full check runs when the field is left or saved).
 */
export function liveIdentifierIssue(field: IdentifierField, value: string): string | undefined {
  if (value.trim() === "") return undefined;
  if (field === "articleDoi") return undefined;
  if (field === "isbn") {
    const code = compact(value, /^ISBN(?:[-\u2010-\u2015]?1[03](?=[\s:]))?\s*:?/i);
    // X is only ever the tenth character (an ISBN-10's check digit).
    if (/[^0-9X]/.test(code) || (code.includes("X") && code.indexOf("X") !== 9) || code.length > 13) return m("isbn");
    if (code.length !== 10 && code.length !== 13) return undefined;
    return firstIssue(IsbnField, value);
  }
  const code = compact(value, /^ISSN\s*:?/i);
  // X is only ever the eighth character (the ISSN's check digit).
  if (/[^0-9X]/.test(code) || (code.includes("X") && code.indexOf("X") !== 7) || code.length > 13) return m("issn");
  if (code.length === 8 || code.length === 13) return firstIssue(IssnField, value);
  if (code.length > 8 && !code.startsWith("977")) return m("issn");
  return undefined;
}

function firstIssue(schema: typeof IsbnField | typeof IssnField | typeof DoiField, value: string): string | undefined {
  const r = v.safeParse(schema, value);
  return r.success ? undefined : r.issues[0]?.message;
}

/** The stored form of a valid identifier, for "saved as …" hints; null while it is not valid. */
export function canonicalIdentifier(field: IdentifierField, value: string): string | null {
  if (value.trim() === "") return null;
  const schema = field === "isbn" ? IsbnField : field === "issn" ? IssnField : DoiField;
  const r = v.safeParse(schema, value);
  return r.success ? r.output : null;
}
