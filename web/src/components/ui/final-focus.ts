import { useLayoutEffect, useRef } from "react";

/**
 * Where a dialog sends focus when it closes, for Ark's `finalFocusEl`. Ark returns focus to what
 * had it when the dialog opened; for a dialog opened from a menu's item that is the menu, hidden
 * by then, so focus fell to the top of the page. The menu's own button takes it instead. Null
 * leaves Ark's choice.
 */
export function useFinalFocus(open: boolean): () => HTMLElement | null {
  const trigger = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) trigger.current = menuTriggerOf(document.activeElement);
  }, [open]);
  return () => connected(trigger.current);
}

/** What a dialog opened now should give focus back to: the focused control, or the menu's button for a menu's item. */
export function focusOrigin(): HTMLElement | null {
  const el = document.activeElement;
  return menuTriggerOf(el) ?? (el instanceof HTMLElement && el !== document.body ? el : null);
}

export const connected = (el: HTMLElement | null) => (el?.isConnected ? el : null);

function menuTriggerOf(el: Element | null): HTMLElement | null {
  const id = el?.closest('[role="menu"]')?.getAttribute("aria-labelledby");
  return id ? document.getElementById(id) : null;
}
