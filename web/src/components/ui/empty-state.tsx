import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { InboxIcon } from "../icons";

/** A calm placeholder for "nothing here" (no data yet, no results, not loaded). */
export function EmptyState({ title, children, icon }: { title: ReactNode; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div
      className={css({
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: "2",
        py: "12",
        px: "6",
        borderWidth: "1px",
        borderStyle: "dashed",
        borderColor: "border.default",
        borderRadius: "lg",
        bg: "bg.surface",
        color: "fg.muted",
      })}
    >
      <span className={css({ color: "fg.muted" })}>{icon ?? <InboxIcon size={32} />}</span>
      <p className={css({ fontWeight: "medium", color: "fg.default" })}>{title}</p>
      {children ? <div className={css({ fontSize: "sm", maxW: "md" })}>{children}</div> : null}
    </div>
  );
}
