import type { CompanyDetailDto } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { DateTime } from "../../../components/date-time";
import { countryName } from "../countries";
import { CompanyStatusBadge } from "./company-status-badge";

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", p: { base: "4", md: "5" } });
const list = css({ display: "grid", gridTemplateColumns: "minmax(8rem, auto) 1fr", gap: "2", columnGap: "4", fontSize: "sm" });

/** The company's record: status, seats, tax id and address, created date. */
export function CompanyDetails({ company }: { company: CompanyDetailDto }) {
  const { t, i18n } = useLingui();
  const address = [[company.street, company.homeNumber].filter(Boolean).join(" "), [company.postalCode, company.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const rows: [string, ReactNode][] = [
    [t`Status`, <CompanyStatusBadge key="s" status={company.status} />],
    [
      t`Seats used`,
      <span key="u" data-testid="company-seats" className={css({ fontVariantNumeric: "tabular-nums" })}>
        {company.usersCount} / {company.maxUsers}
      </span>,
    ],
    [company.country === "PL" ? t`Tax ID (NIP)` : t`Tax ID`, company.taxId ?? "—"],
    [t`Country`, countryName(company.country, i18n.locale)],
    [t`Address`, address || "—"],
    [t`Created`, <DateTime key="c" value={company.createdOn} />],
  ];
  return (
    <section aria-labelledby="company-details" className={card}>
      <h2 id="company-details" className={css({ fontSize: "md", fontWeight: "semibold", mb: "3" })}>
        {t`Details`}
      </h2>
      <dl className={list}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: "contents" })}>
            <dt className={css({ color: "fg.muted" })}>{label}</dt>
            <dd className={css({ overflowWrap: "anywhere" })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
