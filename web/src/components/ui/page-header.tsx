import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { useDocumentTitle } from "../../lib/use-document-title";

/** The page's <h1>, which also sets the document title. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
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
      {actions ? <div className={css({ display: "flex", gap: "2" })}>{actions}</div> : null}
    </header>
  );
}
