import type { PositionDto } from "@contract/positions";
import { PUBLICATION_TYPES } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { css } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { CollapsibleFilters } from "../../../components/collapsible-filters";
import { DataTable, EmptyState, FilterBar, SearchInput } from "../../../components/data-table";
import { selectControl, fieldLabel } from "../../../components/data-table/styles";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useListState } from "../../../lib/url-state";
import { useDropInvalidParams } from "../../../components/data-table/use-invalid-params";
import { usePositions } from "../api/use-positions";
import { BulkBar } from "./bulk-bar";
import { CompanyFilter } from "./company-filter";
import { ReportChip } from "./report-chip";
import { GroupsView } from "./groups-view";
import { useQueueColumns } from "./queue-columns";
import { LayersIcon, ListIcon } from "./queue-icons";
import { QUEUE_DEFAULTS, QUEUE_FILTERS, queueApiQuery, queueStateOf, type QueueState } from "./queue-query";
import { useQueueActions } from "./use-queue-actions";

const EMPTY: ReadonlyMap<string, PositionDto> = new Map();
const segmented = css({ display: "inline-flex", borderWidth: "1px", borderColor: "border.default", rounded: "md", p: "0.5", bg: "bg.surface", gap: "0.5" });
const selectBox = css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" });

/**
 * /positions for staff: the verification queue of reported positions. State, company, type,
 * search, sort, page and the grouped view live in the URL; rows are confirmed, marked outdated,
 * reverted, edited, deleted or autofilled one by one, many at once, or a group at a time.
 */
export default function StaffPositionsPage() {
  const { t, i18n } = useLingui();
  const list = useListState(QUEUE_DEFAULTS);
  const f = list.state.filters;
  const state = queueStateOf(f);
  const grouped = f.view === "groups";
  const query = queueApiQuery(list.state);
  const positions = usePositions(grouped ? null : query);
  useDropInvalidParams(list, positions.error);
  // A selection belongs to one set of filters: another state, company, type or search starts afresh,
  // and going back to the earlier filters does not bring the old selection back.
  const scope = JSON.stringify([state, f.companyId, f.reportId, f.type, list.state.q, grouped]);
  const [selection, setSelection] = useState<{ scope: string; items: ReadonlyMap<string, PositionDto> }>({ scope, items: new Map() });
  if (selection.scope !== scope) setSelection({ scope, items: EMPTY });
  const selected = selection.scope === scope ? selection.items : EMPTY;
  const setSelected = (items: ReadonlyMap<string, PositionDto>) => setSelection({ scope, items });
  // A position changed by its row's own action leaves the selection: a bulk action would otherwise be
  // refused for it, as for a change made by someone else, and it may no longer be on any page.
  const actions = useQueueActions((id) =>
    setSelection((s) => {
      if (!s.items.has(id)) return s;
      const items = new Map(s.items);
      items.delete(id);
      return { scope: s.scope, items };
    }),
  );
  const columns = useQueueColumns({ busyIds: actions.busyIds, canEdit: true, onAction: actions.run });

  const onSelection = (ids: Set<string>) => {
    const onPage = new Map((positions.data?.items ?? []).map((p) => [p.id, p]));
    setSelected(new Map([...ids].flatMap((id) => {
      const p = selected.get(id) ?? onPage.get(id);
      return p ? [[id, p] as const] : [];
    })));
  };
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);

  // The sidebar's `isVerified=false&isReported=true` means "to verify"; picking a state replaces those flags.
  const setState = (next: QueueState) => list.update({ filters: { state: next === "open" ? "" : next, isVerified: "", isReported: "", isOutdated: "" } });
  const filtered = state !== "open" || f.companyId !== "" || f.reportId !== "" || f.type !== "" || list.state.q !== "";
  const clearFilters = () => list.update({ q: "", filters: { ...QUEUE_FILTERS, view: f.view } });

  const title = t`Positions`;
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={clearFilters}>
      {t`Clear filters`}
    </button>
  );
  const empty = filtered ? (
    <EmptyState title={t`No positions match the filters`} action={clear} />
  ) : (
    <EmptyState title={t`Nothing to verify`} description={t`Positions appear here once a company reports them.`} />
  );
  // Plural forms: the filter names sets of positions (a badge names one).
  const stateLabels: Record<QueueState, string> = {
    open: t`To verify`,
    verified: t({ message: "Verified", context: "positions filter" }),
    outdated: t({ message: "Outdated", context: "positions filter" }),
    all: t({ message: "All", context: "positions filter" }),
  };
  const viewToggle = (
    <fieldset className={segmented} aria-label={t`View`}>
      <button
        type="button"
        className={button({ variant: "ghost", size: "sm" })}
        aria-pressed={!grouped}
        onClick={() => list.update({ filters: { view: "" } })}
      >
        <ListIcon size={16} />
        {t`List`}
      </button>
      <button
        type="button"
        className={button({ variant: "ghost", size: "sm" })}
        aria-pressed={grouped}
        onClick={() => list.update({ filters: { view: "groups" } })}
      >
        <LayersIcon size={16} />
        {t`Group similar`}
      </button>
    </fieldset>
  );

  return (
    <div>
      <PageHeader title={title} description={t`Reported positions to confirm against the catalogue.`} actions={viewToggle} />
      <FilterBar actions={filtered ? clear : null}>
        <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search positions`} placeholder={t`Title, ISBN, DOI, author…`} />
        <label className={selectBox}>
          <span className={fieldLabel}>{t`State`}</span>
          <select className={selectControl} value={state} onChange={(e) => setState(e.currentTarget.value as QueueState)}>
            {(["open", "verified", "outdated", "all"] as const).map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
          </select>
        </label>
        {f.reportId ? <ReportChip reportId={f.reportId} onRemove={() => list.setFilter("reportId", "")} /> : null}
        <CollapsibleFilters activeCount={(f.companyId ? 1 : 0) + (f.type ? 1 : 0)}>
          <CompanyFilter value={f.companyId} onChange={(companyId) => list.setFilter("companyId", companyId)} />
          <label className={selectBox}>
            <span className={fieldLabel}>{t`Type`}</span>
            <select className={selectControl} value={f.type} onChange={(e) => list.setFilter("type", e.currentTarget.value)}>
              <option value="">{t`Any`}</option>
              {PUBLICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(PUBLICATION_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
          </label>
        </CollapsibleFilters>
      </FilterBar>
      {grouped ? (
        <GroupsView list={list} empty={empty} busyIds={actions.busyIds} canEdit onAction={actions.run} />
      ) : (
        <>
          <DataTable
            label={t`Positions: ${stateLabels[state]}`}
            columns={columns}
            getRowId={(p) => p.id}
            data={positions.data}
            state={list.state}
            onStateChange={list.update}
            loading={positions.isLoading || (positions.isValidating && !positions.data)}
            selection={{ selected: selectedIds, onChange: onSelection, getRowLabel: (p) => publicationName(p.publication) }}
            error={positions.error ? <ProblemAlert error={positions.error} onRetry={() => void positions.mutate()} /> : undefined}
            empty={empty}
          />
          <BulkBar selected={selected} onClear={() => setSelected(new Map())} />
        </>
      )}
      {actions.dialogs}
    </div>
  );
}
