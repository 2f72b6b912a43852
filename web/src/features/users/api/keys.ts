/** SWR keys of the users feature: plain paths with their query, so one matcher finds them all. */
export const USERS_PATH = "/users";

export const usersKey = (query: string) => `${USERS_PATH}?${query}`;
export const companyKey = (id: string) => `/companies/${encodeURIComponent(id)}`;

/** Lists, details and counts that an account change can alter (lists, seats, dashboard totals). */
export const affectedByAccountChange = (key: unknown): boolean =>
  typeof key === "string" && (key.startsWith(USERS_PATH) || key.startsWith("/companies"));
