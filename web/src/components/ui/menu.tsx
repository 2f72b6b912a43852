import { Menu as ArkMenu, Portal } from "@ark-ui/react";
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import type { SystemStyleObject } from "styled-system/types";

const content = css.raw({
  minW: "52",
  maxW: "min(20rem, calc(100vw - 1rem))",
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  shadow: "lg",
  p: "1",
  outline: "none",
  zIndex: "dropdown",
  _open: { animation: "popIn 0.12s ease-out" },
});
const item = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  py: "2",
  borderRadius: "sm",
  fontSize: "sm",
  cursor: "pointer",
  outline: "none",
  // The background alone is faint (1.1:1 on white): an accent bar at the start marks the item the arrows reached.
  _highlighted: { bg: "bg.muted", boxShadow: "inset 3px 0 0 token(colors.accent.default)" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
});
const danger = css({ color: "danger.default" });

type MenuProps = {
  /** What the trigger button shows; name it with `triggerLabel` when that is only an icon or initials. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName: string;
  disabled?: boolean;
  /** Space between trigger and list, in px. */
  gutter?: number;
  /** Changes to the list's look, merged with css() so that they win over its own. */
  contentStyle?: SystemStyleObject;
  onSelect: (value: string) => void;
  children: ReactNode;
};

/**
 * A button that opens a list of actions (Ark Menu: arrows, type-ahead, Escape, focus back on the
 * trigger), opened below its end edge. Portalled: a menu lives outside dialogs, so it must not be
 * clipped by a table's or card's overflow.
 */
export function Menu({ trigger, triggerLabel, triggerClassName, disabled, gutter = 4, contentStyle, onSelect, children }: MenuProps) {
  return (
    <ArkMenu.Root positioning={{ placement: "bottom-end", gutter }} onSelect={({ value }) => onSelect(value)}>
      <ArkMenu.Trigger className={triggerClassName} aria-label={triggerLabel} disabled={disabled}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={css(content, contentStyle)}>{children}</ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}

/** One action of a Menu; "danger" for destructive ones (they still confirm in a dialog). */
export function MenuItem({ value, icon, tone, children }: { value: string; icon?: ReactNode; tone?: "danger"; children: ReactNode }) {
  return (
    <ArkMenu.Item value={value} className={cx(item, tone === "danger" && danger)}>
      {icon}
      {children}
    </ArkMenu.Item>
  );
}

export function MenuSeparator() {
  return <ArkMenu.Separator className={css({ my: "1", borderColor: "border.default" })} />;
}
