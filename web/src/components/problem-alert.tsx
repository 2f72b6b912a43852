import { translateMessage } from "@contract/messages";
import type { Lang } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { ApiError, isUnanswered } from "../lib/api-error";
import { AlertIcon } from "./icons";
import { button } from "./ui/button";

/** product.md §8: a failure's title, else its status code and text, else the caller's words (network). */
export function problemTitle(error: ApiError, fallbackTitle: string): string {
  return error.title || (error.status ? `${error.status} ${error.statusText}`.trim() : fallbackTitle);
}

/** Title, detail and field messages of a failure, in the user's language, without repeats. */
export function problemLines(error: unknown, lang: Lang, fallbackTitle: string): { title: string; details: string[] } {
  if (!(error instanceof ApiError)) return { title: fallbackTitle, details: [] };
  const title = problemTitle(error, fallbackTitle);
  const details = [error.detail, ...Object.values(error.errors).flat()]
    .filter((s): s is string => typeof s === "string" && s.trim() !== "")
    .map((s) => translateMessage(s, lang));
  return { title, details: [...new Set(details)].filter((s) => s !== title) };
}

/** The box of a failure or a refusal: red edge, faint red ground. */
export const dangerBox = css({
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  p: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "danger.default",
  bg: "danger.subtle",
  color: "fg.default",
  fontSize: "sm",
  textAlign: "start",
});

/**
 * A failed request shown where it happened (a list that did not load, a dialog whose action was
 * refused): the problem's title, its detail and messages, and an optional Retry.
 */
export function ProblemAlert({
  error,
  title: fallback,
  onRetry,
  children,
}: {
  error: unknown;
  /** Used when the failure has no title of its own (network). */
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const network = isUnanswered(error);
  const { title, details } = problemLines(
    error,
    lang,
    fallback ?? (network ? t`Network error. Check your connection and try again.` : t`Something went wrong.`),
  );
  return (
    <div role="alert" className={dangerBox}>
      <span className={css({ color: "danger.default", flexShrink: 0, mt: "0.5" })}>
        <AlertIcon size={18} />
      </span>
      <div className={css({ display: "grid", gap: "1", minW: "0", flex: "1" })}>
        <p className={css({ fontWeight: "semibold", overflowWrap: "anywhere" })}>{network ? t`Network error. Check your connection and try again.` : title}</p>
        {details.length === 1 ? <p className={css({ overflowWrap: "anywhere" })}>{details[0]}</p> : null}
        {details.length > 1 ? (
          <ul className={css({ listStyle: "disc", ps: "5", display: "grid", gap: "0.5" })}>
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
        {children}
        {onRetry ? (
          <div className={css({ mt: "1" })}>
            <button type="button" className={cx(button({ variant: "outline", size: "sm" }))} onClick={onRetry}>
              {t`Try again`}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
