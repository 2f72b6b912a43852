/**
 * Set on the bar while it reserves padding. A bar's style cancels it for its own controls (Panda
 * reads styles statically, so each bar writes it out: the queue's selection bar, a form dialog's buttons):
 * `"& :is(a, button, input, select, textarea, [tabindex])": { scrollMarginBottom: "calc(-1 * var(--scroll-reserve, 0px))" }`.
 */
const RESERVED_VAR = "--scroll-reserve";

/**
 * While `bar` is shown, `scroller` keeps its scroll padding at the bar's end as tall as the bar
 * (and a little more), so a control reached with Tab, or scrolled to as "nearest", stops clear of
 * a sticky bar instead of beneath it. Kept up to date as the bar resizes (a progress line, buttons
 * wrapping on a phone).
 */
export function reserveScrollPadding(bar: HTMLElement, scroller: HTMLElement, side: "top" | "bottom"): () => void {
  const property = side === "top" ? "scroll-padding-top" : "scroll-padding-bottom";
  const update = () => {
    const reserved = `${Math.ceil(bar.getBoundingClientRect().height) + 8}px`;
    scroller.style.setProperty(property, reserved);
    // The bar's own controls sit inside that padding: as far as scrolling them into view goes, it
    // is not there (see RESERVED_VAR), or Tab to the bar's button scrolled the list to the bar's place
    // at its end (418 px in the queue).
    bar.style.setProperty(RESERVED_VAR, reserved);
  };
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  update();
  return () => {
    observer.disconnect();
    scroller.style.removeProperty(property);
    bar.style.removeProperty(RESERVED_VAR);
  };
}
