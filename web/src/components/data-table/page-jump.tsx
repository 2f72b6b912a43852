import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { css, cx } from "styled-system/css";
import { control, fieldLabel } from "./styles";

type PageJumpProps = { page: number; totalPages: number; onPageChange: (page: number) => void };

export function clampPage(value: number, totalPages: number): number {
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, totalPages));
}

/** "Go to page": Enter goes, out-of-range numbers are clamped to the first or last page. */
export function PageJump({ page, totalPages, onPageChange }: PageJumpProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  const go = () => {
    const n = Number.parseInt(text, 10);
    setText("");
    if (!Number.isNaN(n)) {
      const target = clampPage(n, totalPages);
      if (target !== page) onPageChange(target);
    }
  };
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
      <label htmlFor={id} className={fieldLabel}>
        {t`Go to page`}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        enterKeyHint="go"
        min={1}
        max={totalPages}
        step={1}
        placeholder={String(page)}
        className={cx(control, css({ w: "20", textAlign: "end" }))}
        value={text}
        disabled={totalPages <= 1}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            go();
          }
        }}
      />
    </div>
  );
}
