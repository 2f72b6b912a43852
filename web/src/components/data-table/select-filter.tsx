import { css, cx } from "styled-system/css";
import { fieldLabel, selectControl } from "./styles";

type SelectFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, value "": no filter ("Any", "All types"). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** Extra classes for the select, e.g. a maximum width. */
  className?: string;
};

const field = css({ display: "flex", flexDirection: "column", gap: "1" });

/** A labelled native select in a filter bar: one value or none. */
export function SelectFilter({ label, value, onChange, anyLabel, options, className }: SelectFilterProps) {
  return (
    <label className={field}>
      <span className={fieldLabel}>{label}</span>
      <select className={cx(selectControl, className)} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
