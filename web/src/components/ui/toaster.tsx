import { Toast, Toaster as ArkToaster, createToaster } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type PointerEvent, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { XIcon } from "../icons";
import { button } from "./button";

/** product.md §4/§9: one toast at a time, 5000 ms, F8 focuses the viewport. */
export const TOAST_DURATION = 5000;
export const SWIPE_THRESHOLD = 50;
const TOAST_LIFT = "--toast-lift";

/** How near the screen's foot a bar must end for a toast there to cover it (a toast's height and offset). */
const TOAST_ZONE = 128;

/** Every element a toast must stand above now (the queue's bar and an open form's buttons at once). */
const lifters = new Set<HTMLElement>();

function updateLift() {
  let lift = 0;
  for (const element of lifters) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > window.innerHeight - TOAST_ZONE && top < window.innerHeight) lift = Math.max(lift, window.innerHeight - top);
  }
  if (lift > 0) document.documentElement.style.setProperty(TOAST_LIFT, `${Math.round(lift)}px`);
  else document.documentElement.style.removeProperty(TOAST_LIFT);
}

/**
 * While `element` is shown, a toast stands above it whenever it ends near the screen's foot (a
 * sticky bar, or one that the page's end brought up); kept up to date as it or the page around it
 * resizes (a list losing a row moves it) and as the page scrolls. Several may lift at once: the
 * toast clears the tallest.
 */
export function liftToastsAbove(element: HTMLElement): () => void {
  lifters.add(element);
  const observer = new ResizeObserver(updateLift);
  observer.observe(element);
  if (element.parentElement) observer.observe(element.parentElement);
  document.addEventListener("scroll", updateLift, { capture: true, passive: true });
  window.addEventListener("resize", updateLift);
  return () => {
    lifters.delete(element);
    observer.disconnect();
    if (lifters.size === 0) {
      document.removeEventListener("scroll", updateLift, { capture: true });
      window.removeEventListener("resize", updateLift);
    }
    updateLift();
  };
}

export const toaster = createToaster({
  placement: "bottom-end",
  max: 1,
  duration: TOAST_DURATION,
  hotkey: ["F8"],
  overlap: false,
  gap: 12,
  // A bar pinned to the screen's foot (the queue's selection bar, a form's buttons on a phone) sets
  // --toast-lift to its height, so a toast stands above it instead of covering its buttons and messages.
  offsets: { top: "1rem", right: "1rem", left: "1rem", bottom: `calc(1rem + var(${TOAST_LIFT}, 0px))` },
});

/** `action`: one button in the toast (say, Undo), which also closes it. */
type Notify = { title: ReactNode; description?: ReactNode; action?: { label: string; onClick: () => void } };

/** Shows a toast, replacing the one on screen (only one is ever visible). */
function show(type: "error" | "success" | "info", { title, description, action }: Notify): string {
  toaster.dismiss();
  return toaster.create({ type, title, description, duration: TOAST_DURATION, closable: true, ...(action ? { action } : {}) });
}

export const notify = {
  error: (n: Notify) => show("error", n),
  success: (n: Notify) => show("success", n),
  info: (n: Notify) => show("info", n),
};

const root = css({
  position: "relative",
  display: "flex",
  alignItems: "flex-start",
  gap: "3",
  w: { base: "calc(100vw - 2rem)", md: "auto" },
  minW: { md: "xs" },
  maxW: { base: "calc(100vw - 2rem)", md: "420px" },
  p: "4",
  pe: "10",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  color: "fg.default",
  shadow: "lg",
  touchAction: "pan-y",
  translate: "var(--x) var(--y)",
  scale: "var(--scale)",
  zIndex: "var(--z-index)",
  height: "var(--height)",
  opacity: "var(--opacity)",
  willChange: "translate, opacity, scale",
  transitionProperty: "translate, scale, opacity, height, transform",
  transitionDuration: "0.2s",
  transitionTimingFunction: "ease-out",
  "&[data-type=error]": { bg: "danger.default", color: "danger.fg", borderColor: "danger.default" },
  "&[data-type=success]": { borderColor: "success.default", borderInlineStartWidth: "4px" },
  "&[data-swiping=true]": { transitionProperty: "none" },
});

// A finger's size on a phone (40 px), within the toast's end padding.
const closeButton = css({
  position: "absolute",
  top: { base: "1", md: "2" },
  insetEnd: { base: "0.5", md: "2" },
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: { base: "10", md: "7" },
  h: { base: "10", md: "7" },
  borderRadius: "sm",
  color: "inherit",
  opacity: 0.8,
  cursor: "pointer",
  _hover: { opacity: 1, bg: "rgba(127,127,127,0.15)" },
});

