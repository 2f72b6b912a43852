import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";

type FilterBarProps = {
  children: ReactNode;
  /** Right-aligned on wide screens: "Clear filters", "Export", "Add…". */
  actions?: ReactNode;
  /** Accessible name of the search landmark; defaults to "Filters". */
  label?: string;
};

const bar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "3",
  mb: "3",
});
const filters = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3", flex: "1 1 auto", minW: "0" });
const actionsBox = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", ms: { md: "auto" } });

/** Lays filters out in a row that wraps on narrow screens; a search landmark for quick access. */
export function FilterBar({ children, actions, label }: FilterBarProps) {
  const { t } = useLingui();
  return (
    <search aria-label={label ?? t`Filters`} className={bar}>
      <div className={filters}>{children}</div>
      {actions && <div className={actionsBox}>{actions}</div>}
    </search>
  );
}
