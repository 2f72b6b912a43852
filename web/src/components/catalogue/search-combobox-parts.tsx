import { Combobox } from "@ark-ui/react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { control as filterControl, fieldLabel } from "../data-table/styles";
import { CheckIcon, ChevronDownIcon, XIcon } from "../icons";
import { Spinner } from "../ui/spinner";
import { fieldStyles } from "../ui/text-field";

/**
 * The pieces the searching pickers (authors, companies) share: an Ark combobox whose list is a
 * server search, with the clear and open buttons inside the input, a status line while searching,
 * on failure or when nothing matched, and the field's error and helper texts below.
 */

// Label above the control, as in the other fields (Ark's root is a plain block).
const stack = css({ display: "flex", flexDirection: "column", gap: "1.5" });
const stackCompact = css({ display: "flex", flexDirection: "column", gap: "1" });
// In a filter bar: the whole row on phones, a share of it from sm up.
const compactRoot = css(fieldStyles.rootRaw, { w: { base: "full", sm: "auto" }, minW: "0", flex: { sm: "0 1 17rem" }, gap: "1" });

/** The classes of a picker's wrapper, Ark root, label and input; "compact" matches the filter bar's controls. */
export function searchComboboxClasses(size: "md" | "compact") {
  const compact = size === "compact";
  return {
    wrapper: compact ? compactRoot : fieldStyles.root,
    root: compact ? stackCompact : stack,
    label: compact ? fieldLabel : fieldStyles.label,
    input: cx(compact ? cx(filterControl, searchComboboxStyles.compactInput) : fieldStyles.input, searchComboboxStyles.input),
  };
}

const noteStyle = css.raw({ display: "flex", alignItems: "center", gap: "2", px: "2.5", py: "2", fontSize: "sm", color: "fg.muted" });

export const searchComboboxStyles = {
  control: css({ position: "relative", display: "flex", alignItems: "center" }),
  // Room for the two buttons; a long chosen name ends in an ellipsis instead of running under them.
  input: css({ pe: "16", textOverflow: "ellipsis" }),
  compactInput: css({ w: "full", _focusVisible: { outline: "2px solid token(colors.accent.default)", outlineOffset: "1px" } }),
  positioner: css({ zIndex: "popover" }),
  content: css({
    bg: "bg.surface",
    color: "fg.default",
    borderWidth: "1px",
    borderColor: "border.default",
    rounded: "md",
    shadow: "lg",
    p: "1",
    maxH: "72",
    overflowY: "auto",
    zIndex: "popover",
    minW: "var(--reference-width)",
    // Never wider than a phone's screen: long names wrap instead.
    maxW: "min(28rem, calc(100vw - 1rem))",
    _open: { animation: "fadeIn 0.12s ease-out" },
  }),
  item: css({
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "3",
    px: "2.5",
    py: "1.5",
    rounded: "sm",
    fontSize: "sm",
    cursor: "pointer",
    _highlighted: { bg: "bg.muted", boxShadow: "inset 3px 0 0 token(colors.accent.default)" },
    "&[data-state=checked]": { fontWeight: "medium" },
  }),
  note: css(noteStyle),
  smallNote: css(noteStyle, { fontSize: "xs" }),
};

const triggers = css({ position: "absolute", insetEnd: "1", display: "flex", gap: "0.5" });
const triggerButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "7",
  h: "7",
  rounded: "sm",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { bg: "bg.muted", color: "fg.default" },
});

/** The clear button (only while something is chosen) and the open button, inside the input's end. */
export function SearchComboboxTriggers({ onClear }: { onClear: (() => void) | null }) {
  return (
    <div className={triggers}>
      {onClear ? (
        <Combobox.ClearTrigger className={triggerButton} onClick={onClear}>
          <XIcon size={14} />
        </Combobox.ClearTrigger>
      ) : null}
      <Combobox.Trigger className={triggerButton}>
        <ChevronDownIcon size={16} />
      </Combobox.Trigger>
    </div>
  );
}

/** The list's first line: searching, a failure, or nothing found (at most one applies at a time). */
export function SearchComboboxStatus({
  loading,
  failed,
  empty,
  messages,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  messages: { loading: string; failed: string; empty: string };
}) {
  const { note } = searchComboboxStyles;
  if (loading)
    return (
      <div className={note}>
        <Spinner size={14} />
        {messages.loading}
      </div>
    );
  if (failed) return <div className={note}>{messages.failed}</div>;
  if (empty) return <div className={note}>{messages.empty}</div>;
  return null;
}

/** An option's text with an optional muted detail line, and the check mark of the chosen one. */
export function SearchComboboxItem<T>({ item, label, detail }: { item: T; label: string; detail?: ReactNode }) {
  return (
    <Combobox.Item item={item} className={searchComboboxStyles.item}>
      <Combobox.ItemText className={itemText}>
        {label}
        {detail ? <span className={itemDetail}>{detail}</span> : null}
      </Combobox.ItemText>
      <Combobox.ItemIndicator>
        <CheckIcon size={14} />
      </Combobox.ItemIndicator>
    </Combobox.Item>
  );
}

const itemText = css({ display: "grid", minW: "0", overflowWrap: "anywhere" });
const itemDetail = css({ fontSize: "xs", color: "fg.muted", fontWeight: "normal" });

/** The error and helper texts below a field, with the ids its input names in aria-describedby. */
export function FieldNotes({ error, errorId, helper, helperId }: { error?: string; errorId: string; helper?: ReactNode; helperId: string }) {
  return (
    <>
      {error ? (
        <p id={errorId} data-part="error-text" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {helper ? (
        <div id={helperId} className={fieldStyles.helper}>
          {helper}
        </div>
      ) : null}
    </>
  );
}

/** aria-describedby for an input with these optional notes. */
export const describedBy = (error: string | undefined, errorId: string, helper: ReactNode, helperId: string) =>
  [error ? errorId : "", helper ? helperId : ""].filter(Boolean).join(" ") || undefined;
