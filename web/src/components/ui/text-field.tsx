import { Field } from "@ark-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { css } from "styled-system/css";

const inputStyle = css.raw({
  h: "10",
  px: "3",
  w: "full",
  fontSize: "sm",
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderColor: "border.strong",
  borderRadius: "md",
  outline: "none",
  transition: "border-color 0.15s, box-shadow 0.15s",
  _placeholder: { color: "fg.muted" },
  // A halo beyond the border: a 1 px ring alone hardly differs from the dark theme's grey border.
  _focusVisible: {
    borderColor: "accent.default",
    boxShadow: "focusHalo",
    outline: "none",
  },
  // Not _invalid: that includes the native :invalid, which marks every empty required field.
  // Focused, it keeps as strong a halo as a valid field's, in red: the user is sent here to mend it.
  "&[aria-invalid=true]": { borderColor: "danger.default", _focusVisible: { borderColor: "danger.default", boxShadow: "focusHaloDanger" } },
  _disabled: { opacity: 0.6 },
});

const rootStyle = css.raw({ display: "flex", flexDirection: "column", gap: "1.5", w: "full" });

export const fieldStyles = {
  root: css(rootStyle),
  /** The field wrapper's styles as an object, for wrappers that change some of them with css(). */
  rootRaw: rootStyle,
  label: css({ fontSize: "sm", fontWeight: "medium", color: "fg.default" }),
  required: css({ color: "danger.default", ms: "0.5" }),
  input: css(inputStyle),
  /** The input's styles as an object, for inputs that change some of them with css() (later wins). */
  inputRaw: inputStyle,
  // Helpers and errors quote what was typed (a 300-character DOI): they wrap rather than widen the form.
  helper: css({ fontSize: "xs", color: "fg.muted", overflowWrap: "anywhere" }),
  error: css({ fontSize: "xs", color: "danger.default", fontWeight: "medium", overflowWrap: "anywhere" }),
};

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange"> & {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The message to show; the field is invalid while it is set. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
};

/**
 * The label's "*" for fields not built on Ark's Field, marked as Ark marks its own
 * (data-part="required-indicator": FormDialog's "* required" note looks for it).
 */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span aria-hidden="true" data-part="required-indicator" className={fieldStyles.required}>
      *
    </span>
  ) : null;
}

/**
 * Label, input, helper and error wired by Ark's Field (ids, aria-invalid, required marker "*").
 * Ark points at the error with aria-errormessage alone, which many screen readers skip; the
 * input is also described by it, after the helper.
 */
export function TextField({ label, value, onValueChange, error, helper, required, disabled, maxLength, ...input }: Props) {
  const { t } = useLingui();
  const id = useId();
  // A number typed as text keeps its digits when pasted with spaces (" 2020", "1 000"): they are
  // dropped, and its length is left to validation, since maxLength cut such a paste short first.
  const numeric = input.inputMode === "numeric" && input.type !== "number";
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  // The input stops taking characters at its limit (a paste is cut there): said, not done silently.
  const limitId = `${id}-limit`;
  const atLimit = !numeric && maxLength !== undefined && value.length >= maxLength;
  const describedBy = [helper ? ids.helperText : null, atLimit ? limitId : null, error ? ids.errorText : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required} disabled={disabled} className={fieldStyles.root}>
      <Field.Label className={fieldStyles.label}>
        {label}
        <Field.RequiredIndicator className={fieldStyles.required} />
      </Field.Label>
      <Field.Input
        aria-describedby={describedBy}
        className={fieldStyles.input}
        value={value}
        maxLength={numeric ? undefined : maxLength}
        onChange={(e) => onValueChange(numeric ? e.currentTarget.value.replace(/\s+/g, "") : e.currentTarget.value)}
        {...input}
      />
      <Field.ErrorText className={fieldStyles.error}>{error}</Field.ErrorText>
      {helper ? (
        <Field.HelperText asChild>
          <div className={fieldStyles.helper}>{helper}</div>
        </Field.HelperText>
      ) : null}
      {atLimit ? (
        <div id={limitId} className={fieldStyles.helper}>
          {t({ message: plural(maxLength, { one: "Limit reached: # character. Anything longer is cut off.", other: "Limit reached: # characters. Anything longer is cut off." }) })}
        </div>
      ) : null}
    </Field.Root>
  );
}
