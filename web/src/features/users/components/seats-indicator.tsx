import { Trans, useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { seatsFull, useCompanySeats } from "../api/use-company-seats";

const meter = css({ w: "24", h: "2", borderRadius: "full", bg: "bg.subtle", overflow: "hidden", display: "inline-block" });

/** "Seats used: 3 / 5" for the company an account list is about, with its name linking to its dashboard. */
export function SeatsIndicator({ companyId, showName }: { companyId: string; showName: boolean }) {
  const { t } = useLingui();
  const { data, error } = useCompanySeats(companyId);
  if (error) return <span className={css({ color: "fg.muted" })}>{t`Seats could not be loaded.`}</span>;
  if (!data) return <span className={css({ color: "fg.muted" })}>{t`Loading…`}</span>;
  const used = data.usersCount;
  const max = data.maxUsers;
  const full = seatsFull(data);
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
      {showName ? (
        <Link href={`/companies/${encodeURIComponent(data.id)}`} className={css({ color: "accent.default", fontWeight: "medium" })}>
          {data.name}
        </Link>
      ) : null}
      <span data-testid="seats" className={css({ fontVariantNumeric: "tabular-nums", color: full ? "danger.default" : "fg.default", fontWeight: "medium" })}>
        <Trans>
          Seats used: {used} / {max}
        </Trans>
      </span>
      <span aria-hidden="true" className={meter}>
        <span
          className={css({ display: "block", h: "full", bg: full ? "danger.default" : "accent.default" })}
          style={{ width: `${Math.min(100, Math.round((used / Math.max(1, max)) * 100))}%` }}
        />
      </span>
    </span>
  );
}
