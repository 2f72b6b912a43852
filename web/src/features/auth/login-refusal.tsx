import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { problemTitle } from "../../components/problem-alert";
import { waitHint } from "../../components/problem-toast";
import { ApiError } from "../../lib/api-error";
import { LoginNotice } from "./session-end-notice";

/** A refused sign-in that typing again will not mend: an inactive account or company, too many tries. */
export function isLastingRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 403 || error.status === 429);
}

/**
 * Such a refusal, kept under the heading with what to do about it: its toast goes after 5 s while
 * the user still has the form before them. (The toast is what assistive technology announces.)
 */
export function LoginRefusal({ error }: { error: ApiError }) {
  const { t } = useLingui();
  const title = problemTitle(error, t`Signing in failed`);
  const hint =
    error.code === "ACCOUNT_INACTIVE"
      ? t`Ask your company's manager or an administrator to activate it again.`
      : error.code === "COMPANY_INACTIVE"
        ? t`Its accounts cannot sign in until an administrator activates the company again.`
        : waitHint(error);
  return (
    <LoginNotice testId="login-refusal">
      <p className={css({ fontWeight: "semibold" })}>{title}</p>
      {hint ? <p>{hint}</p> : null}
    </LoginNotice>
  );
}
