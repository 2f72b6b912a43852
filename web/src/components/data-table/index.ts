export { DataTable, type DataTableProps } from "./data-table";
export { DateRangeFilter } from "./date-range-filter";
export { EmptyState } from "./empty-state";
export { FilterBar } from "./filter-bar";
export { ListPage, type ListPageProps, type ListQuery } from "./list-page";
export { PaginationBar, type PaginationBarProps } from "./pagination-bar";
export { SearchInput } from "./search-input";
export { SelectFilter } from "./select-filter";
export type { Column, ColumnAlign, HideBelow, RowSelection, TablePatch, TableState, TableStateChange } from "./types";
