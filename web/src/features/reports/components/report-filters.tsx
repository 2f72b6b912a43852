import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { CompanyPicker } from "../../../components/catalogue/company-picker";
import { control, fieldLabel } from "../../../components/data-table/styles";
import { QUARTERS, recentYears } from "../report-period";
import { REPORT_STATE_LABELS } from "./report-labels";

export type ReportFilterValues = { companyId: string; year: string; quarter: string; isVerified: string };

type Props = {
  values: ReportFilterValues;
  /** Only staff choose a company: company users see their own reports only. */
  withCompany: boolean;
  onChange: (patch: Partial<ReportFilterValues>) => void;
};

const select = cx(control, css({ pe: "2", cursor: "pointer" }));
const field = css({ display: "flex", flexDirection: "column", gap: "1" });

/** Company (staff: a searching picker over every company), year, quarter and verified state (native selects). */
export function ReportFilters({ values, withCompany, onChange }: Props) {
  const { t, i18n } = useLingui();
  const years = recentYears();
  if (values.year && !years.includes(Number(values.year))) years.push(Number(values.year));

  return (
    <>
      {withCompany ? (
        <CompanyPicker label={t`Company`} size="compact" value={values.companyId} onChange={(companyId) => onChange({ companyId })} placeholder={t`Any company`} />
      ) : null}
      <label className={field}>
        <span className={fieldLabel}>{t`Year`}</span>
        <select className={select} value={values.year} onChange={(e) => onChange({ year: e.currentTarget.value })}>
          <option value="">{t`Any year`}</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className={fieldLabel}>{t`Quarter`}</span>
        <select className={select} value={values.quarter} onChange={(e) => onChange({ quarter: e.currentTarget.value })}>
          <option value="">{t`Any quarter`}</option>
          {QUARTERS.map((q) => (
            <option key={q} value={String(q)}>
              Q{q}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span className={fieldLabel}>{i18n._(REPORT_STATE_LABELS.heading)}</span>
        <select className={select} value={values.isVerified} onChange={(e) => onChange({ isVerified: e.currentTarget.value })}>
          <option value="">{t`Any`}</option>
          <option value="true">{i18n._(REPORT_STATE_LABELS.verified)}</option>
          <option value="false">{i18n._(REPORT_STATE_LABELS.unverified)}</option>
        </select>
      </label>
    </>
  );
}
