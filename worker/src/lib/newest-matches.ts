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
