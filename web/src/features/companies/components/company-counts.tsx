import type { CompanyDetailDto } from "@contract/companies";
import type { Role } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { isStaff } from "../company-permissions";

const tile = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  p: "4",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  textDecoration: "none",
  color: "fg.default",
  minW: "0",
});
const linkTile = css({ transition: "border-color 0.15s, background 0.15s", _hover: { borderColor: "accent.default", bg: "accent.subtle" } });
const number = css({ fontSize: "3xl", fontWeight: "semibold", lineHeight: "1", fontVariantNumeric: "tabular-nums" });
const label = css({ fontSize: "sm", color: "fg.muted" });

/** Managers, workers, reports and unreported positions, each leading to its list where the role has one. */
export function CompanyCounts({ company, role }: { company: CompanyDetailDto; role: Role }) {
  const { t } = useLingui();
  const id = encodeURIComponent(company.id);
  const staff = isStaff(role);
  const items = [
    { key: "managers", label: t`Managers`, value: company.counts.managers, href: staff ? `/managers?companyId=${id}` : role === "Manager" ? "/managers" : null },
    { key: "workers", label: t`Workers`, value: company.counts.workers, href: staff ? `/workers?companyId=${id}` : role === "Manager" ? "/workers" : null },
    { key: "reports", label: t`Reports`, value: company.counts.reports, href: staff ? `/reports?companyId=${id}` : "/reports" },
    {
      key: "unreported",
      label: t`Unreported positions`,
      value: company.counts.unreportedPositions,
      // Staff review reported positions only: their positions screen has no list of a company's drafts.
      href: staff ? null : "/positions?isReported=false",
    },
  ];
  return (
    <section aria-labelledby="company-counts">
      <h2 id="company-counts" className={css({ srOnly: true })}>
        {t`In numbers`}
      </h2>
      <ul className={css({ display: "grid", gap: "3", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, listStyle: "none" })}>
        {items.map((item) => {
          const body = (
            <>
              <span className={number} data-testid={`count-${item.key}`}>
                {item.value}
              </span>
              <span className={label}>{item.label}</span>
            </>
          );
          return (
            <li key={item.key} className={css({ display: "flex" })}>
              {/* Named by what it shows ("1 Kierownicy"), so voice control finds it by its visible text. */}
              {item.href ? (
                <Link href={item.href} className={`${tile} ${linkTile} ${css({ flex: "1" })}`}>
                  {body}
                </Link>
              ) : (
                <div className={`${tile} ${css({ flex: "1" })}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
