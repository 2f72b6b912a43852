import type { SessionEndReason } from "./api-client";

const BASE = "http://origin.invalid";

/** Paths the app never sends a user back to after signing in (they would loop). */
const NO_RETURN = new Set(["/login"]);

/**
 * Turns the `redirect` query parameter into a same-origin relative path (path, query, hash),
 * or "/" when it is missing, absolute, protocol-relative, or otherwise leaves the origin.
 */
export function sanitizeRedirect(raw: string | null | undefined): string {
  if (!raw || raw.length > 2048 || !raw.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const target = `${url.pathname}${url.search}${url.hash}`;
  // "//host" or "/\host" would be read as protocol-relative by the browser.
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  if (NO_RETURN.has(url.pathname)) return "/";
  return target;
}

/**
 * Where to come back to after signing in again, from the page the session ended on: that page, or,
 * if it is the login page itself (a late call ending the session a second time), where it leads.
 */
export function returnPath(pathname: string, search: string): string {
  return pathname === "/login" ? sanitizeRedirect(new URLSearchParams(search).get("redirect")) : `${pathname}${search}`;
}

/** Whose session ended on this page: the one the api client names, or, on the login page, the one it already names. */
export function endedFor(pathname: string, search: string, userId: string | null | undefined): string | null {
  return userId ?? (pathname === "/login" ? new URLSearchParams(search).get("for") : null);
}

/** How a session ended: why, and whose it was (the login page sends only that user back to the page). */
export type SessionEnd = { reason?: SessionEndReason; userId?: string | null };

/**
 * The login URL that brings the user back to `pathAndQuery` afterwards. A deactivation is named
 * in it (the login page says so); an expired session is not (product.md: no message). The user
 * whose session ended is named as `for`, so that someone else signing in next on a shared
 * computer starts on their own home page rather than on the page the previous user left open.
 */
export function loginUrl(pathAndQuery: string, end: SessionEnd = {}): string {
  let url = `/login?redirect=${encodeURIComponent(sanitizeRedirect(pathAndQuery))}`;
  if (end.reason && end.reason !== "expired") url += `&reason=${end.reason}`;
  if (end.userId) url += `&for=${encodeURIComponent(end.userId)}`;
  return url;
}

/**
 * Where signing in as `userId` leads from the login page's query: the `redirect` page, unless the
 * session that ended there was someone else's.
 */
export function afterSignIn(search: URLSearchParams, userId: string): string {
  const owner = search.get("for");
  return owner && owner !== userId ? "/" : sanitizeRedirect(search.get("redirect"));
}

/** The ends the login page names: an account or company deactivated by an administrator. */
export type Deactivation = Exclude<SessionEndReason, "expired">;
const DEACTIVATIONS: readonly Deactivation[] = ["accountInactive", "companyInactive"];

/** The `reason` query parameter of the login page, if it is one the app writes. */
export function sessionEndReason(raw: string | null): Deactivation | undefined {
  return DEACTIVATIONS.find((reason) => reason === raw);
}
