import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { selectCell } from "./data-table-head";
import { RowCheckbox } from "./row-checkbox";
import { alignClass, hideBelowClass, pinnedBodyCellRaw } from "./styles";
import type { Column, RowSelection } from "./types";

type DataTableRowsProps<T> = {
  columns: readonly Column<T>[];
  items: readonly T[];
  getRowId: (row: T) => string;
  selection?: RowSelection<T>;
  /** Row number of the first item, for "Select row n" names that match what users count. */
  firstRowNumber: number;
};

const bodyCellStyle = css.raw({
  px: "3",
  py: "2",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  verticalAlign: "middle",
  whiteSpace: "nowrap",
});
export const bodyCell = css(bodyCellStyle);
// Merged into the cell's style with css(), which keeps the later value: cx() would only join class
// names, and the stylesheet's order would keep these cells on one line (see style-conflicts.e2e).
const wrapCellStyle = css.raw({ whiteSpace: "normal", minW: { base: "32", md: "40" }, maxW: "md", overflowWrap: "anywhere" });
const rowHeaderCell = css({ fontWeight: "medium" });
const row = css({
  _hover: { bg: "bg.muted" },
  "&[data-selected]": { bg: "accent.subtle" },
  _last: { "& > *": { borderBottomWidth: "0" } },
});

export function DataTableRows<T>({ columns, items, getRowId, selection, firstRowNumber }: DataTableRowsProps<T>) {
  const { t } = useLingui();
  return items.map((item, index) => {
    const id = getRowId(item);
    const selected = selection?.selected.has(id) ?? false;
    const rowLabel = selection?.getRowLabel?.(item);
    const rowNumber = firstRowNumber + index;
    return (
      <tr key={id} className={row} data-row-id={id} data-selected={selected || undefined}>
        {selection && (
          <td className={cx(bodyCell, selectCell)}>
            <RowCheckbox
              label={rowLabel ? t`Select ${rowLabel}` : t`Select row ${rowNumber}`}
              checked={selected}
              disabled={!selected && selection.isSelectable?.(item) === false}
              onChange={(checked) => {
                const next = new Set(selection.selected);
                if (checked) next.add(id);
                else next.delete(id);
                selection.onChange(next);
              }}
            />
          </td>
        )}
        {columns.map((column) => {
          const Cell = column.rowHeader ? "th" : "td";
          return (
            <Cell
              key={column.id}
              scope={column.rowHeader ? "row" : undefined}
              className={cx(
                css(bodyCellStyle, column.wrap && wrapCellStyle, column.pinEnd && pinnedBodyCellRaw),
                alignClass[column.align ?? "start"],
                column.rowHeader && rowHeaderCell,
                column.hideBelow && hideBelowClass[column.hideBelow],
              )}
            >
              {column.cell(item, index)}
            </Cell>
          );
        })}
      </tr>
    );
  });
}
