import type { Paged } from "@contract/common";
import type { CompanyDto } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import useSWR from "swr";
import { css, cx } from "styled-system/css";
import { control, fieldLabel } from "../../../components/data-table/styles";
import { fetchJson } from "../api/positions-api";

/** The companies to pick from (first 100 by name, as the account forms offer them); under /companies, so company changes refresh it. */
const COMPANY_OPTIONS_KEY = "/companies?page=1&pageSize=100&sort=name&order=asc";

/** A select of companies; a company in the URL that is not among the first 100 stays selectable by its id. */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useLingui();
  const companies = useSWR<Paged<CompanyDto>>(COMPANY_OPTIONS_KEY, fetchJson, { revalidateOnFocus: false });
  const options = (companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: companies.isLoading ? t`Loading…` : t`Selected company` });
  return (
    <label className={css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" })}>
      <span className={fieldLabel}>{t`Company`}</span>
      <select
        className={cx(control, css({ pe: "2", cursor: "pointer", maxW: "16rem" }))}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={companies.error ? "company-filter-error" : undefined}
      >
        <option value="">{t`All companies`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {companies.error ? (
        <span id="company-filter-error" className={css({ fontSize: "xs", color: "danger.default" })}>
          {t`The companies could not be loaded.`}
        </span>
      ) : null}
    </label>
  );
}
