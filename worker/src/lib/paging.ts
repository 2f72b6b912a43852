import { type Paged, paged } from "@contract/common";

/** OFFSET/LIMIT of a page of the list protocol. */
export function pageWindow(query: { page: number; pageSize: number }) {
  return { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
}

/** Builds the answer of a list from its page of rows and the total count. */
export function toPaged<R, T>(rows: R[], total: number, query: { page: number; pageSize: number }, map: (row: R) => T): Paged<T> {
  return paged(rows.map(map), query.page, query.pageSize, total);
}
