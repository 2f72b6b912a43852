import { COMPANY_ROLES, type Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";
import { CompanySummary } from "./components/company-summary";
import { QuarterCard } from "./components/quarter-card";
import { StaffOverview } from "./components/staff-overview";
import { StaffQueue } from "./components/staff-queue";

const isCompanyRole = (role: Role) => (COMPANY_ROLES as readonly Role[]).includes(role);

/**
 * The panel at "/": a greeting, then for staff what waits for verification and the charts, for
 * company users this quarter's state and their company's summary.
 */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user, role, isPasswordResetRequired } = useSession();
  const firstName = user?.userFirstName ?? "";
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <PageHeader title={t`Dashboard`} description={firstName ? t`Hello, ${firstName}!` : t`Hello!`} />
      {isPasswordResetRequired || !role ? (
        <p className={css({ color: "fg.muted" })}>{t`Choose a section from the menu to get started.`}</p>
      ) : isCompanyRole(role) ? (
        <>
          <QuarterCard />
          {user?.companyId ? <CompanySummary companyId={user.companyId} role={role} /> : null}
        </>
      ) : (
        <>
          <StaffQueue />
          <StaffOverview role={role} />
        </>
      )}
    </div>
  );
}
