import { LINK_SOURCES, type LinkSource } from "@contract/publications";
import type { LinkCounts as Counts } from "@contract/authors";
import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { LINK_SOURCE_DESCRIPTIONS, LINK_SOURCE_LABELS } from "../../../components/catalogue/labels";

const grid = css({
  display: "grid",
  gap: "2",
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
});
const tile = css({
  display: "grid",
  gap: "0.5",
  textAlign: "start",
  p: "3",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "lg",
  cursor: "pointer",
  _hover: { borderColor: "border.strong" },
  "&[aria-pressed=true]": { borderColor: "accent.default", bg: "accent.subtle" },
});

/** Links by source; each count is a toggle that filters the publications table by that source. */
export function LinkCounts({ counts, selected, onToggle }: { counts: Counts; selected: readonly string[]; onToggle: (source: LinkSource) => void }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="link-counts-title">
      <h2 id="link-counts-title" className={css({ fontWeight: "semibold", mb: "2" })}>
        {t`Publications by source`}
      </h2>
      <div className={grid}>
        {LINK_SOURCES.map((s) => {
          const label = i18n._(LINK_SOURCE_LABELS[s]);
          const count = counts[s];
          return (
            <button
              key={s}
              type="button"
              className={tile}
              aria-pressed={selected.includes(s)}
              aria-label={t`${count} ${label}`}
              title={i18n._(LINK_SOURCE_DESCRIPTIONS[s])}
              onClick={() => onToggle(s)}
            >
              <span className={css({ fontSize: "2xl", fontWeight: "semibold", fontVariantNumeric: "tabular-nums", lineHeight: "1.2" })}>{counts[s]}</span>
              {/* Not laid out (grid drops it) but read: the visible text is "3 Weryfikacja", as the name. */}{" "}
              <span className={css({ fontSize: "sm", color: "fg.muted" })}>{i18n._(LINK_SOURCE_LABELS[s])}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
