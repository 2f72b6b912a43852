import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel } from "../../../components/catalogue/publication-cells";
import type { Column } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { formatFullName, keepShortWords } from "../../../lib/format";
import { QueueRowActions, type QueueAction } from "./queue-row-actions";
import { QueueStateBadge } from "./queue-state-badge";

const muted = css({ color: "fg.muted" });
const sub = css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "0.5" });
/** Shown beneath the title where their own columns are hidden. */
const belowMd = css({ display: { base: "block", md: "none" }, fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "1" });
const belowSm = css({ display: { base: "flex", sm: "none" }, alignItems: "center", gap: "2", mt: "1" });
const companyLink = css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.emphasis" } });

/** The magazine an article appeared in, when the title shown is not already the magazine's. */
function magazineOf(p: PositionDto["publication"]): string | null {
  return p.type !== "c" && p.magazineTitle ? p.magazineTitle : null;
}

export function Authors({ position }: { position: PositionDto }) {
  if (!position.authors.length) return <span className={muted}>—</span>;
  return <span>{position.authors.map((a) => formatFullName(a)).join("; ")}</span>;
}

export type QueueColumnsOptions = {
  busyIds: ReadonlySet<string>;
  canEdit: boolean;
  onAction: (a: QueueAction, p: PositionDto) => void;
};

export function useQueueColumns({ busyIds, canEdit, onAction }: QueueColumnsOptions): Column<PositionDto>[] {
  const { t } = useLingui();
  return [
    {
      id: "title",
      header: t`Publication`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (p) => {
        const magazine = magazineOf(p.publication);
        return (
          <span className={css({ display: "grid", gap: "1" })}>
            <span>
              <PublicationTitle publication={p.publication} />
              {magazine ? <span className={sub}>{t`in ${magazine}`}</span> : null}
              <span className={sub}>
                <PublicationTypeLabel type={p.publication.type} />
              </span>
            </span>
            <PublicationIdentifiers publication={p.publication} />
            {p.authors.length ? (
              <span className={css({ fontSize: "xs" })}>
                <span className={css({ color: "fg.muted" })}>{t`Authors:`} </span>
                <Authors position={p} />
              </span>
            ) : null}
            <span className={belowMd}>
              {keepShortWords(p.companyName)}
              {/* A report's name ("2026 Q3") never breaks between year and quarter. */}
              {p.reportName ? <span className={css({ whiteSpace: "nowrap" })}> · {p.reportName}</span> : null}
            </span>
            <span className={belowSm}>
              <QueueStateBadge position={p} />
              <span className={css({ fontSize: "xs", color: "fg.muted", fontVariantNumeric: "tabular-nums" })}>{t`${p.pagesUsed} pp.`}</span>
            </span>
          </span>
        );
      },
    },
    {
      id: "companyName",
      header: t`Company`,
      sortable: true,
      wrap: true,
      hideBelow: "md",
      cell: (p) => (
        <span>
          <Link href={`/companies/${encodeURIComponent(p.companyId)}`} className={companyLink}>
            {keepShortWords(p.companyName)}
          </Link>
          {p.reportName ? <span className={sub}>{t`Report ${p.reportName}`}</span> : null}
        </span>
      ),
    },
    {
      id: "pagesUsed",
      header: t`Pages`,
      sortable: true,
      align: "end",
      hideBelow: "sm",
      cell: (p) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{p.pagesUsed}</span>,
    },
    { id: "state", header: t`State`, hideBelow: "sm", cell: (p) => <QueueStateBadge position={p} /> },
    { id: "createdOn", header: t`Created on`, sortable: true, hideBelow: "lg", cell: (p) => <DateTime value={p.createdOn} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (p) => <QueueRowActions position={p} busy={busyIds.has(p.id)} canEdit={canEdit} onAction={onAction} />,
    },
  ];
}
