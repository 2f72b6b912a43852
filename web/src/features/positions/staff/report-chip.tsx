import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { fieldLabel } from "../../../components/data-table/styles";
import { XIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { useReport } from "../../reports/api/use-reports";

const chip = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minH: "9",
  pl: "3",
  pr: "1",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.muted",
  fontSize: "sm",
  maxW: "full",
});

/**
 * The queue narrowed to one report (opened from the report's positions): named, since no box of
 * the filter bar shows it, and removable.
 */
export function ReportChip({ reportId, onRemove }: { reportId: string; onRemove: () => void }) {
  const { t } = useLingui();
  const report = useReport(reportId);
  const name = report.data ? `${report.data.name} · ${report.data.companyName}` : report.error ? t`Unknown report` : "…";
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" })}>
      <span className={fieldLabel}>{t`Report`}</span>
      <span className={chip}>
        <span className={css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{name}</span>
        <IconButton size="iconSm" label={t`Show positions of every report`} icon={<XIcon size={14} />} onClick={onRemove} />
      </span>
    </div>
  );
}
