import { useLingui } from "@lingui/react/macro";
import { CompanyPicker } from "../../../components/catalogue/company-picker";
import { SelectFilter } from "../../../components/data-table/select-filter";
import { QUARTERS, recentYears } from "../report-period";
import { REPORT_STATE_LABELS } from "./report-labels";

export type ReportFilterValues = { companyId: string; year: string; quarter: string; isVerified: string };

type Props = {
  values: ReportFilterValues;
  /** Only staff choose a company: company users see their own reports only. */
  withCompany: boolean;
  onChange: (patch: Partial<ReportFilterValues>) => void;
};

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
      <SelectFilter
        label={t`Year`}
        value={values.year}
        onChange={(year) => onChange({ year })}
        anyLabel={t`Any year`}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectFilter
        label={t`Quarter`}
        value={values.quarter}
        onChange={(quarter) => onChange({ quarter })}
        anyLabel={t`Any quarter`}
        options={QUARTERS.map((q) => ({ value: String(q), label: `Q${q}` }))}
      />
      <SelectFilter
        label={i18n._(REPORT_STATE_LABELS.heading)}
        value={values.isVerified}
        onChange={(isVerified) => onChange({ isVerified })}
        anyLabel={t`Any`}
        options={[
          { value: "true", label: i18n._(REPORT_STATE_LABELS.verified) },
          { value: "false", label: i18n._(REPORT_STATE_LABELS.unverified) },
        ]}
      />
    </>
  );
}
