import type { Lang } from "@contract/common";
import { translateMessage } from "@contract/messages";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { CheckIcon } from "../icons";
import { TextField } from "../ui/text-field";
import { canonicalIdentifier, liveIdentifierIssue, type IdentifierField as Key } from "./identifier-checks";

/** What a form hands a text input for one field (useSchemaForm's `field(key)`). */
export type FieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
};

type Props = {
  field: Key;
  binding: FieldBinding;
  label: string;
  /** Beside the input, e.g. a scan button. */
  action?: ReactNode;
};

const valid = css({ display: "inline-flex", alignItems: "center", gap: "1", color: "success.default" });
const withAction = css({ display: "flex", alignItems: "flex-start", gap: "2", "& > :first-child": { flex: "1", minW: "0" } });

/**
 * An ISBN, ISSN or DOI input: the full check once left, and at once when the typed code is complete
 * or impossible; a valid code shows the spelling it will be stored in.
 */
export function IdentifierField({ field, binding, label, action }: Props) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const live = liveIdentifierIssue(field, binding.value);
  const error = binding.error ?? (live ? translateMessage(live, lang) : undefined);
  const stored = error ? null : canonicalIdentifier(field, binding.value);
  const hint =
    field === "isbn"
      ? t`ISBN-10 or ISBN-13; hyphens and spaces are ignored. Saved as ISBN-13.`
      : field === "issn"
        ? t`Format 1234-567X.`
        : t`For example 10.1234/xyz.123 or a doi.org link.`;
  const helper: ReactNode = stored ? (
    <span className={valid}>
      <CheckIcon size={14} />
      {field === "isbn" ? t`Valid ISBN, saved as ${stored}` : field === "issn" ? t`Valid ISSN, saved as ${stored}` : t`Saved as ${stored}`}
    </span>
  ) : (
    hint
  );
  const input = (
    <TextField {...binding} error={error} label={label} helper={helper} autoComplete="off" spellCheck={false} maxLength={field === "articleDoi" ? 300 : 40} />
  );
  if (!action) return input;
  return (
    <div className={withAction}>
      {input}
      <div className={css({ mt: "7" })}>{action}</div>
    </div>
  );
}
