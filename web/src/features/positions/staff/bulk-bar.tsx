import { MAX_BULK_IDS, type PositionDto } from "@contract/positions";
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { publicationName } from "../../../components/catalogue/publication-cells";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { CheckIcon } from "../../../components/icons";
import { button } from "../../../components/ui/button";
import { notify } from "../../../components/ui/toaster";
import { ArchiveIcon } from "./queue-icons";
import { ReviewProgress } from "./review-progress";
import { ReviewProblem } from "./review-problem";
import { useReviewRun, type ReviewKind } from "./use-review-run";

const bar = css({
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

type BulkKind = Extract<ReviewKind, "verify" | "outdated">;

/**
 * The action bar of a multi-selection: confirm or mark outdated all selected positions in one call
 * (all or nothing, at most 1,000), each after a question naming how many (a tap near the sticky
 * bar on a phone must not change dozens of positions); a refusal stays here with its reasons, and
 * the selection is kept until a run succeeds.
 */
export function BulkBar({ selected, onClear }: { selected: ReadonlyMap<string, PositionDto>; onClear: () => void }) {
  const { t } = useLingui();
  const review = useReviewRun();
  const [asking, setAsking] = useState<BulkKind | null>(null);
  const count = selected.size;
  const tooMany = count > MAX_BULK_IDS;
  const nameOf = (id: string) => {
    const p = selected.get(id);
    return p ? `${publicationName(p.publication)} (${p.companyName})` : undefined;
  };

  const start = async (kind: BulkKind) => {
    if (count === 0 || tooMany || review.running) return;
    const { done, failure } = await review.run(kind, [...selected.keys()]);
    if (failure) return;
    notify.success({
      title:
        kind === "verify"
          ? t({ message: plural(done, { one: "Confirmed # position", other: "Confirmed # positions" }) })
          : t({ message: plural(done, { one: "Marked # position outdated", other: "Marked # positions outdated" }) }),
    });
    onClear();
  };

  if (count === 0 && !review.failure) return null;
  return (
    <section className={bar} aria-label={t`Selected positions`}>
      <div className={row}>
        <p className={css({ fontWeight: "medium", fontSize: "sm", flex: "1 1 12rem" })} aria-live="polite">
          <Plural value={count} one="# position selected" other="# positions selected" />
        </p>
        <button
          type="button"
          className={button({ variant: "solid", size: "sm" })}
          disabled={count === 0 || tooMany || review.running}
          onClick={() => setAsking("verify")}
        >
          <CheckIcon size={16} />
          {t`Confirm selected (${count})`}
        </button>
        <button
          type="button"
          className={button({ variant: "outline", size: "sm" })}
          disabled={count === 0 || tooMany || review.running}
          onClick={() => setAsking("outdated")}
        >
          <ArchiveIcon size={16} />
          {t`Mark outdated (${count})`}
        </button>
        <button
          type="button"
          className={cx(button({ variant: "ghost", size: "sm" }))}
          disabled={review.running}
          onClick={() => {
            review.clearFailure();
            onClear();
          }}
        >
          {t`Clear selection`}
        </button>
      </div>
      {tooMany ? (
        <p className={css({ color: "danger.default", fontSize: "sm" })}>{t`At most ${MAX_BULK_IDS} positions at once; deselect ${count - MAX_BULK_IDS}.`}</p>
      ) : null}
      {review.progress ? <ReviewProgress {...review.progress} /> : null}
      {review.running ? null : review.failure ? <ReviewProblem failure={review.failure} nameOf={nameOf} /> : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        tone="default"
        title={
          asking === "outdated"
            ? t({ message: plural(count, { one: "Mark # position outdated?", other: "Mark # positions outdated?" }) })
            : t({ message: plural(count, { one: "Confirm # position?", other: "Confirm # positions?" }) })
        }
        description={
          asking === "outdated"
            ? t`They leave the queue without being added to the catalogue, and their reports may become verified. You can revert this later.`
            : t`Each is linked to its publication and authors in the catalogue; those not in it yet are added as verified. You can revert a confirmation later.`
        }
        confirmLabel={asking === "outdated" ? t({ message: "Mark outdated", context: "several positions" }) : t`Confirm`}
        onConfirm={async () => {
          // The dialog closes at once; the run's progress and any refusal show in this bar.
          if (asking) void start(asking);
        }}
      />
    </section>
  );
}
