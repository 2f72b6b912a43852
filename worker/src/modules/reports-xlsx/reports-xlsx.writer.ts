import { Writable } from "node:stream";
import { xmlText } from "@contract/text";
import { ExcelJS } from "./reports-xlsx.exceljs";
import { escapeXstring } from "./reports-xlsx.xstring";

/**
 * Streaming .xlsx answers: exceljs's WorkbookWriter writes into a Node stream whose chunks go
 * straight into a TransformStream whose readable side is the Response body. Rows are committed
 * as they are written, so memory holds a row and the ZIP compressor's window, not the workbook.
 */

/** Leading characters that make Excel, LibreOffice or Sheets treat typed text as a formula (OWASP CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value that no spreadsheet evaluates. Strings starting with = + - @ (or tab / CR) become
 * inline rich text: `t="inlineStr"`, the explicit string type — what Excel itself stores for text
 * typed with a leading apostrophe, minus the apostrophe. Other strings stay plain strings, which
 * exceljs never writes as formulas either. Characters XML cannot hold are dropped, and text
 * that Excel would read as its _xHHHH_ escape is escaped.
 */
export function safeText(value: string | null | undefined): string | { richText: { text: string }[] } | null {
  // Rows stored before the contract dropped XML-illegal characters (xmlText) may still hold them.
  const text = escapeXstring(xmlText(value ?? ""));
  if (text === "") return null;
  return FORMULA_START.test(text) ? { richText: [{ text }] } : text;
}

export type StreamedWorkbook = {
  workbook: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;
  body: ReadableStream<Uint8Array>;
  /** Resolves once the consumer has taken what was written so far (backpressure for the producer). */
  drained(): Promise<void>;
  /** Ends the body with an error (the client sees a broken download rather than a short file). */
  fail(error: unknown): void;
};

export function streamedWorkbook(): StreamedWorkbook {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  let failed = false;
  const out = new Writable({
    highWaterMark: 256 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      writer.write(new Uint8Array(chunk)).then(() => callback(), callback);
    },
    final(callback) {
      writer.close().then(() => callback(), callback);
    },
  });
  out.on("error", () => {
    failed = true;
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  return {
    workbook,
    body: readable,
    drained: () =>
      new Promise<void>((resolve, reject) => {
        if (failed) return reject(new Error("the download was cancelled"));
        if (!out.writableNeedDrain) return resolve();
        out.once("drain", () => resolve());
        out.once("error", reject);
      }),
    fail(error) {
      failed = true;
      writer.abort(error).catch(() => undefined);
    },
  };
}
