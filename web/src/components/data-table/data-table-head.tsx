import { useLingui } from "@lingui/react/macro";
import type { SortOrder } from "@web/lib/url-state";
import { css, cx } from "styled-system/css";
import { RowCheckbox } from "./row-checkbox";
import { SortHeader } from "./sort-header";
import { alignClass, hideBelowClass, pinnedHeadCell } from "./styles";
import type { Column, TableState } from "./types";

type DataTableHeadProps<T> = {
  columns: readonly Column<T>[];
  state: Pick<TableState, "sort" | "order">;
  onSort: (field: string, order: SortOrder) => void;
  /** Present when rows are selectable: the select-all-on-page box. */
  selectAll?: { checked: boolean; indeterminate: boolean; disabled: boolean; onChange: (checked: boolean) => void };
};

// No padding here: a sortable header's button carries it, so its whole area is clickable.
export const headCell = css({
  fontWeight: "semibold",
  color: "fg.muted",
  bg: "bg.muted",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  whiteSpace: "nowrap",
  verticalAlign: "middle",
});
const headPadding = css({ px: "3", py: "2" });
export const selectCell = css({ w: "10", px: "3", textAlign: "center" });

export const sortFieldOf = <T,>(column: Column<T>) => (column.sortable ? (column.sortField ?? column.id) : undefined);

export function DataTableHead<T>({ columns, state, onSort, selectAll }: DataTableHeadProps<T>) {
  const { t } = useLingui();
  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" className={cx(headCell, headPadding, selectCell)}>
            {!selectAll.disabled && (
              <RowCheckbox
                label={t`Select all rows on this page`}
                checked={selectAll.checked}
                indeterminate={selectAll.indeterminate}
                onChange={selectAll.onChange}
              />
            )}
          </th>
        )}
        {columns.map((column) => {
          const field = sortFieldOf(column);
          const align = column.align ?? "start";
          const active = field !== undefined && field === state.sort ? state.order : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : undefined}
              className={cx(
                headCell,
                alignClass[align],
                field === undefined && headPadding,
                column.hideBelow && hideBelowClass[column.hideBelow],
                column.pinEnd && pinnedHeadCell,
              )}
            >
              {field === undefined ? (
                column.header
              ) : (
                <SortHeader active={active} align={align} onSort={(order) => onSort(field, order)}>
                  {column.header}
                </SortHeader>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
