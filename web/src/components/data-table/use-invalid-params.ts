import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { ApiError } from "../../lib/api-error";
import type { FilterValues, ListStateApi } from "../../lib/url-state";
import { notify } from "../ui/toaster";

/** The address's filter keys by the names the filter bars give them. */
const PARAM_LABELS: Record<string, MessageDescriptor> = {
  q: msg`Search`,
  createdFrom: msg`Created from`,
  createdTo: msg`Created to`,
  status: msg`Status`,
  country: msg`Country`,
  city: msg`City`,
  type: msg`Type`,
  // Not "Verified": Polish says it in the gender of what is verified, and this one map serves every list.
  isVerified: msg({ message: "Verification", context: "filter" }),
  isReported: msg`Reported`,
  isOutdated: msg({ message: "Outdated", context: "positions filter" }),
  authorId: msg`Author`,
  companyId: msg`Company`,
  reportId: msg`Report`,
  year: msg`Year`,
  yearFrom: msg`Year from`,
  yearTo: msg`Year to`,
  quarter: msg`Quarter`,
  state: msg`Positions`,
  view: msg`View`,
  gender: msg`Gender`,
  hasBirthDate: msg`Birth date`,
};

/**
 * A list asked with filters the server refuses (an old bookmark, a hand-edited address: ?year=abc)
 * drops them from the address and says so, instead of showing a refusal that Retry only repeats
 * while the filter boxes read "any".
 */
export function useDropInvalidParams<F extends FilterValues>(list: ListStateApi<F>, error: unknown): void {
  const { t, i18n } = useLingui();
  const problem = error instanceof ApiError && error.status === 400 ? error : null;
  const refused = problem ? Object.keys(problem.errors).sort().join(",") : "";
  const reasons = problem ? JSON.stringify(problem.errors) : "{}";
  // Once per refused query: the list's state object is new after every navigation.
  const handled = useRef("");
  const query = list.apiQuery;
  useEffect(() => {
    if (!refused || handled.current === `${query}|${refused}`) return;
    handled.current = `${query}|${refused}`;
    // Read before they go: what was in the address, to show it.
    const given = new URLSearchParams(window.location.search);
    const dropped = list.dropParams(refused.split(","));
    if (dropped.length === 0) return;
    const why = JSON.parse(reasons) as Record<string, string[] | undefined>;
    const named = dropped.map((key) => {
      const label = PARAM_LABELS[key] ? i18n._(PARAM_LABELS[key]) : key;
      const value = given.getAll(key).join(", ");
      const reason = why[key]?.[0] ?? "";
      return value ? t`${label} “${value}”: ${reason}` : `${label}: ${reason}`;
    });
    notify.info({ title: t`Filters that were not valid were removed from the address`, description: named.join("\n") });
  }, [refused, reasons, query, list, t, i18n]);
}
