import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { control, fieldLabel } from "../../../components/data-table/styles";
import { useDebouncedCallback } from "../../../components/data-table/use-debounced-callback";

/** A labelled text filter for the city, committed once typing pauses (at once on Enter). */
export function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const debounced = useDebouncedCallback((s: string) => onChange(s.trim()), 400);
  // The URL changed under us ("Clear filters", Back): show it.
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "1", w: "40" })}>
      <label htmlFor={id} className={fieldLabel}>
        {t`City`}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t`City…`}
        className={cx(control, css({ w: "full" }))}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          debounced.run(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            debounced.cancel();
            onChange(text.trim());
          }
        }}
      />
    </div>
  );
}
