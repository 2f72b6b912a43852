import { useEffect, useRef } from "react";
import { storage } from "./storage";

/**
 * Keeps an open form whenever the page may go without unmounting it: a reload (F5, a phone's pull
 * to refresh, the service worker's reload after an update), the tab closed, or a phone discarding a
 * tab left in the background, which comes back as a fresh load. The last moment a phone reliably
 * gives is the page turning hidden, so `keep` runs then and on pagehide, while the user is signed
 * in (a session ending unmounts the form, which keeps it in its own way). When the page shows
 * again with the form still open, what this kept is taken back with `forget`: it would otherwise
 * open a second time on the next load.
 */
export function useKeepWhileAway(keep: () => boolean, forget: () => void): void {
  const latest = useRef({ keep, forget });
  useEffect(() => {
    latest.current = { keep, forget };
  });
  useEffect(() => {
    let kept = false;
    const away = () => {
      if (storage.get("accessToken")) kept = latest.current.keep() || kept;
    };
    const back = () => {
      if (!kept) return;
      kept = false;
      latest.current.forget();
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? away() : back());
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", away);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", away);
      window.removeEventListener("pageshow", onPageShow);
      // Saved or closed while hidden (a save answered after the user switched tabs): nothing to
      // bring back. Gone because the session ended, the form has kept itself in its own way.
      if (kept && storage.get("accessToken")) latest.current.forget();
    };
  }, []);
}
