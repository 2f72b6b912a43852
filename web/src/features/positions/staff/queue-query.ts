import { MAX_BULK_IDS } from "@contract/positions";
import { toApiQuery, type ListState } from "../../../lib/url-state";

/** Where a reported position stands in the verification queue; "open" is still to verify. */
export const QUEUE_STATES = ["open", "verified", "outdated", "all"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const QUEUE_SORT_FIELDS = ["createdOn", "title", "pagesUsed", "companyName", "verifiedOn", "type"] as const;

/**
 * The queue's URL filters. isVerified/isReported/isOutdated are read only to understand links
 * written in the API's terms (the sidebar opens `?isVerified=false&isReported=true`, product.md's
 * address); they stay in the URL until a state is picked, which clears them.
 */
export const QUEUE_FILTERS = { state: "", companyId: "", reportId: "", type: "", view: "", isVerified: "", isReported: "", isOutdated: "" };
export type QueueFilters = typeof QUEUE_FILTERS;

export const QUEUE_DEFAULTS = { sortFields: QUEUE_SORT_FIELDS, sort: "createdOn", order: "desc" as const, filters: QUEUE_FILTERS };

/** The state a URL asks for: `state` when valid, else what the API-style flags mean. */
export function queueStateOf(f: QueueFilters): QueueState {
  if ((QUEUE_STATES as readonly string[]).includes(f.state)) return f.state as QueueState;
  if (f.isOutdated === "true") return "outdated";
  if (f.isVerified === "true") return "verified";
  return "open";
}

/** The API's flags for a queue state; staff only ever review reported positions. */
export function stateFlags(state: QueueState): { isVerified?: string; isOutdated?: string } {
  switch (state) {
    case "open":
      return { isVerified: "false", isOutdated: "false" };
    case "verified":
      return { isVerified: "true" };
    case "outdated":
      return { isOutdated: "true" };
    case "all":
      return {};
  }
}

/** GET /positions query for the list state (every parameter explicit, so one list has one SWR key). */
export function queueApiQuery(state: ListState<QueueFilters>): string {
  const f = state.filters;
  const filters: Record<string, string> = { isReported: "true", ...stateFlags(queueStateOf(f)), companyId: f.companyId, reportId: f.reportId, type: f.type };
  return toApiQuery({ ...state, filters });
}

/** GET /positions/groups query for the same filters, dates included (groups have their own order). */
export function groupsApiQuery(state: ListState<QueueFilters>): string {
  return queueApiQuery({ ...state, sort: undefined });
}

/** Splits ids into calls the API accepts (at most 1,000 ids each). */
export function chunkIds(ids: readonly string[], size = MAX_BULK_IDS): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}
