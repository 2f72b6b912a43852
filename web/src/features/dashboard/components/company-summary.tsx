import type { CompanyStatus } from "@contract/companies";
import type { Role } from "@contract/common";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { ProblemAlert } from "../../../components/problem-alert";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { button } from "../../../components/ui/button";
import { useOwnCompany } from "../api/use-own-company";
import { keepShortWords } from "../../../lib/format";

const STATUS: Record<CompanyStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  Active: { label: msg({ message: "Active", context: "company status" }), tone: "success" },
  Inactive: { label: msg({ message: "Inactive", context: "company status" }), tone: "neutral" },
  Pending: { label: msg({ message: "Pending", context: "company status" }), tone: "warning" },
  OutsideSystem: { label: msg({ message: "Outside the system", context: "company status" }), tone: "danger" },
};

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" });
const stat = css({ display: "flex", flexDirection: "column", gap: "0.5", p: "3", borderRadius: "md", bg: "bg.muted" });
const num = css({ fontSize: "2xl", fontWeight: "semibold", fontVariantNumeric: "tabular-nums", lineHeight: "1.1" });

/** For a Manager or Worker: the own company's name, status, seats, counts and a way to its dashboard. */
export function CompanySummary({ companyId, role }: { companyId: string; role: Role }) {
  const { t, i18n } = useLingui();
  const company = useOwnCompany(companyId);
  if (company.error) return <ProblemAlert error={company.error} onRetry={() => void company.mutate()} />;
  const c = company.data;
  if (!c) return <p className={css({ color: "fg.muted", fontSize: "sm" })}>{t`Loading…`}</p>;
  const status = STATUS[c.status];
  const used = c.usersCount;
  const max = c.maxUsers;
  const stats = [
    { key: "managers", label: t`Managers`, value: c.counts.managers, href: role === "Manager" ? "/managers" : undefined },
    { key: "workers", label: t`Workers`, value: c.counts.workers, href: role === "Manager" ? "/workers" : undefined },
    { key: "reports", label: t`Reports`, value: c.counts.reports, href: "/reports" },
    { key: "unreported", label: t`Unreported positions`, value: c.counts.unreportedPositions, href: "/positions?isReported=false" },
  ];
  return (
    <section aria-labelledby="own-company" className={card}>
      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "3" })}>
        <div className={css({ display: "grid", gap: "1" })}>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t`Your company`}</p>
          <h2 id="own-company" className={css({ fontSize: "xl", fontWeight: "semibold", overflowWrap: "anywhere" })}>
            {keepShortWords(c.name)}
          </h2>
          <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center", fontSize: "sm" })}>
            <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
            <span data-testid="summary-seats" className={css({ fontVariantNumeric: "tabular-nums" })}>
              <Trans>
                Seats used: {used} / {max}
              </Trans>
            </span>
          </div>
        </div>
        <Link href={`/companies/${encodeURIComponent(c.id)}`} className={button({ variant: "solid" })}>
          {t`Open the company dashboard`}
        </Link>
      </div>
      <ul className={css({ display: "grid", gap: "3", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, listStyle: "none" })}>
        {stats.map((s) => (
          <li key={s.key} className={stat}>
            <span className={num} data-testid={`summary-${s.key}`}>
              {s.value}
            </span>
            {s.href ? (
              <Link href={s.href} className={css({ fontSize: "sm", color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px" })}>
                {s.label}
              </Link>
            ) : (
              <span className={css({ fontSize: "sm", color: "fg.muted" })}>{s.label}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
