import type { CompanyStatus } from "@contract/companies";
import type { Role } from "@contract/common";
import { readableUserRoles } from "@contract/permissions";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { ProblemAlert } from "../../../components/problem-alert";
import { useCompaniesByStatus, useUsersByRole } from "../api/use-totals";
import { BarChart } from "./bar-chart";

const COMPANY_STATUS: Record<CompanyStatus, MessageDescriptor> = {
  Active: msg({ message: "Active", context: "company status" }),
  Inactive: msg({ message: "Inactive", context: "company status" }),
  Pending: msg({ message: "Pending", context: "company status" }),
  OutsideSystem: msg({ message: "Outside the system", context: "company status" }),
};

/** Plural role names for the chart, and each role's list (every role a viewer may read has one it may open). */
const ROLE_PLURAL: Record<Role, MessageDescriptor> = {
  SuperAdmin: msg`Super administrators`,
  Admin: msg`Administrators`,
  Coordinator: msg`Coordinators`,
  Manager: msg`Managers`,
  Worker: msg`Workers`,
};
const ROLE_LIST: Record<Role, string> = { SuperAdmin: "/admins", Admin: "/admins", Coordinator: "/coordinators", Manager: "/managers", Worker: "/workers" };

const loading = (text: string) => <p className={css({ fontSize: "sm", color: "fg.muted" })}>{text}</p>;

/** For staff: companies by status and accounts by role, from list totals asked for in parallel. */
export function StaffOverview({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const roles = readableUserRoles(role);
  const companies = useCompaniesByStatus(true);
  const users = useUsersByRole(roles);
  const companyTotal = companies.data?.reduce((sum, c) => sum + c.count, 0);
  const userTotal = users.data?.reduce((sum, c) => sum + c.count, 0);

  return (
    <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" }, alignItems: "start" })}>
      <BarChart
        title={t`Companies by status`}
        total={companyTotal !== undefined ? <Plural value={companyTotal} one="# company" other="# companies" /> : undefined}
        bars={(companies.data ?? []).map((c) => ({
          key: `company-${c.value}`,
          label: i18n._(COMPANY_STATUS[c.value]),
          value: c.count,
          href: `/companies?status=${c.value}`,
        }))}
        state={
          companies.error ? <ProblemAlert error={companies.error} onRetry={() => void companies.mutate()} /> : !companies.data ? loading(t`Loading…`) : undefined
        }
      />
      {roles.length ? (
        <BarChart
          title={t`Accounts by role`}
          total={userTotal !== undefined ? <Plural value={userTotal} one="# account" other="# accounts" /> : undefined}
          bars={(users.data ?? []).map((u) => ({
            key: `role-${u.value}`,
            label: i18n._(ROLE_PLURAL[u.value]),
            value: u.count,
            href: ROLE_LIST[u.value],
          }))}
          state={users.error ? <ProblemAlert error={users.error} onRetry={() => void users.mutate()} /> : !users.data ? loading(t`Loading…`) : undefined}
        />
      ) : null}
    </div>
  );
}
