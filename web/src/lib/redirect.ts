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

/**
 * The login URL that brings the user back to `pathAndQuery` afterwards. A deactivation is named
 * in it (the login page says so); an expired session is not (product.md: no message).
 */
export function loginUrl(pathAndQuery: string, reason?: SessionEndReason): string {
  const url = `/login?redirect=${encodeURIComponent(sanitizeRedirect(pathAndQuery))}`;
  return reason && reason !== "expired" ? `${url}&reason=${reason}` : url;
}

/** The ends the login page names: an account or company deactivated by an administrator. */
export type Deactivation = Exclude<SessionEndReason, "expired">;
const DEACTIVATIONS: readonly Deactivation[] = ["accountInactive", "companyInactive"];

/** The `reason` query parameter of the login page, if it is one the app writes. */
export function sessionEndReason(raw: string | null): Deactivation | undefined {
  return DEACTIVATIONS.find((reason) => reason === raw);
}
