import type { Lang } from "@contract/common";
import { m } from "@contract/messages";

/**
 * The import template, one column per CreatePositionInput field, in this order. `key` is the
 * `<column>` of the `row:<n>:<column>` error keys; `header` is what the template's first row says
 * in each language. Bump TEMPLATE_VERSION whenever a header, the order or a cell format changes:
 * workbooks made from an older template are then refused with SHEET_HEADERS_OUTDATED.
 */
export const TEMPLATE_VERSION = 1;

export const IMPORT_COLUMN_KEYS = [
  "type",
  "title",
  "publisher",
  "link",
  "publicationYear",
  "editionNumber",
  "isbn",
  "issn",
  "articleTitle",
  "articleDoi",
  "magazineTitle",
  "authors",
  "pagesUsed",
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];

type Localized = Record<Lang, string>;

export type ImportColumn = {
  key: ImportColumnKey;
  header: Localized;
  /** Headers of earlier templates still accepted in this column, so files made from them import. */
  formerHeaders?: readonly string[];
  /** One line for the instructions sheet, and the header cell's note. */
  help: Localized;
  /** Added to the header cell's note only: where the instructions sheet says more. */
  seeAlso?: Localized;
  required: Localized | null;
  width: number;
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: "type",
    header: { pl: "Typ", en: "Type" },
    help: {
      pl: "k – książka, c – czasopismo, l – źródło internetowe (wybierz z listy)",
      en: "k – book, c – magazine, l – internet source (pick from the list)",
    },
    required: { pl: "tak", en: "yes" },
    width: 8,
  },
  {
    key: "title",
    header: { pl: "Tytuł", en: "Title" },
    help: { pl: "Tytuł książki lub źródła internetowego (do 500 znaków)", en: "Title of the book or internet source (up to 500 characters)" },
    required: { pl: "dla k i l", en: "for k and l" },
    width: 40,
  },
  {
    key: "publisher",
    header: { pl: "Wydawca", en: "Publisher" },
    help: { pl: "Wydawca lub portal (do 300 znaków)", en: "Publisher or portal (up to 300 characters)" },
    required: null,
    width: 24,
  },
  {
    key: "link",
    header: { pl: "Link", en: "Link" },
    help: { pl: "Adres zaczynający się od http:// lub https://", en: "Address starting with http:// or https://" },
    required: { pl: "dla l", en: "for l" },
    width: 30,
  },
  {
    key: "publicationYear",
    header: { pl: "Rok wydania", en: "Publication year" },
    help: { pl: "Rok, np. 2021", en: "A year, e.g. 2021" },
    required: null,
    width: 12,
  },
  {
    key: "editionNumber",
    header: { pl: "Numer wydania", en: "Edition number" },
    help: { pl: "Do 50 znaków", en: "Up to 50 characters" },
    required: null,
    width: 12,
  },
  {
    key: "isbn",
    header: { pl: "ISBN", en: "ISBN" },
    help: { pl: "ISBN-10 lub ISBN-13; łączniki i spacje są pomijane", en: "ISBN-10 or ISBN-13; hyphens and spaces are ignored" },
    required: null,
    width: 18,
  },
  {
    key: "issn",
    header: { pl: "ISSN", en: "ISSN" },
    help: { pl: "Np. 1234-567X", en: "E.g. 1234-567X" },
    required: null,
    width: 12,
  },
  {
    key: "articleTitle",
    header: { pl: "Tytuł artykułu", en: "Article title" },
    help: { pl: "Tytuł artykułu lub rozdziału (do 500 znaków)", en: "Title of the article or chapter (up to 500 characters)" },
    required: null,
    width: 30,
  },
  {
    key: "articleDoi",
    header: { pl: "DOI artykułu", en: "Article DOI" },
    help: { pl: "Np. 10.1234/xyz.123", en: "E.g. 10.1234/xyz.123" },
    required: null,
    width: 20,
  },
  {
    key: "magazineTitle",
    header: { pl: "Tytuł czasopisma", en: "Magazine title" },
    help: { pl: "Tytuł czasopisma (do 500 znaków)", en: "Title of the magazine (up to 500 characters)" },
    required: { pl: "dla c", en: "for c" },
    width: 30,
  },
  {
    key: "authors",
    header: { pl: "Autorzy", en: "Authors" },
    help: {
      pl: "Nazwisko Imię DrugieImię (A); Nazwisko2 Imię2 (T)",
      en: "Last First Middle (A); Last2 First2 (T)",
    },
    seeAlso: { pl: "Typy autorów i nazwiska z kilku słów: arkusz „Instrukcja”.", en: 'Author types and last names of several words: the "Instructions" sheet.' },
    required: null,
    width: 40,
  },
  {
    key: "pagesUsed",
    // "Liczba stron" read as the publication's length; the form and lists say pages used.
    header: { pl: "Wykorzystane strony", en: "Pages used" },
    formerHeaders: ["Liczba stron"],
    help: { pl: "Liczba całkowita, co najmniej 1", en: "A whole number, at least 1" },
    required: { pl: "tak", en: "yes" },
    width: 12,
  },
];

