import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { AlertIcon } from "../../components/icons";
import { dangerBox } from "../../components/problem-alert";
import type { Deactivation } from "../../lib/redirect";

/**
 * Why the app brought the user back to sign in, when an administrator deactivated the account or
 * its company meanwhile: without it the next sign-in's refusal would be the first word of it. (A
 * session that ran out gets no message: product.md.)
 */
export function SessionEndNotice({ reason }: { reason: Deactivation }) {
  const { t } = useLingui();
  const text =
    reason === "accountInactive"
      ? t`Your account has been deactivated. Ask an administrator to activate it again.`
      : t`Your company has been deactivated, so its accounts cannot sign in. Contact an administrator.`;
  return (
    <LoginNotice>
      <p>{text}</p>
    </LoginNotice>
  );
}

/** A red box under the sign-in heading: why the user is here, or why signing in was refused. */
export function LoginNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={cx(dangerBox, css({ gap: "2", mb: "5" }))} data-testid={testId}>
      <AlertIcon size={16} aria-hidden className={css({ flexShrink: 0, mt: "0.5", color: "danger.default" })} />
      <div className={css({ display: "grid", gap: "0.5" })}>{children}</div>
    </div>
  );
}
