/**
 * The app's service worker and its updates. A new version waits until a user chooses to reload
 * (the banner in every window asks them to save their work first): staff keep the app open all
 * day, and taking over at once would reload under a form being filled in. The waiting worker takes
 * over only when asked (SKIP_WAITING); when it does, every window reloads (product.md: when an
 * updated worker activates, the page reloads), so none runs old code against the new API.
 */

/** `ready`: a new version waits for a reload. */
export type UpdateState = "none" | "ready";

let state: UpdateState = "none";
const listeners = new Set<() => void>();
let apply: () => void = () => window.location.reload();

function setState(next: UpdateState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateState = (): UpdateState => state;

/** Reloads into the new version: asks the waiting worker to take over first, if one waits. */
export function applyUpdate(): void {
  apply();
}

const CHECK_EVERY_MS = 60 * 60 * 1000;
const CHECK_AGAIN_AFTER_MS = 5 * 60 * 1000;

/** Registers /sw.js in production builds and watches for new versions (hourly, and when the app comes back to the screen). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker to take control (at once, or after this page's first visit installed it) is an install, not an update.
  let controlled = container.controller !== null;
  try {
    const registration = await container.register("/sw.js", { scope: "/" });
    const waitingOne = () => (container.controller ? registration.waiting : null);
    const watch = (worker: ServiceWorker | null) => {
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed" && waitingOne()) setState("ready");
      });
    };
    if (waitingOne()) setState("ready");
    watch(registration.installing);
    registration.addEventListener("updatefound", () => watch(registration.installing));
    container.addEventListener("controllerchange", () => {
      if (!controlled) {
        controlled = true;
        return;
      }
      window.location.reload();
    });
    apply = () => {
      const waiting = registration.waiting;
      if (!waiting) return window.location.reload();
      // A worker's postMessage has no target origin to name (the rule is about windows).
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      waiting.postMessage({ type: "SKIP_WAITING" });
    };
    keepChecking(registration);
  } catch (error) {
    console.warn("Service worker registration failed", error);
  }
}

function keepChecking(registration: ServiceWorkerRegistration): void {
  let last = Date.now();
  const check = () => {
    last = Date.now();
    // Offline or a server hiccup: the next check tries again.
    registration.update().catch(() => undefined);
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - last > CHECK_AGAIN_AFTER_MS) check();
  });
}
