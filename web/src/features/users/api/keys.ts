/** SWR keys of the users feature: plain paths with their query, so one matcher finds them all. */
export const USERS_PATH = "/users";

export const usersKey = (query: string) => `${USERS_PATH}?${query}`;
export const companyKey = (id: string) => `/companies/${encodeURIComponent(id)}`;
/** The companies a staff member may put a new manager or worker in (first 100 by name). */
export const COMPANY_OPTIONS_KEY = "/companies?page=1&pageSize=100&sort=name&order=asc";

/** Lists, details and counts that an account change can alter (lists, seats, dashboard totals). */
export const affectedByAccountChange = (key: unknown): boolean =>
  typeof key === "string" && (key.startsWith(USERS_PATH) || key.startsWith("/companies"));
