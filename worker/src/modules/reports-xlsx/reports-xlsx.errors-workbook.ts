import type { Lang } from "@contract/common";
import { translateMessage } from "@contract/messages";
import type { Verb } from "../../context";
import { requireActor } from "../auth/auth.guards";
import { columnIndex, ERRORS_HEADER, IMPORT_COLUMNS, SHEET_NAMES } from "./reports-xlsx.columns";
import { loadCompanyForXlsx } from "./reports-xlsx.guards";
import { openWorkbook } from "./reports-xlsx.reader";
import { cellText } from "./reports-xlsx.rows";
import { RowScanner, type ScannedRow } from "./reports-xlsx.scan";
import { addDataValidations, addInstructions, addMeta, columnStyle } from "./reports-xlsx.template";
import type { Upload } from "./reports-xlsx.upload";
import { safeText, streamedWorkbook } from "./reports-xlsx.writer";

/** Bad cells that also get a comment; every bad cell is filled and listed in the errors column. */
export const MAX_ERROR_NOTES = 1000;

const BAD_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFC7CE" } } as const;
const BAD_FONT = { color: { argb: "FF9C0006" } } as const;

export type ErrorWorkbook = { body: ReadableStream<Uint8Array>; filename: string; done: Promise<void> };

type Copied = { value: unknown; numFmt?: string };

/**
 * A cell copied as the user had it, so that the corrected workbook imports as it was meant:
 * numbers and dates as such (a date keeps a date format; it is marked bad anyway), formulas as
 * formulas with their result (a shared formula's own text is the master cell's: its result only),
 * error values as errors, text as text (never read as a formula).
 */
function copied(value: unknown): Copied {
  if (typeof value === "number") return { value };
  if (value instanceof Date) return { value, numFmt: "yyyy-mm-dd" };
  if (value && typeof value === "object") {
    const v = value as { formula?: unknown; result?: unknown; error?: unknown };
    if (typeof v.formula === "string") return { value: v.result === undefined ? { formula: v.formula } : { formula: v.formula, result: v.result } };
    if (typeof v.error === "string") return { value: { error: v.error } };
  }
  const cell = cellText(value);
  return { value: "invalid" in cell ? null : safeText(cell.text) };
}

/**
 * POST /companies/{id}/reports/import/errors: the uploaded workbook's data sheet again, each row
 * at its original row number, every bad cell filled red with its messages in a comment (the first
 * MAX_ERROR_NOTES) and every row's messages in a last "Import errors" column — in the request's
 * language. It carries the current headers, the instructions and the version marker, so once
 * corrected it can be imported as it is (the errors column is ignored). Streamed: the header
 * check runs before the answer starts, so an outdated sheet still gets its 422.
 */
export async function buildErrorWorkbook({ ctx, input }: Verb<{ companyId: string; upload: Upload }>): Promise<ErrorWorkbook> {
  const actor = requireActor(ctx);
  const company = await loadCompanyForXlsx(ctx.db, actor, "import", input.companyId);
  const { bytes } = input.upload;
  const scanner = new RowScanner(bytes, openWorkbook(bytes), company.id, ctx.lang);
  const rows = scanner.rows()[Symbol.asyncIterator]();
  // Reads row 1 (SHEET_HEADERS_OUTDATED is thrown here, before any byte is sent) and the first data row.
  const first = await rows.next();

  const out = streamedWorkbook();
  const done = (async () => {
    try {
      await writeRows(out, ctx.lang, ctx.now, first, rows, scanner.merges);
    } catch (error) {
      out.fail(error);
      throw error;
    }
  })();
  const base = input.upload.name.replace(/\.xlsx$/i, "") || "report";
  return { body: out.body, filename: `${base}-${ctx.lang === "pl" ? "bledy" : "errors"}.xlsx`, done };
}

const CELL = /^([A-Z]{1,3})(\d+)$/;
/** exceljs's WorksheetWriter keeps its merged ranges here and writes each as `${range}`. */
const WRITER_MERGES = "_merges";

/** A cell reference's column and row numbers ("C12" → [3, 12]). */
function cellAt(ref: string): [number, number] | null {
  const match = CELL.exec(ref);
  return match ? [columnIndex(match[1] ?? "") + 1, Number(match[2])] : null;
}

