import type { UserDto } from "@contract/users";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import type { Column } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { EmailText } from "../../../components/email-text";
import { ROLE_LABELS } from "../../../components/role-label";
import { formatFullName, keepShortWords } from "../../../lib/format";
import type { AccountKindDef } from "../account-kinds";
import type { Actor } from "../account-permissions";
import { AccountRowActions, type AccountAction } from "./account-row-actions";
import { UserStatusBadge } from "./user-status-badge";

export const ACCOUNT_SORT_FIELDS = ["lastName", "email", "status", "createdOn", "lastLoginOn", "companyName"] as const;

/** Name ("Last, First Middle"), e-mail, role (administrators), status, company (staff on company lists), last login, created, actions. */
export function useAccountColumns(def: AccountKindDef, actor: Actor, onAction: (action: AccountAction, user: UserDto) => void): Column<UserDto>[] {
  const { t, i18n } = useLingui();
  const showCompany = def.companyScoped && actor.companyId === null;
  const columns: (Column<UserDto> | false)[] = [
    {
      id: "name",
      header: t({ message: "Name", context: "person" }),
      sortable: true,
      sortField: "lastName",
      rowHeader: true,
      wrap: true,
      cell: (u) => (
        <span>
          {formatFullName(u)}
          {u.id === actor.userId ? <span className={css({ color: "fg.muted" })}> {t`(you)`}</span> : null}
        </span>
      ),
    },
    { id: "email", header: t`E-mail`, sortable: true, cell: (u) => <EmailText email={u.email} />, hideBelow: "sm", wrap: true },
    def.roles.length > 1 && { id: "role", header: t`Role`, cell: (u) => i18n._(ROLE_LABELS[u.role]), hideBelow: "md" },
    { id: "status", header: t`Status`, sortable: true, cell: (u) => <UserStatusBadge status={u.status} /> },
    showCompany && {
      id: "company",
      header: t`Company`,
      sortable: true,
      sortField: "companyName",
      hideBelow: "md",
      wrap: true,
      cell: (u) =>
        u.companyId ? (
          <Link href={`/companies/${encodeURIComponent(u.companyId)}`} className={css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px" })}>
            {u.companyName ? keepShortWords(u.companyName) : u.companyId}
          </Link>
        ) : (
          "—"
        ),
    },
    { id: "lastLoginOn", header: t`Last login`, sortable: true, hideBelow: "lg", cell: (u) => <DateTime value={u.lastLoginOn} withTime fallback={t`Never`} /> },
    { id: "createdOn", header: t`Created`, sortable: true, hideBelow: "lg", cell: (u) => <DateTime value={u.createdOn} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (u) => <AccountRowActions actor={actor} user={u} onAction={onAction} />,
    },
  ];
  return columns.filter((c): c is Column<UserDto> => c !== false);
}
