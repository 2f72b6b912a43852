import type { AuditEntryDto } from "@contract/audit";
import type { CompanyStatus } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { DateTime } from "../../../components/date-time";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useCompanyAudit } from "../api/use-company-audit";
import { auditChanges, auditValueText } from "../audit-changes";
import { COMPANY_STATUS_LABELS } from "./company-status-badge";
import { countryName } from "../countries";

const PAGE_SIZE = 10;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", p: { base: "4", md: "5" } });
const entry = css({ display: "grid", gap: "1.5", py: "3", borderTopWidth: "1px", borderColor: "border.default", _first: { borderTopWidth: "0", pt: "0" } });
const changes = css({ display: "grid", gridTemplateColumns: "minmax(7rem, auto) 1fr", gap: "1", columnGap: "3", fontSize: "sm", mt: "1" });

function useLabels() {
  const { t, i18n } = useLingui();
  const actions: Record<string, string> = {
    "company.create": t`Company created`,
    "company.update": t`Company changed`,
    "company.activate": t`Company activated`,
    "company.deactivate": t`Company deactivated`,
    "company.delete": t`Company deleted`,
  };
  const fields: Record<string, string> = {
    name: t`Name`,
    status: t`Status`,
    maxUsers: t`Seat limit`,
    taxId: t({ message: "Tax ID", context: "column" }),
    country: t`Country`,
    city: t`City`,
    postalCode: t`Postal code`,
    street: t`Street`,
    homeNumber: t`Building number`,
    usersCount: t`Users`,
    createdOn: t`Created`,
  };
  // Values as the company's details show them: a status's and a country's names, not their codes.
  const value = (field: string, v: unknown) =>
    field === "status" && typeof v === "string" && v in COMPANY_STATUS_LABELS
      ? i18n._(COMPANY_STATUS_LABELS[v as CompanyStatus])
      : field === "country" && typeof v === "string"
        ? countryName(v, i18n.locale)
        : auditValueText(v);
  return { action: (a: string) => actions[a] ?? a, field: (f: string) => fields[f] ?? f, value };
}

function Entry({ item }: { item: AuditEntryDto }) {
  const { t } = useLingui();
  const labels = useLabels();
  // The first manager's arrival activates a company: say so instead of listing the bookkeeping.
  const byFirstManager = isRecord(item.after) && item.after.reason === "firstManager";
  const diff = auditChanges(item.before, item.after).filter((c) => c.field !== "reason" && c.field !== "managerId");
  return (
    <li className={entry}>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "baseline", justifyContent: "space-between" })}>
        <span className={css({ fontWeight: "semibold", fontSize: "sm" })}>{labels.action(item.action)}</span>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>
          <DateTime value={item.at} withTime />
        </span>
      </div>
      <span className={css({ fontSize: "sm", color: "fg.muted" })}>
        {item.actorName ?? (item.actorId ? t`A deleted account` : t`System`)}
        {byFirstManager ? ` · ${t`when its first manager was added`}` : ""}
      </span>
      {diff.length ? (
        <dl className={changes}>
          {diff.map((c) => (
            <div key={c.field} className={css({ display: "contents" })}>
              <dt className={css({ color: "fg.muted" })}>{labels.field(c.field)}</dt>
              <dd className={css({ overflowWrap: "anywhere" })}>
                {item.before && item.after ? (
                  <>
                    <span className={css({ textDecoration: "line-through", color: "fg.muted" })}>{labels.value(c.field, c.before)}</span>
                    <span aria-hidden="true"> → </span>
                    <span className={css({ srOnly: true })}> {t`changed to`} </span>
                    <span>{labels.value(c.field, c.after)}</span>
                  </>
                ) : (
                  labels.value(c.field, item.after ? c.after : c.before)
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** GET /audit for one company, newest first: what happened, who did it, when and what changed. */
export function CompanyHistory({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const audit = useCompanyAudit(companyId, page, PAGE_SIZE, true);
  const data = audit.data;
  const totalPages = data?.totalPages ?? 1;

  return (
    <section aria-labelledby="company-history" className={card}>
      <div className={css({ display: "flex", alignItems: "center", gap: "2", mb: "3" })}>
        <h2 id="company-history" className={css({ fontSize: "md", fontWeight: "semibold" })}>
          {t`History`}
        </h2>
        {audit.isValidating ? <Spinner size={14} /> : null}
      </div>
      {audit.error ? (
        <ProblemAlert error={audit.error} onRetry={() => void audit.mutate()} />
      ) : !data ? (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t`Loading…`}</p>
      ) : data.items.length === 0 ? (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t`No changes recorded yet.`}</p>
      ) : (
        <ol className={css({ listStyle: "none" })} aria-busy={audit.isLoading}>
          {data.items.map((item) => (
            <Entry key={item.id} item={item} />
          ))}
        </ol>
      )}
      {data && totalPages > 1 ? (
        <nav aria-label={t`History pages`} className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", mt: "3" })}>
          <button type="button" className={cx(button({ variant: "outline", size: "sm" }))} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t`Newer`}
          </button>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t`Page ${page} of ${totalPages}`}</span>
          <button type="button" className={cx(button({ variant: "outline", size: "sm" }))} disabled={page >= totalPages} onClick={() => setPage((p) => p + 1)}>
            {t`Older`}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
