import { m } from "@contract/messages";
import { Readable } from "node:stream";
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../../lib/errors";
import { columnIndex, isMetaSheet, META_VERSION_KEY } from "./reports-xlsx.columns";
import { ExcelJS } from "./reports-xlsx.exceljs";
import { withoutReadPrefix } from "./reports-xlsx.prefix";
import { withReferences } from "./reports-xlsx.refs";
import { dataSheetOf, type WorkbookRel, type WorkbookSheet, worksheetsInTabOrder } from "./reports-xlsx.sheets";
import { entryText, readZipDirectory, workbookParts, type WorkbookParts, type ZipEntry, ZipEntryTooLargeError } from "./reports-xlsx.zip";

/**
 * The data sheet's rows, streamed with exceljs's streaming reader (WorkbookReader's own parsers
 * for the relationships, the workbook, the shared strings and each worksheet), fed part by part
 * from the ZIP's central directory instead of through its `unzipper` front end. That front end,
 * in workerd:
 *
 * - reads the ZIP front to back and, because Excel and exceljs store the worksheets *before*
 *   xl/sharedStrings.xml, copies every worksheet inflated into a temporary file (workerd: memory)
 *   to parse it afterwards — tens of MB for 50,000 rows; here shared strings come first and each
 *   worksheet is parsed as it inflates;
 * - runs on bluebird, which takes workerd for Node and drains its one module-wide queue from
 *   setImmediate; a timer dies with its request, so after a read that stopped early (a sheet
 *   refused at row 1) the queue is never drained again and every later import in the isolate
 *   hangs (seen in the tests);
 * - decodes each inflated chunk on its own, so a Polish letter split between two chunks turns
 *   into U+FFFD; entryText decodes one UTF-8 stream;
 * - inflates without bound; entryText stops at a limit.
 *
 * This relies on WorkbookReader's `_parseRels`, `_parseWorkbook`, `_parseStyles`, `_parseSharedStrings` and
 * `_parseWorksheet` of exceljs 4.4.0, and on what the first two leave in `workbookRels` and
 * `model.sheets` (pinned in package.json; the import tests cover them).
 */

/** Inflated sizes beyond these are refused (an honest 10 MB upload stays far below). */
export const MAX_PART_BYTES = 16 * 1024 * 1024;
export const MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;
export const MAX_WORKSHEET_BYTES = 512 * 1024 * 1024;

const notAWorkbook = () => new UnsupportedMediaTypeError({ detail: m("importFileUnreadable") });

/** The upload's parts, or 415 when the bytes are no .xlsx workbook (a renamed CSV or PDF, a .docx, a broken ZIP). */
export function openWorkbook(bytes: Uint8Array): WorkbookParts {
  const directory = readZipDirectory(bytes);
  const parts = directory ? workbookParts(directory) : null;
  if (!parts) throw notAWorkbook();
  return parts;
}

/** `hidden`: the row is hidden in the sheet (Excel's row attribute, which exceljs's streaming reader drops). */
export type SheetRow = { number: number; values: unknown[]; hidden: boolean };

/** A cell stored as an ISO date (t="d") or an error value (t="e"), with its <v> text. */
export type TypedCell = { type: "d" | "e"; text: string };

/**
 * What exceljs's streaming reader drops of a sheet: its hidden rows, merged ranges ("B3:C4"), and
 * the type of cells stored as ISO dates or error values (it reads "2024-03-04" as the number 2024,
 * and a formula's cached error as no result): by row number, then 0-based column.
 */
export type SheetLayout = { hidden: Set<number>; merges: string[]; typed: Map<number, Map<number, TypedCell>> };

/** Merged ranges kept of one sheet: a layout detail, so a sheet with more keeps the first ones. */
export const MAX_MERGES = 10_000;

// A tag holds no "<": without it in the class, every unclosed "<row" of a crafted sheet (in a
// comment, say) would scan to the end of the chunk, for each one.
const LAYOUT_TAG = /<(?:row|mergeCell)\b[^<>]*>/g;
const HIDDEN = /\shidden="(?:1|true)"/;
const ROW_NUMBER = /\sr="(\d+)"/;
const MERGE_REF = /\sref="([A-Z]{1,3}\d+:[A-Z]{1,3}\d+)"/;
/** A cell of type d or e, its formula if any, and its value: the tag's attributes and the <v> text. */
const TYPED_CELL = /<c\b(?=[^<>]*\st="[de]")([^<>]*)>(?:<f\b[^<>]*\/>|<f\b[^<>]*>[^<]*<\/f>)?(?:<v>([^<]*)<\/v>)?/g;
const CELL_TYPE = /\st="([de])"/;
const CELL_REF = /\sr="([A-Z]{1,3})(\d+)"/;
/** Longer than any row or mergeCell tag: an unfinished tag kept past this is another tag, not looked at. */
const MAX_KEPT_TAG = 4096;