/** The rows of a merged range that lies in the data the copy rewrites (below the header, within the template's columns), else null. */
export function mergeInData(range: string): { top: number; bottom: number } | null {
  const ends = range.split(":");
  if (ends.length !== 2) return null;
  const [from, to] = ends.map(cellAt);
  if (!from || !to) return null;
  const inside = from[1] >= 2 && to[1] >= from[1] && from[0] >= 1 && to[0] >= from[0] && to[0] <= IMPORT_COLUMNS.length;
  return inside ? { top: from[1], bottom: to[1] } : null;
}

/** Whether an ascending list of row numbers has one from `top` to `bottom`. */
function anyBetween(rows: readonly number[], top: number, bottom: number): boolean {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle] ?? 0) < top) low = middle + 1;
    else high = middle;
  }
  return low < rows.length && (rows[low] ?? 0) <= bottom;
}

/**
 * The user's merged ranges in the data, merged again in the copy, except over rows with errors: a
 * merge there (often the cause: the cells it covers are empty) would hide the red cells and their
 * notes. Added to the streaming writer's own list, which it writes after the rows: its
 * mergeCells() needs rows not yet committed.
 */
function keepMerges(sheet: object, ranges: readonly string[], badRows: readonly number[]): void {
  const merges = (sheet as Record<string, unknown>)[WRITER_MERGES];
  if (!Array.isArray(merges)) {
    console.warn(JSON.stringify({ message: "exceljs WorksheetWriter has no _merges (was exceljs upgraded?)" }));
    return;
  }
  for (const range of ranges) {
    const rows = mergeInData(range);
    if (rows && !anyBetween(badRows, rows.top, rows.bottom)) merges.push(range);
  }
}

async function writeRows(
  out: ReturnType<typeof streamedWorkbook>,
  lang: Lang,
  now: Date,
  first: IteratorResult<ScannedRow>,
  rest: AsyncIterator<ScannedRow>,
  merges: readonly string[],
): Promise<void> {
  const { workbook } = out;
  const sheet = workbook.addWorksheet(SHEET_NAMES.data[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [...IMPORT_COLUMNS.map((c) => ({ width: c.width, ...columnStyle(c.key) })), { width: 60 }];
  addDataValidations(sheet, lang, now);
  const header = sheet.addRow([...IMPORT_COLUMNS.map((c) => c.header[lang]), ERRORS_HEADER[lang]]);
  header.font = { bold: true };
  header.commit();

  let notes = 0;
  // Rows come in ascending order, so this stays sorted for keepMerges.
  const badRows: number[] = [];
  let next = first;
  let written = 0;
  while (!next.done) {
    const { number, values, hidden, outcome } = next.value;
    const row = sheet.getRow(number);
    // A hidden row with errors is shown: the copy exists to show the bad cells.
    if (hidden && outcome.ok) row.hidden = true;
    IMPORT_COLUMNS.forEach((_, i) => {
      const cell = row.getCell(i + 1);
      const { value, numFmt } = copied(values[i]);
      cell.value = value as typeof cell.value;
      if (numFmt) cell.numFmt = numFmt;
    });
    if (!outcome.ok) {
      badRows.push(number);
      const lines: string[] = [];
      for (const [i, column] of IMPORT_COLUMNS.entries()) {
        const messages = outcome.errors[column.key]?.map((msg) => translateMessage(msg, lang));
        if (!messages?.length) continue;
        const cell = row.getCell(i + 1);
        cell.fill = BAD_FILL;
        cell.font = BAD_FONT;
        if (notes++ < MAX_ERROR_NOTES) cell.note = messages.join("\n");
        lines.push(`${column.header[lang]}: ${messages.join("; ")}`);
      }
      const errorsCell = row.getCell(IMPORT_COLUMNS.length + 1);
      errorsCell.value = safeText(lines.join("\n"));
      errorsCell.font = BAD_FONT;
      errorsCell.alignment = { wrapText: true, vertical: "top" };
    }
    row.commit();
    if (++written % 1000 === 0) await out.drained();
    next = await rest.next();
  }
  keepMerges(sheet, merges, badRows);
  sheet.commit();
  addInstructions(workbook, lang);
  addMeta(workbook, lang);
  await workbook.commit();
}
