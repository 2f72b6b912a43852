/**
 * The panel's totals come from list answers (their totalCount). The keys start with the lists'
 * paths, so any change that revalidates "/companies…" or "/users…" refreshes the charts too.
 */
export const COMPANIES_BY_STATUS_KEY = "/companies?page=1&pageSize=10#by-status";
export const usersByRoleKey = (roles: readonly string[]) => `/users?page=1&pageSize=10#by-role:${roles.join(",")}`;
export const companyKey = (id: string) => `/companies/${encodeURIComponent(id)}`;
