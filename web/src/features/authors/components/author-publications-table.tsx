import { AUTHOR_PUBLICATION_SORTS } from "@contract/authors";
import { AUTHOR_TYPES, LINK_SOURCES, PUBLICATION_TYPES } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { AUTHOR_TYPE_LABELS, LINK_SOURCE_DESCRIPTIONS, LINK_SOURCE_LABELS, PUBLICATION_TYPE_LABELS } from "../../../components/catalogue/labels";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel } from "../../../components/catalogue/publication-cells";
import { CheckboxGroupFilter } from "../../../components/checkbox-group-filter";
import { CollapsibleFilters } from "../../../components/collapsible-filters";
import { DataTable, EmptyState, FilterBar, type Column } from "../../../components/data-table";
import { selectControl, fieldLabel } from "../../../components/data-table/styles";
import { DateTime } from "../../../components/date-time";
import { ProblemAlert } from "../../../components/problem-alert";
import { Badge } from "../../../components/ui/badge";
import { button } from "../../../components/ui/button";
import type { ListStateApi } from "../../../lib/url-state";
import type { AuthorPublicationDto } from "../api/authors-api";
import { useAuthorPublications } from "../api/use-authors";
import type { LinkAction } from "./link-action-dialogs";
import { LinkRowActions } from "./link-row-actions";

export type LinkFilters = { source: string[]; type: string[]; publicationType: string[] };

export const LINK_LIST_DEFAULTS = {
  sort: "linkedOn",
  order: "desc" as const,
  sortFields: AUTHOR_PUBLICATION_SORTS,
  filters: { source: [] as string[], type: [] as string[], publicationType: [] as string[] },
};

function LinkSourceBadge({ source }: { source: AuthorPublicationDto["source"] }) {
  const { i18n } = useLingui();
  return (
    <span title={i18n._(LINK_SOURCE_DESCRIPTIONS[source])}>
      <Badge tone={source === "SystemSuggestion" ? "warning" : source === "Verification" ? "success" : "neutral"}>{i18n._(LINK_SOURCE_LABELS[source])}</Badge>
    </span>
  );
}

function useLinkColumns(onAction: (a: LinkAction, l: AuthorPublicationDto) => void): Column<AuthorPublicationDto>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (l) => (
        <>
          <PublicationTitle publication={l.publication} />
          {/* Below 1536 px the type sits under the title: its own column pushed the link date under the pinned actions at 1280. */}
          <span className={css({ display: { base: "block", "2xl": "none" }, fontSize: "xs", color: "fg.muted", mt: "0.5" })}>
            <PublicationTypeLabel type={l.publication.type} />
          </span>
        </>
      ),
    },
    { id: "publicationType", header: t`Type`, hideBelow: "2xl", cell: (l) => <PublicationTypeLabel type={l.publication.type} /> },
    {
      id: "role",
      header: t`Role`,
      cell: (l) => (
        <>
          <span>
            <abbr title={i18n._(AUTHOR_TYPE_LABELS[l.type])} className={css({ textDecoration: "none", fontWeight: "semibold", me: "1.5" })}>
              {l.type}
            </abbr>
            {i18n._(AUTHOR_TYPE_LABELS[l.type])}
          </span>
          {/* On a phone the source sits under the role: its own column left no room for the actions. */}
          <span className={css({ display: { base: "block", sm: "none" }, mt: "1" })}>
            <LinkSourceBadge source={l.source} />
          </span>
        </>
      ),
    },
    {
      id: "source",
      header: t`Source`,
      hideBelow: "sm",
      cell: (l) => <LinkSourceBadge source={l.source} />,
    },
    {
      id: "publicationYear",
      header: t`Year`,
      sortable: true,
      align: "end",
      hideBelow: "md",
      cell: (l) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{l.publication.publicationYear ?? "—"}</span>,
    },
    { id: "identifiers", header: t`Identifiers`, hideBelow: "lg", cell: (l) => <PublicationIdentifiers publication={l.publication} /> },
    { id: "linkedOn", header: t`Linked`, sortable: true, hideBelow: "lg", cell: (l) => <DateTime value={l.linkedOn} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (l) => <LinkRowActions link={l} onAction={onAction} />,
    },
  ];
}

/** The author's links with their filters (in the URL), sortable, each with its actions. */
export function AuthorPublicationsTable({
  authorId,
  list,
  onAction,
  addButton,
}: {
  authorId: string;
  list: ListStateApi<LinkFilters>;
  onAction: (a: LinkAction, l: AuthorPublicationDto) => void;
  addButton: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const links = useAuthorPublications(authorId, list.apiQuery);
  const columns = useLinkColumns(onAction);
  const f = list.state.filters;
  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );
  const title = t`Publications of the author`;
  return (
    // Not a region of its own: the table below is one, named the same (two nested landmarks of one name).
    <div>
      <h2 className={css({ fontWeight: "semibold", mb: "2" })}>
        {title}
      </h2>
      <FilterBar label={t`Publication filters`} actions={list.filtered ? clear : null}>
        <CollapsibleFilters activeCount={[f.source, f.publicationType, f.type].filter((x) => x.length > 0).length}>
          <CheckboxGroupFilter
            label={t`Source`}
            options={LINK_SOURCES.map((s) => ({ value: s, label: i18n._(LINK_SOURCE_LABELS[s]) }))}
            value={f.source}
            onChange={(next) => list.setFilter("source", next)}
          />
          <CheckboxGroupFilter
            label={t`Type`}
            options={PUBLICATION_TYPES.map((s) => ({ value: s, label: i18n._(PUBLICATION_TYPE_LABELS[s]) }))}
            value={f.publicationType}
            onChange={(next) => list.setFilter("publicationType", next)}
          />
          <label className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
            <span className={fieldLabel}>{t`Role`}</span>
            <select
              className={selectControl}
              value={f.type[0] ?? ""}
              onChange={(e) => list.setFilter("type", e.currentTarget.value ? [e.currentTarget.value] : [])}
            >
              <option value="">{t`Any`}</option>
              {AUTHOR_TYPES.map((code) => (
                <option key={code} value={code}>
                  {code} — {i18n._(AUTHOR_TYPE_LABELS[code])}
                </option>
              ))}
            </select>
          </label>
        </CollapsibleFilters>
      </FilterBar>
      <DataTable
        label={title}
        columns={columns}
        getRowId={(l) => l.publicationId}
        data={links.data}
        state={list.state}
        onStateChange={list.update}
        loading={links.isLoading}
        error={links.error ? <ProblemAlert error={links.error} onRetry={() => void links.mutate()} /> : undefined}
        empty={
          list.filtered ? (
            <EmptyState title={t`No publications match the filters`} action={clear} />
          ) : (
            <EmptyState title={t`No publications linked yet`} description={t`Assign publications from the catalogue, or run matching.`} action={addButton} />
          )
        }
      />
    </div>
  );
}
