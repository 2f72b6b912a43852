import { type ReactNode, useId } from "react";
import { css } from "styled-system/css";
import { fieldStyles } from "./text-field";

type Props = {
  label: ReactNode;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  helper?: ReactNode;
  disabled?: boolean;
};

const row = css({ display: "flex", alignItems: "flex-start", gap: "2.5", cursor: "pointer", fontSize: "sm", fontWeight: "medium" });
const box = css({ w: "4", h: "4", mt: "0.5", accentColor: "accent.default", cursor: "pointer", flexShrink: 0 });

/**
 * A native checkbox with its label and an optional helper line. Both sit in the clickable label;
 * the label alone names the box and the helper describes it, as a text field's helper does.
 */
export function CheckboxField({ label, name, checked, onCheckedChange, helper, disabled }: Props) {
  const id = useId();
  return (
    <label className={row}>
      <input
        type="checkbox"
        className={box}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={helper ? `${id}-help` : undefined}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <span className={css({ display: "grid", gap: "0.5" })}>
        <span id={`${id}-label`}>{label}</span>
        {helper ? (
          <span id={`${id}-help`} className={fieldStyles.helper}>
            {helper}
          </span>
        ) : null}
      </span>
    </label>
  );
}
