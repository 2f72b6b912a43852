import { describe, expect, it } from "vitest";
import { columnLetter, IMPORT_COLUMNS } from "../../../../worker/src/modules/reports-xlsx/reports-xlsx.columns";
import { columnLetterOf, importCellErrors } from "./import-columns";

describe("importCellErrors", () => {
  it("orders the cells by row, then as the template's columns, and skips other keys", () => {
    const cells = importCellErrors({
      "row:10:pagesUsed": ["Must be at least 1"],
      "row:3:pagesUsed": ["This field is required"],
      "row:3:title": ["This field is required"],
      "row:2:isbn": ["The ISBN check digit is wrong"],
      file: ["not a cell"],
    });
    expect(cells.map((c) => `${c.row}:${c.column}`)).toEqual(["2:isbn", "3:title", "3:pagesUsed", "10:pagesUsed"]);
    expect(cells[0]?.messages).toEqual(["The ISBN check digit is wrong"]);
  });
});

describe("columnLetterOf", () => {
  it("names each column by the letter it has in the template the worker writes", () => {
    expect(IMPORT_COLUMNS.map((column) => columnLetterOf(column.key))).toEqual(IMPORT_COLUMNS.map((_column, i) => columnLetter(i)));
    expect(columnLetterOf("file")).toBeNull();
  });
});
