import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { cx } from "styled-system/css";
import { button } from "./button";
import { Tooltip } from "./tooltip";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Accessible name and tooltip text. */
  label: string;
  icon: ReactNode;
  size?: "icon" | "iconSm";
  variant?: "ghost" | "outline";
  /** Set false where the visible context already names the button. */
  tooltip?: boolean;
};

export const IconButton = forwardRef<HTMLButtonElement, Props>(function IconButton(
  { label, icon, size = "icon", variant = "ghost", tooltip = true, className, ...rest },
  ref,
) {
  const el = (
    <button ref={ref} type="button" aria-label={label} className={cx(button({ variant, size }), className)} {...rest}>
      {icon}
    </button>
  );
  return tooltip ? <Tooltip label={label}>{el}</Tooltip> : el;
});
