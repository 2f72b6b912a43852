import ExcelJS from "exceljs/excel.js";

/**
 * exceljs's Node build (see exceljs.d.ts): the browser build a bundler would otherwise pick lacks
 * `stream.xlsx.WorkbookReader` and `WorkbookWriter`, which the import, the error workbook and the
 * export depend on to stay within a Worker's 128 MB (see reports-xlsx.reader.ts for how the
 * reader is fed).
 */
export { ExcelJS };
export type { DataValidation, Workbook, Worksheet } from "exceljs";

