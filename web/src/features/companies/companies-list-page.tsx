import type { CompanyStatus } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { css, cx } from "styled-system/css";
import { CheckboxGroupFilter } from "../../components/checkbox-group-filter";
import { DataTable, DateRangeFilter, EmptyState, FilterBar, SearchInput } from "../../components/data-table";
import { control, fieldLabel } from "../../components/data-table/styles";
import { PlusIcon } from "../../components/icons";
import { ProblemAlert } from "../../components/problem-alert";
import { button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { useListState } from "../../lib/url-state";
import { useCompanies } from "./api/use-companies";
import { canCreateCompany } from "./company-permissions";
import { COMPANY_SORT_FIELDS, useCompanyColumns } from "./components/company-columns";
import { CityFilter } from "./components/city-filter";
import { useCompanyActionDialogs } from "./components/company-action-dialogs";
import { COMPANY_STATUS_LABELS } from "./components/company-status-badge";
import { countryOptions } from "./countries";

/** Working companies first, as on the panel. */
const STATUS_ORDER: readonly CompanyStatus[] = ["Active", "Inactive", "Pending", "OutsideSystem"];

/** /companies: search, status, country, city and created-date filters in the URL; add, edit, (de)activate, delete. */
export default function CompaniesListPage() {
  const { t, i18n } = useLingui();
  const { role } = useSession();
  const list = useListState({
    sort: "name",
    order: "asc",
    sortFields: COMPANY_SORT_FIELDS,
    filters: { status: [] as string[], country: "", city: "" },
  });
  const companies = useCompanies(list.apiQuery);
  const actions = useCompanyActionDialogs();
  const columns = useCompanyColumns(role ?? "Coordinator", actions.run);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  if (!role) return <PageSpinner />;

  const title = t`Companies`;
  const addButton = canCreateCompany(role) ? (
    <button type="button" className={button({ variant: "solid" })} onClick={() => actions.run("add", null)}>
      <PlusIcon size={16} />
      {t`Add company`}
    </button>
  ) : null;
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );

  return (
    <div>
      <PageHeader title={title} actions={addButton} />
      <FilterBar actions={list.filtered ? clear : null}>
        <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search companies`} placeholder={t`Name, tax id or city…`} />
        <CheckboxGroupFilter
          label={t`Status`}
          options={STATUS_ORDER.map((s) => ({ value: s, label: i18n._(COMPANY_STATUS_LABELS[s]) }))}
          value={list.state.filters.status as string[]}
          onChange={(next) => list.setFilter("status", next)}
        />
        <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <span className={fieldLabel}>{t`Country`}</span>
          <select
            className={cx(control, css({ pe: "2", cursor: "pointer", maxW: "48" }))}
            value={list.state.filters.country as string}
            onChange={(e) => list.setFilter("country", e.currentTarget.value)}
          >
            <option value="">{t`Any country`}</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <CityFilter value={list.state.filters.city as string} onChange={(city) => list.setFilter("city", city)} />
        <DateRangeFilter from={list.state.createdFrom} to={list.state.createdTo} onChange={list.setCreatedRange} />
      </FilterBar>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(c) => c.id}
        data={companies.data}
        state={list.state}
        onStateChange={list.update}
        loading={companies.isLoading}
        error={companies.error ? <ProblemAlert error={companies.error} onRetry={() => void companies.mutate()} /> : undefined}
        empty={
          list.filtered ? (
            <EmptyState title={t`No companies match the filters`} action={clear} />
          ) : (
            <EmptyState title={t`No companies yet`} action={addButton} />
          )
        }
      />
      {actions.dialogs}
    </div>
  );
}
