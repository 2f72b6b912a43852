import { COMPANY_ROLES, ROLES, type Role } from "@contract/common";
import { readableUserRoles, type UserAction, userGrant } from "@contract/permissions";

/** Who is asking, as far as the permission matrix cares. */
export type ActorScope = { userId: string; role: Role; companyId: string | null };
/** The account asked about. */
export type TargetScope = { id: string; role: Role; companyId: string | null };

export const isCompanyRole = (role: Role): boolean => (COMPANY_ROLES as readonly Role[]).includes(role);

/** Whether the matrix grants `action` on some role: if on none, the call is refused before any lookup. */
export function mayEver(actor: Role, action: UserAction): boolean {
  return ROLES.some((target) => userGrant(actor, action, target) !== false);
}

/** Whether the matrix lets `actor` do `action` on this account ("own" = inside the actor's company). */
export function reaches(actor: ActorScope, action: UserAction, target: Pick<TargetScope, "role" | "companyId">): boolean {
  const grant = userGrant(actor.role, action, target.role);
  return grant === true || (grant === "own" && actor.companyId !== null && target.companyId === actor.companyId);
}

export type Access = "allowed" | "forbidden" | "notFound";

/**
 * The answer the matrix gives for an action on an existing account: an account the actor may not
 * even read is "not found" (another company's user looks exactly like a missing one); one it may
 * read but not change is "forbidden"; a role with no such grant at all is refused outright.
 */
export function userAccess(actor: ActorScope, action: UserAction, target: TargetScope): Access {
  if (!mayEver(actor.role, action)) return "forbidden";
  if (!reaches(actor, "read", target)) return "notFound";
  return reaches(actor, action, target) ? "allowed" : "forbidden";
}

export type Placement =
  | { ok: true; companyId: string | null }
  | { ok: false; reason: "forbidden" | "companyRequired" | "companyNotAllowed" | "companyNotFound" };

/**
 * Where a new account of `role` goes. Managers and workers need a company (a Manager's own is
 * implied, another company's id looks missing); staff accounts have none.
 */
export function placeNewUser(actor: ActorScope, role: Role, companyId: string | null | undefined): Placement {
  const grant = userGrant(actor.role, "create", role);
  if (grant === false) return { ok: false, reason: "forbidden" };
  if (!isCompanyRole(role)) return companyId ? { ok: false, reason: "companyNotAllowed" } : { ok: true, companyId: null };
  const chosen = companyId ?? (grant === "own" ? actor.companyId : null);
  if (!chosen) return { ok: false, reason: "companyRequired" };
  if (grant === "own" && chosen !== actor.companyId) return { ok: false, reason: "companyNotFound" };
  return { ok: true, companyId: chosen };
}

export type RoleChange = { ok: true } | { ok: false; reason: "ownRole" | "forbidden" | "kindChange" };

/** A role change stays within what the actor may create, never on oneself, never between staff and company. */
export function checkRoleChange(actor: ActorScope, target: TargetScope, role: Role): RoleChange {
  if (role === target.role) return { ok: true };
  if (target.id === actor.userId) return { ok: false, reason: "ownRole" };
  if (!reaches(actor, "create", { role, companyId: target.companyId })) return { ok: false, reason: "forbidden" };
  if (isCompanyRole(role) !== isCompanyRole(target.role)) return { ok: false, reason: "kindChange" };
  return { ok: true };
}

/**
 * The accounts a list may show, role by role: every readable role, and for "own" grants only
 * inside the actor's company (companyId undefined = any company). A role that may read no
 * accounts, or a `role` filter outside the readable roles, is refused (null).
 */
export function listScope(actor: ActorScope, roles: readonly Role[] | undefined): { role: Role; companyId: string | null | undefined }[] | null {
  const readable = readableUserRoles(actor.role);
  if (readable.length === 0) return null;
  if (roles && roles.some((role) => !readable.includes(role))) return null;
  return (roles ?? readable).map((role) =>
    userGrant(actor.role, "read", role) === "own" ? { role, companyId: actor.companyId } : { role, companyId: undefined },
  );
}

/** Managers and workers who take a seat of the company's `maxUsers`. */
export const SEAT_ROLES = COMPANY_ROLES;
export const takesSeat = (user: { role: Role; status: string }) => isCompanyRole(user.role) && user.status !== "Inactive";
