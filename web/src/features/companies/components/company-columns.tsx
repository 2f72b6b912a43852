import type { CompanyDto } from "@contract/companies";
import type { Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import type { Column } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { type CompanyAction, canChangeCompanies } from "../company-permissions";
import { countryName } from "../countries";
import { CompanyRowActions } from "./company-row-actions";
import { CompanyStatusBadge } from "./company-status-badge";
import { keepShortWords } from "../../../lib/format";

export const COMPANY_SORT_FIELDS = ["name", "status", "city", "createdOn", "usersCount"] as const;

const link = css({ color: "accent.default", fontWeight: "medium", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.emphasis" } });

export function useCompanyColumns(role: Role, onAction: (a: CompanyAction, c: CompanyDto) => void): Column<CompanyDto>[] {
  const { t, i18n } = useLingui();
  const columns: Column<CompanyDto>[] = [
    {
      id: "name",
      header: t`Name`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (c) => (
        <Link href={`/companies/${encodeURIComponent(c.id)}`} className={link}>
          {keepShortWords(c.name)}
        </Link>
      ),
    },
    { id: "status", header: t`Status`, sortable: true, cell: (c) => <CompanyStatusBadge status={c.status} /> },
    { id: "taxId", header: t({ message: "Tax ID", context: "column" }), hideBelow: "md", cell: (c) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{c.taxId ?? "—"}</span> },
    {
      id: "city",
      header: t`City`,
      sortable: true,
      hideBelow: "sm",
      wrap: true,
      // The country only when it is not Poland, under the city: one column instead of two.
      cell: (c) => (
        <span>
          {c.city ?? "—"}
          {c.country !== "PL" ? <span className={css({ display: "block", fontSize: "xs", color: "fg.muted" })}>{countryName(c.country, i18n.locale)}</span> : null}
        </span>
      ),
    },
    {
      id: "usersCount",
      header: t`Users`,
      sortable: true,
      align: "end",
      hideBelow: "sm",
      cell: (c) => (
        <span className={css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })}>
          {c.usersCount} / {c.maxUsers}
        </span>
      ),
    },
    { id: "createdOn", header: t`Created`, sortable: true, hideBelow: "lg", cell: (c) => <DateTime value={c.createdOn} /> },
  ];
  // A Coordinator may not change companies: no column of empty cells.
  if (!canChangeCompanies(role)) return columns;
  return [
    ...columns,
    { id: "actions", header: <span className={css({ srOnly: true })}>{t`Actions`}</span>, align: "end", pinEnd: true, cell: (c) => <CompanyRowActions role={role} company={c} onAction={onAction} /> },
  ];
}
