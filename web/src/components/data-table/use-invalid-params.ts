import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { ApiError } from "../../lib/api-client";
import type { FilterValues, ListStateApi } from "../../lib/url-state";
import { notify } from "../ui/toaster";

/**
 * A list asked with filters the server refuses (an old bookmark, a hand-edited address: ?year=abc)
 * drops them from the address and says so, instead of showing a refusal that Retry only repeats
 * while the filter boxes read "any".
 */
export function useDropInvalidParams<F extends FilterValues>(list: ListStateApi<F>, error: unknown): void {
  const { t } = useLingui();
  const problem = error instanceof ApiError && error.status === 400 ? error : null;
  const refused = problem ? Object.keys(problem.errors).sort().join(",") : "";
  const reasons = problem ? JSON.stringify(problem.errors) : "{}";
  // Once per refused query: the list's state object is new after every navigation.
  const handled = useRef("");
  const query = list.apiQuery;
  useEffect(() => {
    if (!refused || handled.current === `${query}|${refused}`) return;
    handled.current = `${query}|${refused}`;
    const dropped = list.dropParams(refused.split(","));
    if (dropped.length === 0) return;
    // Each as the address names it (that is where it was typed), with the server's reason.
    const why = JSON.parse(reasons) as Record<string, string[] | undefined>;
    const named = dropped.map((key) => (why[key]?.[0] ? `${key}: ${why[key][0]}` : key)).join("; ");
    notify.info({ title: t`Filters that were not valid were removed from the address`, description: named });
  }, [refused, reasons, query, list, t]);
}
