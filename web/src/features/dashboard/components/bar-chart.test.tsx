import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { byAttr, loadI18n, render, textOf } from "../../../components/data-table/test-render";
import { BarChart } from "./bar-chart";

let en: I18n;
beforeAll(async () => {
  en = await loadI18n("en");
});

describe("BarChart", () => {
  it("draws a bar for every count above 0 and none for 0, so an empty category never looks filled", () => {
    const bars = [
      { key: "active", label: "Active", value: 40 },
      { key: "inactive", label: "Inactive", value: 1 },
      { key: "pending", label: "Pending", value: 0 },
    ];
    const { html } = render(<BarChart title="Companies by status" bars={bars} />, { i18n: en });
    const fills = byAttr(html, "data-part", "bar-fill");
    expect(fills.map((f) => f.attrs.style)).toEqual(["display:block;width:100%", "display:block;width:3%"]);
    expect(textOf(html)).toContain("Pending : 0");
  });
});
