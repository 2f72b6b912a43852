/**
 * List state (page, page size, sort, search, created range and module filters) kept in the URL
 * query string, so that a list can be bookmarked, shared, reloaded and walked with Back.
 * The wire names are those of the API's list protocol (api.md, "Conventions").
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@contract/common";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { isIsoDate } from "./date-ranges";

export type PageSize = (typeof PAGE_SIZES)[number];
export type SortOrder = "asc" | "desc";
/** A filter is one value or, sent as repeated keys, a list of values. */
export type FilterValue = string | string[];
export type FilterValues = Record<string, FilterValue>;

export type ListState<F extends FilterValues = FilterValues> = {
  page: number;
  pageSize: PageSize;
  sort: string | undefined;
  order: SortOrder;
  q: string;
  createdFrom: string | undefined;
  createdTo: string | undefined;
  filters: F;
};

export type ListDefaults<F extends FilterValues = FilterValues> = {
  pageSize?: PageSize;
  sort?: string;
  order?: SortOrder;
  /** When given, any other `sort` in the URL falls back to the default (the API answers 400). */
  sortFields?: readonly string[];
  /** Declares the module's filters; an array default makes the filter a repeated key. */
  filters?: F;
};

export type ListPatch<F extends FilterValues = FilterValues> = Partial<Omit<ListState<F>, "filters">> & {
  filters?: Partial<F>;
};

export const RESERVED_KEYS = ["page", "pageSize", "sort", "order", "q", "createdFrom", "createdTo"] as const;
export const MAX_PAGE = 1_000_000;
export const MAX_Q_LENGTH = 200;
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;
const DIGITS = /^\d{1,7}$/;

type Resolved<F extends FilterValues> = Required<Omit<ListDefaults<F>, "sort" | "sortFields">> & {
  sort: string | undefined;
  sortFields: readonly string[] | undefined;
};

function resolve<F extends FilterValues>(defaults: ListDefaults<F>): Resolved<F> {
  return {
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: defaults.sort,
    order: defaults.order ?? "asc",
    sortFields: defaults.sortFields,
    filters: defaults.filters ?? ({} as F),
  };
}

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

function isSortField(s: string, sortFields: readonly string[] | undefined): boolean {
  return sortFields ? sortFields.includes(s) : SORT_FIELD.test(s);
}

/** Trims and caps free text the way the API will, without splitting a surrogate pair. */
export function normaliseQ(raw: string): string {
  let s = raw.trim();
  if (s.length > MAX_Q_LENGTH) {
    s = s.slice(0, MAX_Q_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(s)) s = s.slice(0, -1);
    s = s.trim();
  }
  return s;
}

function parseFilter(params: URLSearchParams, key: string, fallback: FilterValue): FilterValue {
  if (!params.has(key)) return Array.isArray(fallback) ? [...fallback] : fallback;
  if (!Array.isArray(fallback)) return params.get(key) ?? "";
  // A present key with only empty values means "explicitly none", as opposed to the default.
  return [...new Set(params.getAll(key).filter((v) => v !== ""))];
}

/** Never throws: anything invalid falls back to its default. */
export function parseListState<F extends FilterValues>(search: string, defaults: ListDefaults<F> = {}): ListState<F> {
  const d = resolve(defaults);
  const params = new URLSearchParams(search);
  const pageRaw = params.get("page") ?? "";
  const page = DIGITS.test(pageRaw) ? Number(pageRaw) : 1;
  const pageSizeRaw = params.get("pageSize") ?? "";
  const pageSize = DIGITS.test(pageSizeRaw) && isPageSize(Number(pageSizeRaw)) ? (Number(pageSizeRaw) as PageSize) : d.pageSize;
  const sortRaw = params.get("sort");
  const sort = sortRaw !== null && isSortField(sortRaw, d.sortFields) ? sortRaw : d.sort;
  const orderRaw = params.get("order");
  // Without a sort field an order means nothing; keeping it canonical makes states comparable.
  const order = sort !== undefined && (orderRaw === "asc" || orderRaw === "desc") ? orderRaw : d.order;
  const createdFrom = params.get("createdFrom") ?? "";
  const createdTo = params.get("createdTo") ?? "";
  const filters = {} as Record<string, FilterValue>;
  for (const [key, fallback] of Object.entries(d.filters)) filters[key] = parseFilter(params, key, fallback);
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize,
    sort,
    order,
    q: normaliseQ(params.get("q") ?? ""),
    createdFrom: isIsoDate(createdFrom) ? createdFrom : undefined,
    createdTo: isIsoDate(createdTo) ? createdTo : undefined,
    filters: filters as F,
  };
}