function SwipeableToast({ id, type, children }: { id: string; type?: string; children: ReactNode }) {
  const { t } = useLingui();
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const dx = useRef(0);

  const move = (el: HTMLElement, x: number) => {
    dx.current = Math.max(0, x);
    el.style.transform = dx.current ? `translateX(${dx.current}px)` : "";
    el.style.opacity = dx.current ? String(Math.max(0.2, 1 - dx.current / 200)) : "";
  };
  const handlers = {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if ((e.target as HTMLElement).closest("button")) return;
      start.current = { x: e.clientX, pointer: e.pointerId };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      e.currentTarget.dataset.swiping = "true";
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      if (!start.current || start.current.pointer !== e.pointerId) return;
      move(e.currentTarget, e.clientX - start.current.x);
    },
    onPointerUp(e: PointerEvent<HTMLDivElement>) {
      if (!start.current) return;
      start.current = null;
      e.currentTarget.dataset.swiping = "false";
      if (dx.current > SWIPE_THRESHOLD) toaster.dismiss(id);
      else move(e.currentTarget, 0);
    },
    onPointerCancel(e: PointerEvent<HTMLDivElement>) {
      start.current = null;
      e.currentTarget.dataset.swiping = "false";
      move(e.currentTarget, 0);
    },
  };

  return (
    <Toast.Root className={root} role={type === "error" ? "alert" : "status"} data-swiping="false" {...handlers}>
      {children}
      <Toast.CloseTrigger className={closeButton} aria-label={t`Close notification`}>
        <XIcon size={16} />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/**
 * F8 takes the focus to the toasts. Once the toast it reached has gone (closed, dismissed with
 * Escape, or timed out), the focus goes back where it came from: it would fall to the page's start,
 * or stay on the empty toast area, where nothing shows it.
 */
function useFocusBackFromToasts(): void {
  useEffect(() => {
    let cameFrom: HTMLElement | null = null;
    const group = () => document.querySelector<HTMLElement>("[data-scope=toast][data-part=group]");
    const onFocusIn = (event: FocusEvent) => {
      const area = group();
      if (!area?.contains(event.target as Node)) {
        cameFrom = null;
        return;
      }
      const from = event.relatedTarget;
      if (!cameFrom && from instanceof HTMLElement && !area.contains(from)) cameFrom = from;
    };
    const goBack = () => {
      const area = group();
      const active = document.activeElement;
      if (!cameFrom || !area || area.querySelector("[data-part=root]")) return;
      if (active === document.body || active === null || area.contains(active)) {
        if (cameFrom.isConnected) cameFrom.focus();
        cameFrom = null;
      }
    };
    const watcher = new MutationObserver(goBack);
    const area = group();
    if (area) watcher.observe(area, { childList: true, subtree: true });
    document.addEventListener("focusin", onFocusIn);
    return () => {
      watcher.disconnect();
      document.removeEventListener("focusin", onFocusIn);
    };
  }, []);
}

/** The toast viewport; Escape dismisses the toast unless a dialog or menu is open. */
export function Toaster() {
  const { t } = useLingui();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      if (document.querySelector('[role=dialog][data-state=open], [role=alertdialog][data-state=open], [role=menu][data-state=open]')) return;
      if (toaster.getVisibleToasts().length) toaster.dismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useFocusBackFromToasts();

  return (
    <ArkToaster toaster={toaster} aria-label={t`Notifications`}>
      {(toast) => (
        <SwipeableToast id={toast.id ?? ""} type={toast.type}>
          <div className={css({ display: "flex", flexDirection: "column", gap: "1", minW: 0 })}>
            <Toast.Title className={css({ fontWeight: "semibold", fontSize: "sm", overflowWrap: "anywhere" })}>
              {toast.title}
            </Toast.Title>
            {toast.description ? (
              <Toast.Description className={css({ fontSize: "sm", opacity: 0.9, overflowWrap: "anywhere", whiteSpace: "pre-line" })}>
                {toast.description}
              </Toast.Description>
            ) : null}
            {toast.action ? (
              <Toast.ActionTrigger className={cx(button({ variant: "outline", size: "sm" }), css({ justifySelf: "start", alignSelf: "flex-start", mt: "1" }))}>
                {toast.action.label}
              </Toast.ActionTrigger>
            ) : null}
          </div>
        </SwipeableToast>
      )}
    </ArkToaster>
  );
}
