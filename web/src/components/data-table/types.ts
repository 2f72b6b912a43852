import type { ListPatch, SortOrder, UpdateOptions } from "@web/lib/url-state";
import type { ReactNode } from "react";

export type ColumnAlign = "start" | "center" | "end";
/** Below this breakpoint the column is hidden, so that phones keep the essentials. */
export type HideBelow = "sm" | "md" | "lg" | "2xl";

export type Column<T> = {
  /** Stable key; also the sort field when `sortable` is set and `sortField` is not. */
  id: string;
  header: ReactNode;
  cell: (row: T, rowIndex: number) => ReactNode;
  sortable?: boolean;
  /** The API's sort field for this column (api.md list protocol `sort`). */
  sortField?: string;
  align?: ColumnAlign;
  hideBelow?: HideBelow;
  /** Lets long text wrap inside a bounded width instead of widening the table. */
  wrap?: boolean;
  /** Marks the cell as the row's header (`<th scope="row">`), e.g. a name column. */
  rowHeader?: boolean;
  /** Keeps the column in view at the row's end while a table wider than its box scrolls sideways (row actions). */
  pinEnd?: boolean;
};

/** The part of the list state the table itself reads and changes. */
export type TableState = { page: number; pageSize: number; sort: string | undefined; order: SortOrder };
export type TablePatch = Pick<ListPatch, "page" | "pageSize" | "sort" | "order">;
export type TableStateChange = (patch: TablePatch, options?: UpdateOptions) => void;

export type RowSelection<T> = {
  /** Ids (from `getRowId`) of the selected rows, on any page. */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names a row for its checkbox ("Select Kowalski, Jan"); else "Select row 3". */
  getRowLabel?: (row: T) => string;
  /** Rows that cannot be selected (say, already linked) show a disabled box and stay out of "select all". */
  isSelectable?: (row: T) => boolean;
};
