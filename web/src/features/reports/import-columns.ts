import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The import template's columns in the order of its header row, named as the template's headers
 * say in each language (worker reports-xlsx.columns.ts), so an error names the column the user
 * sees in the sheet. The keys are the `<column>` of the API's `row:<n>:<column>` errors.
 */
export const IMPORT_COLUMN_LABELS: Record<string, MessageDescriptor> = {
  type: msg({ message: "Type", context: "import template column" }),
  title: msg({ message: "Title", context: "import template column" }),
  publisher: msg({ message: "Publisher", context: "import template column" }),
  link: msg({ message: "Link", context: "import template column" }),
  publicationYear: msg({ message: "Publication year", context: "import template column" }),
  editionNumber: msg({ message: "Edition number", context: "import template column" }),
  isbn: msg({ message: "ISBN", context: "import template column" }),
  issn: msg({ message: "ISSN", context: "import template column" }),
  articleTitle: msg({ message: "Article title", context: "import template column" }),
  articleDoi: msg({ message: "Article DOI", context: "import template column" }),
  magazineTitle: msg({ message: "Magazine title", context: "import template column" }),
  authors: msg({ message: "Authors", context: "import template column" }),
  pagesUsed: msg({ message: "Pages used", context: "import template column" }),
};

const ORDER = Object.keys(IMPORT_COLUMN_LABELS);
/** A column's place in the sheet; unknown ones last. */
export const columnPosition = (column: string) => {
  const i = ORDER.indexOf(column);
  return i < 0 ? ORDER.length : i;
};

/** A column's letter in the template's sheet (A for its first), which is the same in either language; null for unknown ones. */
export const columnLetterOf = (column: string): string | null => {
  const i = ORDER.indexOf(column);
  return i < 0 ? null : String.fromCharCode(65 + i);
};

export type ImportCellError = { row: number; column: string; messages: string[] };

/** `{ "row:4:title": [...] }` → one entry per cell, by row and then in the sheet's column order. */
export function importCellErrors(errors: Record<string, string[]>): ImportCellError[] {
  const cells: ImportCellError[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^row:(\d+):(.+)$/.exec(key);
    if (!match) continue;
    cells.push({ row: Number(match[1]), column: match[2] ?? "", messages });
  }
  return cells.sort((a, b) => a.row - b.row || columnPosition(a.column) - columnPosition(b.column));
}
