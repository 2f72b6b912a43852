import type { AuthorDetailDto } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { GENDER_LABELS } from "../../../components/catalogue/labels";
import { DateTime } from "../../../components/date-time";

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", rounded: "lg", p: "5" });
// The labels take at most 45% and wrap: with "auto", the longest ("Początek ostatniego
// dopasowywania") took a phone's whole width and the values broke a letter or two a line.
const list = css({ display: "grid", gridTemplateColumns: "fit-content(45%) minmax(0, 1fr)", columnGap: { base: "4", sm: "6" }, rowGap: "2.5", fontSize: "sm", mt: "3" });
const term = css({ color: "fg.muted" });

/** The author's fields as a description list. */
export function AuthorDetails({ author }: { author: AuthorDetailDto }) {
  const { t, i18n } = useLingui();
  const dash = <span className={css({ color: "fg.muted" })}>—</span>;
  const rows: [string, ReactNode][] = [
    [t`First name`, author.firstName],
    [t`Middle name`, author.middleName ?? dash],
    [t`Last name`, author.lastName],
    [t`Birth date`, <DateTime key="b" value={author.birthDate} />],
    [t`Gender`, author.gender ? i18n._(GENDER_LABELS[author.gender]) : dash],
    [t`Author ID`, author.authorId ?? dash],
    [t`Updated`, <DateTime key="u" value={author.updatedOn} withTime />],
    [t`Last match started`, <DateTime key="m" value={author.updateProcessStartedOn} withTime fallback={t`Never`} />],
  ];
  return (
    <section className={card} aria-labelledby="author-details-title">
      <h2 id="author-details-title" className={css({ fontWeight: "semibold" })}>
        {t`Details`}
      </h2>
      <dl className={list}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: "contents" })}>
            <dt className={term}>{label}</dt>
            <dd className={css({ overflowWrap: "anywhere" })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
