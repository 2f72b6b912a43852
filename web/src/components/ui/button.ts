import { cva, type RecipeVariantProps } from "styled-system/css";

/** The one button style of the app; also used on links that look like buttons. */
export const button = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontWeight: "medium",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "transparent",
    cursor: "pointer",
    whiteSpace: "nowrap",
    userSelect: "none",
    textDecoration: "none",
    transition: "background 0.15s, border-color 0.15s, color 0.15s",
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
    "&[aria-busy=true]": { cursor: "progress" },
  },
  variants: {
    variant: {
      solid: {
        bg: "accent.default",
        color: "accent.fg",
        _hover: { _enabled: { bg: "accent.emphasis" } },
      },
      outline: {
        bg: "bg.surface",
        color: "fg.default",
        borderColor: "border.default",
        _hover: { _enabled: { bg: "bg.muted" } },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        _hover: { bg: "bg.muted" },
        "&[aria-pressed=true]": { bg: "accent.subtle", color: "accent.default" },
      },
      danger: {
        bg: "danger.default",
        color: "danger.fg",
        _hover: { _enabled: { opacity: 0.9 } },
      },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "sm" },
      icon: { h: "9", w: "9", p: "0", fontSize: "sm", flexShrink: 0 },
      iconSm: { h: "8", w: "8", p: "0", fontSize: "xs", flexShrink: 0 },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});

export type ButtonVariants = RecipeVariantProps<typeof button>;
