import * as v from "valibot";
import { m, type MessageKey } from "./messages";
import { trimmed } from "./text";

/**
 * Publication identifiers — ISBN, ISSN and DOI — as one pure module for the API, the .xlsx import
 * and the SPA (forms and camera scanning). Every parser accepts what people type or paste and
 * returns the one canonical spelling that is stored:
 *
 * - ISBN → 13 digits ("9788301000004"); an ISBN-10 becomes 978 + its first 9 digits + a new check digit.
 * - ISSN → "1234-567X" (upper-case X); an EAN-13 barcode with prefix 977 is read as the ISSN it carries.
 * - DOI  → lower-case "10.1234/xyz.123" (DOIs are case-insensitive), resolver prefixes removed.
 *
 * Failures carry message keys (see messages.ts) and tell a wrong shape ("isbn", "issn", "doi") from a
 * wrong check digit ("isbnChecksum", "issnChecksum") so the user knows what to fix.
 * No function here throws, whatever the input.
 */

/** Message keys; `Extract` makes the compiler insist that messages.ts defines them. */
export type IsbnError = Extract<MessageKey, "isbn" | "isbnChecksum">;
export type IssnError = Extract<MessageKey, "issn" | "issnChecksum">;
export type DoiError = Extract<MessageKey, "doi">;

export type IsbnResult = { ok: true; isbn13: string; isbn10: string | null } | { ok: false; error: IsbnError };
export type IssnResult = { ok: true; issn: string } | { ok: false; error: IssnError };
export type DoiResult = { ok: true; doi: string } | { ok: false; error: DoiError };

export type IdentifierKind = "isbn" | "issn" | "doi";
export type Identifier = { kind: IdentifierKind; value: string };

/** Hyphen-minus, the Unicode hyphens and dashes (U+2010–U+2015) and the minus sign, as pasted from web pages. */
const DASH = "\\-\\u2010-\\u2015\\u2212";
const SEPARATORS = new RegExp(`[\\s${DASH}]+`, "g");

// ---------------------------------------------------------------------------------------------
// Check digits (inputs are digit strings of the right length)

/** ISBN-10 check character for 9 digits: weights 10…2, mod 11, 10 written as "X". */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/** EAN-13 (and so ISBN-13) check digit for 12 digits: weights 1,3,1,3…, mod 10. */
export function ean13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(first12[i]);
  return String((10 - (sum % 10)) % 10);
}

