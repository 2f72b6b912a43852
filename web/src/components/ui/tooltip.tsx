import { Portal, Tooltip as ArkTooltip } from "@ark-ui/react";
import type { ReactElement, ReactNode } from "react";
import { css } from "styled-system/css";
import { useCanHover } from "../../lib/can-hover";

/** product.md §9: opens after 700 ms; a tooltip closing within 300 ms lets the next one open at once. */
export const TOOLTIP_DEFAULTS = { openDelay: 700, closeDelay: 300 } as const;

const content = css({
  bg: "bg.inverted",
  color: "fg.inverted",
  fontSize: "xs",
  px: "2",
  py: "1",
  borderRadius: "sm",
  shadow: "md",
  maxW: "64",
  zIndex: "tooltip",
  _open: { animation: "fadeIn 0.12s ease-out" },
});

/**
 * Wraps a focusable trigger (usually an icon button). Not on a device without hover: a tap
 * reported as a mouse (some webviews, emulators) leaves the pointer "hovering" where it tapped, and
 * a button that a closing dialog or a deleted row moved under it opened its tooltip over the next
 * row, with nothing but another tap to close it. The trigger's aria-label names it there.
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  if (!useCanHover()) return children;
  return (
    <ArkTooltip.Root {...TOOLTIP_DEFAULTS} positioning={{ placement: "bottom" }} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
