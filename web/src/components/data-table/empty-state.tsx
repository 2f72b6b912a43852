import type { ReactNode } from "react";
import { css } from "styled-system/css";

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A way forward, e.g. "Clear filters" or "Add publication". */
  action?: ReactNode;
};

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={css({ display: "flex", flexDir: "column", alignItems: "center", gap: "2" })} data-empty-state="">
      <p className={css({ fontWeight: "medium", color: "fg.default" })}>{title}</p>
      {description && <p className={css({ fontSize: "sm", color: "fg.muted", maxW: "md" })}>{description}</p>}
      {action && <div className={css({ mt: "2" })}>{action}</div>}
    </div>
  );
}
