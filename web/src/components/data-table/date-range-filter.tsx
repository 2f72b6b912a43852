import { useLingui } from "@lingui/react/macro";
import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  type DateRangePresetName,
  detectPreset,
  presetRange,
  toIsoDate,
} from "@web/lib/date-ranges";
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { control, fieldLabel, selectControl } from "./styles";

type DateRangeFilterProps = {
  /** Inclusive `YYYY-MM-DD` bounds, normally `createdFrom`/`createdTo` from the list state. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  /** Group name; defaults to "Date created". */
  label?: string;
  /** The local day presets count from; for tests, defaults to today. */
  today?: string;
};

type Choice = DateRangePreset | "any";

// Rows 0.25rem apart, as a field's label and control (styles.field), so the legend lines up with the labels beside it.
const group = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", columnGap: "2", rowGap: "1", border: "0", p: "0", m: "0", minW: "0" });
const field = css({ display: "flex", flexDir: "column", gap: "1", flex: "1 1 0", minW: "0" });
// The two dates and the dash between them wrap as one, never leaving the dash at a line's end.
const dates = css({ display: "flex", alignItems: "flex-end", columnGap: "2", minW: "0", maxW: "full" });

export function DateRangeFilter({ from, to, onChange, label, today: todayProp }: DateRangeFilterProps) {
  const { t } = useLingui();
  const id = useId();
  const [mountDay] = useState(() => toIsoDate(new Date()));
  const today = todayProp ?? mountDay;
  const fromRef = useRef<HTMLInputElement>(null);
  // "Custom" chosen by the user stays chosen even while its dates happen to match a preset.
  const [custom, setCustom] = useState(false);
  const [seen, setSeen] = useState({ from, to });
  const [ownEdit, setOwnEdit] = useState(false);
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setOwnEdit(false);
    // An outside reset ("Clear filters", Back to a bare URL) leaves custom mode too; clearing
    // both inputs by hand does not, or the inputs would vanish under the user's fingers.
    if (!ownEdit && !from && !to) setCustom(false);
  }

  const labels: Record<Choice, string> = {
    any: t`Any time`,
    custom: t`Custom range`,
    currentMonth: t`Current month`,
    lastMonth: t`Last month`,
    currentQuarter: t`Current quarter`,
    lastQuarter: t`Last quarter`,
    currentYear: t`Current year`,
    lastYear: t`Last year`,
  };
  const detected: Choice = !from && !to ? "any" : detectPreset(from, to, today);
  const choice: Choice = custom ? "custom" : detected;
  const showDates = choice === "custom";

  const choose = (next: Choice) => {
    setCustom(next === "custom");
    if (next === "any") onChange(undefined, undefined);
    else if (next === "custom") requestAnimationFrame(() => fromRef.current?.focus());
    else {
      const range = presetRange(next as DateRangePresetName, today);
      onChange(range.from, range.to);
    }
  };
  const edit = (nextFrom: string | undefined, nextTo: string | undefined) => {
    setOwnEdit(true);
    // A reversed pair would only ever match nothing; the user meant the span between them.
    if (nextFrom && nextTo && nextFrom > nextTo) onChange(nextTo, nextFrom);
    else onChange(nextFrom, nextTo);
  };

  const fromBox = useDateBox(from, (value) => edit(value, to));
  const toBox = useDateBox(to, (value) => edit(from, value));

  return (
    <fieldset className={group}>
      <legend className={cx(fieldLabel, css({ float: "left", w: "full" }))}>{label ?? t`Date created`}</legend>
      <select
        aria-label={t`Period`}
        className={selectControl}
        value={choice}
        onChange={(e) => choose(e.currentTarget.value as Choice)}
      >
        {(["any", ...DATE_RANGE_PRESETS, "custom"] as const).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
      {showDates && (
        <div className={dates}>
          <div className={field}>
            <label htmlFor={`${id}-from`} className={css({ srOnly: true })}>
              {t`From`}
            </label>
            <input
              ref={fromRef}
              id={`${id}-from`}
              type="date"
              className={control}
              max={to}
              {...fromBox}
            />
          </div>
          <span aria-hidden="true" className={css({ alignSelf: "center", color: "fg.muted", flexShrink: 0 })}>
            –
          </span>
          <div className={field}>
            <label htmlFor={`${id}-to`} className={css({ srOnly: true })}>
              {t`To`}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={control}
              min={from}
              {...toBox}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** A date whose year has all four digits: one typed digit by digit passes through 0002, 0020 and 0202 first. */
const isWholeDate = (value: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value);

/**
 * A date input that applies its value once it is a whole date, or nothing (emptied); left half
 * typed, it shows the applied date again. Applied at every keystroke, a year being typed would filter the list by year 2
 * and, being earlier than the other bound, swap the two dates under the user's fingers.
 */
function useDateBox(committed: string | undefined, commit: (value: string | undefined) => void) {
  const [typing, setTyping] = useState<string | null>(null);
  // Left (or Enter) before the date is whole again: the box goes back to the date applied, as a
  // whole date was applied as soon as it was typed.
  const settle = () => setTyping(null);
  return {
    value: typing ?? committed ?? "",
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      // A box being retyped reads "" until its date is whole again (badInput): that is not clearing it.
      if (value === "" && e.currentTarget.validity.badInput) setTyping("");
      else if (value === "" || isWholeDate(value)) {
        setTyping(null);
        commit(value || undefined);
      } else setTyping(value);
    },
    onBlur: settle,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === "Enter") settle();
    },
  };
}
