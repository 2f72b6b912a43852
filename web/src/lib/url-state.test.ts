import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@contract/common";
import * as fc from "fast-check";
import { type FunctionComponent, createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router, type RouterOptions } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { isIsoDate } from "./date-ranges";
import {
  type ListDefaults,
  type ListPatch,
  type ListState,
  type ListStateApi,
  MAX_PAGE,
  MAX_Q_LENGTH,
  applyListPatch,
  parseListState,
  serializeListState,
  toApiQuery,
  useListState,
} from "./url-state";

type Filters = { status: string[]; companyId: string; type: string };

/** Two configurations: one open (any sort field, no defaults), one closed with defaults. */
const open: ListDefaults<Filters> = { filters: { status: [], companyId: "", type: "" } };
const closed: ListDefaults<Filters> = {
  pageSize: 50,
  sort: "createdOn",
  order: "desc",
  sortFields: ["createdOn", "title", "publicationYear"],
  filters: { status: ["Active"], companyId: "", type: "k" },
};
const configs = [
  ["open", open],
  ["closed", closed],
] as const;

/** What "valid" means, written independently of the parser. */
function assertValid(s: ListState<Filters>, d: ListDefaults<Filters>) {
  expect(Number.isInteger(s.page) && s.page >= 1 && s.page <= MAX_PAGE).toBe(true);
  expect(PAGE_SIZES).toContain(s.pageSize);
  const sortOk = d.sortFields ? d.sortFields.includes(s.sort ?? "") : s.sort === undefined || /^[A-Za-z][A-Za-z0-9_.]*$/.test(s.sort);
  expect(sortOk).toBe(true);
  expect(["asc", "desc"]).toContain(s.order);
  expect(s.sort !== undefined || s.order === (d.order ?? "asc")).toBe(true);
  expect(s.q).toBe(s.q.trim());
  expect(s.q.length).toBeLessThanOrEqual(MAX_Q_LENGTH);
  expect([s.createdFrom, s.createdTo].every((date) => date === undefined || isIsoDate(date))).toBe(true);
  expect(Object.keys(s.filters).sort()).toEqual(["companyId", "status", "type"]);
  expect(Array.isArray(s.filters.status) && s.filters.status.every((v) => typeof v === "string" && v !== "")).toBe(true);
  expect(new Set(s.filters.status).size).toBe(s.filters.status.length);
  expect(typeof s.filters.companyId).toBe("string");
  expect(typeof s.filters.type).toBe("string");
}

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const text = fc.string({ unit: "grapheme", maxLength: 60 });
const trimmedText = text.map((s) => s.trim());
const filterValue = fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 });

function validState(d: ListDefaults<Filters>): fc.Arbitrary<ListState<Filters>> {
  const sortField = d.sortFields
    ? fc.constantFrom(...d.sortFields)
    : fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.]{0,20}$/);
  const sort = d.sort !== undefined ? sortField : fc.option(sortField, { nil: undefined });
  return fc
    .record({
      page: fc.integer({ min: 1, max: MAX_PAGE }),
      pageSize: fc.constantFrom(...PAGE_SIZES),
      sort,
      order: fc.constantFrom("asc" as const, "desc" as const),
      q: trimmedText,
      createdFrom: fc.option(isoDate, { nil: undefined }),
      createdTo: fc.option(isoDate, { nil: undefined }),
      filters: fc.record({
        status: fc.uniqueArray(filterValue, { maxLength: 4 }),
        companyId: fc.oneof(fc.constant(""), filterValue),
        type: fc.oneof(fc.constant(""), fc.constant("k"), filterValue),
      }),
    })
    .map((s) => (s.sort === undefined ? { ...s, order: d.order ?? "asc" } : s));
}

