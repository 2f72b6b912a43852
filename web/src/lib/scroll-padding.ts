import { css } from "styled-system/css";

/** Set on the bar while it reserves padding (reserveScrollPadding), for reservedBarControls. */
const RESERVED_VAR = "--scroll-reserve";

/**
 * For a bar's style (merged with css()): its own controls sit inside the padding it reserves, so
 * their scroll margin cancels it, or focusing one (Tab) scrolled the page to the bar's place at
 * the end (418 px in the queue, 179 px in a form).
 */
export const reservedBarControls = css.raw({
  "& :is(a, button, input, select, textarea, [tabindex])": { scrollMarginBottom: "calc(-1 * var(--scroll-reserve, 0px))" },
});

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
