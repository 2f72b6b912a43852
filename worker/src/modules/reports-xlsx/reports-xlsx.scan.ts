import type { Lang } from "@contract/common";
import { IMPORT_MAX_ROWS } from "@contract/reports";
import { m } from "@contract/messages";
import { PayloadTooLargeError, SheetHeadersOutdatedError } from "../../lib/errors";
import { headerMismatch, headersAreCurrent, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { dataRows } from "./reports-xlsx.reader";
import { cellText, checkRow, type RowOutcome } from "./reports-xlsx.rows";
import { templatePath } from "./reports-xlsx.rules";
import type { WorkbookParts } from "./reports-xlsx.zip";

export type ScannedRow = { number: number; values: unknown[]; hidden: boolean; outcome: RowOutcome };

/** 422 SHEET_HEADERS_OUTDATED, pointing at the template to download (in `detail` and a Link header). */
export function headersOutdated(companyId: string, mismatch?: string | null): SheetHeadersOutdatedError {
  const path = templatePath(companyId);
  return new SheetHeadersOutdatedError({
    detail: m("templateOutdated", TEMPLATE_VERSION, path),
    // Which header is off (an outside client, or a user who renamed one, can see what to mend).
    ...(mismatch ? { errors: { headers: [mismatch] } } : {}),
    headers: { Link: `<${path}>; rel="template"` },
  });
}

/**
 * Walks the data sheet once: row 1 must carry the current headers (else 422 at once), then every
 * non-blank row is checked against CreatePositionInput and handed out with its outcome. Past
 * IMPORT_MAX_ROWS data rows the walk fails with 413: the import answers it; the error workbook,
 * already streaming, breaks off (a shorter workbook, imported once corrected, would lose the rest
 * without a word).
 */
export class RowScanner {
  dataRows = 0;
  version: string | undefined;
  /** The data sheet's merged ranges ("B3:C4"), complete once the rows are (not when the walk stops early). */
  readonly merges: string[] = [];

  constructor(
    private readonly bytes: Uint8Array,
    private readonly parts: WorkbookParts,
    private readonly companyId: string,
    private readonly lang: Lang,
  ) {}

  async *rows(): AsyncGenerator<ScannedRow> {
    let header = false;
    for await (const row of dataRows(this.bytes, this.parts, (v) => (this.version = v), this.merges)) {
      if (!header) {
        const texts = row.values.map((value) => {
          const cell = cellText(value);
          return "text" in cell ? (cell.text ?? "") : "";
        });
        if (row.number !== 1) throw headersOutdated(this.companyId, m("headerRow", row.number));
        if (!headersAreCurrent(texts)) throw headersOutdated(this.companyId, headerMismatch(texts, this.lang));
        header = true;
        continue;
      }
      const outcome = checkRow(row.values);
      if (!outcome) continue;
      if (++this.dataRows > IMPORT_MAX_ROWS) {
        this.dataRows = IMPORT_MAX_ROWS;
        throw new PayloadTooLargeError({ detail: m("importRowLimit", IMPORT_MAX_ROWS) });
      }
      yield { number: row.number, values: row.values, hidden: row.hidden, outcome };
    }
    if (!header) throw headersOutdated(this.companyId);
  }

  /** After the walk: a workbook whose meta sheet names another template version is outdated too. */
  assertCurrentVersion(): void {
    if (this.version !== undefined && this.version !== String(TEMPLATE_VERSION)) throw headersOutdated(this.companyId);
  }
}
