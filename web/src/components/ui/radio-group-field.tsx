import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { fieldStyles, RequiredMark } from "./text-field";

export type RadioOption = { value: string; label: string; description?: string };

type Props = {
  /** The group's name, read out with each choice ("Type"). */
  label: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly RadioOption[];
  required?: boolean;
  disabled?: boolean;
};

const group = css({ border: "0", p: "0", m: "0", minW: "0", display: "grid", gap: "1.5" });
const row = css({ display: "flex", flexWrap: "wrap", gap: "2" });
const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  minH: "10",
  px: "3.5",
  fontSize: "sm",
  fontWeight: "medium",
  color: "fg.default",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.strong",
  rounded: "md",
  cursor: "pointer",
  userSelect: "none",
  _hover: { bg: "bg.muted" },
  "&:has(input:checked)": { bg: "accent.subtle", borderColor: "accent.default", color: "accent.default" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "2px" },
  "&:has(input:disabled)": { opacity: 0.6, cursor: "not-allowed" },
});
const radio = css({ w: "4", h: "4", accentColor: "accent.default", cursor: "pointer", m: "0" });

/** One choice of a few, as native radio buttons styled as segments (arrow keys move between them). */
export function RadioGroupField({ label, name, value, onValueChange, options, required, disabled }: Props) {
  return (
    <fieldset className={group} disabled={disabled}>
      <legend className={cx(fieldStyles.label, css({ mb: "1.5" }))}>
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className={row}>
        {options.map((o) => (
          <label key={o.value} className={chip}>
            <input type="radio" className={radio} name={name} value={o.value} checked={value === o.value} required={required} onChange={() => onValueChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
