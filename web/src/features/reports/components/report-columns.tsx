import type { Role } from "@contract/common";
import type { ReportDto } from "@contract/reports";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import type { Column } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { ListChecksIcon, TrashIcon } from "../../../components/icons";
import { Badge } from "../../../components/ui/badge";
import { IconButton } from "../../../components/ui/icon-button";
import { canDeleteReport, isStaffRole } from "../report-permissions";
import { REPORT_SOURCE_LABELS, REPORT_SOURCE_SHORT, REPORT_STATE_LABELS } from "./report-labels";
import { keepShortWords } from "../../../lib/format";

export const REPORT_SORT_FIELDS = ["createdOn", "name", "companyName", "positionsAmount", "pagesTotal", "verifiedOn"] as const;

export type ReportAction = "positions" | "delete";

const nameButton = css({
  color: "accent.default",
  fontWeight: "medium",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  whiteSpace: "nowrap",
  _hover: { color: "accent.emphasis" },
  _focusVisible: { outline: "2px solid token(colors.accent.default)", outlineOffset: "2px", borderRadius: "sm" },
});
const sub = css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal", mt: "0.5" });
const num = css({ fontVariantNumeric: "tabular-nums" });

export function useReportColumns(role: Role, onAction: (a: ReportAction, r: ReportDto) => void): Column<ReportDto>[] {
  const { t, i18n } = useLingui();
  const staff = isStaffRole(role);
  const columns: (Column<ReportDto> | null)[] = [
    {
      id: "name",
      header: t`Report`,
      sortable: true,
      rowHeader: true,
      cell: (r) => (
        <>
          <button type="button" className={nameButton} onClick={() => onAction("positions", r)}>
            {r.name}
          </button>
          {/* Phones: the company under the name, where its column is hidden. */}
          {staff ? <span className={css({ display: { base: "block", sm: "none" }, fontSize: "xs", color: "fg.muted", mt: "0.5", whiteSpace: "normal" })}>{keepShortWords(r.companyName)}</span> : null}
          {/* Phones: the verified state too, where its column is hidden. */}
          <span className={css({ display: { base: "block", sm: "none" }, mt: "1" })}>
            <Badge tone={r.isVerified ? "success" : "neutral"}>{i18n._(r.isVerified ? REPORT_STATE_LABELS.verified : REPORT_STATE_LABELS.unverified)}</Badge>
          </span>
        </>
      ),
    },
    staff ? { id: "companyName", header: t`Company`, sortable: true, wrap: true, hideBelow: "sm", cell: (r) => keepShortWords(r.companyName) } : null,
    { id: "positionsAmount", header: t`Positions`, sortable: true, align: "end", cell: (r) => <span className={num}>{i18n.number(r.positionsAmount)}</span> },
    { id: "pagesTotal", header: t`Pages`, sortable: true, align: "end", hideBelow: "md", cell: (r) => <span className={num}>{i18n.number(r.pagesTotal)}</span> },
    {
      id: "source",
      header: t`Source`,
      hideBelow: "lg",
      cell: (r) => <span title={i18n._(REPORT_SOURCE_LABELS[r.source])}>{i18n._(REPORT_SOURCE_SHORT[r.source])}</span>,
    },
    { id: "createdOn", header: t`Created`, sortable: true, hideBelow: "md", cell: (r) => <DateTime value={r.createdOn} /> },
    {
      id: "verifiedOn",
      header: i18n._(REPORT_STATE_LABELS.heading),
      sortable: true,
      hideBelow: "sm",
      cell: (r) => (
        <span>
          <Badge tone={r.isVerified ? "success" : "neutral"}>{i18n._(r.isVerified ? REPORT_STATE_LABELS.verified : REPORT_STATE_LABELS.unverified)}</Badge>
          {r.verifiedOn ? (
            <span className={sub}>
              <DateTime value={r.verifiedOn} />
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (r) => (
        <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
          {/* Phones: the report's name opens its positions; the pinned column keeps to delete, or covers the counts. */}
          <span className={css({ display: { base: "none", sm: "inline-flex" } })}>
            <IconButton size="iconSm" label={t`Positions of ${r.name}`} icon={<ListChecksIcon size={16} />} onClick={() => onAction("positions", r)} />
          </span>
          {canDeleteReport(role, r) ? <IconButton size="iconSm" label={t`Delete ${r.name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", r)} /> : null}
        </div>
      ),
    },
  ];
  return columns.filter((c): c is Column<ReportDto> => c !== null);
}
