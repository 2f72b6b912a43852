import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { PageSize } from "@web/lib/url-state";
import { type ReactNode, useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { FirstPageIcon, LastPageIcon, NextPageIcon, PreviousPageIcon } from "./icons";
import { PageJump } from "./page-jump";
import { PageSizeSelect } from "./page-size-select";
import { iconButton } from "./styles";

export type PaginationBarProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  /** Shown next to the total, e.g. the number of selected rows. */
  status?: ReactNode;
  /** The total in words when the items are not plain results (e.g. "20 groups"). */
  total?: ReactNode;
};

const bar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  py: "3",
  fontSize: "sm",
});
const group = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" });
const pagerRow = css({ display: "flex", alignItems: "center", gap: "1" });
const pageOf = css({ px: "2", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" });

type Step = "first" | "previous" | "next" | "last";
type PagerButtonProps = { step: Step; label: string; disabled: boolean; onClick: () => void; children: ReactNode };

function PagerButton({ step, label, disabled, onClick, children }: PagerButtonProps) {
  return (
    <button type="button" className={iconButton()} aria-label={label} title={label} disabled={disabled} onClick={onClick} data-step={step}>
      {children}
    </button>
  );
}

export function PaginationBar(props: PaginationBarProps) {
  const { page, pageSize, totalCount, onPageChange, onPageSizeChange, status, total } = props;
  const { t } = useLingui();
  const totalPages = Math.max(1, props.totalPages);
  const atFirst = page <= 1;
  const atLast = page >= totalPages;
  // A pressed button that leads to the first or last page is disabled there, and the focus it held
  // would fall to the page's start: it goes to the step back the other way instead.
  const pager = useRef<HTMLDivElement>(null);
  const pressed = useRef<Step | null>(null);
  useEffect(() => {
    const step = pressed.current;
    pressed.current = null;
    if (!step) return;
    const toStart = step === "first" || step === "previous";
    if (toStart ? !atFirst : !atLast) return;
    pager.current?.querySelector<HTMLButtonElement>(`button[data-step="${toStart ? "next" : "previous"}"]:not(:disabled)`)?.focus();
  }, [atFirst, atLast]);
  const go = (step: Step, target: number) => {
    pressed.current = target <= 1 || target >= totalPages ? step : null;
    onPageChange(target);
  };
  return (
    <div className={bar}>
      <div className={group}>
        <span className={css({ color: "fg.muted" })}>
          {total ?? <Plural value={totalCount} one="# result" other="# results" />}
        </span>
        {status}
        <PageSizeSelect value={pageSize} onChange={onPageSizeChange} />
      </div>
      {/* Nothing to page through when nothing matched: "Page 1 of 1" beside "0 results" reads as a contradiction. */}
      {totalCount > 0 ? (
        <nav aria-label={t`Pagination`} className={group}>
          <div className={pagerRow} ref={pager}>
            <PagerButton step="first" label={t`First page`} disabled={atFirst} onClick={() => go("first", 1)}>
              <FirstPageIcon />
            </PagerButton>
            <PagerButton step="previous" label={t`Previous page`} disabled={atFirst} onClick={() => go("previous", page - 1)}>
              <PreviousPageIcon />
            </PagerButton>
            {/* Announced after a page change, so a screen-reader user hears where they landed. */}
            <span className={pageOf} aria-live="polite" aria-atomic="true">
              <Trans>
                Page {page} of {totalPages}
              </Trans>
            </span>
            <PagerButton step="next" label={t`Next page`} disabled={atLast} onClick={() => go("next", page + 1)}>
              <NextPageIcon />
            </PagerButton>
            <PagerButton step="last" label={t`Last page`} disabled={atLast} onClick={() => go("last", totalPages)}>
              <LastPageIcon />
            </PagerButton>
          </div>
          <PageJump page={page} totalPages={totalPages} onPageChange={onPageChange} />
        </nav>
      ) : null}
    </div>
  );
}
