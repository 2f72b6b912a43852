import { COMPANY_ROLES, type Role } from "@contract/common";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type AccountKind = "admins" | "coordinators" | "managers" | "workers";

export type AccountKindDef = {
  kind: AccountKind;
  /** The roles the list shows (its `role` filter). */
  roles: readonly Role[];
  title: MessageDescriptor;
  add: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  /** Managers and workers belong to a company. */
  companyScoped: boolean;
};

export const ACCOUNT_KINDS: Record<AccountKind, AccountKindDef> = {
  admins: {
    kind: "admins",
    // Admin first: the role a new administrator gets unless a SuperAdmin picks the other.
    roles: ["Admin", "SuperAdmin"],
    title: msg`Administrators`,
    add: msg`Add administrator`,
    emptyTitle: msg`No administrators yet`,
    companyScoped: false,
  },
  coordinators: {
    kind: "coordinators",
    roles: ["Coordinator"],
    title: msg`Coordinators`,
    add: msg`Add coordinator`,
    emptyTitle: msg`No coordinators yet`,
    companyScoped: false,
  },
  managers: {
    kind: "managers",
    roles: ["Manager"],
    title: msg`Managers`,
    add: msg`Add manager`,
    emptyTitle: msg`No managers yet`,
    companyScoped: true,
  },
  workers: {
    kind: "workers",
    roles: ["Worker"],
    title: msg`Workers`,
    add: msg`Add worker`,
    emptyTitle: msg`No workers yet`,
    companyScoped: true,
  },
};

export const isCompanyRole = (role: Role): boolean => (COMPANY_ROLES as readonly Role[]).includes(role);
