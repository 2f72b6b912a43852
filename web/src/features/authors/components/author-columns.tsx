import type { AuthorDto } from "@contract/authors";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { Link } from "wouter";
import { GENDER_LABELS } from "../../../components/catalogue/labels";
import { type Column, phoneNote } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { EditIcon, TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { formatFullName } from "../../../lib/format";
import type { AuthorAction } from "./author-action-dialogs";

export const AUTHOR_SORT_FIELDS = ["lastName", "birthDate", "publicationCount", "updatedOn", "createdOn"] as const;

const link = css({ color: "accent.default", fontWeight: "medium", textDecoration: "underline", textUnderlineOffset: "2px", _hover: { color: "accent.emphasis" } });
const muted = css({ color: "fg.muted" });

export function useAuthorColumns(onAction: (a: AuthorAction, author: AuthorDto) => void): Column<AuthorDto>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: "lastName",
      header: t({ message: "Name", context: "person" }),
      sortable: true,
      rowHeader: true,
      wrap: true,
      cell: (a) => {
        const publications = a.publicationCount;
        return (
          <>
            <Link href={`/authors/${encodeURIComponent(a.id)}`} className={link}>
              {formatFullName(a)}
            </Link>
            <span className={phoneNote}>{t({ message: plural(publications, { one: "# publication", other: "# publications" }) })}</span>
          </>
        );
      },
    },
    { id: "birthDate", header: t`Birth date`, sortable: true, hideBelow: "sm", cell: (a) => <DateTime value={a.birthDate} /> },
    { id: "gender", header: t`Gender`, hideBelow: "md", cell: (a) => (a.gender ? i18n._(GENDER_LABELS[a.gender]) : <span className={muted}>—</span>) },
    { id: "authorId", header: t`Author ID`, hideBelow: "lg", cell: (a) => a.authorId ?? <span className={muted}>—</span> },
    {
      id: "publicationCount",
      header: t`Publications`,
      sortable: true,
      align: "end",
      hideBelow: "sm",
      cell: (a) => <span className={css({ fontVariantNumeric: "tabular-nums" })}>{a.publicationCount}</span>,
    },
    { id: "updatedOn", header: t`Updated`, sortable: true, hideBelow: "lg", cell: (a) => <DateTime value={a.updatedOn} /> },
    {
      id: "actions",
      header: <span className={css({ srOnly: true })}>{t`Actions`}</span>,
      align: "end",
      pinEnd: true,
      cell: (a) => {
        const name = formatFullName(a);
        return (
          <div className={css({ display: "inline-flex", gap: "1", justifyContent: "flex-end" })}>
            <IconButton size="iconSm" label={t`Edit ${name}`} icon={<EditIcon size={16} />} onClick={() => onAction("edit", a)} />
            <IconButton size="iconSm" label={t`Delete ${name}`} icon={<TrashIcon size={16} />} onClick={() => onAction("delete", a)} />
          </div>
        );
      },
    },
  ];
}
