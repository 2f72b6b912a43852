/**
 * Whether a page of a full-text search, newest first, is cheaper read as a range of created_on
 * (`selectNewestMatches` of positions and publications) than by sorting every match. The range
 * holds about `depth × tableRows / matches` rows (offset + limit matches, spread over the table's
 * age); the sort reads every match. So the range pays when matches² ≥ depth × tableRows: always
 * for the first pages of a common word, never for a rare one (a single old match would make the
 * range the whole table) nor for a window beyond the matches.
 */
export function rangeReadPays(matches: number, tableRows: number, depth: number): boolean {
  return matches > 0 && depth <= matches && matches * matches >= depth * tableRows;
}

/** About how many entries of a covering index are walked for the cost of reading one table row. */
const ENTRIES_PER_ROW = 50;

/**
 * Whether a page of a search within a big filter (the staff queue), newest first, is cheaper
 * walked from the filter's covering index — each entry's search_id checked against the matches —
 * than read by looking up and sorting every match. The walk reads about depth × filterRows /
 * matches entries; the sort reads a table row per match, some ENTRIES_PER_ROW entries' worth
 * (bench size: 0.12 µs an entry against 6–8 µs a row). A rare word's few matches are sorted
 * rather than found at the far end of a walk of the whole queue.
 */
export function walkPays(matches: number, filterRows: number, depth: number): boolean {
  return matches > 0 && depth * filterRows <= ENTRIES_PER_ROW * matches * matches;
}

/** About how many entries of a sort index are walked for the cost of one seek of a match (bench size: 0.2 µs against 3.5 µs). */
const ENTRIES_PER_SEEK = 16;

/**
 * How many entries of a sort index to walk for a page of a sorted search (`selectWalkedMatches`),
 * or undefined when sorting the matches reads less. Matches spread evenly over the order put the
 * page's end at depth × tableRows / matches entries; the cap allows four times that, for
 * unevenness, and is tried only while walking it all costs at most half of seeking every match,
 * so a walk that comes back short (clustered matches) adds little to the sort that follows.
 */
export function sortWalkCap(matches: number, tableRows: number, depth: number): number | undefined {
  if (matches <= 0) return undefined;
  const cap = Math.ceil((4 * Math.min(depth, matches) * tableRows) / matches);
  return 2 * cap <= ENTRIES_PER_SEEK * matches ? cap : undefined;
}
