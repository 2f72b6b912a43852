import type { ReactNode } from "react";
import { cva } from "styled-system/css";

export const badge = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "medium",
    whiteSpace: "nowrap",
    borderWidth: "1px",
    _before: { content: '""', w: "1.5", h: "1.5", borderRadius: "full", bg: "currentColor", flexShrink: 0 },
  },
  variants: {
    tone: {
      success: { color: "success.default", bg: "success.subtle", borderColor: "success.default/30" },
      danger: { color: "danger.default", bg: "danger.subtle", borderColor: "danger.default/30" },
      warning: {
        color: { base: "amber.800", _dark: "amber.300" },
        bg: { base: "amber.50", _dark: "amber.950" },
        borderColor: { base: "amber.300", _dark: "amber.800" },
      },
      neutral: { color: "fg.muted", bg: "bg.muted", borderColor: "border.default" },
    },
  },
  defaultVariants: { tone: "neutral" },
});

export type BadgeTone = "success" | "danger" | "warning" | "neutral";

/** A short status word with a coloured dot; the word carries the meaning, colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
