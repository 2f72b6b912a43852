import { Plural, useLingui } from "@lingui/react/macro";
import { type ReactNode, useRef } from "react";
import { css } from "styled-system/css";
import { PaginationBar } from "../../../components/data-table";
import { useRowFocusKeeper } from "../../../components/data-table/use-row-focus-keeper";
import { ProblemAlert } from "../../../components/problem-alert";
import { PageSpinner } from "../../../components/ui/spinner";
import type { ListStateApi } from "../../../lib/url-state";
import { positionGroupsKey } from "../api/keys";
import { fetchJson, type PositionDto, type PositionGroupPage } from "../api/positions-api";
import { usePositionGroups } from "../api/use-positions";
import { GroupCard } from "./group-card";
import { groupsApiQuery, queueStateOf, type QueueFilters } from "./queue-query";
import type { QueueAction } from "./queue-row-actions";

/** The list filters alone (no page, size or search), for the searches that find a group's positions. */
function filtersOnly(query: string): string {
  const params = new URLSearchParams(query);
  for (const key of ["page", "pageSize", "q", "sort", "order"]) params.delete(key);
  return params.toString();
}

/**
 * "Group similar": GET /positions/groups for the list's filters, largest first, a page at a time;
 * each group can be confirmed or marked outdated as a whole and expanded to its positions.
 */
export function GroupsView({
  list,
  empty,
  busyIds,
  canEdit,
  onAction,
}: {
  list: ListStateApi<QueueFilters>;
  empty: ReactNode;
  busyIds: ReadonlySet<string>;
  canEdit: boolean;
  onAction: (a: QueueAction, p: PositionDto) => void;
}) {
  const { t } = useLingui();
  const query = groupsApiQuery(list.state);
  const groups = usePositionGroups(query);
  const sectionRef = useRef<HTMLElement>(null);
  useRowFocusKeeper(sectionRef, sectionRef);
  // A large group is sent 1,000 ids at a time; while the list shows open positions, the confirmed
  // ones leave the group, so reading it again gives the next 1,000.
  const continues = queueStateOf(list.state.filters) === "open";
  const reload = (key: string) => async () => {
    const page = await fetchJson<PositionGroupPage>(positionGroupsKey(query));
    return page.items.find((g) => g.key === key)?.positionIds ?? [];
  };

  if (groups.error && !groups.data) return <ProblemAlert error={groups.error} onRetry={() => void groups.mutate()} />;
  if (!groups.data) return <PageSpinner />;
  const data = groups.data;
  return (
    <section ref={sectionRef} aria-label={t`Groups of similar positions`} aria-busy={groups.isValidating}>
      {data.items.length === 0 ? (
        <div className={css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", rounded: "lg", py: "10", px: "4" })}>{empty}</div>
      ) : (
        <ul className={css({ display: "grid", gap: "3" })}>
          {data.items.map((g) => (
            <GroupCard
              key={g.key}
              group={g}
              filterQuery={filtersOnly(query)}
              reloadIds={continues ? reload(g.key) : null}
              busyIds={busyIds}
              canEdit={canEdit}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
      <PaginationBar
        page={list.state.page}
        pageSize={list.state.pageSize}
        totalCount={data.totalCount}
        totalPages={data.totalPages}
        total={<Plural value={data.totalCount} one="# group" other="# groups" />}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </section>
  );
}
