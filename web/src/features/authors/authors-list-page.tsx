import { GENDERS } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { GENDER_LABELS } from "../../components/catalogue/labels";
import { ListPage, SearchInput, SelectFilter } from "../../components/data-table";
import { PlusIcon } from "../../components/icons";
import { button } from "../../components/ui/button";
import { useListState } from "../../lib/url-state";
import { useAuthors } from "./api/use-authors";
import { useAuthorActionDialogs } from "./components/author-action-dialogs";
import { AUTHOR_SORT_FIELDS, useAuthorColumns } from "./components/author-columns";

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
  return (
    <ListPage
      title={title}
      action={addButton}
      list={list}
      query={authors}
      columns={columns}
      getRowId={(a) => a.id}
      noMatchTitle={t`No authors match the filters`}
      emptyTitle={t`No authors yet`}
      filters={
        <>
          <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search authors`} placeholder={t`First or last name…`} />
          <SelectFilter
            label={t`Gender`}
            anyLabel={t`Any`}
            value={list.state.filters.gender}
            onChange={(gender) => list.setFilter("gender", gender)}
            options={GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) }))}
          />
          <SelectFilter
            label={t`Birth date`}
            anyLabel={t`Any`}
            value={list.state.filters.hasBirthDate}
            onChange={(value) => list.setFilter("hasBirthDate", value)}
            options={[
              { value: "true", label: t`Known` },
              { value: "false", label: t`Not known` },
            ]}
          />
        </>
      }
    >
      {actions.dialogs}
    </ListPage>
  );
}
