import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel } from "../../../components/catalogue/publication-cells";
import type { Column } from "../../../components/data-table";
import { Badge } from "../../../components/ui/badge";
import { formatFullName } from "../../../lib/format";

/** Verified, outdated or waiting: a reported position is one of these. */
function PositionState({ position }: { position: PositionDto }) {
  const { t } = useLingui();
  if (position.isOutdated) return <Badge tone="warning">{t`Outdated`}</Badge>;
  if (position.isVerified) return <Badge tone="success">{t`Verified`}</Badge>;
  return <Badge tone="neutral">{t`Awaiting verification`}</Badge>;
}

const muted = css({ color: "fg.muted" });
/** Shown beneath the title where their own columns are hidden (phones). */
const belowMd = css({ display: { base: "block", md: "none" }, fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "1" });
const belowSm = css({ display: { base: "block", sm: "none" }, mt: "1" });
const authorsOf = (p: PositionDto) => p.authors.map((a) => formatFullName(a)).join("; ");

/** Read-only columns of a report's positions. */
export function useReportPositionColumns(): Column<PositionDto>[] {
  const { t } = useLingui();
  return [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (p) => (
        <>
          <PublicationTitle publication={p.publication} />
          <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "0.5" })}>
            <PublicationTypeLabel type={p.publication.type} />
          </span>
          {p.authors.length ? <span className={belowMd}>{authorsOf(p)}</span> : null}
          <span className={belowSm}>
            <PositionState position={p} />
          </span>
        </>
      ),
    },
    {
      id: "authors",
      header: t`Authors`,
      wrap: true,
      hideBelow: "md",
      cell: (p) => (p.authors.length ? authorsOf(p) : <span className={muted}>—</span>),
    },
    { id: "identifiers", header: t`Identifiers`, hideBelow: "lg", cell: (p) => <PublicationIdentifiers publication={p.publication} /> },
    {
      id: "pagesUsed",
      header: t`Pages`,
      sortable: true,
      align: "end",
      cell: (p) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{p.pagesUsed}</span>,
    },
    { id: "state", header: t`State`, hideBelow: "sm", cell: (p) => <PositionState position={p} /> },
  ];
}
