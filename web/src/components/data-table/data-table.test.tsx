import type { Paged } from "@contract/common";
import type { I18n } from "@lingui/core";
import { useListState } from "@web/lib/url-state";
import { beforeAll, describe, expect, it } from "vitest";
import { DataTable, type DataTableProps } from "./data-table";
import { EmptyState } from "./empty-state";
import { clampPage } from "./page-jump";
import { byAttr, byLabel, loadI18n, render, tags, textOf } from "./test-render";
import type { Column } from "./types";

type Publication = { id: string; title: string; year: number; publisher: string };

const columns: Column<Publication>[] = [
  { id: "title", header: "Title", cell: (p) => p.title, sortable: true, rowHeader: true, wrap: true },
  { id: "year", header: "Year", cell: (p) => p.year, sortable: true, sortField: "publicationYear", align: "end" },
  { id: "publisher", header: "Publisher", cell: (p) => p.publisher, hideBelow: "md" },
];

const rows: Publication[] = [
  { id: "p1", title: "Pan Tadeusz", year: 1834, publisher: "Aleksander Jełowicki" },
  { id: "p2", title: "Lalka", year: 1890, publisher: "Gebethner i Wolff" },
  { id: "p3", title: "Quo vadis", year: 1896, publisher: "Gebethner i Wolff" },
];

const page = (over: Partial<Paged<Publication>> = {}): Paged<Publication> => ({
  items: rows,
  page: 1,
  pageSize: 25,
  totalCount: 3,
  totalPages: 1,
  ...over,
});

type Props = Partial<Omit<DataTableProps<Publication>, "state" | "onStateChange">>;

/** A list page in miniature: the URL drives the table through useListState. */
function PublicationsTable(props: Props) {
  const list = useListState({ sortFields: ["title", "publicationYear"] });
  return (
    <DataTable
      label="Publications"
      columns={columns}
      getRowId={(p) => p.id}
      data={page()}
      state={list.state}
      onStateChange={list.update}
      {...props}
    />
  );
}

let pl: I18n;
let en: I18n;
beforeAll(async () => {
  [pl, en] = await Promise.all([loadI18n("pl"), loadI18n("en")]);
});

