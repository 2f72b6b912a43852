import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { ChevronDownIcon } from "./icons";
import { button } from "./ui/button";

// A row of its own on phones: beside the first filter it sat on that filter's baseline, and the
// others wrapped below it.
const toggleRow = css({ display: { base: "flex", md: "none" }, flexBasis: "100%" });
const toggle = css({
  "& svg": { transition: "transform 0.15s" },
  "&[aria-expanded=true] svg": { transform: "rotate(180deg)" },
});
/** `display: contents` keeps the filters flowing in the surrounding FilterBar row. */
const panel = css({ display: { base: "none", md: "contents" }, "&[data-open=true]": { display: "contents" } });

/**
 * Secondary filters of a FilterBar that fold away behind a "Filters (n)" button on phones, so the
 * list is not pushed below the fold; on wider screens they are always shown and the button is not.
 */
export function CollapsibleFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <div className={toggleRow}>
        <button type="button" className={cx(button({ variant: "outline", size: "sm" }), toggle)} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {activeCount > 0 ? t`Filters (${activeCount})` : t`Filters`}
          <ChevronDownIcon size={16} />
        </button>
      </div>
      <div id={id} className={panel} data-open={open}>
        {children}
      </div>
    </>
  );
}
