import { GENDERS } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { GENDER_LABELS } from "../../components/catalogue/labels";
import { DataTable, EmptyState, FilterBar, SearchInput } from "../../components/data-table";
import { control, fieldLabel } from "../../components/data-table/styles";
import { PlusIcon } from "../../components/icons";
import { ProblemAlert } from "../../components/problem-alert";
import { button } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { useListState } from "../../lib/url-state";
import { useAuthors } from "./api/use-authors";
import { useAuthorActionDialogs } from "./components/author-action-dialogs";
import { AUTHOR_SORT_FIELDS, useAuthorColumns } from "./components/author-columns";

const selectClass = cx(control, css({ pe: "2", cursor: "pointer" }));

/** /authors: search, gender and birth-date filters in the URL; add, edit, delete; names lead to the author's page. */
export default function AuthorsListPage() {
  const { t, i18n } = useLingui();
  const list = useListState({
    sort: "lastName",
    order: "asc",
    sortFields: AUTHOR_SORT_FIELDS,
    filters: { gender: "", hasBirthDate: "" },
  });
  const authors = useAuthors(list.apiQuery);
  const actions = useAuthorActionDialogs();
  const columns = useAuthorColumns(actions.run);

  const title = t`Authors`;
  const addButton = (
    <button type="button" className={button({ variant: "solid" })} onClick={() => actions.run("add", null)}>
      <PlusIcon size={16} />
      {t`Add author`}
    </button>
  );
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );

  return (
    <div>
      <PageHeader title={title} actions={addButton} />
      <FilterBar actions={list.filtered ? clear : null}>
        <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search authors`} placeholder={t`First, middle or last name…`} />
        <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <span className={fieldLabel}>{t`Gender`}</span>
          <select className={selectClass} value={list.state.filters.gender} onChange={(e) => list.setFilter("gender", e.currentTarget.value)}>
            <option value="">{t`Any`}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {i18n._(GENDER_LABELS[g])}
              </option>
            ))}
          </select>
        </label>
        <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
          <span className={fieldLabel}>{t`Birth date`}</span>
          <select className={selectClass} value={list.state.filters.hasBirthDate} onChange={(e) => list.setFilter("hasBirthDate", e.currentTarget.value)}>
            <option value="">{t`Any`}</option>
            <option value="true">{t`Known`}</option>
            <option value="false">{t`Not known`}</option>
          </select>
        </label>
      </FilterBar>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(a) => a.id}
        data={authors.data}
        state={list.state}
        onStateChange={list.update}
        loading={authors.isLoading}
        error={authors.error ? <ProblemAlert error={authors.error} onRetry={() => void authors.mutate()} /> : undefined}
        empty={list.filtered ? <EmptyState title={t`No authors match the filters`} action={clear} /> : <EmptyState title={t`No authors yet`} action={addButton} />}
      />
      {actions.dialogs}
    </div>
  );
}
