import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { ProblemAlert } from "../../../components/problem-alert";

export const statCard = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  minW: "0",
  p: { base: "4", md: "5" },
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
});
export const statNumber = css({ fontSize: "3xl", fontWeight: "semibold", fontVariantNumeric: "tabular-nums", lineHeight: "1.1" });
const statLabel = css({ fontSize: "sm", fontWeight: "medium", color: "fg.muted", overflowWrap: "anywhere" });
const statLink = css({
  mt: "auto",
  pt: "1",
  alignSelf: "flex-start",
  fontSize: "sm",
  fontWeight: "medium",
  color: "accent.default",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  overflowWrap: "anywhere",
});
const placeholder = css({ display: "block", h: "9", w: "16", rounded: "md", bg: "bg.subtle", animation: "pulse", _motionReduce: { animation: "none" } });

/**
 * One figure of the panel as a list item: its label, the figure (a placeholder while it loads, the
 * failure with Try again instead), and a link to the list it comes from.
 */
export function StatCard({
  label,
  loading,
  error,
  onRetry,
  href,
  linkLabel,
  children,
}: {
  label: string;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <li className={statCard} aria-busy={loading && !error}>
      <span className={statLabel}>{label}</span>
      {error ? (
        <ProblemAlert error={error} onRetry={onRetry} />
      ) : loading ? (
        <span className={placeholder}>
          <span className={css({ srOnly: true })}>{t`Loading…`}</span>
        </span>
      ) : (
        children
      )}
      <Link href={href} className={statLink}>
        {linkLabel}
      </Link>
    </li>
  );
}