describe("DataTable", () => {
  it("renders the caption, headers and one row per item, name column as row header", () => {
    const { html } = render(<PublicationsTable />, { i18n: pl });
    const all = tags(html);
    expect(textOf(html)).toContain("Publications");
    expect(all.filter((t) => t.name === "th" && t.attrs.scope === "col")).toHaveLength(3);
    expect(all.filter((t) => t.name === "tr")).toHaveLength(1 + rows.length);
    expect(all.filter((t) => t.name === "th" && t.attrs.scope === "row")).toHaveLength(rows.length);
    for (const r of rows) expect(textOf(html)).toContain(r.title);
    // Sortable headers are buttons named by the header text; the others are plain text.
    expect(all.filter((t) => t.name === "button" && t.attrs.type === "button").length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/<button[^>]*><span>Title<\/span>/);
    expect(html).not.toMatch(/<button[^>]*><span>Publisher<\/span>/);
  });

  it("puts the table in a named region so a phone can scroll it sideways", () => {
    const { html } = render(<PublicationsTable />, { i18n: pl });
    const section = tags(html).find((t) => t.name === "section");
    const caption = tags(html).find((t) => t.name === "caption");
    expect(section?.attrs["aria-labelledby"]).toBeTruthy();
    expect(section?.attrs["aria-labelledby"]).toBe(caption?.attrs.id);
  });

  it.each([
    ["sort=title&order=desc", "Title", "descending"],
    ["sort=title", "Title", "ascending"],
    ["sort=publicationYear&order=desc", "Year", "descending"],
  ])("with ?%s marks %s as %s and no other column", (search, header, sort) => {
    const { html } = render(<PublicationsTable />, { i18n: pl, search });
    const sorted = tags(html).filter((t) => t.name === "th" && t.attrs["aria-sort"] !== undefined);
    expect(sorted).toHaveLength(1);
    expect(sorted[0]!.attrs["aria-sort"]).toBe(sort);
    expect(html.slice(sorted[0]!.index)).toMatch(new RegExp(`^<th[^>]*><button[^>]*><span>${header}</span>`));
  });

  it("has no aria-sort without a sort, nor for a sort field the list does not allow", () => {
    for (const search of ["", "sort=password"]) {
      const { html } = render(<PublicationsTable />, { i18n: pl, search });
      expect(html).not.toContain("aria-sort");
    }
  });

  it("shows the empty state, and a page's own empty state with its action", () => {
    const empty = page({ items: [], totalCount: 0 });
    const plain = render(<PublicationsTable data={empty} />, { i18n: pl }).html;
    expect(textOf(plain)).toContain("Brak wyników");
    expect(tags(plain).filter((t) => t.name === "td" && t.attrs.colspan === "3")).toHaveLength(1);

    const custom = render(
      <PublicationsTable data={empty} empty={<EmptyState title="Nothing here" action={<button type="button">Clear filters</button>} />} />,
      { i18n: pl },
    ).html;
    expect(textOf(custom)).toContain("Nothing here");
    expect(textOf(custom)).toContain("Clear filters");
    expect(textOf(custom)).not.toContain("Brak wyników");
  });

  it("while the first page loads: skeleton rows, aria-busy and a spoken status, no footer", () => {
    const { html } = render(<PublicationsTable data={undefined} loading />, { i18n: pl, search: "pageSize=50" });
    expect(byAttr(html, "aria-busy", "true").map((t) => t.name)).toEqual(["table"]);
    expect(byAttr(html, "data-skeleton", "")).toHaveLength(10);
    expect(tags(html).find((t) => t.name === "output")).toBeDefined();
    expect(textOf(html)).toContain("Wczytywanie…");
    expect(html).not.toContain("Pierwsza strona");
  });

  it("while a next page loads keeps the rows, still busy; idle means aria-busy false", () => {
    const busy = render(<PublicationsTable loading />, { i18n: pl }).html;
    expect(byAttr(busy, "aria-busy", "true")).toHaveLength(1);
    expect(textOf(busy)).toContain("Lalka");
    const idle = render(<PublicationsTable />, { i18n: pl }).html;
    expect(byAttr(idle, "aria-busy", "false")).toHaveLength(1);
    expect(textOf(idle)).not.toContain("Wczytywanie");
  });

  it("renders the error slot instead of rows and footer when no page has come yet", () => {
    const { html } = render(<PublicationsTable data={undefined} error={<p role="alert">Server unavailable</p>} />, { i18n: pl });
    expect(textOf(html)).toContain("Server unavailable");
    expect(html).not.toContain("data-stale");
    expect(html).not.toContain("Pierwsza strona");
  });

  it("keeps the rows of a failed refresh, dimmed under the error slot, without the footer", () => {
    const { html } = render(<PublicationsTable error={<p role="alert">Server unavailable</p>} />, { i18n: pl });
    const text = textOf(html);
    expect(text.indexOf("Server unavailable")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("Server unavailable")).toBeLessThan(text.indexOf("Lalka"));
    expect(byAttr(html, "data-stale", "true")).toHaveLength(1);
    expect(html).not.toContain("Pierwsza strona");
  });
});

const isDisabled = (html: string, label: string) => "disabled" in byLabel(html, label).attrs;

describe("DataTable footer", () => {
  const five = page({ totalCount: 120, totalPages: 5, pageSize: 25 });

  it("says which page of how many, in Polish and in English", () => {
    const polish = render(<PublicationsTable data={{ ...five, page: 2 }} />, { i18n: pl, search: "page=2" }).html;
    expect(textOf(polish)).toContain("Strona 2 z 5");
    const english = render(<PublicationsTable data={{ ...five, page: 2 }} />, { i18n: en, search: "page=2" }).html;
    expect(textOf(english)).toContain("Page 2 of 5");
  });

  it.each([
    [1, { first: true, previous: true, next: false, last: false }],
    [3, { first: false, previous: false, next: false, last: false }],
    [5, { first: false, previous: false, next: true, last: true }],
  ])("on page %i disables exactly the buttons that lead nowhere", (n, expected) => {
    const { html } = render(<PublicationsTable data={{ ...five, page: n }} />, { i18n: pl, search: `page=${n}` });
    expect({
      first: isDisabled(html, "Pierwsza strona"),
      previous: isDisabled(html, "Poprzednia strona"),
      next: isDisabled(html, "Następna strona"),
      last: isDisabled(html, "Ostatnia strona"),
    }).toEqual(expected);
  });

  it("names every control in English too", () => {
    const { html } = render(<PublicationsTable data={five} />, { i18n: en });
    for (const label of ["First page", "Previous page", "Next page", "Last page", "Pagination"]) expect(byLabel(html, label)).toBeDefined();
    expect(textOf(html)).toContain("Rows per page");
    expect(textOf(html)).toContain("Go to page");
  });

  it("labels the page-size select and the go-to-page input, bounded by the page count", () => {
    const { html } = render(<PublicationsTable data={{ ...five, pageSize: 50 }} />, { i18n: pl, search: "pageSize=50" });
    const all = tags(html);
    const labelFor = (text: string) => {
      const i = all.findIndex((t, k) => t.name === "label" && textOf(html.slice(t.index, all[k + 1]?.index)).startsWith(text));
      return all[i]?.attrs.for;
    };
    const select = all.find((t) => t.name === "select" && t.attrs.id === labelFor("Wierszy na stronę"));
    expect(select).toBeDefined();
    expect(all.filter((t) => t.name === "option").map((t) => t.attrs.value)).toEqual(["10", "25", "50", "100"]);
    expect(all.find((t) => t.name === "option" && "selected" in t.attrs)?.attrs.value).toBe("50");
    const jump = all.find((t) => t.name === "input" && t.attrs.id === labelFor("Przejdź do strony"));
    expect(jump?.attrs).toMatchObject({ type: "number", min: "1", max: "5" });
  });

  it("offers page controls only when something matched", () => {
    expect(textOf(render(<PublicationsTable data={page({ totalCount: 0 })} />, { i18n: pl }).html)).not.toContain("Strona");
    expect(textOf(render(<PublicationsTable data={page({ totalCount: 3 })} />, { i18n: pl }).html)).toContain("Strona 1 z 1");
  });

  it.each([
    [0, "0 wyników"],
    [1, "1 wynik"],
    [3, "3 wyniki"],
    [5, "5 wyników"],
    [12, "12 wyników"],
    [22, "22 wyniki"],
  ])("counts %i results with the right Polish plural", (totalCount, text) => {
    const { html } = render(<PublicationsTable data={page({ totalCount })} />, { i18n: pl });
    expect(textOf(html)).toContain(text);
  });

  it("clamps a typed page number into 1..totalPages", () => {
    expect([clampPage(0, 5), clampPage(-4, 5), clampPage(3, 5), clampPage(99, 5), clampPage(2.7, 5), clampPage(3, 0)]).toEqual([
      1, 1, 3, 5, 2, 1,
    ]);
  });
});

