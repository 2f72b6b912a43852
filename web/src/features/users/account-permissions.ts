import type { Role } from "@contract/common";
import { type Grant, type UserAction, userGrant } from "@contract/permissions";
import type { UserDto } from "@contract/users";
import type { AccountKindDef } from "./account-kinds";

export type Actor = { userId: string; role: Role; companyId: string | null };
export type AccountTarget = Pick<UserDto, "id" | "role" | "companyId">;

const reaches = (grant: Grant, actor: Actor, companyId: string | null) =>
  grant === true || (grant === "own" && actor.companyId !== null && companyId === actor.companyId);

/** What the actor may do with one listed account: the matrix, less what nobody does to themselves. */
export function accountActions(actor: Actor, target: AccountTarget): Record<"edit" | "delete" | "setPassword", boolean> {
  const may = (action: UserAction) => reaches(userGrant(actor.role, action, target.role), actor, target.companyId);
  const self = actor.userId === target.id;
  return {
    edit: may("update"),
    // Nobody deletes themselves; one's own password is changed on the change-password page.
    delete: may("delete") && !self,
    setPassword: may("setPassword") && !self,
  };
}

/** The roles of this list the actor may create (Admin and SuperAdmin on the admins list). */
export function creatableRoles(actor: Actor, def: AccountKindDef): Role[] {
  return def.roles.filter((role) => userGrant(actor.role, "create", role) !== false);
}

/** Roles an edited account may take: those of the list the actor may create, never for oneself. */
export function assignableRoles(actor: Actor, def: AccountKindDef, target: AccountTarget): Role[] {
  if (actor.userId === target.id) return [target.role];
  const roles = creatableRoles(actor, def);
  return roles.includes(target.role) ? roles : [target.role];
}

/** Staff pick the company of a new manager or worker; a Manager's own company is implied. */
export const choosesCompany = (actor: Actor, def: AccountKindDef): boolean => def.companyScoped && actor.companyId === null;
