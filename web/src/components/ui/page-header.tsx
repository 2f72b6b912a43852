import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * A dashboard's row of actions. On a phone they sit in two even columns, a last one left alone
 * across both, each label free to take two lines: wrapped as they came, they left rows of odd
 * widths. From the sm width on, one row that wraps.
 */
const actionGrid = css({
  display: { base: "grid", sm: "flex" },
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  flexWrap: "wrap",
  gap: "2",
  flexBasis: { base: "full", sm: "auto" },
  "& > *": { whiteSpace: { base: "normal", sm: "nowrap" }, textAlign: "center", h: { base: "auto", sm: "10" }, minH: "10", py: { base: "2", sm: "0" }, px: { base: "3", sm: "4" } },
  "& > *:last-child:nth-child(odd)": { gridColumn: { base: "1 / -1", sm: "auto" } },
});

/** The page's <h1>, which also sets the document title; `manyActions` lays a dashboard's actions out as actionGrid. */
export function PageHeader({ title, description, actions, manyActions = false }: { title: string; description?: ReactNode; actions?: ReactNode; manyActions?: boolean }) {
  useDocumentTitle(title);
  return (
    <header
      className={css({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-end",
        justifyContent: "space-between",
        gap: "3",
        mb: "6",
      })}
    >
      <div>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "semibold", lineHeight: "tight" })}>{title}</h1>
        {description ? <p className={css({ color: "fg.muted", fontSize: "sm", mt: "1" })}>{description}</p> : null}
      </div>
      {actions ? <div className={manyActions ? actionGrid : css({ display: "flex", gap: "2" })}>{actions}</div> : null}
    </header>
  );
}
