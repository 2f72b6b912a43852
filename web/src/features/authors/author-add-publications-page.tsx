import { AUTHOR_TYPES, PUBLICATION_TYPES, type AuthorType, type PublicationDto } from "@contract/publications";
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { Link, useLocation, useParams } from "wouter";
import { AUTHOR_TYPE_LABELS, PUBLICATION_TYPE_LABELS } from "../../components/catalogue/labels";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel, VerifiedBadge, publicationName } from "../../components/catalogue/publication-cells";
import { CheckboxGroupFilter } from "../../components/checkbox-group-filter";
import { DataTable, EmptyState, FilterBar, SearchInput, type Column, phoneNote } from "../../components/data-table";
import { ProblemAlert } from "../../components/problem-alert";
import { Badge } from "../../components/ui/badge";
import { button } from "../../components/ui/button";
import { EmptyState as PageEmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";
import { SelectField } from "../../components/ui/select-field";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { notify } from "../../components/ui/toaster";
import { ApiError } from "../../lib/api-error";
import { formatFullName } from "../../lib/format";
import { useListState } from "../../lib/url-state";
import { assignPublications } from "./api/authors-api";
import { useAuthor, useCatalogue, useRevalidateAuthors } from "./api/use-authors";

const MAX_AT_ONCE = 100;
const bar = css({
  position: "sticky",
  bottom: "0",
  zIndex: "sticky",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "3",
  mt: "4",
  p: { base: "3", sm: "4" },
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "lg",
  shadow: "md",
});

/** Linked to the author already: marked in the list, and not selectable (its role changes on the author's page). */
const linkedTo = (p: PublicationDto, authorId: string) => p.authors.some((a) => a.authorId === authorId);

function useCatalogueColumns(authorId: string): Column<PublicationDto>[] {
  const { t } = useLingui();
  return [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (p) => (
        <span>
          <PublicationTitle publication={p} />
          <span className={phoneNote}>
            <PublicationTypeLabel type={p.type} />
          </span>
          {linkedTo(p, authorId) ? (
            <span className={css({ display: "block", mt: "1" })}>
              <Badge tone="neutral">{t`Already linked`}</Badge>
            </span>
          ) : null}
        </span>
      ),
    },
    { id: "type", header: t`Type`, sortable: true, hideBelow: "sm", cell: (p) => <PublicationTypeLabel type={p.type} /> },
    {
      id: "authors",
      header: t`Authors`,
      wrap: true,
      hideBelow: "md",
      cell: (p) => (p.authors.length ? p.authors.map((a) => formatFullName(a)).join("; ") : <span className={css({ color: "fg.muted" })}>—</span>),
    },
    { id: "publicationYear", header: t`Year`, sortable: true, align: "end", hideBelow: "sm", cell: (p) => p.publicationYear ?? "—" },
    { id: "identifiers", header: t`Identifiers`, hideBelow: "lg", cell: (p) => <PublicationIdentifiers publication={p} /> },
    { id: "isVerified", header: t`Verified`, hideBelow: "lg", cell: (p) => <VerifiedBadge verified={p.isVerified} /> },
  ];
}

