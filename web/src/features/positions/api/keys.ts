/** SWR keys of the positions feature: plain paths with their query. */
export const POSITIONS_PATH = "/positions";

export const positionsKey = (query: string) => `${POSITIONS_PATH}?${query}`;
export const positionGroupsKey = (query: string) => `${POSITIONS_PATH}/groups?${query}`;
export const positionKey = (id: string) => `${POSITIONS_PATH}/${encodeURIComponent(id)}`;

/** A position change shows in position lists, groups, reports (counters, verified state), the panel and the catalogue. */
export const affectedByPositionChange = (key: unknown): boolean =>
  typeof key === "string" &&
  (key.startsWith(POSITIONS_PATH) || key.startsWith("/reports") || key.startsWith("/publications") || key.startsWith("/authors") || key.startsWith("/companies"));
