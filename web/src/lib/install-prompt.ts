import { useSyncExternalStore } from "react";
import { storage } from "./storage";

/** Chromium's install event (not in lib.dom). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/** Call once before rendering: keeps the browser's install event for our own dialog. */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    installed = true;
    storage.set("installPromptConfirmed", true);
    emit();
  });
}

export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.("(display-mode: standalone)").matches === true || nav.standalone === true;
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

export type InstallPromptState =
  | { kind: "hidden" }
  | { kind: "ios" }
  | { kind: "prompt"; event: BeforeInstallPromptEvent };

/** Pure decision, exported for tests. */
export function installPromptState(input: {
  confirmed: boolean;
  standalone: boolean;
  installed: boolean;
  ios: boolean;
  event: BeforeInstallPromptEvent | null;
}): InstallPromptState {
  if (input.confirmed || input.standalone || input.installed) return { kind: "hidden" };
  if (input.ios) return { kind: "ios" };
  return input.event ? { kind: "prompt", event: input.event } : { kind: "hidden" };
}

let snapshot: InstallPromptState = { kind: "hidden" };
function read(): InstallPromptState {
  const next = installPromptState({
    confirmed: storage.get("installPromptConfirmed") === true,
    standalone: isStandalone(),
    installed,
    ios: isIos(),
    event: deferred,
  });
  const same =
    next.kind === snapshot.kind && (next.kind !== "prompt" || (snapshot.kind === "prompt" && snapshot.event === next.event));
  if (!same) snapshot = next;
  return snapshot;
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  const off = storage.subscribe(fn);
  return () => {
    listeners.delete(fn);
    off();
  };
};

export function useInstallPrompt(): InstallPromptState {
  return useSyncExternalStore(subscribe, read, () => ({ kind: "hidden" }) as const);
}

/** Closing the dialog in any way means it never shows again. */
export function confirmInstallPrompt(): void {
  storage.set("installPromptConfirmed", true);
}
