import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { affectedByPositionChange, positionGroupsKey, positionsKey } from "./keys";
import { fetchJson, type PositionGroupPage, type PositionPage } from "./positions-api";

/** One page of positions for a list query (api.md list protocol plus isVerified, isReported, isOutdated, companyId, reportId, type). */
export function usePositions(query: string | null) {
  return useSWR<PositionPage>(query === null ? null : positionsKey(query), fetchJson, { keepPreviousData: true });
}

/** Groups of similar positions, largest first, for the same filters as the list. */
export function usePositionGroups(query: string | null) {
  return useSWR<PositionGroupPage>(query === null ? null : positionGroupsKey(query), fetchJson, { keepPreviousData: true });
}

/** Revalidates everything a position change can alter. */
export function useRevalidatePositions() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByPositionChange), [mutate]);
}
