import { COMPANY_ROLES, type Role } from "@contract/common";
import { useSession } from "../../lib/session";
import CompanyPositionsPage from "./company/company-positions-page";
import StaffPositionsPage from "./staff/staff-positions-page";

/** Company users keep their own unreported positions here; staff verify the reported queue. */
export default function PositionsListPage() {
  const { role } = useSession();
  return role !== null && (COMPANY_ROLES as readonly Role[]).includes(role) ? <CompanyPositionsPage /> : <StaffPositionsPage />;
}