/** /authors/{id}/add-publications: search the catalogue, select many (across pages), choose the role, assign. */
export default function AuthorAddPublicationsPage() {
  const { t, i18n } = useLingui();
  const { authorId = "" } = useParams<{ authorId: string }>();
  const [, navigate] = useLocation();
  const author = useAuthor(authorId);
  const list = useListState({ sortFields: ["title", "publicationYear", "createdOn", "type"], order: "desc", filters: { type: [] as string[] } });
  const catalogue = useCatalogue(list.apiQuery);
  const columns = useCatalogueColumns(authorId);
  const revalidate = useRevalidateAuthors();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [type, setType] = useState<AuthorType>("A");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  if (author.error instanceof ApiError && author.error.status === 404) {
    return (
      <div>
        <PageHeader title={t`Assign publications`} />
        <PageEmptyState title={t`Author not found.`}>
          <Link href="/authors" className={button({ variant: "outline", size: "sm" })}>
            {t`Back to authors`}
          </Link>
        </PageEmptyState>
      </div>
    );
  }
  if (author.error && !author.data) return <ProblemAlert error={author.error} onRetry={() => void author.mutate()} />;
  const a = author.data;
  if (!a) return <PageSpinner />;
  const name = formatFullName(a);
  const dashboard = `/authors/${encodeURIComponent(a.id)}`;

  const onSelection = (next: Set<string>) => {
    setSelected(next);
    setProblem(null);
  };

  const assign = async () => {
    if (selected.size === 0 || selected.size > MAX_AT_ONCE) return;
    setPending(true);
    setProblem(null);
    try {
      const count = selected.size;
      await assignPublications(a.id, { publicationIds: [...selected], type });
      await revalidate();
      notify.success({ title: t({ message: plural(count, { one: `# publication assigned to ${name}`, other: `# publications assigned to ${name}` }) }) });
      navigate(dashboard);
    } catch (error) {
      setProblem(error);
      setPending(false);
    }
  };

  const clear = (
    <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={list.clearFilters}>
      {t`Clear filters`}
    </button>
  );
  const tooMany = selected.size > MAX_AT_ONCE;

  return (
    <div>
      <PageHeader
        title={t`Assign publications`}
        description={t`To ${name}. Search the catalogue, select the publications and choose the role.`}
        actions={
          <Link href={dashboard} className={button({ variant: "outline" })}>
            {t`Back to the author`}
          </Link>
        }
      />
      <FilterBar actions={list.filtered ? clear : null}>
        <SearchInput value={list.state.q} onSearch={list.setQ} label={t`Search the catalogue`} placeholder={t`Title, ISBN, DOI, author…`} />
        <CheckboxGroupFilter
          label={t`Type`}
          options={PUBLICATION_TYPES.map((v) => ({ value: v, label: i18n._(PUBLICATION_TYPE_LABELS[v]) }))}
          value={list.state.filters.type}
          onChange={(next) => list.setFilter("type", next)}
        />
      </FilterBar>
      <DataTable
        label={t`Catalogue`}
        columns={columns}
        getRowId={(p) => p.id}
        data={catalogue.data}
        state={list.state}
        onStateChange={list.update}
        loading={catalogue.isLoading}
        selection={{ selected, onChange: onSelection, getRowLabel: (p) => publicationName(p), isSelectable: (p) => !linkedTo(p, a.id) }}
        error={catalogue.error ? <ProblemAlert error={catalogue.error} onRetry={() => void catalogue.mutate()} /> : undefined}
        empty={list.filtered ? <EmptyState title={t`No publications match the filters`} action={clear} /> : <EmptyState title={t`The catalogue is empty`} />}
      />
      <section className={bar} aria-label={t`Assignment`}>
        <div className={css({ flex: { base: "1 1 100%", sm: "1 1 14rem" }, fontSize: "sm", display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "2" })}>
          <p className={css({ fontWeight: "medium" })} aria-live="polite">
            {selected.size === 0 ? t`No publications selected.` : <Plural value={selected.size} one="# publication selected" other="# publications selected" />}
          </p>
          {selected.size > 0 ? (
            <button type="button" className={css(button.raw({ variant: "ghost", size: "sm" }), { px: "2" })} onClick={() => onSelection(new Set())}>
              {t`Clear selection`}
            </button>
          ) : null}
          {tooMany ? <p className={css({ color: "danger.default", w: "full" })}>{t`At most ${MAX_AT_ONCE} publications at once.`}</p> : null}
        </div>
        <div className={css({ flex: { base: "1 1 10rem", sm: "0 1 16rem" }, minW: "0" })}>
          <SelectField
            label={t`Role`}
            name="type"
            value={type}
            onValueChange={(v) => setType(v as AuthorType)}
            options={AUTHOR_TYPES.map((code) => ({ value: code, label: `${code} — ${i18n._(AUTHOR_TYPE_LABELS[code])}` }))}
          />
        </div>
        <button
          type="button"
          className={button({ variant: "solid" })}
          disabled={selected.size === 0 || tooMany || pending}
          aria-busy={pending}
          onClick={() => void assign()}
        >
          {pending ? <Spinner /> : null}
          {t`Assign`}
        </button>
        {problem ? (
          <div className={css({ w: "full" })}>
            <ProblemAlert error={problem} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
