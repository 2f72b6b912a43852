import { checkbox } from "./styles";

type RowCheckboxProps = {
  label: string;
  checked: boolean;
  /** Some but not all rows: shown as a dash, announced as "mixed". */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

export function RowCheckbox({ label, checked, indeterminate = false, disabled = false, onChange }: RowCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      // `indeterminate` exists only as a DOM property, never as an attribute.
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}
