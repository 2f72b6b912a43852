import type { CompanyStatus } from "@contract/companies";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { css } from "styled-system/css";
import { CheckboxGroupFilter } from "../../components/checkbox-group-filter";
import { CollapsibleFilters } from "../../components/collapsible-filters";
import { DateRangeFilter, ListPage, SearchInput, SelectFilter } from "../../components/data-table";
import { PlusIcon } from "../../components/icons";
import { button } from "../../components/ui/button";
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

  const f = list.state.filters;
  const activeFilters = [(f.status as string[]).length, f.country, f.city, list.state.createdFrom || list.state.createdTo].filter(Boolean).length;
  const title = t`Companies`;
  const addButton = canCreateCompany(role) ? (
    <button type="button" className={button({ variant: "solid" })} onClick={() => actions.run("add", null)}>
      <PlusIcon size={16} />
      {t`Add company`}
    </button>
  ) : null;

  return (
    <ListPage
      title={title}
      action={addButton}
      list={list}
      query={companies}
      columns={columns}
      getRowId={(c) => c.id}
      noMatchTitle={t`No companies match the filters`}
      emptyTitle={t`No companies yet`}
      filters={
        <>
          <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search companies`} placeholder={t`Name, tax ID or city…`} />
          <CollapsibleFilters activeCount={activeFilters}>
            <CheckboxGroupFilter
              label={t`Status`}
              options={STATUS_ORDER.map((s) => ({ value: s, label: i18n._(COMPANY_STATUS_LABELS[s]) }))}
              value={f.status as string[]}
              onChange={(next) => list.setFilter("status", next)}
            />
            <SelectFilter
              label={t`Country`}
              anyLabel={t`Any country`}
              value={f.country as string}
              onChange={(country) => list.setFilter("country", country)}
              options={countries}
              className={css({ maxW: "48" })}
            />
            <CityFilter value={f.city as string} onChange={(city) => list.setFilter("city", city)} />
            <DateRangeFilter from={list.state.createdFrom} to={list.state.createdTo} onChange={list.setCreatedRange} />
          </CollapsibleFilters>
        </>
      }
    >
      {actions.dialogs}
    </ListPage>
  );
}