/** ISSN check character for 7 digits: weights 8…2, mod 11, 10 written as "X". */
export function issnCheckDigit(first7: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (8 - i) * Number(first7[i]);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

// ---------------------------------------------------------------------------------------------
// ISBN

/** Leading "ISBN", "ISBN:", "ISBN-10:", "ISBN-13:" (any case; "ISBN13 …" too). A "-10"/"-13" suffix
 * must be followed by a colon or a space so that an ISBN-10 starting with 10 or 13 is not eaten. */
const ISBN_LABEL = new RegExp(`^isbn(?:[${DASH}]?1[03](?=[\\s:]))?\\s*:?`, "i");

/** Label and separators removed, X upper-cased: "ISBN 83-01-00000-x" → "830100000X". */
function compactIsbn(input: string): string {
  return input.trim().replace(ISBN_LABEL, "").replace(SEPARATORS, "").toUpperCase();
}

/** Reads an ISBN-10 or ISBN-13 in any usual spelling; on success gives both forms (isbn10 is null for 979…). */
export function parseIsbn(input: string): IsbnResult {
  if (typeof input !== "string") return { ok: false, error: "isbn" };
  const code = compactIsbn(input);
  if (/^\d{9}[\dX]$/.test(code)) {
    if (isbn10CheckDigit(code) !== code[9]) return { ok: false, error: "isbnChecksum" };
    const body = "978" + code.slice(0, 9);
    return { ok: true, isbn13: body + ean13CheckDigit(body), isbn10: code };
  }
  if (/^97[89]\d{10}$/.test(code)) {
    if (ean13CheckDigit(code) !== code[12]) return { ok: false, error: "isbnChecksum" };
    return { ok: true, isbn13: code, isbn10: code.startsWith("978") ? code.slice(3, 12) + isbn10CheckDigit(code.slice(3, 12)) : null };
  }
  return { ok: false, error: "isbn" };
}

/** A valid ISBN-10 (any spelling) → its ISBN-13 digits; null if the input is not a valid ISBN-10. */
export function isbn10To13(isbn10: string): string | null {
  const r = parseIsbn(isbn10);
  return r.ok && /^\d{9}[\dX]$/.test(compactIsbn(isbn10)) ? r.isbn13 : null;
}

/** A valid ISBN-13 (any spelling) → its ISBN-10; null if the input is not a valid ISBN-13 or starts with 979. */
export function isbn13To10(isbn13: string): string | null {
  const r = parseIsbn(isbn13);
  return r.ok && /^\d{13}$/.test(compactIsbn(isbn13)) ? r.isbn10 : null;
}

/**
 * Display form of an ISBN. Hyphenating by registration-group ranges is out of scope, so this is
 * the plain 13 digits; an ISBN-10 or a spelling with separators is converted. Text that is not a
 * valid ISBN is returned trimmed, unchanged (this is for display and never fails).
 */
export function formatIsbn13(digits: string): string {
  const r = parseIsbn(digits);
  if (r.ok) return r.isbn13;
  return typeof digits === "string" ? digits.trim() : "";
}

// ---------------------------------------------------------------------------------------------
// ISSN

const ISSN_LABEL = /^issn\s*:?/i;
const ISSN_SHAPE = new RegExp(`^(\\d{4})(?:[\\s${DASH}]?)(\\d{3}[\\dX])$`);

/** Reads an ISSN ("1234-567X", "1234567x", "ISSN: 1234-567X") or an EAN-13 barcode with prefix 977. */
export function parseIssn(input: string): IssnResult {
  if (typeof input !== "string") return { ok: false, error: "issn" };
  const code = input.trim().replace(ISSN_LABEL, "").trim().toUpperCase();
  const match = ISSN_SHAPE.exec(code);
  if (match) {
    const digits = match[1]! + match[2]!;
    if (issnCheckDigit(digits) !== digits[7]) return { ok: false, error: "issnChecksum" };
    return { ok: true, issn: `${digits.slice(0, 4)}-${digits.slice(4)}` };
  }
  const ean = code.replace(SEPARATORS, "");
  if (/^977\d{10}$/.test(ean)) {
    if (ean13CheckDigit(ean) !== ean[12]) return { ok: false, error: "issnChecksum" };
    const first7 = ean.slice(3, 10);
    return { ok: true, issn: `${first7.slice(0, 4)}-${first7.slice(4)}${issnCheckDigit(first7)}` };
  }
  return { ok: false, error: "issn" };
}

/**
 * The EAN-13 barcode of a serial: 977 + the ISSN's first 7 digits + a 2-digit variant (usually "00",
 * the price/issue code) + the EAN check digit. Null if the ISSN is not valid or the variant is not 2 digits.
 */
export function issnToEan13(issn: string, variant = "00"): string | null {
  const r = parseIssn(issn);
  if (!r.ok || !/^\d{2}$/.test(variant)) return null;
  const body = "977" + r.issn.slice(0, 4) + r.issn.slice(5, 8) + variant;
  return body + ean13CheckDigit(body);
}

// ---------------------------------------------------------------------------------------------
// DOI

/**
 * `10.<registrant>/<suffix>` (api.md): Crossref's registrant of 4–9 digits, and a suffix of any
 * visible characters. Crossref's recommended suffix class ([-._;()/:A-Z0-9]) leaves out real DOIs,
 * such as Wiley's older ones with "<" and ">" in them; spaces and control characters stay out.
 */
const DOI_SHAPE = /^10\.\d{4,9}\/[^\s\p{C}]+$/iu;
const DOI_URL = /^https?:\/\/(?:dx\.|www\.)?doi\.org\//i;
const DOI_LABEL = /^doi(?::\s*|\s+)/i;

/** Reads a DOI, bare or as "doi:…", "https://doi.org/…", "http://dx.doi.org/…"; stored lower-case. */
export function parseDoi(input: string): DoiResult {
  if (typeof input !== "string") return { ok: false, error: "doi" };
  let doi = input.trim();
  if (DOI_URL.test(doi)) {
    doi = doi.replace(DOI_URL, "");
    // Resolver links may be percent-encoded ("10.1000%2F182"); a bad escape just fails the shape check.
    try {
      doi = decodeURIComponent(doi);
    } catch {
      return { ok: false, error: "doi" };
    }
  } else {
    doi = doi.replace(DOI_LABEL, "");
  }
  return DOI_SHAPE.test(doi) ? { ok: true, doi: doi.toLowerCase() } : { ok: false, error: "doi" };
}

// ---------------------------------------------------------------------------------------------
// Any code

/**
 * Classifies a scanned or typed code — ISBN-10, ISBN-13, ISSN, EAN-13 with prefix 977 (an ISSN),
 * DOI — into its kind and canonical value; null when it is none of them (or a check digit fails).
 * The shapes do not overlap, so at most one parser can succeed.
 */
export function parseIdentifier(input: string): Identifier | null {
  if (typeof input !== "string") return null;
  const doi = parseDoi(input);
  if (doi.ok) return { kind: "doi", value: doi.doi };
  const isbn = parseIsbn(input);
  if (isbn.ok) return { kind: "isbn", value: isbn.isbn13 };
  const issn = parseIssn(input);
  if (issn.ok) return { kind: "issn", value: issn.issn };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Valibot fields for forms and the import: trimmed string in, canonical string out

/** True unless parsing fails with exactly this error, so each check reports only its own kind of
 * error: a badly shaped value is not also reported as having a wrong check digit. */
function notFailingWith<E extends string>(parse: (s: string) => { ok: true } | { ok: false; error: E }, error: E) {
  return (s: string) => {
    const r = parse(s);
    return r.ok || r.error !== error;
  };
}

/** ISBN-10 or ISBN-13 → the 13 stored digits. Errors: m("isbn") for the shape, m("isbnChecksum"). */
export const IsbnField = v.pipe(
  v.string(),
  trimmed(),
  v.check(notFailingWith(parseIsbn, "isbn"), m("isbn")),
  v.check(notFailingWith(parseIsbn, "isbnChecksum"), m("isbnChecksum")),
  v.transform((s) => formatIsbn13(s)),
);

/** ISSN or EAN-13 with prefix 977 → "1234-567X". Errors: m("issn") for the shape, m("issnChecksum"). */
export const IssnField = v.pipe(
  v.string(),
  trimmed(),
  v.check(notFailingWith(parseIssn, "issn"), m("issn")),
  v.check(notFailingWith(parseIssn, "issnChecksum"), m("issnChecksum")),
  v.transform((s) => {
    const r = parseIssn(s);
    return r.ok ? r.issn : s;
  }),
);

/** DOI in any accepted spelling → lower-case "10.1234/xyz". Error: m("doi"). */
export const DoiField = v.pipe(
  v.string(),
  trimmed(),
  v.check(notFailingWith(parseDoi, "doi"), m("doi")),
  v.transform((s) => {
    const r = parseDoi(s);
    return r.ok ? r.doi : s;
  }),
);
