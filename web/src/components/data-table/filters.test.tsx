import type { I18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { DateRangeFilter } from "./date-range-filter";
import { FilterBar } from "./filter-bar";
import { SearchInput } from "./search-input";
import { byLabel, loadI18n, render, tags, textOf } from "./test-render";

let pl: I18n;
let en: I18n;
beforeAll(async () => {
  [pl, en] = await Promise.all([loadI18n("pl"), loadI18n("en")]);
});

const noop = () => {};
const selectedOption = (html: string) => tags(html).find((t) => t.name === "option" && "selected" in t.attrs)?.attrs.value;
const dateInputs = (html: string) => tags(html).filter((t) => t.name === "input" && t.attrs.type === "date");

describe("DateRangeFilter", () => {
  const today = "2025-05-14";

  it.each([
    [undefined, undefined, "any"],
    ["2025-05-01", "2025-05-31", "currentMonth"],
    ["2025-04-01", "2025-04-30", "lastMonth"],
    ["2025-04-01", "2025-06-30", "currentQuarter"],
    ["2025-01-01", "2025-03-31", "lastQuarter"],
    ["2025-01-01", "2025-12-31", "currentYear"],
    ["2024-01-01", "2024-12-31", "lastYear"],
    ["2025-05-02", "2025-05-09", "custom"],
    ["2025-05-02", undefined, "custom"],
  ])("shows %s..%s as %s", (from, to, preset) => {
    const { html } = render(<DateRangeFilter from={from} to={to} onChange={noop} today={today} />, { i18n: pl });
    expect(selectedOption(html)).toBe(preset);
    // The date inputs appear for a custom range only, pre-filled with it.
    expect(dateInputs(html).map((t) => t.attrs.value)).toEqual(preset === "custom" ? [from ?? "", to ?? ""] : []);
  });

  it("offers every preset, named in Polish, with a labelled select and date inputs", () => {
    const { html } = render(<DateRangeFilter from="2025-05-02" to="2025-05-09" onChange={noop} today={today} />, { i18n: pl });
    const options = tags(html).filter((t) => t.name === "option").map((t) => t.attrs.value);
    expect(options).toEqual(["any", "currentMonth", "lastMonth", "currentQuarter", "lastQuarter", "currentYear", "lastYear", "custom"]);
    const shown = textOf(html);
    for (const name of ["Data utworzenia", "Dowolny okres", "Bieżący miesiąc", "Poprzedni miesiąc", "Bieżący kwartał", "Poprzedni kwartał", "Bieżący rok", "Poprzedni rok", "Własny zakres"])
      expect(shown).toContain(name);
    expect(byLabel(html, "Okres").name).toBe("select");
    const all = tags(html);
    const labelled = (name: string) =>
      all.find((t, k) => t.name === "label" && textOf(html.slice(t.index, all[k + 1]?.index)) === name)?.attrs.for;
    expect(dateInputs(html).map((t) => t.attrs.id)).toEqual([labelled("Od"), labelled("Do")]);
    // Each bound limits the other, so the picker cannot produce a reversed range.
    expect(dateInputs(html).map((t) => [t.attrs.min, t.attrs.max])).toEqual([
      [undefined, "2025-05-09"],
      ["2025-05-02", undefined],
    ]);
  });

  it("is named in English too", () => {
    const { html } = render(<DateRangeFilter from={undefined} to={undefined} onChange={noop} today={today} label="Verified" />, { i18n: en });
    expect(byLabel(html, "Period").name).toBe("select");
    expect(textOf(html)).toContain("Verified");
    expect(textOf(html)).toContain("Last quarter");
  });
});

describe("SearchInput and FilterBar", () => {
  it("renders a named search box holding the committed query", () => {
    const { html } = render(<SearchInput value="tolkien" onSearch={noop} />, { i18n: pl });
    expect(byLabel(html, "Szukaj").attrs).toMatchObject({ type: "search", value: "tolkien", placeholder: "Szukaj…", maxlength: "200" });
    const named = render(<SearchInput value="" onSearch={noop} label="Search authors" />, { i18n: en }).html;
    expect(byLabel(named, "Search authors").attrs.type).toBe("search");
  });

  it("wraps filters in a named search landmark with a separate actions area", () => {
    const { html } = render(
      <FilterBar actions={<button type="button">Export</button>}>
        <SearchInput value="" onSearch={noop} />
      </FilterBar>,
      { i18n: pl },
    );
    expect(byLabel(html, "Filtry").name).toBe("search");
    expect(textOf(html)).toContain("Export");
  });
});
