import { PUBLICATION_TYPES } from "@contract/publications";
import { Plural, useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { ListPage, SearchInput, SelectFilter } from "../../../components/data-table";
import { PlusIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
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
    <ListPage
      title={title}
      description={description}
      action={addButton}
      list={list}
      query={positions}
      columns={columns}
      getRowId={(p) => p.id}
      noMatchTitle={t`No positions match the filters`}
      emptyTitle={t`No unreported positions yet`}
      emptyDescription={t`Add each publication your company used, with the pages used; they go into the next report.`}
      filters={
        <>
          <div className={css({ flex: "1 1 22rem", minW: "0", maxW: "lg" })}>
            <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search positions`} placeholder={t`Title, ISBN, DOI, author…`} />
          </div>
          <SelectFilter
            label={t`Type`}
            anyLabel={t`All types`}
            value={list.state.filters.type}
            onChange={(type) => list.setFilter("type", type)}
            options={PUBLICATION_TYPES.map((v) => ({ value: v, label: i18n._(PUBLICATION_TYPE_LABELS[v]) }))}
          />
        </>
      }
    >
      {dialogs.dialogs}
    </ListPage>
  );
}
