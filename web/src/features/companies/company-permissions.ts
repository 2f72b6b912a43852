import type { Role } from "@contract/common";
import type { CompanyStatus } from "@contract/companies";
import { companyGrant } from "@contract/permissions";

export type CompanyAction = "edit" | "delete" | "activate" | "deactivate";

/** The actions the matrix gives a role on a company, and of activate/deactivate only the one that changes something. */
export function companyActions(role: Role, status: CompanyStatus): Record<CompanyAction, boolean> {
  const may = (action: "update" | "delete" | "activate") => companyGrant(role, action) === true;
  return {
    edit: may("update"),
    delete: may("delete"),
    activate: may("activate") && status !== "Active",
    deactivate: may("activate") && status !== "Inactive",
  };
}

export const canCreateCompany = (role: Role): boolean => companyGrant(role, "create") === true;
/** Whether a role has any action on an existing company (a list's Actions column is for it alone). */
export const canChangeCompanies = (role: Role): boolean => (["update", "delete", "activate"] as const).some((a) => companyGrant(role, a) === true);
export const canReadAudit = (role: Role): boolean => role === "SuperAdmin" || role === "Admin";
/** Staff see a company's managers and workers through the account lists; Managers through their own. */
export const isStaff = (role: Role): boolean => role === "SuperAdmin" || role === "Admin" || role === "Coordinator";
