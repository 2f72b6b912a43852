import { Menu as ArkMenu, Portal } from "@ark-ui/react";
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { css, cx } from "styled-system/css";
import type { SystemStyleObject } from "styled-system/types";
import { FOCUSABLE } from "../../lib/focusable";

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

/** The element Tab (1) or Shift+Tab (-1) reaches from `from` in the page's order, or `from` itself at either end. */
function tabbableNextTo(from: HTMLElement, step: 1 | -1): HTMLElement {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest("[inert], [data-scope=menu][data-part=content]"),
  );
  const at = all.indexOf(from);
  return (at === -1 ? undefined : all[at + step]) ?? from;
}

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
  const menu = useRef<{ setOpen: (open: boolean) => void } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Tab in an open menu closes it and goes on from its button, as in the WAI-ARIA menu button
  // pattern; Ark's menu keeps the focus (and the menu open) until Escape. Closing puts the focus
  // back on the button, from where it moves on, once there.
  const leaving = useRef<1 | -1 | null>(null);
  const moveOn = () => {
    const step = leaving.current;
    const from = triggerRef.current;
    leaving.current = null;
    if (!step || !from) return;
    tabbableNextTo(from, step).focus();
    // Where that could not take the focus, it stays on the button rather than falling to the page.
    if (document.activeElement === document.body) from.focus();
  };
  const tabOut = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    leaving.current = event.shiftKey ? -1 : 1;
    menu.current?.setOpen(false);
    // Should the menu not have put it there, it moves on all the same.
    setTimeout(moveOn, 100);
  };
  return (
    <ArkMenu.Root positioning={{ placement: "bottom-end", gutter }} onSelect={({ value }) => onSelect(value)}>
      <ArkMenu.Trigger ref={triggerRef} className={triggerClassName} aria-label={triggerLabel} disabled={disabled} onFocus={() => leaving.current && moveOn()}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={css(content, contentStyle)} onKeyDown={tabOut}>
            <ArkMenu.Context>
              {(api) => {
                menu.current = api;
                return null;
              }}
            </ArkMenu.Context>
            {children}
          </ArkMenu.Content>
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
