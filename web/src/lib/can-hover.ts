import { useSyncExternalStore } from "react";

// Any pointer that can hover: a laptop with a touch screen still has its touchpad.
const QUERY = "(any-hover: hover)";

function subscribe(onChange: () => void): () => void {
  const list = typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : undefined;
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

const canHoverNow = (): boolean => (typeof window.matchMedia === "function" ? window.matchMedia(QUERY).matches : true);

/** Whether the device has a pointer that hovers; false on a phone or tablet, where touch is all there is. */
export const useCanHover = (): boolean => useSyncExternalStore(subscribe, canHoverNow, () => true);
