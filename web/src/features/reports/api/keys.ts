/** SWR keys of the reports feature: plain paths with their query. */
export const REPORTS_PATH = "/reports";

export const reportsKey = (query: string) => `${REPORTS_PATH}?${query}`;
export const reportKey = (id: string) => `${REPORTS_PATH}/${encodeURIComponent(id)}`;

/** A report change shows in report lists, positions (reported state), companies (counts) and the panel. */
export const affectedByReportChange = (key: unknown): boolean =>
  typeof key === "string" && (key.startsWith(REPORTS_PATH) || key.startsWith("/positions") || key.startsWith("/companies"));
