/**
 * The app's service worker and its updates. A new version waits until the user chooses to reload
 * (the banner asks): staff keep the app open all day, and reloading by itself would throw away a
 * form being filled in. The waiting worker takes over only when asked (SKIP_WAITING), then every
 * window of the app runs under it: the one that asked reloads, the others say they should.
 */

/** `ready`: a new version waits for a reload; `applied`: another window applied it, this one still runs the old code. */
export type UpdateState = "none" | "ready" | "applied";

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
  let asked = false;
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
      if (asked) window.location.reload();
      else setState("applied");
    });
    apply = () => {
      const waiting = registration.waiting;
      if (!waiting) return window.location.reload();
      asked = true;
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
