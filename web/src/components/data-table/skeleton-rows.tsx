import { css, cx } from "styled-system/css";
import { bodyCell } from "./data-table-rows";
import { hideBelowClass, pinnedBodyCellRaw } from "./styles";
import type { Column } from "./types";

type SkeletonRowsProps<T> = { columns: readonly Column<T>[]; rows: number; selectable: boolean };

const bar = css({
  h: "3",
  my: "1",
  rounded: "sm",
  bg: "bg.subtle",
  animation: "pulse",
  _motionReduce: { animation: "none" },
});
// Varying widths keep the placeholder from reading as a grid of identical bricks.
const widths = ["70%", "45%", "85%", "55%"];

/** Placeholder rows while the first page loads; hidden from assistive tech, which gets aria-busy. */
export function SkeletonRows<T>({ columns, rows, selectable }: SkeletonRowsProps<T>) {
  return Array.from({ length: rows }, (_, r) => (
    <tr key={r} aria-hidden="true" data-skeleton="">
      {selectable && <td className={bodyCell} aria-hidden="true" />}
      {columns.map((column, c) => (
        <td key={column.id} aria-hidden="true" className={cx(bodyCell, column.hideBelow && hideBelowClass[column.hideBelow], column.pinEnd && css(pinnedBodyCellRaw))}>
          <div className={bar} style={{ width: widths[(r + c) % widths.length] }} />
        </td>
      ))}
    </tr>
  ));
}
