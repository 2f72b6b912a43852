import { AUTHOR_TYPES, type AuthorType, type PublicationAuthorDto } from "@contract/publications";
import { useLingui } from "@lingui/react/macro";
import { css, cx } from "styled-system/css";
import { Link } from "wouter";
import { AuthorPicker, type AuthorOption } from "../../../components/catalogue/author-picker";
import { AUTHOR_TYPE_LABELS, LINK_SOURCE_LABELS } from "../../../components/catalogue/labels";
import { selectControl } from "../../../components/data-table/styles";
import { TrashIcon } from "../../../components/icons";
import { IconButton } from "../../../components/ui/icon-button";
import { fieldStyles } from "../../../components/ui/text-field";
import { formatFullName } from "../../../lib/format";

export type AuthorRow = { author: AuthorOption; type: AuthorType };

const list = css({ display: "grid", gap: "2", listStyle: "none", p: "0", m: "0" });
const row = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  flexWrap: "wrap",
  px: "3",
  py: "2",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "md",
  fontSize: "sm",
});
const link = css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px" });

/** On create: the authors to link (source Assignment), each with its type code; add with the picker. */
export function PublicationAuthorsEditor({ rows, onChange }: { rows: readonly AuthorRow[]; onChange: (rows: AuthorRow[]) => void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className={css({ border: "0", p: "0", m: "0", display: "grid", gap: "2", minW: "0" })}>
      <legend className={cx(fieldStyles.label, css({ mb: "1.5" }))}>{t`Authors`}</legend>
      {rows.length ? (
        <ul className={list}>
          {rows.map((r, i) => {
            const name = r.author.name;
            return (
              <li key={r.author.id} className={row}>
                <span className={css({ flex: "1 1 10rem", fontWeight: "medium" })}>{r.author.name}</span>
                <select
                  aria-label={t`Role of ${name}`}
                  className={selectControl}
                  value={r.type}
                  onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, type: e.currentTarget.value as AuthorType } : x)))}
                >
                  {AUTHOR_TYPES.map((code) => (
                    <option key={code} value={code}>
                      {code} — {i18n._(AUTHOR_TYPE_LABELS[code])}
                    </option>
                  ))}
                </select>
                <IconButton size="iconSm" label={t`Remove ${name}`} icon={<TrashIcon size={16} />} onClick={() => onChange(rows.filter((_, j) => j !== i))} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <AuthorPicker
        label={t`Add an author`}
        value={null}
        excludeIds={rows.map((r) => r.author.id)}
        onChange={(a) => a && onChange([...rows, { author: a, type: "A" }])}
        helper={t`Linked as a manual assignment when the publication is saved.`}
      />
    </fieldset>
  );
}

/** On edit: the linked authors, each a link to its page (links are changed there). */
export function PublicationAuthorsList({ authors }: { authors: readonly PublicationAuthorDto[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className={css({ display: "grid", gap: "1.5" })}>
      <p className={fieldStyles.label}>{t`Authors`}</p>
      {authors.length ? (
        <ul className={list}>
          {authors.map((a) => (
            <li key={a.authorId} className={row}>
              <Link href={`/authors/${encodeURIComponent(a.authorId)}`} className={link}>
                {formatFullName(a)}
              </Link>
              <span className={css({ color: "fg.muted" })}>
                {a.type} — {i18n._(AUTHOR_TYPE_LABELS[a.type])} · {i18n._(LINK_SOURCE_LABELS[a.source])}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{t`No authors linked.`}</p>
      )}
      <p className={fieldStyles.helper}>{t`Authors are assigned, moved and removed on the author's page.`}</p>
    </div>
  );
}
