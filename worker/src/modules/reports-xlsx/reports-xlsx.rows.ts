import { m } from "@contract/messages";
import { CreatePositionInput } from "@contract/positions";
import { trimText } from "@contract/text";
import { fieldErrors, safeParseKeyed } from "@contract/validation";
import { parseAuthorsCell } from "./reports-xlsx.authors";
import { IMPORT_COLUMNS, type ImportColumnKey } from "./reports-xlsx.columns";
import { decodeXstring } from "./reports-xlsx.xstring";

/**
 * One data row of the import: spreadsheet cells → the object the position form sends → the form's
 * own schema, CreatePositionInput. Errors come back per column key, as message keys.
 */

/**
 * A cell as text, whatever Excel stored: numbers as typed (an ISBN typed as a number stays its
 * digits), formulas by their result. A cell that holds no usable text is invalid, with the reason
 * when there is a better one than "invalid value": a date (Excel turns "3-4" into one), a formula
 * never computed (a file written by a program, not saved by Excel). Excel's _xHHHH_ escapes are undone.
 */
export type CellText = { text: string | undefined } | { invalid: true; message?: string };

export function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return { text: undefined };
  if (typeof value === "string") return { text: decodeXstring(value) };
  if (typeof value === "number") return Number.isFinite(value) ? { text: String(value) } : { invalid: true };
  if (typeof value === "boolean") return { text: value ? "TRUE" : "FALSE" };
  if (value instanceof Date) return { invalid: true, message: m("importDateCell") };
  if (typeof value === "object") {
    const v = value as { richText?: { text?: string }[]; text?: unknown; hyperlink?: unknown; formula?: unknown; sharedFormula?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return { text: decodeXstring(v.richText.map((run) => run.text ?? "").join("")) };
    if ("error" in v) return { invalid: true, message: m("importCellError", String(v.error)) };
    if ("formula" in v || "sharedFormula" in v) return v.result === undefined ? { invalid: true, message: m("importFormulaNoResult") } : cellText(v.result);
    if (typeof v.text === "string") return { text: decodeXstring(v.text) };
  }
  return { invalid: true };
}

const isBlank = (cell: CellText) => "text" in cell && (cell.text === undefined || trimText(cell.text) === "");

/** A number cell: numbers as they are, numeric text parsed; anything else an error. */
function numberCell(raw: unknown, cell: CellText): { value: number | undefined } | { error: string } {
  // Text cannot go into a number column with the template's validation: the date is undone by the cell's format.
  if ("invalid" in cell) return { error: raw instanceof Date ? m("importDateInNumberCell") : (cell.message ?? m("invalidValue")) };
  if (typeof raw === "number") return { value: raw };
  const text = cell.text?.trim() ?? "";
  if (text === "") return { value: undefined };
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : { error: m("number") };
}

/**
 * An ISBN-10 or ISSN typed as a number loses its leading zero (0306406152 is stored as 306406152,
 * shown with a 0000000000 format): one digit short of its length, it gets the zero back. The
 * check digit still decides whether the code is valid.
 */
function withLostZero(column: ImportColumnKey, digits: string): string {
  if (column === "isbn" && /^\d{9}$/.test(digits)) return `0${digits}`;
  if (column === "issn" && /^\d{7}$/.test(digits)) return `0${digits}`;
  return digits;
}

export type RowErrors = Partial<Record<ImportColumnKey, string[]>>;
export type RowOutcome = { ok: true; position: CreatePositionInput } | { ok: false; errors: RowErrors };

const NUMBER_COLUMNS = new Set<ImportColumnKey>(["publicationYear", "pagesUsed"]);

/** null for a blank row (skipped, not an error); otherwise the position or the row's errors. */
export function checkRow(values: readonly unknown[]): RowOutcome | null {
  const cells = IMPORT_COLUMNS.map((_, i) => cellText(values[i]));
  if (cells.every(isBlank)) return null;

  const own: RowErrors = {};
  const text: Partial<Record<ImportColumnKey, string>> = {};
  const numbers: Partial<Record<ImportColumnKey, number>> = {};
  for (const [i, column] of IMPORT_COLUMNS.entries()) {
    const cell = cells[i] ?? { text: undefined };
    if (NUMBER_COLUMNS.has(column.key)) {
      const n = numberCell(values[i], cell);
      if ("error" in n) own[column.key] = [n.error];
      else if (n.value !== undefined) numbers[column.key] = n.value;
    } else if ("invalid" in cell) {
      own[column.key] = [cell.message ?? m("invalidValue")];
    } else if (cell.text !== undefined) {
      text[column.key] = typeof values[i] === "number" ? withLostZero(column.key, cell.text) : cell.text;
    }
  }

  let authors: unknown = [];
  if (text.authors !== undefined && !own.authors) {
    const parsed = parseAuthorsCell(text.authors);
    if (parsed.ok) authors = parsed.authors;
    else own.authors = [parsed.error];
  }

  const form = {
    publication: {
      type: (text.type ?? "").trim().toLowerCase(),
      title: text.title,
      publisher: text.publisher,
      link: text.link,
      publicationYear: numbers.publicationYear,
      editionNumber: text.editionNumber,
      isbn: text.isbn,
      issn: text.issn,
      articleTitle: text.articleTitle,
      articleDoi: text.articleDoi,
      magazineTitle: text.magazineTitle,
    },
    authors,
    pagesUsed: numbers.pagesUsed,
  };
  const result = safeParseKeyed(CreatePositionInput, form);
  if (result.success && Object.keys(own).length === 0) return { ok: true, position: result.output };

  const errors: RowErrors = { ...own };
  if (!result.success) {
    for (const [path, messages] of Object.entries(fieldErrors(result.issues, "type"))) {
      const key = columnOf(path);
      // A cell that could not be read at all keeps only that error, not the schema's "required" on top.
      if (own[key]) continue;
      const list = (errors[key] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
  return { ok: false, errors };
}

/** "publication.isbn" → isbn, "authors.2.lastName" → authors, "pagesUsed" → pagesUsed. */
function columnOf(path: string): ImportColumnKey {
  const [head, next] = path.split(".");
  const key = head === "publication" ? next : head;
  return IMPORT_COLUMNS.some((c) => c.key === key) ? (key as ImportColumnKey) : "type";
}
