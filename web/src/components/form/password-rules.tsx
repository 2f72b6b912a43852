import { PASSWORD_SPECIAL } from "@contract/auth";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { CheckIcon, CircleIcon } from "../icons";

/** The rules of contract/auth.ts Password, shown live under the new-password field. */
export function passwordRuleChecks(value: string) {
  return {
    length: value.length >= 8 && value.length <= 128,
    upper: /\p{Lu}/u.test(value),
    lower: /\p{Ll}/u.test(value),
    special: PASSWORD_SPECIAL.test(value),
  };
}

export function PasswordRules({ value }: { value: string }) {
  const { t } = useLingui();
  const checks = passwordRuleChecks(value);
  const rules = [
    { met: checks.length, text: t`8 to 128 characters` },
    { met: checks.upper, text: t`At least 1 uppercase letter` },
    { met: checks.lower, text: t`At least 1 lowercase letter` },
    { met: checks.special, text: t`At least 1 special character` },
  ];
  return (
    <>
      <p className={css({ mb: "1" })}>{t`The password must contain:`}</p>
      <ul className={css({ display: "grid", gap: "0.5", listStyle: "none" })}>
        {rules.map((rule) => (
          <li
            key={rule.text}
            data-met={rule.met}
            className={css({
              display: "flex",
              alignItems: "center",
              gap: "1.5",
              color: "fg.muted",
              "&[data-met=true]": { color: "success.default" },
            })}
          >
            {rule.met ? <CheckIcon size={14} /> : <CircleIcon size={14} />}
            <span>{rule.text}</span>
            <span className={css({ srOnly: true })}>{rule.met ? t`(met)` : t`(not met)`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
