import type { Paged } from "@contract/common";
import type { I18n } from "@lingui/core";
import { useListState } from "@web/lib/url-state";
import { beforeAll, describe, expect, it } from "vitest";
import { ListPage, type ListQuery } from "./list-page";
import { byAttr, loadI18n, render, textOf } from "./test-render";
import type { Column } from "./types";

type Author = { id: string; name: string };
const columns: Column<Author>[] = [{ id: "name", header: "Name", cell: (a) => a.name, rowHeader: true }];
const paged = (items: Author[]): Paged<Author> => ({ items, page: 1, pageSize: 25, totalCount: items.length, totalPages: 1 });
const query = (over: Partial<ListQuery<Author>> = {}): ListQuery<Author> => ({
  data: paged([{ id: "a1", name: "Prus, Bolesław" }]),
  error: undefined,
  isLoading: false,
  mutate: async () => undefined,
  ...over,
});

/** An authors page in miniature: the URL drives the list state, the query is given. */
function Authors({ q = query(), extra = false }: { q?: ListQuery<Author>; extra?: boolean }) {
  const list = useListState({ sortFields: ["name"], filters: { gender: "" } });
  return (
    <ListPage
      title="Authors"
      action={<button type="button">Add author</button>}
      secondaryActions={extra ? <button type="button">Export</button> : undefined}
      notice={extra ? <p data-notice="">Export failed</p> : undefined}
      list={list}
      query={q}
      columns={columns}
      getRowId={(a) => a.id}
      filters={<input aria-label="Search authors" />}
      noMatchTitle="No authors match the filters"
      emptyTitle="No authors yet"
      emptyDescription="Add the first one."
    >
      <div data-dialogs="" />
    </ListPage>
  );
}

let pl: I18n;
let en: I18n;
beforeAll(async () => {
  [pl, en] = await Promise.all([loadI18n("pl"), loadI18n("en")]);
});

describe("ListPage", () => {
  it("puts the title in the heading and the table's caption, the filters in the search landmark, the rows and the page's dialogs", () => {
    const { html } = render(<Authors />, { i18n: en });
    expect(html).toMatch(/<h1[^>]*>Authors<\/h1>/);
    expect(html).toMatch(/<caption[^>]*>[^<]*Authors/);
    expect(byAttr(html, "aria-label", "Filters").map((t) => t.name)).toEqual(["search"]);
    expect(byAttr(html, "aria-label", "Search authors")).toHaveLength(1);
    expect(textOf(html)).toContain("Prus, Bolesław");
    expect(byAttr(html, "data-dialogs", "")).toHaveLength(1);
  });

  it("offers Clear filters only while the URL narrows the list", () => {
    expect(textOf(render(<Authors />, { i18n: en }).html)).not.toContain("Clear filters");
    for (const search of ["q=prus", "gender=female"]) expect(textOf(render(<Authors />, { i18n: en, search }).html)).toContain("Clear filters");
    expect(textOf(render(<Authors />, { i18n: pl, search: "q=prus" }).html)).toContain("Wyczyść filtry");
  });

  it("an empty list offers the page's action; an empty filtered list offers to clear the filters", () => {
    const empty = query({ data: paged([]) });
    const plain = render(<Authors q={empty} />, { i18n: en }).html;
    expect(textOf(plain)).toContain("No authors yet Add the first one. Add author");
    expect(textOf(plain).match(/Add author/g)).toHaveLength(2); // in the header and in the empty state
    const filtered = render(<Authors q={empty} />, { i18n: en, search: "q=nobody" }).html;
    expect(textOf(filtered)).toContain("No authors match the filters");
    expect(textOf(filtered)).not.toContain("No authors yet");
    expect(textOf(filtered).match(/Clear filters/g)).toHaveLength(2); // in the filter bar and in the empty state
  });

  it("shows loading rows until the first answer, and a failure with Retry instead of rows", () => {
    const loading = render(<Authors q={query({ data: undefined, isLoading: true })} />, { i18n: en }).html;
    expect(byAttr(loading, "aria-busy", "true")).toHaveLength(1);
    expect(byAttr(loading, "data-skeleton", "").length).toBeGreaterThan(0);
    const failed = render(<Authors q={query({ data: undefined, error: new Error("offline") })} />, { i18n: en }).html;
    expect(textOf(failed)).not.toContain("Prus, Bolesław");
    expect(byAttr(failed, "role", "alert")).toHaveLength(1);
    expect(textOf(failed)).toContain("Try again");
  });

  it("puts secondary actions in the header before the main one, not in the empty state, and a notice between filters and table", () => {
    const { html } = render(<Authors extra q={query({ data: paged([]) })} />, { i18n: en });
    const text = textOf(html);
    expect(text).toMatch(/Export\s*Add author/);
    expect(text.match(/Export(?! failed)/g)).toHaveLength(1);
    expect(text.match(/Add author/g)).toHaveLength(2);
    const [filters, notice, table] = ['aria-label="Filters"', "data-notice", "<table"].map((marker) => html.indexOf(marker)) as [number, number, number];
    expect(filters).toBeGreaterThan(-1);
    expect(notice).toBeGreaterThan(filters);
    expect(table).toBeGreaterThan(notice);
  });
});
