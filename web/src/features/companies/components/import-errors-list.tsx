import type { ImportTotals } from "@contract/common";
import { translateMessage } from "@contract/messages";
import type { Lang } from "@contract/common";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { css, cx } from "styled-system/css";
import { columnLetterOf, columnPosition, IMPORT_COLUMN_LABELS, type ImportCellError } from "../../reports/import-columns";

const scroller = css({
  // On a phone the dialog scrolls too: half the screen keeps the list and the buttons below it in reach.
  maxH: { base: "min(24rem, 50dvh)", md: "18rem" },
  overflowY: "auto",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  bg: "bg.surface",
  overscrollBehavior: "contain",
});
const th = css({
  position: "sticky",
  top: "0",
  bg: "bg.muted",
  textAlign: "start",
  fontWeight: "semibold",
  fontSize: "xs",
  px: { base: "2", md: "3" },
  py: "2",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  zIndex: "1",
});
const td = css({ px: { base: "2", md: "3" }, py: "1.5", fontSize: "sm", verticalAlign: "top", borderTopWidth: "1px", borderColor: "border.default" });
// A long word ("Nieprawidłowa") may break: on a phone the table then fits the dialog instead of
// running past its edge, where the messages, the part that matters, were cut off.
const breakable = css({ overflowWrap: "anywhere" });
// A column's name breaks between words only ("Publication / year", not "Publica / tion year"):
// its words are short enough to stand whole even on a phone.
const wordsWhole = css({ overflowWrap: "break-word" });
// Row and column take only the width they need, so the message wraps into fewer lines.
const narrow = css({ w: "1%" });
const sortButton = css({ display: "inline-flex", gap: "1", alignItems: "center", cursor: "pointer", fontWeight: "semibold", _hover: { color: "accent.default" } });

type SortKey = "row" | "column";

/**
 * The cells a rejected import named, as "row / column / message" rows: column names as the
 * template's headers, ordered by row (or by column), scrollable, with the count.
 */
export function ImportErrorsList({ cells, totals }: { cells: readonly ImportCellError[]; totals?: ImportTotals }) {
  const { t, i18n } = useLingui();
  const lang: Lang = i18n.locale === "en" ? "en" : "pl";
  const [sort, setSort] = useState<SortKey>("row");
  const rows = useMemo(() => {
    const flat = cells.flatMap((c) => c.messages.map((m, i) => ({ key: `${c.row}:${c.column}:${i}`, row: c.row, column: c.column, message: translateMessage(m, lang) })));
    if (sort === "column") return [...flat].sort((a, b) => columnPosition(a.column) - columnPosition(b.column) || a.row - b.row);
    return flat;
  }, [cells, sort, lang]);
  // The header as the template names it in the interface's language, and the column's letter,
  // which finds it in a sheet whose headers are in the other language too.
  const columnLabel = (key: string) => {
    const letter = columnLetterOf(key);
    return IMPORT_COLUMN_LABELS[key] && letter ? `${i18n._(IMPORT_COLUMN_LABELS[key])} (${letter})` : key;
  };
  // The server lists the first cells of a file with very many errors; its totals count them all.
  const count = totals?.errors ?? rows.length;
  const rowCount = totals?.rowsWithErrors ?? new Set(cells.map((c) => c.row)).size;
  const cut = totals !== undefined && totals.listedCells < totals.cells;
  const shown = rows.length;
  const header = (key: SortKey, label: string) => (
    <th className={th} scope="col" aria-sort={sort === key ? "ascending" : "none"}>
      <button type="button" className={sortButton} onClick={() => setSort(key)}>
        {label}
        {sort === key ? <span aria-hidden="true">↑</span> : null}
      </button>
    </th>
  );

  return (
    <section aria-labelledby="import-errors-title" className={css({ display: "grid", gap: "2" })}>
      <h3 id="import-errors-title" className={css({ fontWeight: "semibold", fontSize: "sm" })}>
        <Trans>
          Errors in the file: {count} (rows with errors: {rowCount})
        </Trans>
      </h3>
      {cut ? (
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>
          {t`Listed below: the first ${shown}. The file with errors marked shows every one.`}
        </p>
      ) : null}
      {/* Focusable, so the list scrolls from the keyboard. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className={scroller} tabIndex={0} aria-label={t`Import errors`}>
        <table className={css({ w: "full", borderCollapse: "separate", borderSpacing: "0" })}>
          <caption className={css({ srOnly: true })}>{t`Import errors`}</caption>
          <thead>
            <tr>
              {header("row", t`Row`)}
              {header("column", t`Column`)}
              <th className={th} scope="col">
                {t`Error`}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <td className={cx(td, narrow, css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }))}>{r.row}</td>
                <td className={cx(td, narrow, wordsWhole, css({ whiteSpace: { md: "nowrap" } }))}>{columnLabel(r.column)}</td>
                <td className={cx(td, breakable)}>{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
