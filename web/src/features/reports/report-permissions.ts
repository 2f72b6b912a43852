import type { Role } from "@contract/common";
import { XLSX_GRANTS } from "@contract/permissions";
import type { ReportDto } from "@contract/reports";

/** api.md matrix, reports row: staff read all; only a Manager creates (staff add reports by import). */
export const isStaffRole = (role: Role): boolean => role === "SuperAdmin" || role === "Admin" || role === "Coordinator";
export const canCreateReport = (role: Role): boolean => role === "Manager";

/** SuperAdmin and Admin delete any unverified report, a Manager its own (the API only lists its own). */
export const canDeleteReport = (role: Role, report: Pick<ReportDto, "isVerified">): boolean =>
  !report.isVerified && (role === "SuperAdmin" || role === "Admin" || role === "Manager");

/** Template download and import: SuperAdmin, Admin any company, a Manager its own. */
export const canImportReport = (role: Role, companyId: string, ownCompanyId: string | null): boolean => {
  const grant = XLSX_GRANTS.import[role];
  return grant === true || (grant === "own" && companyId === ownCompanyId);
};
