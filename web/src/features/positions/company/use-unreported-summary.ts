import useSWR from "swr";
import { POSITIONS_PATH } from "../api/keys";
import { fetchJson, type PositionPage } from "../api/positions-api";

/** Pages of 100 read for the sum: beyond 1,000 positions the total is a lower bound. */
const PAGE = 100;
const MAX_PAGES = 10;

export type UnreportedSummary = { count: number; pages: number; complete: boolean };

/**
 * How many unreported positions the company has and how many pages they use — what the next
 * report will hold. The list API has no sum, so this reads the positions (newest first) in pages of
 * 100. The key starts with /positions, so every position change revalidates it.
 */
export function useUnreportedSummary() {
  const key = `${POSITIONS_PATH}?isReported=false&page=1&pageSize=${PAGE}&sort=createdOn&order=desc&summary`;
  return useSWR<UnreportedSummary>(key, async () => {
    const url = (page: number) => `${POSITIONS_PATH}?isReported=false&page=${page}&pageSize=${PAGE}&sort=createdOn&order=desc`;
    const first = await fetchJson<PositionPage>(url(1));
    const more = Math.min(first.totalPages, MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, more - 1) }, (_, i) => fetchJson<PositionPage>(url(i + 2))));
    const items = [first, ...rest].flatMap((p) => p.items);
    return { count: first.totalCount, pages: items.reduce((sum, p) => sum + p.pagesUsed, 0), complete: items.length >= first.totalCount };
  });
}