function Selectable({ selected }: { selected: string[] }) {
  return (
    <PublicationsTable
      selection={{ selected: new Set(selected), onChange: () => {}, getRowLabel: (p) => p.title }}
    />
  );
}

describe("DataTable selection", () => {
  it("adds a labelled select-all box and a named box per row, checked as selected", () => {
    const { html } = render(<Selectable selected={["p2"]} />, { i18n: pl });
    expect(byLabel(html, "Zaznacz wszystkie wiersze na tej stronie").attrs.type).toBe("checkbox");
    expect("checked" in byLabel(html, "Zaznacz: Lalka").attrs).toBe(true);
    expect("checked" in byLabel(html, "Zaznacz: Quo vadis").attrs).toBe(false);
    expect(textOf(html)).toContain("Zaznaczone: 1");
  });

  it("checks select-all only when the whole page is selected", () => {
    const all = render(<Selectable selected={["p1", "p2", "p3", "elsewhere"]} />, { i18n: pl }).html;
    expect("checked" in byLabel(all, "Zaznacz wszystkie wiersze na tej stronie").attrs).toBe(true);
    expect(textOf(all)).toContain("Zaznaczone: 4");
    const none = render(<Selectable selected={[]} />, { i18n: pl }).html;
    expect("checked" in byLabel(none, "Zaznacz wszystkie wiersze na tej stronie").attrs).toBe(false);
    expect(textOf(none)).not.toContain("Zaznaczone");
  });

  it("disables the box of a row that cannot be selected and checks select-all when every other row is", () => {
    const { html } = render(
      <PublicationsTable selection={{ selected: new Set(["p1", "p3"]), onChange: () => {}, getRowLabel: (p) => p.title, isSelectable: (p) => p.id !== "p2" }} />,
      { i18n: pl },
    );
    expect(isDisabled(html, "Zaznacz: Lalka")).toBe(true);
    expect(isDisabled(html, "Zaznacz: Quo vadis")).toBe(false);
    expect("checked" in byLabel(html, "Zaznacz wszystkie wiersze na tej stronie").attrs).toBe(true);
    const nothing = render(<PublicationsTable selection={{ selected: new Set(), onChange: () => {}, isSelectable: () => false }} />, { i18n: pl }).html;
    expect(nothing).not.toContain("Zaznacz wszystkie wiersze na tej stronie");
  });

  it("falls back to row numbers that continue across pages", () => {
    const { html } = render(
      <PublicationsTable data={page({ page: 2, totalPages: 2, totalCount: 13, pageSize: 10 })} selection={{ selected: new Set(), onChange: () => {} }} />,
      { i18n: pl, search: "page=2&pageSize=10" },
    );
    expect(byLabel(html, "Zaznacz wiersz 11")).toBeDefined();
    expect(byLabel(html, "Zaznacz wiersz 13")).toBeDefined();
  });
});
