import { MAX_BULK_IDS, type PositionDto } from "@contract/positions";
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { focusOnce } from "../../../components/data-table/use-row-focus-keeper";
import { CheckIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { liftToastsAbove, notify } from "../../../components/ui/toaster";
import { reservedBarControls, reserveScrollPadding } from "../../../lib/scroll-padding";
import { ArchiveIcon, UndoIcon } from "./queue-icons";
import { isOpen } from "./queue-state-badge";
import { ReviewProgress } from "./review-progress";
import { ReviewAskDialog } from "./review-ask-dialog";
import { ReviewProblem } from "./review-problem";
import { type ReviewKind, useReviewRun } from "./use-review-run";

const bar = css(reservedBarControls, {
  position: "sticky",
  bottom: "0",
  zIndex: "sticky",
  display: "grid",
  gap: "3",
  mt: "4",
  p: { base: "3", sm: "4" },
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  rounded: "lg",
  shadow: "md",
});
const row = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" });

/**
 * The action bar of a multi-selection: confirm or mark outdated all selected positions (or revert
 * them, when all are reviewed) in one call (all or nothing, at most 1,000), each after a question
 * naming how many (a tap near the sticky bar on a phone must not change dozens of positions); a
 * refusal stays here with its reasons, and the selection is kept until a run succeeds.
 */
export function BulkBar({ selected, onClear }: { selected: ReadonlyMap<string, PositionDto>; onClear: () => void }) {
  const { t } = useLingui();
  const review = useReviewRun();
  const [asking, setAsking] = useState<ReviewKind | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const count = selected.size;
  const shown = count > 0 || review.failure !== null;
  useEffect(() => (shown && barRef.current ? liftToastsAbove(barRef.current) : undefined), [shown]);
  // Rows reached with Tab stop above the sticky bar, not beneath it.
  useEffect(() => (shown && barRef.current ? reserveScrollPadding(barRef.current, document.documentElement, "bottom") : undefined), [shown]);
  // The bar goes with the selection: the focus it held (or its button lost while disabled during
  // the run) goes to the list it acted on, not to the page's start.
  const handBack = () => {
    const table = barRef.current?.previousElementSibling;
    const list = table?.querySelector("section[aria-labelledby]") ?? table;
    const active = document.activeElement;
    const held = !active || active === document.body || barRef.current?.contains(active);
    if (list instanceof HTMLElement && held) focusOnce(list);
  };
  const tooMany = count > MAX_BULK_IDS;
  // Confirm and mark outdated take positions still to verify, revert only reviewed ones: the bar
  // offers what the whole selection allows (the server refuses a call with any other, 409).
  const reviewed = [...selected.values()].filter((p) => !isOpen(p)).length;
  const kinds: ReviewKind[] = reviewed === 0 ? ["verify", "outdated"] : reviewed === count ? ["revert"] : [];
  const blocked = count === 0 || tooMany || review.running;
  const nameOf = (id: string) => {
    const p = selected.get(id);
    return p ? `${publicationName(p.publication)} (${p.companyName})` : undefined;
  };

  const start = async (kind: ReviewKind) => {
    if (blocked) return;
    const { done: changed, already, failure } = await review.run(kind, [...selected.keys()]);
    if (failure) return;
    const done = changed + already;
    notify.success({
      description: already ? t`For ${already} of them this had been done already: by an earlier try whose answer did not arrive, or by someone else.` : undefined,
      title:
        kind === "verify"
          ? t({ message: plural(done, { one: "Confirmed # position", other: "Confirmed # positions" }) })
          : kind === "outdated"
            ? t({ message: plural(done, { one: "Marked # position outdated", other: "Marked # positions outdated" }) })
            : t({ message: plural(done, { one: "# position back in the queue", other: "# positions back in the queue" }) }),
    });
    handBack();
    onClear();
  };

  if (!shown) return null;
  return (
    <section ref={barRef} className={bar} aria-label={t`Selected positions`}>
      <div className={row}>
        <p className={css({ fontWeight: "medium", fontSize: "sm", flex: "1 1 12rem" })} aria-live="polite">
          <Plural value={count} one="# position selected" other="# positions selected" />
        </p>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={button({ variant: kind === "verify" ? "solid" : "outline", size: "sm" })}
            disabled={blocked}
            onClick={() => setAsking(kind)}
          >
            {kind === "verify" ? <CheckIcon size={16} /> : kind === "outdated" ? <ArchiveIcon size={16} /> : <UndoIcon size={16} />}
            {kind === "verify" ? t`Confirm selected (${count})` : kind === "outdated" ? t`Mark outdated (${count})` : t`Revert selected (${count})`}
          </button>
        ))}
        <button
          type="button"
          className={cx(button({ variant: "ghost", size: "sm" }))}
          disabled={review.running}
          onClick={() => {
            review.clearFailure();
            handBack();
            onClear();
          }}
        >
          {t`Clear selection`}
        </button>
      </div>
      {count > 0 && kinds.length === 0 ? (
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          {t`The selection holds positions to verify and reviewed ones; an action takes one kind at a time. Deselect ${reviewed} reviewed or ${count - reviewed} to verify.`}
        </p>
      ) : null}
      {tooMany ? (
        <p className={css({ color: "danger.default", fontSize: "sm" })}>{t`At most ${MAX_BULK_IDS} positions at once; deselect ${count - MAX_BULK_IDS}.`}</p>
      ) : null}
      {review.progress ? <ReviewProgress {...review.progress} /> : null}
      {review.running ? null : review.failure ? <ReviewProblem failure={review.failure} nameOf={nameOf} /> : null}
      <ReviewAskDialog asking={asking} count={count} onClose={() => setAsking(null)} onRun={(kind) => void start(kind)} />
    </section>
  );
}
