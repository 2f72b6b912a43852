import type { AuthorDetailDto } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel, publicationName } from "../../../components/catalogue/publication-cells";
import { AUTHOR_TYPE_LABELS } from "../../../components/catalogue/labels";
import { CheckIcon, XIcon } from "../../../components/icons";
import { ProblemAlert } from "../../../components/problem-alert";
import { button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { notify } from "../../../components/ui/toaster";
import { acceptSuggestion, rejectSuggestion, type AuthorPublicationDto } from "../api/authors-api";
import { useAuthorPublications, useRevalidateAuthors } from "../api/use-authors";

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", rounded: "lg", p: "5" });
const list = css({ display: "grid", gap: "2", listStyle: "none", p: "0", m: "0", mt: "3" });
const item = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "md",
  fontSize: "sm",
});

/**
 * Links the match suggested without a birth date to confirm them (source SystemSuggestion):
 * accept makes one a manual assignment, reject removes it for good.
 */
export function SuggestionsPanel({ author }: { author: AuthorDetailDto }) {
  const { t, i18n } = useLingui();
  const count = author.linkCounts.SystemSuggestion;
  const suggestions = useAuthorPublications(author.id, count > 0 ? "page=1&pageSize=50&source=SystemSuggestion&sort=linkedOn&order=desc" : null);
  const revalidate = useRevalidateAuthors();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  const act = async (link: AuthorPublicationDto, accept: boolean) => {
    setBusy(link.publicationId);
    setProblem(null);
    try {
      if (accept) await acceptSuggestion(link.authorId, link.publicationId);
      else await rejectSuggestion(link.authorId, link.publicationId);
      notify.success({ title: accept ? t`Suggestion accepted` : t`Suggestion rejected` });
      await revalidate();
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={card} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className={css({ fontWeight: "semibold" })}>
        {t`Suggestions`}
      </h2>
      <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>
        {t`Publications of namesakes that no birth date confirms. Accept the ones that are this author's.`}
      </p>
      {problem ? (
        <div className={css({ mt: "3" })}>
          <ProblemAlert error={problem} />
        </div>
      ) : null}
      {count === 0 ? <p className={css({ fontSize: "sm", mt: "3" })}>{t`No suggestions.`}</p> : null}
      {suggestions.error ? (
        <div className={css({ mt: "3" })}>
          <ProblemAlert error={suggestions.error} onRetry={() => void suggestions.mutate()} />
        </div>
      ) : null}
      {count > 0 && !suggestions.data && !suggestions.error ? (
        <p className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm", mt: "3", color: "fg.muted" })}>
          <Spinner size={14} />
          {t`Loading…`}
        </p>
      ) : null}
      {suggestions.data?.items.length ? (
        <ul className={list}>
          {suggestions.data.items.map((link) => {
            const name = publicationName(link.publication);
            const pending = busy === link.publicationId;
            return (
              <li key={link.publicationId} className={item}>
                <div className={css({ flex: "1 1 16rem", display: "grid", gap: "1", minW: "0" })}>
                  <span className={css({ fontWeight: "medium" })}>
                    <PublicationTitle publication={link.publication} />
                  </span>
                  <span className={css({ color: "fg.muted" })}>
                    <PublicationTypeLabel type={link.publication.type} />
                    {link.publication.publicationYear ? ` · ${link.publication.publicationYear}` : ""} · {link.type} — {i18n._(AUTHOR_TYPE_LABELS[link.type])}
                  </span>
                  <PublicationIdentifiers publication={link.publication} />
                </div>
                <div className={css({ display: "flex", gap: "2" })}>
                  <button
                    type="button"
                    className={button({ variant: "solid", size: "sm" })}
                    aria-label={t`Accept suggestion: ${name}`}
                    disabled={busy !== null}
                    aria-busy={pending}
                    onClick={() => void act(link, true)}
                  >
                    <CheckIcon size={14} />
                    {t`Accept`}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: "outline", size: "sm" })}
                    aria-label={t`Reject suggestion: ${name}`}
                    disabled={busy !== null}
                    onClick={() => void act(link, false)}
                  >
                    <XIcon size={14} />
                    {t`Reject`}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
