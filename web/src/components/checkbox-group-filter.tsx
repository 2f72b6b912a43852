import { css, cx } from "styled-system/css";
import { fieldLabel } from "./data-table/styles";

type Option = { value: string; label: string };

type CheckboxGroupFilterProps = {
  /** The group's name, e.g. "Status". */
  label: string;
  options: readonly Option[];
  /** The chosen values; none chosen means no filter. */
  value: readonly string[];
  onChange: (next: string[]) => void;
};

// The legend sits 0.25rem above the chips, as a field's label above its control, so it lines up with the labels beside it.
const group = css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "1.5", rowGap: "1", border: "0", p: "0", m: "0", minW: "0" });
const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  h: "9",
  px: "3",
  fontSize: "sm",
  color: "fg.default",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "full",
  cursor: "pointer",
  userSelect: "none",
  _hover: { borderColor: "border.strong" },
  "&:has(input:checked)": { bg: "accent.subtle", borderColor: "accent.default", color: "accent.default" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "2px" },
});
const box = css({ w: "3.5", h: "3.5", accentColor: "accent.default", cursor: "pointer" });

/** A multi-choice filter as a row of checkbox chips (status=Active&status=Pending). */
export function CheckboxGroupFilter({ label, options, value, onChange }: CheckboxGroupFilterProps) {
  const toggle = (v: string, on: boolean) => {
    // Keep the options' order so that the URL (and the SWR key) does not depend on click order.
    const next = options.map((o) => o.value).filter((o) => (o === v ? on : value.includes(o)));
    onChange(next);
  };
  return (
    <fieldset className={group}>
      <legend className={cx(fieldLabel, css({ float: "left", w: "full" }))}>{label}</legend>
      {options.map((o) => (
        <label key={o.value} className={chip}>
          <input type="checkbox" className={box} checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.currentTarget.checked)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
