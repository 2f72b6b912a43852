import { PUBLICATION_TYPES } from "@contract/publications";
import { Plural, useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { DataTable, EmptyState, FilterBar, SearchInput } from "../../../components/data-table";
import { control, fieldLabel } from "../../../components/data-table/styles";
import { PlusIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useListState } from "../../../lib/url-state";
import { usePositions } from "../api/use-positions";
import { useCompanyPositionDialogs } from "./company-position-dialogs";
import { COMPANY_POSITION_SORTS, useCompanyPositionColumns } from "./position-columns";
import { useUnreportedSummary } from "./use-unreported-summary";

/**
 * /positions for a Manager or Worker: the company's positions not yet in a report (the API keeps
 * them to their own company). Search, type and sort live in the URL; add, edit and delete.
 */
export default function CompanyPositionsPage() {
  const { t, i18n } = useLingui();
  const list = useListState({ sortFields: COMPANY_POSITION_SORTS, sort: "createdOn", order: "desc", filters: { type: "" } });
  // Only unreported positions are theirs to change, whatever the address says.
  const positions = usePositions(`isReported=false&${list.apiQuery}`);
  const summary = useUnreportedSummary();
  const dialogs = useCompanyPositionDialogs();
  const columns = useCompanyPositionColumns(dialogs.run);

  const title = t`Positions`;
  const addButton = (
    <button type="button" className={button({ variant: "solid" })} onClick={() => dialogs.run("add", null)}>
      <PlusIcon size={16} />
      {t`Add position`}
    </button>
  );
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );
  const s = summary.data;
  const description = s ? (
    <span data-testid="positions-summary">
      {s.count === 0 ? (
        t`No unreported positions.`
      ) : (
        <>
          <Plural value={s.count} one="# unreported position" other="# unreported positions" />
          {", "}
          {s.complete ? (
            <Plural value={s.pages} one="# page used in total" other="# pages used in total" />
          ) : (
            <Plural value={s.pages} one="at least # page used" other="at least # pages used" />
          )}
          {". "}
          {t`They go into the company's next report.`}
        </>
      )}
    </span>
  ) : (
    t`Your company's positions that are not in a report yet.`
  );

  return (
    <div>
      <PageHeader title={title} description={description} actions={addButton} />
      <FilterBar actions={list.filtered ? clear : null}>
        <div className={css({ flex: "1 1 22rem", minW: "0", maxW: "lg" })}>
          <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search positions`} placeholder={t`Title, ISBN, ISSN, DOI or author…`} />
        </div>
        <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <span className={fieldLabel}>{t`Type`}</span>
          <select
            className={cx(control, css({ pe: "2", cursor: "pointer" }))}
            value={list.state.filters.type}
            onChange={(e) => list.setFilter("type", e.currentTarget.value)}
          >
            <option value="">{t`All types`}</option>
            {PUBLICATION_TYPES.map((v) => (
              <option key={v} value={v}>
                {i18n._(PUBLICATION_TYPE_LABELS[v])}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(p) => p.id}
        data={positions.data}
        state={list.state}
        onStateChange={list.update}
        loading={positions.isLoading}
        error={positions.error ? <ProblemAlert error={positions.error} onRetry={() => void positions.mutate()} /> : undefined}
        empty={
          list.filtered ? (
            <EmptyState title={t`No positions match the filters`} action={clear} />
          ) : (
            <EmptyState
              title={t`No unreported positions yet`}
              description={t`Add each publication your company used, with the pages used; they go into the next report.`}
              action={addButton}
            />
          )
        }
      />
      {dialogs.dialogs}
    </div>
  );
}
