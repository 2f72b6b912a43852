import type { PositionDto } from "@contract/positions";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel } from "../../../components/catalogue/publication-cells";
import { type Column, phoneNote } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { PositionRowActions, type PositionAction } from "./position-row-actions";

export const COMPANY_POSITION_SORTS = ["createdOn", "title", "pagesUsed", "type"] as const;

const muted = css({ color: "fg.muted" });
const numeric = css({ fontVariantNumeric: "tabular-nums" });

const short = (a: PositionDto["authors"][number]) => `${a.lastName} ${a.firstName.charAt(0)}.`;

/** "Nowak A., Kos E." and "+2" past two names, the full list in the title. */
export function ShortAuthors({ authors }: { authors: PositionDto["authors"] }) {
  if (!authors.length) return <span className={muted}>—</span>;
  const full = authors.map((a) => [a.firstName, a.middleName, a.lastName].filter(Boolean).join(" ")).join(", ");
  const shown = authors.slice(0, 2).map(short).join(", ");
  return (
    <span title={full}>
      {shown}
      {authors.length > 2 ? <span className={muted}> +{authors.length - 2}</span> : null}
    </span>
  );
}

export function useCompanyPositionColumns(onAction: (a: PositionAction, p: PositionDto) => void): Column<PositionDto>[] {
  const { t } = useLingui();
  return [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (p) => {
        const pages = p.pagesUsed;
        return (
          <>
            <PublicationTitle publication={p.publication} />
            <span className={phoneNote}>
              <PublicationTypeLabel type={p.publication.type} /> · {t`${pages} pp.`}
            </span>
          </>
        );
      },
    },
    { id: "type", header: t`Type`, sortable: true, hideBelow: "sm", cell: (p) => <PublicationTypeLabel type={p.publication.type} /> },
    { id: "identifiers", header: t`Identifiers`, hideBelow: "lg", cell: (p) => <PublicationIdentifiers publication={p.publication} /> },
    { id: "authors", header: t`Authors`, wrap: true, hideBelow: "md", cell: (p) => <ShortAuthors authors={p.authors} /> },
    {
      id: "pagesUsed",
      header: <span title={t`Pages used`}>{t`Pages`}</span>,
      sortable: true,
      align: "end",
      hideBelow: "sm",
      cell: (p) => <span className={numeric}>{p.pagesUsed}</span>,
    },
    { id: "createdOn", header: t`Created on`, sortable: true, hideBelow: "md", cell: (p) => <DateTime value={p.createdOn} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (p) => <PositionRowActions position={p} onAction={onAction} />,
    },
  ];
}
