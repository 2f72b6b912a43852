import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { AlertIcon } from "../../components/icons";
import type { SessionEndReason } from "../../lib/api-client";

/**
 * Why the app brought the user back to sign in: without it a session that ran out, or an account
 * an administrator deactivated meanwhile, looks like the app losing the user's place for nothing.
 */
export function SessionEndNotice({ reason }: { reason: SessionEndReason }) {
  const { t } = useLingui();
  const blocked = reason !== "expired";
  const text =
    reason === "accountInactive"
      ? t`Your account has been deactivated. Ask an administrator to activate it again.`
      : reason === "companyInactive"
        ? t`Your company has been deactivated, so its accounts cannot sign in. Contact an administrator.`
        : t`Your session has ended. Sign in again to continue where you were.`;
  return (
    <p
      className={css({
        display: "flex",
        gap: "2",
        alignItems: "flex-start",
        p: "3",
        mb: "5",
        borderRadius: "md",
        borderWidth: "1px",
        borderColor: blocked ? "danger.default" : "accent.default",
        bg: blocked ? "danger.subtle" : "accent.subtle",
        color: "fg.default",
        fontSize: "sm",
      })}
    >
      <AlertIcon size={16} aria-hidden className={css({ flexShrink: 0, mt: "0.5", color: blocked ? "danger.default" : "accent.default" })} />
      {text}
    </p>
  );
}