/** The error workbook's extra last column; ignored when a corrected error workbook is imported again. */
export const ERRORS_HEADER: Localized = { pl: "Błędy importu", en: "Import errors" };

export const SHEET_NAMES = {
  data: { pl: "Pozycje", en: "Positions" },
  instructions: { pl: "Instrukcja", en: "Instructions" },
  /** Very hidden; A1 "templateVersion", B1 the version; A2 "language", B2 the language. */
  meta: { pl: "meta", en: "meta" },
} as const satisfies Record<string, Localized>;

export const META_VERSION_KEY = "templateVersion";

const normalize = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("pl");

const matches = (cell: string, label: Localized) => {
  const value = normalize(cell);
  return value === normalize(label.pl) || value === normalize(label.en);
};

/** Whether a header cell is the column's, now or in an earlier template. */
const isHeaderOf = (cell: string, column: ImportColumn) =>
  matches(cell, column.header) || (column.formerHeaders ?? []).some((former) => normalize(former) === normalize(cell));

export const isMetaSheet = (name: string) => normalize(name) === SHEET_NAMES.meta.en;
export const isInstructionsSheet = (name: string) => matches(name, SHEET_NAMES.instructions);
export const isDataSheet = (name: string) => matches(name, SHEET_NAMES.data);

/**
 * Whether a header row is the current template's: every column in order under its Polish or
 * English header (or one it had in an earlier template), then nothing but blanks or the error workbook's errors column. Case, spacing and
 * Unicode composition do not matter.
 */
export function headersAreCurrent(cells: readonly string[]): boolean {
  for (const [i, column] of IMPORT_COLUMNS.entries()) {
    if (!isHeaderOf(cells[i] ?? "", column)) return false;
  }
  return cells.slice(IMPORT_COLUMNS.length).every((cell) => normalize(cell) === "" || matches(cell, ERRORS_HEADER));
}

/**
 * The first cell of a header row that is not the current template's, as a message naming its
 * column letter; null when headersAreCurrent. The expected header is given in the language most
 * of the row's cells are headers of (Polish when none are).
 */
export function headerMismatch(cells: readonly string[], fallback: Lang = "pl"): string | null {
  // Anywhere in the row: a column missing shifts the rest, and none is then in its place.
  const inLang = (lang: Lang) => {
    const headers = new Set(IMPORT_COLUMNS.map((column) => normalize(column.header[lang])));
    return cells.filter((cell) => headers.has(normalize(cell))).length;
  };
  // No header of either language (notes in row 1, another sheet first): the request's language.
  const [en, pl] = [inLang("en"), inLang("pl")];
  const lang: Lang = en > pl ? "en" : pl > en ? "pl" : fallback;
  for (const [i, column] of IMPORT_COLUMNS.entries()) {
    const cell = cells[i] ?? "";
    if (isHeaderOf(cell, column)) continue;
    const found = cell.replace(/\s+/g, " ").trim();
    return found === "" ? m("headerMissing", columnLetter(i), column.header[lang]) : m("headerExpected", columnLetter(i), column.header[lang], clip(found));
  }
  const extra = cells.findIndex((cell, i) => i >= IMPORT_COLUMNS.length && normalize(cell) !== "" && !matches(cell, ERRORS_HEADER));
  return extra < 0 ? null : m("headerExtra", columnLetter(extra), clip(cells[extra]!.replace(/\s+/g, " ").trim()));
}

/** A header quoted in a message: a whole paragraph pasted into row 1 is cut. */
const clip = (text: string) => {
  // "|" parts a message key's arguments (m).
  const plain = text.replaceAll("|", "/");
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
};

/** The 0-based index of spreadsheet column letters (A → 0, AA → 26): columnLetter's inverse. */
export function columnIndex(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** Spreadsheet column letters of a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
