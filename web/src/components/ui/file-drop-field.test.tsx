import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { byAttr, loadI18n, render, textOf } from "../data-table/test-render";
import { FileDropField } from "./file-drop-field";

let pl: I18n;
let en: I18n;
beforeAll(async () => {
  [pl, en] = await Promise.all([loadI18n("pl"), loadI18n("en")]);
});

const field = (over: Partial<Parameters<typeof FileDropField>[0]> = {}) => (
  <FileDropField id="f" label="File (.xlsx)" accept=".xlsx" file={null} helper="Use the template." onFiles={() => undefined} {...over} />
);
const input = (html: string) => byAttr(html, "id", "f").find((t) => t.name === "input")!;

describe("FileDropField", () => {
  it("is named by its label alone and offers the choice in the app's language", () => {
    const { html } = render(field(), { i18n: pl, path: "/" });
    expect(input(html).attrs["aria-labelledby"]).toBe("f-label");
    expect(byAttr(html, "id", "f-label")[0]?.name).toBe("label");
    expect(input(html).attrs["aria-describedby"]).toBe("f-help");
    expect(input(html).attrs["aria-invalid"]).toBeUndefined();
    expect(textOf(html)).toContain("Wybierz plik albo przeciągnij go tutaj");
  });

  it("shows the chosen file's name and size, and offers another", () => {
    const file = new File([new Uint8Array(2048)], "raport.xlsx");
    const { html } = render(field({ file }), { i18n: en, path: "/" });
    expect(textOf(html)).toContain("raport.xlsx 2 kB · Choose another file");
  });

  it("marks the input invalid and describes it by the error instead of the helper", () => {
    const { html } = render(field({ error: "Choose an .xlsx file." }), { i18n: en, path: "/" });
    expect(input(html).attrs["aria-invalid"]).toBe("true");
    expect(input(html).attrs["aria-describedby"]).toBe("f-error");
    expect(byAttr(html, "id", "f-error")).toHaveLength(1);
    expect(byAttr(html, "id", "f-help")).toHaveLength(0);
  });
});
