import type { PublicationDto } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel, VerifiedBadge } from "../../../components/catalogue/publication-cells";
import { type Column, phoneNote } from "../../../components/data-table";
import { formatFullName } from "../../../lib/format";
import { PublicationRowActions, type PublicationAction } from "./publication-row-actions";

export const PUBLICATION_SORT_FIELDS = ["title", "publicationYear", "createdOn", "type"] as const;

const phoneBadge = css({ display: { base: "block", sm: "none" }, mt: "1" });
const authorsNote = css({ display: { base: "block", md: "none" }, fontSize: "xs", fontWeight: "normal", mt: "0.5" });
const authorLink = css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.emphasis" } });

/** Authors as links to their pages, "Last, First" separated by semicolons. */
export function AuthorLinks({ publication }: { publication: PublicationDto }) {
  if (!publication.authors.length) return <span className={css({ color: "fg.muted" })}>—</span>;
  return (
    <span>
      {publication.authors.map((a, i) => (
        <span key={a.authorId}>
          {i > 0 ? "; " : ""}
          <Link href={`/authors/${encodeURIComponent(a.authorId)}`} className={authorLink}>
            {formatFullName(a)}
          </Link>
        </span>
      ))}
    </span>
  );
}

export function usePublicationColumns(onAction: (a: PublicationAction, p: PublicationDto) => void): Column<PublicationDto>[] {
  const { t } = useLingui();
  return [
    {
      id: "title",
      header: t`Title`,
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (p) => (
        <>
          <PublicationTitle publication={p} />
          {/* Below 768 px the authors' column is hidden: they are what a search for a book is often by. */}
          {p.authors.length ? (
            <span className={authorsNote}>
              <AuthorLinks publication={p} />
            </span>
          ) : null}
          {/* Phones: what the hidden columns say, so two entries of one title can be told apart. */}
          <span className={phoneNote}>
            <PublicationTypeLabel type={p.type} />
            {p.publicationYear ? ` · ${p.publicationYear}` : ""}
          </span>
          {p.isbn || p.issn || p.articleDoi || p.link ? (
            <span className={phoneNote}>
              <PublicationIdentifiers publication={p} />
            </span>
          ) : null}
          <span className={phoneBadge}>
            <VerifiedBadge verified={p.isVerified} />
          </span>
        </>
      ),
    },
    { id: "type", header: t`Type`, sortable: true, hideBelow: "sm", cell: (p) => <PublicationTypeLabel type={p.type} /> },
    { id: "authors", header: t`Authors`, wrap: true, hideBelow: "md", cell: (p) => <AuthorLinks publication={p} /> },
    {
      id: "publicationYear",
      header: t`Year`,
      sortable: true,
      align: "end",
      hideBelow: "sm",
      cell: (p) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{p.publicationYear ?? "—"}</span>,
    },
    { id: "identifiers", header: t`Identifiers`, hideBelow: "lg", cell: (p) => <PublicationIdentifiers publication={p} /> },
    { id: "isVerified", header: t`Verified`, hideBelow: "sm", cell: (p) => <VerifiedBadge verified={p.isVerified} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (p) => <PublicationRowActions publication={p} onAction={onAction} />,
    },
  ];
}
