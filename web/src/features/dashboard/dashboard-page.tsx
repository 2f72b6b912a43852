import { COMPANY_ROLES, type Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";
import { CompanySummary } from "./components/company-summary";
import { StaffOverview } from "./components/staff-overview";

const isCompanyRole = (role: Role) => (COMPANY_ROLES as readonly Role[]).includes(role);

/** The panel at "/": a greeting, then for staff the charts and for company users their company's summary. */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user, role, isPasswordResetRequired } = useSession();
  const firstName = user?.userFirstName ?? "";
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <PageHeader title={t`Panel`} description={firstName ? t`Hello, ${firstName}!` : t`Hello!`} />
      {isPasswordResetRequired || !role ? (
        <p className={css({ color: "fg.muted" })}>{t`Choose a section from the menu to get started.`}</p>
      ) : isCompanyRole(role) ? (
        user?.companyId ? <CompanySummary companyId={user.companyId} role={role} /> : null
      ) : (
        <StaffOverview role={role} />
      )}
    </div>
  );
}
