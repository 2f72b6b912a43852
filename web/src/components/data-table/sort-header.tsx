import type { SortOrder } from "@web/lib/url-state";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { SortIcon } from "./icons";
import type { ColumnAlign } from "./types";

type SortHeaderProps = {
  children: ReactNode;
  /** The column's order when it is the sorted one. */
  active: SortOrder | undefined;
  align: ColumnAlign;
  onSort: (order: SortOrder) => void;
};

const button = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  w: "full",
  px: "3",
  py: "2",
  font: "inherit",
  color: "inherit",
  whiteSpace: "nowrap",
  cursor: "pointer",
  _hover: { color: "fg.default" },
});
const justify = {
  start: css({ justifyContent: "flex-start" }),
  center: css({ justifyContent: "center" }),
  // Reversed, the row starts at the right: the text ends at the column's edge, above its numbers, the arrow before it.
  end: css({ justifyContent: "flex-start", flexDirection: "row-reverse" }),
} as const;

/**
 * The header's own text names the button; the direction is told by aria-sort on the cell
 * (APG sortable table), not repeated in the name.
 */
export function SortHeader({ children, active, align, onSort }: SortHeaderProps) {
  return (
    <button type="button" className={cx(button, justify[align])} onClick={() => onSort(active === "asc" ? "desc" : "asc")}>
      <span>{children}</span>
      <SortIcon direction={active} />
    </button>
  );
}
