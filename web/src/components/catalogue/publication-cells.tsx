import { formatIsbn13 } from "@contract/identifiers";
import type { PublicationType } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { DoiText } from "../email-text";
import { Badge } from "../ui/badge";
import { PUBLICATION_TYPE_LABELS } from "./labels";

type Titled = {
  type: PublicationType;
  title: string | null;
  magazineTitle: string | null;
  articleTitle: string | null;
};

type Identified = { isbn: string | null; issn: string | null; articleDoi: string | null; link?: string | null };

/** The title a publication is listed under: its title, or for a magazine the magazine title. */
export function mainTitleOf(p: Titled): string {
  return (p.type === "c" ? p.magazineTitle || p.title : p.title || p.magazineTitle) || p.articleTitle || "—";
}

/**
 * The name that tells one publication from another, for actions, questions and toasts: the main
 * title and the article's (or chapter's) title, as a magazine's articles share the magazine's.
 */
export function publicationName(p: Titled): string {
  const main = mainTitleOf(p);
  return p.articleTitle && p.articleTitle !== main ? `${main} – ${p.articleTitle}` : main;
}

const sub = css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal" });

/** Main title, with the article (or chapter) title beneath it when there is one. */
export function PublicationTitle({ publication }: { publication: Titled }) {
  const name = mainTitleOf(publication);
  const article = publication.articleTitle && publication.articleTitle !== name ? publication.articleTitle : null;
  return (
    <span>
      {name}
      {article ? <span className={sub}>{article}</span> : null}
    </span>
  );
}

/** "Book", "Magazine", "Internet source" in the user's language. */
export function PublicationTypeLabel({ type }: { type: PublicationType }) {
  const { i18n } = useLingui();
  return <span>{i18n._(PUBLICATION_TYPE_LABELS[type])}</span>;
}

const list = css({ display: "grid", gap: "0.5", fontSize: "xs", fontVariantNumeric: "tabular-nums" });
const kind = css({ color: "fg.muted", me: "1" });
const siteLink = css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px", overflowWrap: "anywhere", whiteSpace: "normal" });

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** ISBN (as ISBN-13), ISSN and DOI, each on a line with its kind; a dash when there is none. */
export function PublicationIdentifiers({ publication }: { publication: Identified }) {
  const { t } = useLingui();
  const { isbn, issn, articleDoi, link } = publication;
  const site = link ? hostOf(link) : null;
  if (!isbn && !issn && !articleDoi && !site) return <span className={css({ color: "fg.muted" })}>—</span>;
  return (
    <span className={list}>
      {isbn ? (
        <span>
          <span className={kind}>ISBN</span>
          {formatIsbn13(isbn)}
        </span>
      ) : null}
      {issn ? (
        <span>
          <span className={kind}>ISSN</span>
          {issn}
        </span>
      ) : null}
      {articleDoi ? (
        <span className={css({ whiteSpace: "normal" })}>
          <span className={kind}>DOI</span>
          <DoiText doi={articleDoi} />
        </span>
      ) : null}
      {link && site ? (
        <span>
          <a href={link} target="_blank" rel="noopener noreferrer" className={siteLink}>
            {site}
            <span className={css({ srOnly: true })}> {t`(opens in a new tab)`}</span>
          </a>
        </span>
      ) : null}
    </span>
  );
}

/** "Verified" / "Not verified" as a badge (the word carries the meaning). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useLingui();
  return verified ? <Badge tone="success">{t`Verified`}</Badge> : <Badge tone="neutral">{t`Not verified`}</Badge>;
}