const queryKey = fc.oneof(
  fc.constantFrom("page", "pageSize", "sort", "order", "q", "createdFrom", "createdTo", "status", "companyId", "type"),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", "0", "-1", "1e3", "2.5", "25", "100", "999999999", "asc", "DESC", "title", "2024-02-30", "2024-02-29", "%", "%E0%A4%A", "%zz", "+", "&&", "=="),
);
/** Raw, unencoded glue on purpose: the parser must survive whatever a user pastes. */
const rawQuery = fc
  .array(fc.tuple(queryKey, queryValue, fc.constantFrom("=", "", "==")), { maxLength: 12 })
  .map((pairs) => pairs.map(([k, v, eq]) => `${k}${eq}${v}`).join("&"));

describe.each(configs)("url state (%s config)", (_name, d) => {
  it("round-trips: parse ∘ serialise is the identity on valid states", () => {
    fc.assert(
      fc.property(validState(d), (state) => {
        expect(parseListState(serializeListState(state, d), d)).toEqual(state);
      }),
      { numRuns: 400 },
    );
  });

  it("never throws and always yields a valid state, for any query string", () => {
    fc.assert(
      fc.property(fc.oneof(rawQuery, fc.string({ unit: "binary", maxLength: 200 })), (query) => {
        const state = parseListState(query, d);
        assertValid(state, d);
        // …and that state is canonical: writing and reading it again changes nothing.
        expect(parseListState(serializeListState(state, d), d)).toEqual(state);
      }),
      { numRuns: 600 },
    );
  });

  it("omits default values: a fresh list has an empty query", () => {
    expect(serializeListState(parseListState("", d), d)).toBe("");
  });

  it("resets the page to 1 on any change of filter, search, dates, sort or page size", () => {
    const change: fc.Arbitrary<ListPatch<Filters>> = fc.oneof(
      trimmedText.filter((q) => q !== "").map((q) => ({ q: `x${q}` })),
      fc.constantFrom(...PAGE_SIZES).map((pageSize) => ({ pageSize })),
      isoDate.map((createdFrom) => ({ createdFrom })),
      isoDate.map((createdTo) => ({ createdTo })),
      filterValue.map((v) => ({ filters: { companyId: `x${v}` } })),
      filterValue.map((v) => ({ filters: { status: [`x${v}`] } })),
      fc.constant({ order: "asc" as const, sort: "zzz" }),
    );
    fc.assert(
      fc.property(validState(d), change, fc.integer({ min: 1, max: 50 }), (state, patch, page) => {
        const before = { ...state, page: 2 };
        const next = applyListPatch(before, { ...patch, page });
        const reallyChanged = JSON.stringify({ ...next, page: 0 }) !== JSON.stringify({ ...before, page: 0 });
        expect(next.page).toBe(reallyChanged ? 1 : page);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps everything else when only the page changes", () => {
    fc.assert(
      fc.property(validState(d), fc.integer({ min: 1, max: 500 }), (state, page) => {
        expect(applyListPatch(state, { page })).toEqual({ ...state, page });
      }),
    );
  });
});

describe("url state, by example", () => {
  it("reads repeated keys as an array, in order, without blanks or repeats", () => {
    const s = parseListState("status=Active&status=Pending&status=&status=Active", open);
    expect(s.filters.status).toEqual(["Active", "Pending"]);
    expect(serializeListState(s, open)).toBe("status=Active&status=Pending");
  });

  it("tells an explicitly empty filter from a default one", () => {
    const cleared = applyListPatch(parseListState("", closed), { filters: { status: [], type: "" } });
    const query = serializeListState(cleared, closed);
    expect(query).toBe("status=&type=");
    expect(parseListState(query, closed).filters).toEqual({ status: [], companyId: "", type: "" });
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-3", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=7", { page: 7 }],
    ["pageSize=30", { pageSize: DEFAULT_PAGE_SIZE }],
    ["pageSize=100", { pageSize: 100 }],
    ["sort=title;drop&order=sideways", { sort: undefined, order: "asc" }],
    ["sort=title&order=desc", { sort: "title", order: "desc" }],
    ["order=desc", { sort: undefined, order: "asc" }],
    ["createdFrom=2025-02-29&createdTo=2025-03-01", { createdFrom: undefined, createdTo: "2025-03-01" }],
    ["q=%20%20hello%20", { q: "hello" }],
  ])("%s falls back or keeps as it should", (query, expected) => {
    expect(parseListState(query, open)).toMatchObject(expected);
  });

  it("caps the search at the API's limit", () => {
    expect(parseListState(`q=${"a".repeat(500)}`, open).q).toHaveLength(MAX_Q_LENGTH);
    // A cut through a surrogate pair must not leave half a character behind.
    const q = parseListState(`q=${"a".repeat(199)}${encodeURIComponent("😀")}`, open).q;
    expect(q).toBe("a".repeat(199));
  });

  it("rejects sort fields outside the allowed list", () => {
    expect(parseListState("sort=password", closed).sort).toBe("createdOn");
    expect(parseListState("sort=title", closed)).toMatchObject({ sort: "title", order: "desc" });
  });

  it("builds the API query with every paging parameter explicit", () => {
    const s = parseListState("q=tolkien&status=Active&status=Pending&sort=title&page=3", open);
    expect(toApiQuery(s)).toBe("page=3&pageSize=25&sort=title&order=asc&q=tolkien&status=Active&status=Pending");
  });
});

function mount(path: string, search: string, defaults: ListDefaults<Filters> = open) {
  const memory = memoryLocation({ path, searchPath: search, record: true });
  // memoryLocation's own hooks need a server snapshot under renderToString; read its history.
  const current = () => (memory.history.at(-1) ?? "").split("?");
  const hook = () => [current()[0] ?? "/", memory.navigate] as [string, typeof memory.navigate];
  const searchHook = () => current()[1] ?? "";
  let api: ListStateApi<Filters> | undefined;
  function Probe() {
    api = useListState(defaults);
    return null;
  }
  // Children go as createElement's third argument, which Router's props type does not model.
  const Routing = Router as FunctionComponent<RouterOptions>;
  renderToString(createElement(Routing, { hook, searchHook }, createElement(Probe)));
  if (!api) throw new Error("hook did not run");
  return { api, memory };
}

describe("useListState", () => {
  it("reads the state from the URL", () => {
    const { api } = mount("/publications", "page=3&sort=title&order=desc&status=A&status=B");
    expect(api.state).toMatchObject({ page: 3, sort: "title", order: "desc", filters: { status: ["A", "B"] } });
    expect(api.filtered).toBe(true);
  });

  it("pushes a page change and keeps parameters it does not own", () => {
    const { api, memory } = mount("/positions", "isVerified=false&page=2");
    api.setPage(4);
    expect(memory.history).toEqual(["/positions?isVerified=false&page=2", "/positions?page=4&isVerified=false"]);
  });

  it("replaces the entry while typing a search and goes back to page 1", () => {
    const { api, memory } = mount("/authors", "page=5");
    api.setQ("tolk");
    expect(memory.history).toEqual(["/authors?q=tolk"]);
  });

  it("lets two updates in one event build on each other", () => {
    const { api, memory } = mount("/reports", "");
    api.setFilter("companyId", "c1");
    api.setCreatedRange("2025-01-01", "2025-03-31");
    expect(memory.history.at(-1)).toBe("/reports?companyId=c1&createdFrom=2025-01-01&createdTo=2025-03-31");
  });

  it("clears filters back to a bare URL and does not navigate when nothing changes", () => {
    const { api, memory } = mount("/companies", "q=x&type=k&page=3");
    api.clearFilters();
    expect(memory.history.at(-1)).toBe("/companies");
    api.clearFilters();
    expect(memory.history).toHaveLength(2);
  });

  it("drops the named filters, search and dates in place of the entry, leaves names it does not hold, and says which it dropped", () => {
    const { api, memory } = mount("/reports", "companyId=c1&type=zz&q=x&createdFrom=2025-13-01&page=2");
    expect(api.dropParams(["type", "createdFrom", "page", "unknown"])).toEqual(["type", "createdFrom"]);
    expect(memory.history).toEqual(["/reports?q=x&companyId=c1"]);
    expect(api.dropParams(["page"])).toEqual([]);
  });
});
