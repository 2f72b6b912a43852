import { translateMessage } from "@contract/messages";
import type { Lang } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { ProblemAlert } from "../../../components/problem-alert";
import { ApiError } from "../../../lib/api-error";
import type { ReviewFailure } from "./use-review-run";

/** The refusal's per-position reasons (`errors["ids.<index>"]`), each named by its position where the page knows it. */
export function positionReasons(failure: ReviewFailure, nameOf: (id: string) => string | undefined, lang: Lang): { name: string; reason: string }[] {
  if (!(failure.error instanceof ApiError)) return [];
  return Object.entries(failure.error.errors).flatMap(([key, messages]) => {
    const match = /^ids\.(\d+)$/.exec(key);
    if (!match) return [];
    const id = failure.ids[Number(match[1])];
    const name = (id && nameOf(id)) || id || key;
    return messages.map((m) => ({ name, reason: translateMessage(m, lang) }));
  });
}

/**
 * A bulk call's refusal where the action was started: the problem's title (a 409 says nothing was
 * changed), then which positions stood in the way and why, and what earlier calls of a chunked run
 * had already done.
 */
export function ReviewProblem({ failure, nameOf }: { failure: ReviewFailure; nameOf: (id: string) => string | undefined }) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const reasons = positionReasons(failure, nameOf, lang);
  const { error } = failure;
  // The per-position messages are listed with their names below, not as loose lines.
  const shown =
    error instanceof ApiError && reasons.length
      ? new ApiError({ status: error.status, statusText: error.statusText, code: error.code, title: error.title, detail: error.detail, requestId: error.requestId })
      : error;
  return (
    <ProblemAlert error={shown}>
      {reasons.length ? (
        <ul className={css({ listStyle: "disc", ps: "5", display: "grid", gap: "0.5" })}>
          {reasons.slice(0, 20).map((r, i) => (
            <li key={`${r.name}-${i}`}>
              <span className={css({ fontWeight: "medium" })}>{r.name}</span>: {r.reason}
            </li>
          ))}
          {reasons.length > 20 ? <li>{t`…and ${reasons.length - 20} more`}</li> : null}
        </ul>
      ) : null}
      {failure.done > 0 ? <p>{t`${failure.done} of ${failure.total} positions had been changed by the earlier calls; the rest were not.`}</p> : null}
    </ProblemAlert>
  );
}
