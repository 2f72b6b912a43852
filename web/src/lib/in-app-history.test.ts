import { describe, expect, it } from "vitest";
import { canGoBackInApp, trackInAppHistory } from "./in-app-history";

/** A tab's history in miniature: entries with their states, and the current one. */
function fakeHistory(start: unknown = null) {
  const entries: unknown[] = [start];
  let at = 0;
  const h = {
    get state() {
      return entries[at];
    },
    pushState(state: unknown, _unused?: string, _url?: string) {
      entries.splice(at + 1, Infinity, state);
      at += 1;
    },
    replaceState(state: unknown, _unused?: string, _url?: string) {
      entries[at] = state;
    },
    back() {
      at = Math.max(0, at - 1);
    },
  };
  return h;
}

describe("in-app history", () => {
  it("counts the app's own pushes, not what the tab held before, and keeps it through replaces", () => {
    const h = fakeHistory();
    trackInAppHistory(h as unknown as History);
    expect(canGoBackInApp(h)).toBe(false);
    h.replaceState(null, "", "/"); // the sign-in's redirect
    expect(canGoBackInApp(h)).toBe(false);
    h.pushState(null, "", "/companies");
    h.pushState({ other: 1 }, "", "/companies/1");
    expect(canGoBackInApp(h)).toBe(true);
    expect(h.state).toMatchObject({ other: 1 });
    h.back();
    expect(canGoBackInApp(h)).toBe(true);
    h.back();
    expect(canGoBackInApp(h)).toBe(false);
  });

  it("keeps the depth of a reloaded entry, and starts at 0 on an entry without one", () => {
    const reloaded = fakeHistory({ reportPanelDepth: 2 });
    trackInAppHistory(reloaded as unknown as History);
    expect(canGoBackInApp(reloaded)).toBe(true);
    const foreign = fakeHistory("some other state");
    trackInAppHistory(foreign as unknown as History);
    expect(canGoBackInApp(foreign)).toBe(false);
  });
});
