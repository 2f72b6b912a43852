import type { LinkSource } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link, useLocation, useParams } from "wouter";
import { EditIcon, PlusIcon, TrashIcon } from "../../components/icons";
import { ProblemAlert } from "../../components/problem-alert";
import { button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";
import { PageSpinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-error";
import { formatFullName } from "../../lib/format";
import { useListState } from "../../lib/url-state";
import { isMatching, useAuthor } from "./api/use-authors";
import { useAuthorActionDialogs } from "./components/author-action-dialogs";
import { AuthorDetails } from "./components/author-details";
import { AuthorPublicationsTable, LINK_LIST_DEFAULTS } from "./components/author-publications-table";
import { useLinkActionDialogs } from "./components/link-action-dialogs";
import { LinkCounts } from "./components/link-counts";
import { MatchButton } from "./components/match-button";
import { SuggestionsPanel } from "./components/suggestions-panel";

/** /authors/{id}: details, counts by source, suggestions, the author's publications; edit, delete, match, assign. */
export default function AuthorDashboardPage() {
  const { t } = useLingui();
  const { authorId = "" } = useParams<{ authorId: string }>();
  const [, navigate] = useLocation();
  const author = useAuthor(authorId);
  const list = useListState(LINK_LIST_DEFAULTS);
  const actions = useAuthorActionDialogs({ onDeleted: () => navigate("/authors", { replace: true }) });
  const name = author.data ? formatFullName(author.data) : "";
  const links = useLinkActionDialogs(name);

  const back = (
    <Link href="/authors" className={button({ variant: "outline", size: "sm" })}>
      {t`Back to authors`}
    </Link>
  );
  if (author.error instanceof ApiError && author.error.status === 404) {
    return (
      <div>
        <PageHeader title={t`Author`} />
        <EmptyState title={t`Author not found.`}>
          <div className={css({ mt: "2" })}>{back}</div>
        </EmptyState>
        {/* A kept edit of it is said not to be brought back, and forgotten. */}
        {actions.dialogs}
      </div>
    );
  }
  if (author.error && !author.data) {
    return (
      <div>
        <PageHeader title={t`Author`} />
        <ProblemAlert error={author.error} onRetry={() => void author.mutate()} />
        {/* A kept edit stays stored for the next visit, and says so. */}
        {actions.dialogs}
      </div>
    );
  }
  const a = author.data;
  if (!a) return <PageSpinner />;

  const addHref = `/authors/${encodeURIComponent(a.id)}/add-publications`;
  const addButton = (
    <Link href={addHref} className={button({ variant: "solid" })}>
      <PlusIcon size={16} />
      {t`Assign publications`}
    </Link>
  );
  const toggleSource = (s: LinkSource) => {
    const current = list.state.filters.source;
    list.setFilter("source", current.length === 1 && current[0] === s ? [] : [s]);
  };

  return (
    <div className={css({ display: "grid", gap: "5", gridTemplateColumns: "minmax(0, 1fr)" })}>
      <div>
        <PageHeader
          title={name}
          description={t`Author dashboard`}
          manyActions
          actions={
            <>
              {addButton}
              <MatchButton author={a} onStarted={() => void author.mutate()} />
              <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("edit", a)}>
                <EditIcon size={16} />
                {t`Edit`}
              </button>
              <button type="button" className={button({ variant: "outline" })} onClick={() => actions.run("delete", a)}>
                <TrashIcon size={16} />
                {t`Delete`}
              </button>
            </>
          }
        />
        <div className={css({ mt: "-3" })}>{back}</div>
      </div>
      {isMatching(a) ? (
        <output className={css({ display: "block", fontSize: "sm", p: "3", rounded: "md", bg: "accent.subtle", color: "fg.default" })}>
          {t`Matching is running in the background. This page refreshes when it is done.`}
        </output>
      ) : null}
      <LinkCounts counts={a.linkCounts} selected={list.state.filters.source} onToggle={toggleSource} />
      <div className={css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 3fr)" }, alignItems: "start" })}>
        <AuthorDetails author={a} />
        <SuggestionsPanel author={a} />
      </div>
      <AuthorPublicationsTable authorId={a.id} list={list} onAction={links.run} addButton={addButton} />
      {actions.dialogs}
      {links.dialogs}
    </div>
  );
}
