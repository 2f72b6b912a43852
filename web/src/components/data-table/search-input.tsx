import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { SearchIcon } from "./icons";
import { control } from "./styles";
import { useDebouncedCallback } from "./use-debounced-callback";

type SearchInputProps = {
  /** The committed search (normally `useListState().state.q`). */
  value: string;
  /** Called once typing pauses, on Enter at once; normally `useListState().setQ`. */
  onSearch: (q: string) => void;
  /** Accessible name; defaults to "Search". */
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  /** Never narrower than 16rem: for a placeholder that names what may be typed at length. */
  wide?: boolean;
};

// Starts at 12rem and grows into the room the row leaves: at 14rem the staff queue's filters no
// longer fitted one row once "Clear filters" appeared beside them, and Type jumped to a second one.
const wrapperRaw = css.raw({ position: "relative", display: "flex", alignItems: "center", flex: "1 1 12rem", minW: "0", maxW: "sm" });
const wrapper = css(wrapperRaw);
const wideWrapper = css(wrapperRaw, { flex: "1 0 16rem" });
const icon = css({ position: "absolute", insetStart: "3", color: "fg.muted", pointerEvents: "none" });

export function SearchInput({ value, onSearch, label, placeholder, debounceMs = 300, wide = false }: SearchInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const debounced = useDebouncedCallback(onSearch, debounceMs);

  // The URL changed under us (Back, "Clear filters"): show it, unless it is what we typed.
  if (value !== committed) {
    setCommitted(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <div className={wide ? wideWrapper : wrapper}>
      <span className={icon}>
        <SearchIcon />
      </span>
      <input
        type="search"
        aria-label={label ?? t`Search`}
        placeholder={placeholder ?? t`Search…`}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        className={cx(control, css({ w: "full", ps: "9", textOverflow: "ellipsis" }))}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          debounced.run(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            debounced.cancel();
            onSearch(text);
          } else if (e.key === "Escape" && text !== "") {
            e.preventDefault();
            setText("");
            debounced.cancel();
            onSearch("");
          }
        }}
      />
    </div>
  );
}
