import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { Link } from "wouter";

export type Bar = { key: string; label: string; value: number; href?: string };

const card = css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", p: { base: "4", md: "5" }, m: "0", minW: "0" });
const row = css({ display: "grid", gridTemplateColumns: "minmax(7rem, 11rem) 1fr auto", alignItems: "center", gap: "3", fontSize: "sm" });
const track = css({ h: "3", borderRadius: "full", bg: "bg.muted", overflow: "hidden" });
const fill = css({ h: "full", borderRadius: "full", bg: "accent.default", minW: "1", transition: "width 0.3s ease-out", _motionReduce: { transition: "none" } });
const link = css({ color: "accent.default", textDecoration: "underline", textUnderlineOffset: "2px", overflowWrap: "break-word", hyphens: "auto" });

/** Barchart width of a value as a percentage of the largest one (0 when all are 0). */
export const barWidth = (value: number, max: number): number => (max > 0 ? Math.round((value / max) * 100) : 0);

/**
 * A horizontal bar chart drawn with CSS: each bar is a list item whose text says its label and
 * count ("Active: 12"), so a screen reader gets the numbers; the bars themselves are decoration.
 */
export function BarChart({ title, bars, total, state }: { title: string; bars: readonly Bar[]; total?: ReactNode; state?: ReactNode }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const headingId = `chart-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <figure className={card} aria-labelledby={headingId}>
      <figcaption className={css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "2", mb: "4" })}>
        <h2 id={headingId} className={css({ fontSize: "md", fontWeight: "semibold" })}>
          {title}
        </h2>
        {total !== undefined ? <span className={css({ fontSize: "sm", color: "fg.muted" })}>{total}</span> : null}
      </figcaption>
      {state ?? (
        <ul className={css({ display: "grid", gap: "3", listStyle: "none" })} aria-label={title}>
          {bars.map((b) => (
            <li key={b.key} className={row}>
              <span>
                {b.href ? (
                  <Link href={b.href} className={link}>
                    {b.label}
                  </Link>
                ) : (
                  b.label
                )}
                {/* Read as "Active: 12". */}
                <span className={css({ srOnly: true })}>:</span>
              </span>
              <span aria-hidden="true" className={track}>
                {/* No stub for 0: the fill's minimum width is for small counts, which must not read as none. */}
                {b.value > 0 ? <span data-part="bar-fill" className={fill} style={{ display: "block", width: `${barWidth(b.value, max)}%` }} /> : null}
              </span>
              <span className={css({ fontVariantNumeric: "tabular-nums", fontWeight: "semibold", minW: "6", textAlign: "end" })} data-testid={`bar-${b.key}`}>
                {b.value}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