function sameFilter(a: FilterValue, b: FilterValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** Keys the list does not own (say, an open dialog's id), kept as they are across list updates. */
export function foreignParams(search: string, defaults: ListDefaults = {}): [string, string][] {
  const own = new Set<string>([...RESERVED_KEYS, ...Object.keys(defaults.filters ?? {})]);
  return [...new URLSearchParams(search)].filter(([key]) => !own.has(key));
}

/** The URL form: values equal to their defaults are left out, so a fresh list has a bare URL. */
export function serializeListState<F extends FilterValues>(
  state: ListState<F>,
  defaults: ListDefaults<F> = {},
  foreign: [string, string][] = [],
): string {
  const d = resolve(defaults);
  const params = new URLSearchParams();
  if (state.q !== "") params.set("q", state.q);
  for (const [key, fallback] of Object.entries(d.filters)) {
    const value = state.filters[key] ?? fallback;
    if (sameFilter(value, fallback)) continue;
    if (!Array.isArray(value)) params.set(key, value);
    else if (value.length === 0) params.set(key, "");
    else for (const v of value) params.append(key, v);
  }
  if (state.createdFrom) params.set("createdFrom", state.createdFrom);
  if (state.createdTo) params.set("createdTo", state.createdTo);
  if (state.sort !== d.sort && state.sort !== undefined) params.set("sort", state.sort);
  if (state.sort !== undefined && state.order !== d.order) params.set("order", state.order);
  if (state.page !== 1) params.set("page", String(state.page));
  if (state.pageSize !== d.pageSize) params.set("pageSize", String(state.pageSize));
  for (const [key, value] of foreign) params.append(key, value);
  return params.toString();
}

/** The query for the API: every parameter explicit, so equal lists share one SWR key. */
export function toApiQuery(state: ListState): string {
  const params = new URLSearchParams({ page: String(state.page), pageSize: String(state.pageSize) });
  if (state.sort) {
    params.set("sort", state.sort);
    params.set("order", state.order);
  }
  if (state.q) params.set("q", state.q);
  if (state.createdFrom) params.set("createdFrom", state.createdFrom);
  if (state.createdTo) params.set("createdTo", state.createdTo);
  for (const [key, value] of Object.entries(state.filters)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else if (value !== "") params.set(key, value);
  }
  return params.toString();
}

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** Applies a change; any change but the page itself sends the user back to page 1. */
export function applyListPatch<F extends FilterValues>(state: ListState<F>, patch: ListPatch<F>): ListState<F> {
  const filters = { ...state.filters, ...patch.filters } as F;
  const next: ListState<F> = {
    page: state.page,
    pageSize: patch.pageSize ?? state.pageSize,
    sort: has(patch, "sort") ? patch.sort : state.sort,
    order: patch.order ?? state.order,
    q: has(patch, "q") ? normaliseQ(patch.q ?? "") : state.q,
    createdFrom: has(patch, "createdFrom") ? patch.createdFrom || undefined : state.createdFrom,
    createdTo: has(patch, "createdTo") ? patch.createdTo || undefined : state.createdTo,
    filters,
  };
  const changed =
    next.pageSize !== state.pageSize ||
    next.sort !== state.sort ||
    next.order !== state.order ||
    next.q !== state.q ||
    next.createdFrom !== state.createdFrom ||
    next.createdTo !== state.createdTo ||
    Object.keys(filters).some((key) => !sameFilter(filters[key] ?? "", state.filters[key] ?? ""));
  next.page = changed ? 1 : (patch.page ?? state.page);
  return next;
}

/** True when search, created range or any module filter differs from its default. */
export function isFiltered<F extends FilterValues>(state: ListState<F>, defaults: ListDefaults<F> = {}): boolean {
  const d = resolve(defaults);
  return (
    state.q !== "" ||
    state.createdFrom !== undefined ||
    state.createdTo !== undefined ||
    Object.entries(d.filters).some(([key, fallback]) => !sameFilter(state.filters[key] ?? fallback, fallback))
  );
}

export type UpdateOptions = { replace?: boolean };

export type ListStateApi<F extends FilterValues = FilterValues> = {
  state: ListState<F>;
  /** The query string for the API call (and the SWR key). */
  apiQuery: string;
  /** Whether search, dates or filters narrow the list: pick the empty-state message by it. */
  filtered: boolean;
  update: (patch: ListPatch<F>, options?: UpdateOptions) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  setSort: (sort: string, order: SortOrder) => void;
  /** Replaces the history entry: a search typed letter by letter is one step for Back. */
  setQ: (q: string) => void;
  setFilter: <K extends keyof F & string>(key: K, value: F[K]) => void;
  setCreatedRange: (from: string | undefined, to: string | undefined) => void;
  /** Clears search, dates and filters; keeps sort and page size. */
  clearFilters: () => void;
  /**
   * Resets the named filters (and search or dates) to their defaults in place of the history
   * entry; names the list does not hold are left alone. Answers the names it reset.
   */
  dropParams: (keys: readonly string[]) => string[];
};

/**
 * Reads and writes the list state in the current URL through wouter. `defaults` may be an
 * inline literal: it is compared by value.
 */
export function useListState<F extends FilterValues = Record<string, never>>(defaults: ListDefaults<F> = {}): ListStateApi<F> {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const defaultsKey = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(defaultsKey) as ListDefaults<F>, [defaultsKey]);
  const state = useMemo(() => parseListState(search, stable), [search, stable]);

  // Two updates in one event (say, from and to) must build on each other, not on the render.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (patch: ListPatch<F>, options: UpdateOptions = {}) => {
      const current = latest.current;
      const next = applyListPatch(parseListState(current, stable), patch);
      const query = serializeListState(next, stable, foreignParams(current, stable));
      latest.current = query;
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${location}?${query}` : location, { replace: options.replace ?? false });
    },
    [location, navigate, stable],
  );

  return useMemo(() => {
    const emptyFilters = resolve(stable).filters;
    return {
      state,
      apiQuery: toApiQuery(state),
      filtered: isFiltered(state, stable),
      update,
      setPage: (page) => update({ page: Math.min(Math.max(1, Math.trunc(page) || 1), MAX_PAGE) }),
      setPageSize: (pageSize) => update({ pageSize }),
      setSort: (sort, order) => update({ sort, order }),
      setQ: (q) => update({ q }, { replace: true }),
      setFilter: (key, value) => update({ filters: { [key]: value } as unknown as Partial<F> }),
      setCreatedRange: (createdFrom, createdTo) => update({ createdFrom, createdTo }),
      clearFilters: () => update({ q: "", createdFrom: undefined, createdTo: undefined, filters: emptyFilters }),
      dropParams: (keys) => {
        const filters = Object.fromEntries(keys.filter((key) => key in emptyFilters).map((key) => [key, emptyFilters[key]])) as unknown as Partial<F>;
        const patch: ListPatch<F> = { filters };
        if (keys.includes("q")) patch.q = "";
        if (keys.includes("createdFrom")) patch.createdFrom = undefined;
        if (keys.includes("createdTo")) patch.createdTo = undefined;
        const dropped = keys.filter((key) => key in emptyFilters || key === "q" || key === "createdFrom" || key === "createdTo");
        if (dropped.length) update(patch, { replace: true });
        return dropped;
      },
    };
  }, [state, stable, update]);
}
