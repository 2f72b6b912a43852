import * as v from "valibot";
import { COMPANY_ROLES, ROLES, type Role, STAFF_ROLES } from "./common";
import { AUDIT_READERS, type CompanyAction, companyGrant, type UserAction, userGrant } from "./permissions";

/**
 * What a role may see and do, as GET /session/permissions answers it: product.md's sidebar and
 * api.md's permission matrix flattened to action names. The user and company rows come from
 * permissions.ts; for Manager and Worker every action is limited to their own company
 * (`companyScoped`), and record-level limits (own unreported positions, unverified reports) hold.
 * The server still authorises every call itself.
 */
const USER_RESOURCES = {
  SuperAdmin: "superAdmins",
  Admin: "admins",
  Coordinator: "coordinators",
  Manager: "managers",
  Worker: "workers",
} as const satisfies Record<Role, string>;

const USER_ACTIONS = ["read", "create", "update", "delete", "setPassword"] as const satisfies readonly UserAction[];
const COMPANY_ACTIONS = ["read", "create", "update", "delete", "activate"] as const satisfies readonly CompanyAction[];

const CRUD = ["read", "create", "update", "delete"] as const;
const crud = <R extends string>(resource: R) => CRUD.map((verb) => `${resource}.${verb}` as const);

/** The rest of api.md's matrix (publications, authors, reports, positions), role by role. */
const OTHER_GRANTS = {
  catalogue: [...crud("publications"), ...crud("authors"), "authors.assignPublications"],
  review: ["positions.verify", "positions.markOutdated", "positions.revert", "positions.group"],
} as const;

type OtherAction =
  | (typeof OTHER_GRANTS.catalogue)[number]
  | (typeof OTHER_GRANTS.review)[number]
  | ReturnType<typeof crud<"positions">>[number]
  | "reports.read" | "reports.create" | "reports.delete" | "reports.export" | "reports.import" | "reports.downloadTemplate"
  | "audit.read";

function otherActions(role: Role): OtherAction[] {
  const staff = (STAFF_ROLES as readonly Role[]).includes(role);
  const admin = role === "SuperAdmin" || role === "Admin";
  const out: OtherAction[] = [];
  if (staff) out.push(...OTHER_GRANTS.catalogue, ...OTHER_GRANTS.review, "positions.read", "positions.update", "positions.delete");
  else out.push(...crud("positions"));
  out.push("reports.read", "reports.export");
  if (admin || role === "Manager") out.push("reports.delete", "reports.import", "reports.downloadTemplate");
  if (role === "Manager") out.push("reports.create");
  if (AUDIT_READERS.includes(role)) out.push("audit.read");
  return out;
}

export function actionsFor(role: Role): string[] {
  const users = ROLES.flatMap((target) =>
    USER_ACTIONS.filter((action) => userGrant(role, action, target) !== false).map((action) => `${USER_RESOURCES[target]}.${action}`),
  );
  const companies = COMPANY_ACTIONS.filter((action) => companyGrant(role, action) !== false).map((action) => `companies.${action}`);
  return [...users, ...companies, ...otherActions(role)].sort();
}

export const SIDEBAR_KEYS = [
  "panel", "publications", "authors", "companies", "admins", "coordinators", "managers", "workers", "reports", "positions",
] as const;
export type SidebarKey = (typeof SIDEBAR_KEYS)[number];

export type SidebarEntry = { key: SidebarKey; path: string; search: string };

const entry = (key: SidebarKey, path: string, search = ""): SidebarEntry => ({ key, path, search });

/** product.md's sidebar table in display order; only the panel while a password change is pending. */
export function sidebarFor(role: Role, isPasswordResetRequired = false): SidebarEntry[] {
  const panel = entry("panel", "/");
  if (isPasswordResetRequired) return [panel];
  const staff = (STAFF_ROLES as readonly Role[]).includes(role);
  const entries = [panel];
  if (staff) entries.push(entry("publications", "/publications"), entry("authors", "/authors"), entry("companies", "/companies"));
  if (role === "SuperAdmin" || role === "Admin") entries.push(entry("admins", "/admins"), entry("coordinators", "/coordinators"));
  if (role === "Manager") entries.push(entry("managers", "/managers"), entry("workers", "/workers"));
  entries.push(entry("reports", "/reports"));
  entries.push(staff ? entry("positions", "/positions", "?isVerified=false&isReported=true") : entry("positions", "/positions", "?isReported=false"));
  return entries;
}

export const SessionPermissions = v.object({
  role: v.picklist(ROLES),
  companyScoped: v.boolean(),
  sidebar: v.array(v.object({ key: v.picklist(SIDEBAR_KEYS), path: v.string(), search: v.string() })),
  actions: v.array(v.string()),
});
export type SessionPermissions = v.InferOutput<typeof SessionPermissions>;

export function permissionsFor(role: Role): SessionPermissions {
  return {
    role,
    companyScoped: (COMPANY_ROLES as readonly Role[]).includes(role),
    sidebar: sidebarFor(role),
    actions: actionsFor(role),
  };
}
