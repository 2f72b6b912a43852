import { type RefObject, useLayoutEffect, useRef } from "react";
import { FOCUSABLE } from "../../lib/focusable";

/** Focus in these is a step of the row's action (its menu, its question), not the user going elsewhere. */
const ACTION_LAYERS = "[role=dialog], [role=alertdialog], [role=menu]";

/**
 * Where focus was: the item (an element with data-row-id: a table row, a card, a card's member),
 * its list and place in it, and which control of which cell (-1: the item has no cells). `key`:
 * the control's data-focus-key, naming it among items whose controls differ in number (a card with
 * a site's link before its buttons, another without).
 */
type Spot = { item: HTMLElement; list: Element; index: number; cell: number; control: number; key: string | null };

const itemsOf = (list: Element) => [...list.children].filter((c): c is HTMLElement => c instanceof HTMLElement && "rowId" in c.dataset);

function spotOf(container: HTMLElement, target: Element): Spot | undefined {
  const item = target.closest<HTMLElement>("[data-row-id]");
  const list = item?.parentElement;
  if (!item || !list || !container.contains(item)) return undefined;
  const cell = target.closest("td, th");
  const scope = cell && item.contains(cell) ? cell : item;
  return {
    item,
    list,
    index: itemsOf(list).indexOf(item),
    cell: scope instanceof HTMLTableCellElement ? scope.cellIndex : -1,
    control: Math.max(0, [...scope.querySelectorAll(FOCUSABLE)].indexOf(target)),
    key: target.getAttribute("data-focus-key"),
  };
}

/**
 * The control that takes over once the spot's item has gone: the same control (by its key, else by
 * its place) of the item now at its place in the list, else of the list's last item (the same cell's first, else the item's
 * first control); with the list empty, the first control of the item holding the list (a card
 * whose members are gone); else none.
 */
function successorOf(spot: Spot): HTMLElement | undefined {
  if (!spot.list.isConnected) return undefined;
  const items = itemsOf(spot.list);
  const next = items[Math.min(spot.index, items.length - 1)];
  if (!next) return spot.list.closest("[data-row-id]")?.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
  const scope = next instanceof HTMLTableRowElement && spot.cell >= 0 ? next.cells[spot.cell] : next;
  const controls = [...(scope?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const named = spot.key ? controls.find((c) => c.getAttribute("data-focus-key") === spot.key) : undefined;
  return named ?? controls[spot.control] ?? controls[0] ?? next.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
}

/**
 * Focuses an element that is not focusable itself (a list's region) for this once: a tabindex of
 * its own would take a scroll box without controls out of the Tab order, where Chrome puts it.
 */
export function focusOnce(el: HTMLElement) {
  if (!el.hasAttribute("tabindex")) {
    el.setAttribute("tabindex", "-1");
    el.addEventListener("blur", () => el.removeAttribute("tabindex"), { once: true });
  }
  el.focus();
}

/**
 * Keeps a keyboard user's place when the item they acted on leaves the list (a position confirmed
 * out of the queue, a row deleted, a group confirmed): without this, focus falls to the page's
 * body and the next Tab starts at the top. Items are the container's elements with data-row-id.
 * Focus moves only when it was lost, never away from where the user has gone since; when the item
 * leaves while its question is still open, it moves once that closes with no place to return to.
 * With nothing left it goes to `fallback`.
 */
export function useRowFocusKeeper(container: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) {
  const spot = useRef<Spot | undefined>(undefined);
  // Subscribed anew after each render, so a container that mounts later (after a spinner) is
  // watched too; a removal in the render's own commit happened while unsubscribed, so setting up
  // checks at once.
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusIn = (e: FocusEvent) => {
      if (!(e.target instanceof Element)) return;
      if (root.contains(e.target)) spot.current = spotOf(root, e.target);
      else if (!e.target.closest(ACTION_LAYERS)) spot.current = undefined;
    };
    const restore = () => {
      const kept = spot.current;
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (!kept || kept.item.isConnected || !lost) return;
      spot.current = undefined;
      const next = successorOf(kept);
      if (next) next.focus();
      else if (fallback.current) focusOnce(fallback.current);
    };
    restore();
    // Items leave the container; dialogs and menus, in portals on <body>, leave the body.
    const removals = new MutationObserver(restore);
    removals.observe(root, { childList: true, subtree: true });
    removals.observe(document.body, { childList: true });
    document.addEventListener("focusin", onFocusIn);
    return () => {
      removals.disconnect();
      document.removeEventListener("focusin", onFocusIn);
    };
  });
}
