/** SWR keys of the companies feature: plain paths with their query. */
export const COMPANIES_PATH = "/companies";

export const companiesKey = (query: string) => `${COMPANIES_PATH}?${query}`;
export const companyKey = (id: string) => `${COMPANIES_PATH}/${encodeURIComponent(id)}`;
export const companyAuditKey = (id: string, page: number, pageSize: number) =>
  `/audit?entity=company&entityId=${encodeURIComponent(id)}&page=${page}&pageSize=${pageSize}`;

/** A company change shows in company lists and details, account lists (company names, seats), totals and history. */
export const affectedByCompanyChange = (key: unknown): boolean =>
  typeof key === "string" && (key.startsWith(COMPANIES_PATH) || key.startsWith("/users") || key.startsWith("/audit"));