/**
 * Passes a worksheet's XML on unchanged and notes on the way the numbers of its hidden rows and
 * its merged ranges: the parser reads a chunk before it hands out the rows in it, so a row's note
 * is there when the row is (the merges follow the rows, so they are all noted once the last row
 * is out). A tag split between two chunks is read whole from the end kept of the first. Tags in
 * cell text are escaped (&lt;row …), so they never match.
 */
export async function* notingLayout(xml: AsyncIterable<string>, layout: SheetLayout): AsyncGenerator<string> {
  let tail = "";
  for await (const chunk of xml) {
    const text = tail + chunk;
    const open = text.lastIndexOf("<");
    let cut = open >= 0 && text.indexOf(">", open) < 0 ? open : text.length;
    // A cell whose end is in the next chunk is read whole with it (its type and value are noted together).
    const cell = text.lastIndexOf("<c ", cut);
    if (cell >= 0 && text.indexOf("</c>", cell) < 0 && text[text.indexOf(">", cell) - 1] !== "/") cut = cell;
    for (const [tag] of text.slice(0, cut).matchAll(LAYOUT_TAG)) {
      if (tag.startsWith("<row")) {
        const number = HIDDEN.test(tag) ? ROW_NUMBER.exec(tag)?.[1] : undefined;
        if (number) layout.hidden.add(Number(number));
      } else if (layout.merges.length < MAX_MERGES) {
        const ref = MERGE_REF.exec(tag)?.[1];
        if (ref) layout.merges.push(ref);
      }
    }
    noteTypedCells(text.slice(0, cut), layout.typed);
    // Kept whole, a tag that never ends (a huge attribute) would be scanned again with every chunk.
    tail = text.length - cut > MAX_KEPT_TAG ? "" : text.slice(cut);
    yield chunk;
  }
}

/**
 * Rows with typed cells noted and not yet handed out: those of a chunk or two. A crafted sheet whose
 * cells name rows that never come would otherwise grow the notes without bound.
 */
const MAX_PENDING_ROWS = 10_000;

function noteTypedCells(text: string, typed: Map<number, Map<number, TypedCell>>): void {
  for (const [, attributes = "", value] of text.matchAll(TYPED_CELL)) {
    const type = CELL_TYPE.exec(attributes)?.[1] as TypedCell["type"] | undefined;
    const ref = CELL_REF.exec(attributes);
    if (!type || !ref || value === undefined) continue;
    const row = Number(ref[2]);
    if (!typed.has(row) && typed.size >= MAX_PENDING_ROWS) continue;
    const cells = typed.get(row) ?? new Map<number, TypedCell>();
    cells.set(columnIndex(ref[1] ?? ""), { type, text: value });
    typed.set(row, cells);
  }
}

/** The value exceljs made of a typed cell, mended: an ISO date as a Date, an error value as exceljs's error object (a formula's as its result). */
function typedValue(value: unknown, cell: TypedCell): unknown {
  const formula = value !== null && typeof value === "object" && "formula" in value ? (value as { formula: unknown }).formula : undefined;
  let mended: unknown;
  if (cell.type === "e") mended = { error: cell.text };
  else {
    const date = new Date(cell.text);
    if (Number.isNaN(date.getTime())) return value;
    mended = date;
  }
  return formula === undefined ? mended : { formula, result: mended };
}

type WorksheetReader = AsyncIterable<{ number: number; values: unknown }> & { name?: string };

/** The private half of WorkbookReader this module drives (see above). */
type ReaderParts = {
  parseRels(entry: Readable): Promise<void>;
  parseWorkbook(entry: Readable): Promise<void>;
  parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  parseStyles(entry: Readable): Promise<void>;
  parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Generator<{ eventType: string; value: WorksheetReader }>;
};

