import { css, cva, cx } from "styled-system/css";

/** Text inputs and selects share one look so that a filter bar reads as one row. */
export const control = css({
  h: "9",
  px: "3",
  minW: "0",
  fontSize: "sm",
  color: "fg.default",
  bg: "bg.surface",
  borderWidth: "1px",
  // border.strong: a filter field's edge is all that shows where an empty one is (it was 1.2:1).
  borderColor: "border.strong",
  rounded: "md",
  _hover: { borderColor: "fg.muted" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
  _placeholder: { color: "fg.muted" },
});

/** A native select in a filter bar: room at the end so the longest option's text keeps clear of the arrow. */
export const selectControl = cx(control, css({ pe: "8", cursor: "pointer" }));

export const fieldLabel = css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap" });

export const iconButton = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    h: "9",
    w: "9",
    flexShrink: 0,
    color: "fg.default",
    bg: "bg.surface",
    borderWidth: "1px",
    borderColor: "border.default",
    rounded: "md",
    cursor: "pointer",
    _hover: { bg: "bg.muted" },
    _disabled: { opacity: 0.4, cursor: "not-allowed", _hover: { bg: "bg.surface" } },
  },
});

export const checkbox = css({ w: "4", h: "4", accentColor: "accent.default", cursor: "pointer", verticalAlign: "middle" });

export const alignClass = {
  start: css({ textAlign: "start" }),
  center: css({ textAlign: "center" }),
  end: css({ textAlign: "end" }),
} as const;

export const hideBelowClass = {
  sm: css({ display: { base: "none", sm: "table-cell" } }),
  md: css({ display: { base: "none", md: "table-cell" } }),
  lg: css({ display: { base: "none", lg: "table-cell" } }),
  "2xl": css({ display: { base: "none", "2xl": "table-cell" } }),
} as const;

// A pinned column's cells cover what scrolls beneath them; the shadow marks the edge only while the
// table is wider than its box (data-overflowing on the box).
const pinnedBase = css.raw({
  position: "sticky",
  insetInlineEnd: "0",
  zIndex: "1",
  "[data-overflowing] &": { boxShadow: "-8px 0 8px -8px rgba(0, 0, 0, 0.35)" },
});
/** A pinned column's header cell (the header row has its own background). */
export const pinnedHeadCell = css(pinnedBase);
/** A pinned column's body cell: opaque, and following the row's hover and selected backgrounds. */
export const pinnedBodyCellRaw = css.raw(pinnedBase, {
  bg: "bg.surface",
  "tr:hover > &": { bg: "bg.muted" },
  "tr[data-selected] > &": { bg: "accent.subtle" },
});

/** A hidden column's value shown beneath the row's name on phones (below sm), in the name's cell. */
export const phoneNote = css({ display: { base: "block", sm: "none" }, fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "0.5" });
