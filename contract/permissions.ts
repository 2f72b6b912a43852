import type { Role } from "./common";

/**
 * api.md's permission matrix as data, so the server enforces it, the SPA shows only what a role
 * may do, and the tests are generated from the same table. "own" means: only inside the actor's
 * own company.
 */
export type Grant = false | true | "own";
export type UserAction = "read" | "create" | "update" | "delete" | "setPassword";
export type CompanyAction = "read" | "create" | "update" | "delete" | "activate";

type UserRow = Record<Role, Record<UserAction, Grant>>;
const none = { read: false, create: false, update: false, delete: false, setPassword: false } as const;
const all = { read: true, create: true, update: true, delete: true, setPassword: true } as const;

/** USER_GRANTS[targetRole][actorRole][action] */
export const USER_GRANTS: Record<Role, UserRow> = {
  SuperAdmin: { SuperAdmin: all, Admin: { ...none, read: true }, Coordinator: none, Manager: none, Worker: none },
  Admin: { SuperAdmin: all, Admin: { ...none, read: true }, Coordinator: none, Manager: none, Worker: none },
  Coordinator: { SuperAdmin: all, Admin: all, Coordinator: none, Manager: none, Worker: none },
  Manager: {
    SuperAdmin: all,
    Admin: all,
    Coordinator: { ...none, read: true },
    Manager: { read: "own", create: "own", update: "own", delete: "own", setPassword: "own" },
    Worker: none,
  },
  Worker: {
    SuperAdmin: all,
    Admin: all,
    Coordinator: { ...none, read: true },
    Manager: { read: "own", create: "own", update: "own", delete: "own", setPassword: "own" },
    Worker: none,
  },
};

export function userGrant(actor: Role, action: UserAction, target: Role): Grant {
  return USER_GRANTS[target][actor][action];
}

/** Roles an actor may see in user lists (the `role` filter must stay within these). */
export function readableUserRoles(actor: Role): Role[] {
  return (Object.keys(USER_GRANTS) as Role[]).filter((target) => userGrant(actor, "read", target) !== false);
}

export const COMPANY_GRANTS: Record<Role, Record<CompanyAction, Grant>> = {
  SuperAdmin: { read: true, create: true, update: true, delete: true, activate: true },
  Admin: { read: true, create: true, update: true, delete: true, activate: true },
  Coordinator: { read: true, create: false, update: false, delete: false, activate: false },
  Manager: { read: "own", create: false, update: false, delete: false, activate: false },
  Worker: { read: "own", create: false, update: false, delete: false, activate: false },
};

export function companyGrant(actor: Role, action: CompanyAction): Grant {
  return COMPANY_GRANTS[actor][action];
}

export const AUDIT_READERS: readonly Role[] = ["SuperAdmin", "Admin"];

/**
 * The .xlsx calls: "import report, download template: SuperAdmin, Admin, Manager own company";
 * "export reports: SuperAdmin, Admin, Coordinator, Manager/Worker own company".
 */
export const XLSX_GRANTS = {
  import: { SuperAdmin: true, Admin: true, Coordinator: false, Manager: "own", Worker: false },
  export: { SuperAdmin: true, Admin: true, Coordinator: true, Manager: "own", Worker: "own" },
} as const satisfies Record<string, Record<Role, Grant>>;

export type XlsxAction = keyof typeof XLSX_GRANTS;
