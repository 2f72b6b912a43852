import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { SelectFilter } from "./select-filter";
import { loadI18n, render, tags, textOf } from "./test-render";

let en: I18n;
beforeAll(async () => {
  en = await loadI18n("en");
});

const options = [
  { value: "true", label: "Known" },
  { value: "false", label: "Not known" },
];

describe("SelectFilter", () => {
  it("is a labelled select whose first option means no filter", () => {
    const { html } = render(<SelectFilter label="Birth date" anyLabel="Any" value="" onChange={() => {}} options={options} />, { i18n: en });
    expect(html).toMatch(/^<label[^>]*><span[^>]*>Birth date<\/span><select/);
    expect(
      tags(html)
        .filter((t) => t.name === "option")
        .map((t) => t.attrs.value),
    ).toEqual(["", "true", "false"]);
    expect(textOf(html)).toBe("Birth date Any Known Not known");
  });

  it("selects the current value and takes extra classes", () => {
    const { html } = render(<SelectFilter label="Birth date" anyLabel="Any" value="false" onChange={() => {}} options={options} className="narrow" />, {
      i18n: en,
    });
    const selected = tags(html).filter((t) => t.name === "option" && "selected" in t.attrs);
    expect(selected.map((t) => t.attrs.value)).toEqual(["false"]);
    expect(tags(html).find((t) => t.name === "select")?.attrs.class).toContain("narrow");
  });
});
