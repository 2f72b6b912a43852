import { MIN_PUBLICATION_YEAR } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { control, fieldLabel } from "../../../components/data-table/styles";

type Props = {
  from: string;
  to: string;
  /** Called with a valid range (each bound a year or ""), when a box is left or Enter pressed. */
  onChange: (from: string, to: string) => void;
};

const YEAR = /^\d{4}$/;
const ok = (s: string) => s === "" || (YEAR.test(s) && Number(s) >= MIN_PUBLICATION_YEAR);
const input = cx(control, css({ w: "24", fontVariantNumeric: "tabular-nums" }));

/** Publication year from / to; a range that ends before it starts is explained and not applied. */
export function YearRangeFilter({ from, to, onChange }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState({ from, to });
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setText({ from, to });
  }
  const badBound = !ok(text.from.trim()) || !ok(text.to.trim());
  const reversed = !badBound && text.from.trim() !== "" && text.to.trim() !== "" && Number(text.from) > Number(text.to);
  const error = badBound ? t`Enter a year from ${MIN_PUBLICATION_YEAR}.` : reversed ? t`The end year must not be before the start year.` : null;
  const commit = () => {
    if (error) return;
    const next = { from: text.from.trim(), to: text.to.trim() };
    if (next.from !== from || next.to !== to) onChange(next.from, next.to);
  };
  const box = (key: "from" | "to", label: string) => (
    <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      <span className={fieldLabel}>{label}</span>
      <input
        className={input}
        inputMode="numeric"
        maxLength={4}
        value={text[key]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `year-range-error` : undefined}
        onChange={(e) => setText({ ...text, [key]: e.currentTarget.value.replace(/\D/g, "") })}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
      <fieldset className={css({ display: "flex", gap: "2", alignItems: "flex-end", border: "0", p: "0", m: "0", minW: "0" })}>
        <legend className={css({ srOnly: true })}>{t`Publication year`}</legend>
        {box("from", t`Year from`)}
        {box("to", t`Year to`)}
      </fieldset>
      {error ? (
        <p id="year-range-error" className={css({ fontSize: "xs", color: "danger.default", fontWeight: "medium" })}>
          {/* The list stays as it was: said, or it would seem to show the range typed. */}
          {error} {t`Not applied: the list keeps the years it had.`}
        </p>
      ) : null}
    </div>
  );
}
