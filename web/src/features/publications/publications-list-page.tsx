import { PUBLICATION_TYPES } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { PUBLICATION_TYPE_LABELS } from "../../components/catalogue/labels";
import { CheckboxGroupFilter } from "../../components/checkbox-group-filter";
import { CollapsibleFilters } from "../../components/collapsible-filters";
import { DateRangeFilter, ListPage, SearchInput, SelectFilter } from "../../components/data-table";
import { EditIcon, PlusIcon, ScanIcon } from "../../components/icons";
import { button } from "../../components/ui/button";
import { useListState } from "../../lib/url-state";
import { ScanDialog } from "../scan/scan-dialog";
import { usePublications } from "./api/use-publications";
import { AuthorFilter } from "./components/author-filter";
import { usePublicationActionDialogs } from "./components/publication-action-dialogs";
import { PUBLICATION_SORT_FIELDS, usePublicationColumns } from "./components/publication-columns";
import { YearRangeFilter } from "./components/year-range-filter";

/** /publications: search, type, verified, year range, author and created-date filters in the URL; add, edit, delete, scan. */
export default function PublicationsListPage() {
  const { t, i18n } = useLingui();
  const list = useListState({
    sortFields: PUBLICATION_SORT_FIELDS,
    order: "desc",
    filters: { type: [] as string[], isVerified: "", authorId: "", yearFrom: "", yearTo: "" },
  });
  const publications = usePublications(list.apiQuery);
  const actions = usePublicationActionDialogs();
  const columns = usePublicationColumns(actions.run);
  const [scanning, setScanning] = useState(false);
  /** A dialog to open once the scan dialog has closed (two modal dialogs must not overlap in time). */
  const afterScan = useRef<(() => void) | null>(null);
  const f = list.state.filters;
  const activeFilters =
    [f.isVerified, f.authorId, f.yearFrom || f.yearTo, list.state.createdFrom || list.state.createdTo].filter(Boolean).length + (f.type.length ? 1 : 0);

  const title = t`Publications`;
  const addButton = (
    <button type="button" className={button({ variant: "solid" })} onClick={() => actions.run("add", null)}>
      <PlusIcon size={16} />
      {t`Add publication`}
    </button>
  );

  return (
    <ListPage
      title={title}
      action={addButton}
      list={list}
      query={publications}
      columns={columns}
      getRowId={(p) => p.id}
      noMatchTitle={t`No publications match the filters`}
      emptyTitle={t`No publications yet`}
      filters={
        <>
          <div className={css({ display: "flex", gap: "2", alignItems: "center", flex: "1 1 22rem", minW: "0", maxW: "lg" })}>
            <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search publications`} placeholder={t`Title, ISBN, DOI, author…`} />
            <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={() => setScanning(true)} aria-label={t`Scan an ISBN or ISSN`}>
              <ScanIcon size={16} />
              <span className={css({ display: { base: "none", sm: "inline" } })} aria-hidden="true">{t`Scan`}</span>
            </button>
          </div>
          <CollapsibleFilters activeCount={activeFilters}>
            <CheckboxGroupFilter
              label={t`Type`}
              options={PUBLICATION_TYPES.map((v) => ({ value: v, label: i18n._(PUBLICATION_TYPE_LABELS[v]) }))}
              value={f.type as string[]}
              onChange={(next) => list.setFilter("type", next)}
            />
            <SelectFilter
              label={t`Verified`}
              anyLabel={t`Any`}
              value={f.isVerified as string}
              onChange={(value) => list.setFilter("isVerified", value)}
              options={[
                { value: "true", label: t`Verified` },
                { value: "false", label: t`Not verified` },
              ]}
            />
            <YearRangeFilter
              from={f.yearFrom as string}
              to={f.yearTo as string}
              onChange={(yearFrom, yearTo) => list.update({ filters: { yearFrom, yearTo } })}
            />
            <AuthorFilter authorId={f.authorId as string} onChange={(authorId) => list.setFilter("authorId", authorId)} />
            <DateRangeFilter from={list.state.createdFrom} to={list.state.createdTo} onChange={list.setCreatedRange} />
          </CollapsibleFilters>
        </>
      }
    >
      {actions.dialogs}
      <ScanDialog
        open={scanning}
        onOpenChange={setScanning}
        actionLabel={(result) => (result.matches.length ? t`Show in the list` : t`Add publication`)}
        onUse={(result) => {
          setScanning(false);
          if (result.matches.length) list.update({ q: result.value, filters: { type: [], isVerified: "", authorId: "", yearFrom: "", yearTo: "" } });
          else afterScan.current = () => actions.run("add", null, result.kind === "issn" ? { type: "c", issn: result.value } : { type: "k", isbn: result.value });
        }}
        onExitComplete={() => {
          afterScan.current?.();
          afterScan.current = null;
        }}
        renderMatchActions={(p) => (
          <button
            type="button"
            className={button({ variant: "outline", size: "sm" })}
            onClick={() => {
              setScanning(false);
              afterScan.current = () => actions.run("edit", p);
            }}
          >
            <EditIcon size={14} />
            {t`Edit`}
          </button>
        )}
      />
    </ListPage>
  );
}
