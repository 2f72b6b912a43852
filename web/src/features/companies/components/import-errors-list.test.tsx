import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadI18n, render, textOf } from "../../../components/data-table/test-render";
import { ImportErrorsList } from "./import-errors-list";

let pl: I18n;
beforeAll(async () => {
  pl = await loadI18n("pl");
});

const cells = [
  { row: 2, column: "pagesUsed", messages: ["Must be at least 1"] },
  { row: 3, column: "pagesUsed", messages: ["Must be at least 1"] },
];

describe("ImportErrorsList", () => {
  it("counts the whole file when the server listed its first cells only, and says the list is cut", () => {
    const { html } = render(<ImportErrorsList cells={cells} totals={{ errors: 1500, rowsWithErrors: 1400, listedCells: 1000, cells: 1500 }} />, { i18n: pl });
    const text = textOf(html);
    expect(text).toContain("Błędy w pliku: 1500 (wiersze z błędami: 1400)");
    expect(text).toContain("Poniżej: pierwsze 2.");
  });

  it("counts the list itself when it is whole", () => {
    const { html } = render(<ImportErrorsList cells={cells} totals={{ errors: 2, rowsWithErrors: 2, listedCells: 2, cells: 2 }} />, { i18n: pl });
    const text = textOf(html);
    expect(text).toContain("Błędy w pliku: 2 (wiersze z błędami: 2)");
    expect(text).not.toContain("Poniżej");
  });
});
