import { Field } from "@ark-ui/react";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { css, cx } from "styled-system/css";
import { fieldStyles } from "./text-field";

export type SelectOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a company…"). */
  placeholder?: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
};

const select = css({ pe: "8", cursor: "pointer", appearance: "auto" });

/** A native select wired by Ark's Field like TextField (label, "*", aria-invalid, error, helper). */
export function SelectField({ label, value, onValueChange, options, placeholder, error, helper, required, disabled, ...rest }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} className={fieldStyles.root}>
      <Field.Label className={fieldStyles.label}>
        {label}
        <Field.RequiredIndicator className={fieldStyles.required} />
      </Field.Label>
      <Field.Select className={cx(fieldStyles.input, select)} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Field.Select>
      <Field.ErrorText className={fieldStyles.error}>{error}</Field.ErrorText>
      {helper ? (
        <Field.HelperText asChild>
          <div className={fieldStyles.helper}>{helper}</div>
        </Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
