import type { ReactNode } from "react";
import { css } from "styled-system/css";

/** One full-width row for what replaces the rows: the empty state or an error. */
export function TableMessage({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className={css({ px: "4", py: "10", textAlign: "center", whiteSpace: "normal" })}>
        {children}
      </td>
    </tr>
  );
}
