/**
 * How many entries of this tab's history the app itself pushed before the current one, kept in
 * history.state (which survives reloads and Back/Forward). history.length counts other sites'
 * entries too, so the header's Back, going by it, could leave the app for the page before it.
 */
const KEY = "reportPanelDepth";

type Stateful = Pick<History, "state" | "pushState" | "replaceState">;

const objectOf = (state: unknown): Record<string, unknown> => (state && typeof state === "object" ? (state as Record<string, unknown>) : {});
const depthOf = (state: unknown): number => {
  const d = objectOf(state)[KEY];
  return typeof d === "number" && d > 0 ? d : 0;
};

/** Marks every entry the app pushes with its depth; the entry the app opened on is depth 0. */
export function trackInAppHistory(h: Stateful = window.history): void {
  const push = h.pushState.bind(h);
  const replace = h.replaceState.bind(h);
  replace({ ...objectOf(h.state), [KEY]: depthOf(h.state) }, "");
  h.pushState = (state, unused, url) => push({ ...objectOf(state), [KEY]: depthOf(h.state) + 1 }, unused, url);
  h.replaceState = (state, unused, url) => replace({ ...objectOf(state), [KEY]: depthOf(h.state) }, unused, url);
}

/** Whether Back stays inside the app. */
export const canGoBackInApp = (h: Pick<History, "state"> = window.history): boolean => depthOf(h.state) > 0;
