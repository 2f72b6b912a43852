import type { Lang } from "@contract/common";
import { translateMessage } from "@contract/messages";
import type { Verb } from "../../context";
import { requireActor } from "../auth/auth.guards";
import { ERRORS_HEADER, IMPORT_COLUMNS, SHEET_NAMES } from "./reports-xlsx.columns";
import { loadCompanyForXlsx } from "./reports-xlsx.guards";
import { openWorkbook } from "./reports-xlsx.reader";
import { cellText } from "./reports-xlsx.rows";
import { RowScanner, type ScannedRow } from "./reports-xlsx.scan";
import { addInstructions, addMeta } from "./reports-xlsx.template";
import type { Upload } from "./reports-xlsx.upload";
import { safeText, streamedWorkbook } from "./reports-xlsx.writer";

/** Bad cells that also get a comment; every bad cell is filled and listed in the errors column. */
export const MAX_ERROR_NOTES = 1000;

const BAD_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFC7CE" } } as const;
const BAD_FONT = { color: { argb: "FF9C0006" } } as const;

export type ErrorWorkbook = { body: ReadableStream<Uint8Array>; filename: string; done: Promise<void> };

/** A cell copied as the user sees it: numbers stay numbers, formulas become their result, text stays text. */
function copied(value: unknown) {
  if (typeof value === "number") return value;
  const cell = cellText(value);
  if ("invalid" in cell) return typeof value === "object" && value && "error" in value ? String((value as { error: unknown }).error) : null;
  return safeText(cell.text);
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
  const scanner = new RowScanner(bytes, openWorkbook(bytes), company.id, "stop");
  const rows = scanner.rows()[Symbol.asyncIterator]();
  // Reads row 1 (SHEET_HEADERS_OUTDATED is thrown here, before any byte is sent) and the first data row.
  const first = await rows.next();

  const out = streamedWorkbook();
  const done = (async () => {
    try {
      await writeRows(out, ctx.lang, first, rows);
    } catch (error) {
      out.fail(error);
      throw error;
    }
  })();
  const base = input.upload.name.replace(/\.xlsx$/i, "") || "report";
  return { body: out.body, filename: `${base}-${ctx.lang === "pl" ? "bledy" : "errors"}.xlsx`, done };
}

async function writeRows(
  out: ReturnType<typeof streamedWorkbook>,
  lang: Lang,
  first: IteratorResult<ScannedRow>,
  rest: AsyncIterator<ScannedRow>,
): Promise<void> {
  const { workbook } = out;
  const sheet = workbook.addWorksheet(SHEET_NAMES.data[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [...IMPORT_COLUMNS.map((c) => ({ width: c.width })), { width: 60 }];
  const header = sheet.addRow([...IMPORT_COLUMNS.map((c) => c.header[lang]), ERRORS_HEADER[lang]]);
  header.font = { bold: true };
  header.commit();

  let notes = 0;
  let next = first;
  let written = 0;
  while (!next.done) {
    const { number, values, outcome } = next.value;
    const row = sheet.getRow(number);
    IMPORT_COLUMNS.forEach((_, i) => {
      row.getCell(i + 1).value = copied(values[i]);
    });
    if (!outcome.ok) {
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
  sheet.commit();
  addInstructions(workbook, lang);
  addMeta(workbook, lang);
  await workbook.commit();
}
