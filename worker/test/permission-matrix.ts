import { COMPANY_ROLES, ROLES, type Role } from "@contract/common";
import { AUDIT_READERS, type CompanyAction, companyGrant, type Grant, type UserAction, userGrant } from "@contract/permissions";

/**
 * The expected answer of every endpoint × role × target placement, derived from
 * contract/permissions.ts (the same table the SPA reads), plus the server's documented rules for
 * turning a grant into a status: no grant for the action on any role → 403 before any lookup; a
 * record the actor may not read, or another company's under an "own" grant → 404; readable but
 * not permitted → 403.
 */
export type Who = Role | "anonymous";
/** Where the target sits relative to the actor: in its company, in another one, or in none (staff accounts). */
export type Placement = "own" | "other" | "none";

export const USER_ENDPOINTS = ["list", "get", "create", "update", "delete", "setPassword"] as const;
export type UserEndpoint = (typeof USER_ENDPOINTS)[number];
const USER_ACTION: Record<UserEndpoint, UserAction> = {
  list: "read",
  get: "read",
  create: "create",
  update: "update",
  delete: "delete",
  setPassword: "setPassword",
};
export const USER_SUCCESS: Record<UserEndpoint, number> = { list: 200, get: 200, create: 201, update: 200, delete: 204, setPassword: 200 };

export const COMPANY_ENDPOINTS = ["list", "get", "create", "update", "delete", "activate", "deactivate"] as const;
export type CompanyEndpoint = (typeof COMPANY_ENDPOINTS)[number];
const COMPANY_ACTION: Record<CompanyEndpoint, CompanyAction> = {
  list: "read",
  get: "read",
  create: "create",
  update: "update",
  delete: "delete",
  activate: "activate",
  deactivate: "activate",
};
export const COMPANY_SUCCESS: Record<CompanyEndpoint, number> = { list: 200, get: 200, create: 201, update: 200, delete: 204, activate: 200, deactivate: 200 };

export const WHO: readonly Who[] = [...ROLES, "anonymous"];

/** Each target role in each placement it can have: staff accounts belong to no company. */
export const USER_TARGETS: readonly { role: Role; placement: Placement }[] = ROLES.flatMap((role): { role: Role; placement: Placement }[] =>
  (COMPANY_ROLES as readonly Role[]).includes(role)
    ? [
        { role, placement: "own" },
        { role, placement: "other" },
      ]
    : [{ role, placement: "none" }],
);

const reaches = (grant: Grant, placement: Placement) => grant === true || (grant === "own" && placement === "own");

/** Whether a list answered for `who` shows this target. */
export function userVisible(who: Role, target: { role: Role; placement: Placement }): boolean {
  return reaches(userGrant(who, "read", target.role), target.placement);
}

export function expectedUserStatus(who: Who, endpoint: UserEndpoint, target: { role: Role; placement: Placement }): number {
  if (who === "anonymous") return 401;
  const action = USER_ACTION[endpoint];
  if (!ROLES.some((role) => userGrant(who, action, role) !== false)) return 403;
  const grant = userGrant(who, action, target.role);
  if (endpoint === "list") return grant === false ? 403 : 200;
  if (endpoint === "create") {
    if (grant === false) return 403;
    return reaches(grant, target.placement) || target.placement === "none" ? 201 : 404;
  }
  if (!reaches(userGrant(who, "read", target.role), target.placement)) return 404;
  if (grant === false) return 403;
  return reaches(grant, target.placement) ? USER_SUCCESS[endpoint] : 404;
}

export function companyVisible(who: Role, placement: Placement): boolean {
  return reaches(companyGrant(who, "read"), placement);
}

export function expectedCompanyStatus(who: Who, endpoint: CompanyEndpoint, placement: Placement): number {
  if (who === "anonymous") return 401;
  const grant = companyGrant(who, COMPANY_ACTION[endpoint]);
  if (grant === false) return 403;
  if (endpoint === "list" || endpoint === "create") return COMPANY_SUCCESS[endpoint];
  return reaches(grant, placement) ? COMPANY_SUCCESS[endpoint] : 404;
}

export function expectedAuditStatus(who: Who): number {
  if (who === "anonymous") return 401;
  return AUDIT_READERS.includes(who) ? 200 : 403;
}
