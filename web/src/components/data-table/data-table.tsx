import type { Paged } from "@contract/common";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { DataTableHead } from "./data-table-head";
import { DataTableRows } from "./data-table-rows";
import { EmptyState } from "./empty-state";
import { PaginationBar } from "./pagination-bar";
import { SkeletonRows } from "./skeleton-rows";
import { TableMessage } from "./table-message";
import type { Column, RowSelection, TableState, TableStateChange } from "./types";
import { useRowFocusKeeper } from "./use-row-focus-keeper";

export type DataTableProps<T> = {
  /** The table's accessible name (its caption), e.g. "Publications". */
  label: string;
  columns: readonly Column<T>[];
  getRowId: (row: T) => string;
  /** The current page from the API; undefined until the first answer. */
  data: Paged<T> | undefined;
  /** Page, page size and sort, normally `useListState().state`. */
  state: TableState;
  /** Normally `useListState().update`. */
  onStateChange: TableStateChange;
  /** A request is in flight (first load or a new page/sort/filter). */
  loading?: boolean;
  /**
   * The last request failed (e.g. a problem alert with Retry): shown instead of the rows when there
   * are none yet, and above the rows already shown (dimmed) when only a refresh of them failed.
   */
  error?: ReactNode;
  /** Rendered when the page has no rows; defaults to a plain "No results". */
  empty?: ReactNode;
  selection?: RowSelection<T>;
};

const region = css({
  // Positioned, so visually hidden (absolute) text in cells stays inside the scroll box on phones.
  position: "relative",
  overflowX: "auto",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "lg",
  // Keeps a horizontal swipe on a phone inside the table instead of moving the page.
  overscrollBehaviorX: "contain",
});
const table = css({
  w: "full",
  borderCollapse: "separate",
  borderSpacing: "0",
  fontSize: "sm",
  color: "fg.default",
  transition: "opacity 0.15s",
  "&[aria-busy=true]": { opacity: 0.6 },
});
/** Whether the box's content is wider than the box (a table on a tablet or phone), kept current as either resizes. */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setOverflowing(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

const stale = css({ opacity: 0.6 });

const selectedStatus = css({ fontWeight: "medium", color: "accent.default" });

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, getRowId, data, state, onStateChange, loading = false, error, empty, selection } = props;
  const { t } = useLingui();
  const captionId = useId();

  // A page past the end (bookmark, or the last row of the last page deleted) moves to the last page.
  const pastEnd = !!data && !loading && data.page === state.page && data.totalCount > 0 && state.page > data.totalPages;
  const lastPage = data?.totalPages ?? 1;
  useEffect(() => {
    if (pastEnd) onStateChange({ page: lastPage }, { replace: true });
  }, [pastEnd, lastPage, onStateChange]);

  const items = data?.items ?? [];
  const totalCount = data?.totalCount ?? 0;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  useRowFocusKeeper(bodyRef, regionRef);
  const overflowing = useOverflowing(regionRef);
  // "Select all" takes the page's selectable rows (and any selected already).
  const selectableIds = selection ? items.filter((item) => selection.isSelectable?.(item) !== false || selection.selected.has(getRowId(item))).map(getRowId) : [];
  const selectedOnPage = selection ? selectableIds.filter((id) => selection.selected.has(id)).length : 0;
  const colSpan = columns.length + (selection ? 1 : 0);
  const selectedCount = selection?.selected.size ?? 0;

  // A refresh that failed (the network dropped as the window came back to the screen) leaves the
  // rows the user was reading, dimmed under the failure, rather than wiping them.
  const staleRows = !!error && !!data;
  let body: ReactNode;
  if (error && !data) body = <TableMessage colSpan={colSpan}>{error}</TableMessage>;
  else if (!data) body = <SkeletonRows columns={columns} rows={Math.min(state.pageSize, 10)} selectable={!!selection} />;
  else if (items.length === 0)
    body = <TableMessage colSpan={colSpan}>{empty ?? <EmptyState title={t`No results`} />}</TableMessage>;
  else
    body = (
      <DataTableRows
        columns={columns}
        items={items}
        getRowId={getRowId}
        selection={selection}
        firstRowNumber={(state.page - 1) * state.pageSize + 1}
      />
    );

  return (
    <div>
      {staleRows ? <div className={css({ mb: "3" })}>{error}</div> : null}
      {/* A box that scrolls sideways takes focus, so the keyboard can scroll it too. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section ref={regionRef} className={cx(region, staleRows && stale)} aria-labelledby={captionId} data-overflowing={overflowing || undefined} data-stale={staleRows || undefined} tabIndex={overflowing ? 0 : undefined}>
        <table className={table} aria-busy={loading}>
          <caption id={captionId} className={css({ srOnly: true })}>
            {label}
          </caption>
          <DataTableHead
            columns={columns}
            state={state}
            onSort={(sort, order) => onStateChange({ sort, order })}
            selectAll={
              selection && {
                checked: selectableIds.length > 0 && selectedOnPage === selectableIds.length,
                indeterminate: selectedOnPage > 0 && selectedOnPage < selectableIds.length,
                disabled: selectableIds.length === 0,
                onChange: (checked) => {
                  const next = new Set(selection.selected);
                  for (const id of selectableIds) {
                    if (checked) next.add(id);
                    else next.delete(id);
                  }
                  selection.onChange(next);
                },
              }
            }
          />
          <tbody ref={bodyRef}>{body}</tbody>
        </table>
      </section>
      {/* Said as a list settles after a search, a filter or a page, so a screen-reader user hears what came of it. */}
      <output className={css({ srOnly: true })}>
        {loading ? t`Loading…` : data && !error ? <Plural value={totalCount} one="# result" other="# results" /> : ""}
      </output>
      {data && !error && (
        <PaginationBar
          page={state.page}
          pageSize={state.pageSize}
          totalCount={totalCount}
          totalPages={data.totalPages}
          onPageChange={(page) => onStateChange({ page })}
          onPageSizeChange={(pageSize) => onStateChange({ pageSize })}
          status={
            selectedCount > 0 && (
              <span className={selectedStatus}>
                <Trans>{selectedCount} selected</Trans>
              </span>
            )
          }
        />
      )}
    </div>
  );
}
