import useSWR from "swr";
import { fetchJson, type PositionPage } from "../../positions/api/positions-api";

/** What POST /reports would take: the company's unreported, not outdated positions. */
const FILTER = "isReported=false&isOutdated=false";
/** Starts with /positions, so a position change revalidates it like the lists. */
const KEY = `/positions?${FILTER}&pageSize=100&summary=reportable`;
/** Pages read at most to sum the pages used; beyond them the sum is a lower bound. */
const MAX_PAGES = 20;

export type Reportable = { count: number; pages: number; pagesComplete: boolean };

async function sumReportable(): Promise<Reportable> {
  let pages = 0;
  let page = 1;
  let first: PositionPage | undefined;
  for (; page <= MAX_PAGES; page++) {
    const data = await fetchJson<PositionPage>(`/positions?${FILTER}&page=${page}&pageSize=100`);
    first ??= data;
    pages += data.items.reduce((sum, p) => sum + p.pagesUsed, 0);
    if (page >= data.totalPages) break;
  }
  const count = first?.totalCount ?? 0;
  return { count, pages, pagesComplete: page <= MAX_PAGES || (first?.totalPages ?? 0) <= MAX_PAGES };
}

/** The count and pages of the positions a new report would take (a Manager's own company). */
export function useReportablePositions(enabled: boolean) {
  // Counted afresh each time the form opens: a position added a moment ago must show.
  return useSWR<Reportable>(enabled ? KEY : null, sumReportable, { revalidateOnFocus: false, dedupingInterval: 0 });
}
