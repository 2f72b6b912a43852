import type { Paged } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { FilterValues, ListStateApi } from "../../lib/url-state";
import { ProblemAlert } from "../problem-alert";
import { button } from "../ui/button";
import { PageHeader } from "../ui/page-header";
import { DataTable } from "./data-table";
import { EmptyState } from "./empty-state";
import { FilterBar } from "./filter-bar";
import { useDropInvalidParams } from "./use-invalid-params";
import type { Column } from "./types";

/** What a list page needs of its SWR call for one page of rows. */
export type ListQuery<T> = { data: Paged<T> | undefined; error: unknown; isLoading: boolean; mutate: () => Promise<unknown> };

export type ListPageProps<T, F extends FilterValues> = {
  /** The page's heading, document title and the table's name. */
  title: string;
  description?: ReactNode;
  /** The page's main action ("Add …"): in the header, and the way forward from an empty list. */
  action?: ReactNode;
  /** Other header actions (an export), before `action`; not offered by the empty state. */
  secondaryActions?: ReactNode;
  /** Between the filters and the table: a problem of a page action, such as a failed export. */
  notice?: ReactNode;
  /** The list state from the URL, normally `useListState(…)`. */
  list: ListStateApi<F>;
  /** The SWR call for `list.apiQuery`. */
  query: ListQuery<T>;
  columns: readonly Column<T>[];
  getRowId: (row: T) => string;
  /** The filter bar's content: search first, then the page's own filters. */
  filters: ReactNode;
  /** The empty state when search or filters match nothing (it offers "Clear filters"). */
  noMatchTitle: string;
  /** The empty state of a list with nothing in it yet (it offers `action`). */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Mounted after the table: the page's dialogs. */
  children?: ReactNode;
};

/**
 * The scaffold every catalogue list shares: header with its action, the filter bar with "Clear
 * filters" once anything narrows the list, and the table paged and sorted through the URL, with
 * its loading rows, a problem with Retry, and an empty state that says whether the filters or
 * the list itself are empty. Each page keeps its filters, columns and dialogs.
 */
export function ListPage<T, F extends FilterValues>(props: ListPageProps<T, F>) {
  const { title, description, action, secondaryActions, notice, list, query, columns, getRowId, filters, noMatchTitle, emptyTitle, emptyDescription, children } = props;
  const { t } = useLingui();
  useDropInvalidParams(list, query.error);
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          secondaryActions ? (
            <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "flex-end" })}>
              {secondaryActions}
              {action}
            </div>
          ) : (
            action
          )
        }
      />
      <FilterBar actions={list.filtered ? clear : null}>{filters}</FilterBar>
      {notice}
      <DataTable
        label={title}
        columns={columns}
        getRowId={getRowId}
        data={query.data}
        state={list.state}
        onStateChange={list.update}
        loading={query.isLoading}
        error={query.error ? <ProblemAlert error={query.error} onRetry={() => void query.mutate()} /> : undefined}
        empty={
          list.filtered ? <EmptyState title={noMatchTitle} action={clear} /> : <EmptyState title={emptyTitle} description={emptyDescription} action={action} />
        }
      />
      {children}
    </div>
  );
}
