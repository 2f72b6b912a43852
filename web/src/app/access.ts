import type { Role } from "@contract/common";
import { loginUrl } from "../lib/redirect";
import { RESOURCES, type Resource, type RouteDef } from "./resources";

export type MatchedRoute = {
  resource: Resource;
  route: RouteDef;
  params: Record<string, string>;
};

const split = (p: string) => p.split("/").filter(Boolean);

/** Matches "/companies/:companyId"-style patterns (no wildcards, no optional segments). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = split(pattern);
  const have = split(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of want.entries()) {
    const actual = have[i] ?? "";
    if (seg.startsWith(":")) {
      try {
        params[seg.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (seg !== actual) return null;
  }
  return params;
}

/** Every guarded route: each resource's list route followed by its children. */
export function routesOf(resources: readonly Resource[] = RESOURCES): { resource: Resource; route: RouteDef }[] {
  return resources.flatMap((resource) => [
    { resource, route: { pattern: resource.path, page: resource.page } },
    ...(resource.children ?? []).map((route) => ({ resource, route })),
  ]);
}

export function matchRoute(pathname: string, resources: readonly Resource[] = RESOURCES): MatchedRoute | null {
  for (const { resource, route } of routesOf(resources)) {
    const params = matchPattern(route.pattern, pathname);
    if (params) return { resource, route, params };
  }
  return null;
}

export type NavEntry = { resource: Resource; href: string };

/** Sidebar entries for a role; while a password change is required only the panel. */
export function navEntries(
  role: Role,
  isPasswordResetRequired: boolean,
  resources: readonly Resource[] = RESOURCES,
): NavEntry[] {
  return resources
    .filter((r) => r.nav && (r.navRoles ?? r.roles).includes(role))
    .filter((r) => !isPasswordResetRequired || r.path === "/")
    .map((r) => {
      const query = r.nav?.query?.(role);
      return { resource: r, href: query ? `${r.path}?${query}` : r.path };
    });
}

/**
 * product.md §6: allowed when the role is in the route's list or the route's path is one of the
 * user's (non-reset) menu entries. Both come from the same registry entry, so they agree.
 */
export function isAllowed(role: Role, resource: Resource, resources: readonly Resource[] = RESOURCES, route?: RouteDef): boolean {
  const roles = route?.roles ?? resource.roles;
  return roles.includes(role) || navEntries(role, false, resources).some((e) => e.resource.path === resource.path);
}

export type AccessInput = {
  pathname: string;
  search: string;
  accessToken: string | null;
  role: Role | null;
  isPasswordResetRequired: boolean;
  /** The user signed in earlier on this page, if the session has ended since (see loginUrl). */
  endedFor?: string | null;
};

export type Access =
  | { kind: "allow"; match: MatchedRoute }
  | { kind: "redirect"; reason: "not-found" | "login" | "password-reset" | "forbidden"; to: string };

/** The guard, in the order of product.md §6: unknown path, no session, password reset, role. */
export function decideAccess(input: AccessInput, resources: readonly Resource[] = RESOURCES): Access {
  const match = matchRoute(input.pathname, resources);
  if (!match) return { kind: "redirect", reason: "not-found", to: "/error/404" };
  if (!input.accessToken || !input.role) {
    const search = input.search && !input.search.startsWith("?") ? `?${input.search}` : input.search;
    return { kind: "redirect", reason: "login", to: loginUrl(`${input.pathname}${search}`, { userId: input.endedFor }) };
  }
  if (input.isPasswordResetRequired && !match.resource.allowedDuringPasswordReset) {
    return { kind: "redirect", reason: "password-reset", to: "/change-password" };
  }
  if (!isAllowed(input.role, match.resource, resources, match.route)) {
    return { kind: "redirect", reason: "forbidden", to: "/error/403" };
  }
  return { kind: "allow", match };
}