function readerParts(reader: object): ReaderParts {
  const method = (name: string) => {
    const fn = (reader as Record<string, unknown>)[name];
    if (typeof fn !== "function") throw new Error(`exceljs WorkbookReader has no ${name} (was exceljs upgraded?)`);
    return (...args: unknown[]) => (fn as (...a: unknown[]) => unknown).apply(reader, args);
  };
  return {
    parseRels: method("_parseRels") as ReaderParts["parseRels"],
    parseWorkbook: method("_parseWorkbook") as ReaderParts["parseWorkbook"],
    parseSharedStrings: method("_parseSharedStrings") as ReaderParts["parseSharedStrings"],
    parseStyles: method("_parseStyles") as ReaderParts["parseStyles"],
    parseWorksheet: method("_parseWorksheet") as ReaderParts["parseWorksheet"],
  };
}

const WORKSHEET_NUMBER = /sheet(\d+)\.xml$/;

/**
 * The data sheet is the one named "Pozycje" or "Positions", else the first worksheet (in tab
 * order) that is neither the hidden "meta" sheet nor the instructions (dataSheetOf); its rows are
 * parsed, handed over and dropped one by one. Other sheets are not parsed. The meta sheet's
 * version, when there is one, goes to `onVersion` (it may come before or after the data); the
 * data sheet's merged ranges are added to `merges` once its last row is out.
 */
export async function* dataRows(bytes: Uint8Array, parts: WorkbookParts, onVersion: (version: string) => void, merges: string[] = []): AsyncGenerator<SheetRow> {
  const part = (entry: ZipEntry, max = MAX_PART_BYTES) => Readable.from(withoutReadPrefix(entryText(bytes, entry, max)));
  const workbookReader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    entries: "ignore",
  });
  const reader = readerParts(workbookReader);
  try {
    await reader.parseRels(part(parts.rels));
    await reader.parseWorkbook(part(parts.workbook));
    if (parts.styles) await reader.parseStyles(part(parts.styles));
    // Without a shared strings part (inline strings only) the worksheet reader still needs the table.
    (workbookReader as unknown as { sharedStrings: unknown[] }).sharedStrings = [];
    if (parts.sharedStrings) for await (const _ of reader.parseSharedStrings(part(parts.sharedStrings, MAX_SHARED_STRINGS_BYTES)));

    const parsed = workbookReader as unknown as { workbookRels?: WorkbookRel[]; model?: { sheets?: WorkbookSheet[] } };
    const worksheets = worksheetsInTabOrder(parts.worksheets, parsed.workbookRels ?? [], parsed.model?.sheets ?? []);
    const data = dataSheetOf(worksheets);
    for (const { entry, name } of worksheets) {
      const isData = entry === data?.entry;
      if (!isData && !isMetaSheet(name)) continue;
      const sheetNo = WORKSHEET_NUMBER.exec(entry.name)?.[1] ?? "0";
      const layout: SheetLayout = { hidden: new Set<number>(), merges: [], typed: new Map() };
      const xml = withReferences(withoutReadPrefix(entryText(bytes, entry, MAX_WORKSHEET_BYTES)));
      for (const { value: sheet } of reader.parseWorksheet(notingLayout(xml, layout), sheetNo)) {
        if (!isData) {
          for await (const row of sheet) {
            const [key, value] = (row.values as unknown[]).slice(1);
            if (key === META_VERSION_KEY && value !== undefined && value !== null) onVersion(String(value));
          }
        } else {
          for await (const row of sheet) {
            const values = (row.values as unknown[]).slice(1);
            // Notes come in row order: those up to this row are used or, naming a row passed, dropped.
            for (const [noted, cells] of layout.typed) {
              if (noted > row.number) break;
              if (noted === row.number) for (const [column, cell] of cells) values[column] = typedValue(values[column], cell);
              layout.typed.delete(noted);
            }
            yield { number: row.number, values, hidden: layout.hidden.has(row.number) };
          }
          // Past the last row the sheet's XML has been read to its end, merges (which follow the rows) included.
          merges.push(...layout.merges);
        }
      }
    }
  } catch (error) {
    // Only reading happens in here (what the caller does with a row throws in its own frame): a part
    // that does not inflate or parse — bad deflate data, broken XML — is no workbook we can read; one
    // past its limit is too large (413).
    if (error instanceof AppError) throw error;
    if (error instanceof ZipEntryTooLargeError) throw new PayloadTooLargeError({ detail: m("importFileUnpackedSize", error.maxBytes / 1024 / 1024) });
    console.warn(JSON.stringify({ message: "unreadable workbook", error: String(error) }));
    throw notAWorkbook();
  }
}
