/**
 * While `bar` is shown, `scroller` keeps its scroll padding at the bar's end as tall as the bar
 * (and a little more), so a control reached with Tab, or scrolled to as "nearest", stops clear of
 * a sticky bar instead of beneath it. Kept up to date as the bar resizes (a progress line, buttons
 * wrapping on a phone).
 */
export function reserveScrollPadding(bar: HTMLElement, scroller: HTMLElement, side: "top" | "bottom"): () => void {
  const property = side === "top" ? "scroll-padding-top" : "scroll-padding-bottom";
  const update = () => scroller.style.setProperty(property, `${Math.ceil(bar.getBoundingClientRect().height) + 8}px`);
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  update();
  return () => {
    observer.disconnect();
    scroller.style.removeProperty(property);
  };
}
