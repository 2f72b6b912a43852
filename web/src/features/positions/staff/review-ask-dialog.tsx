import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import type { ReviewKind } from "./use-review-run";

// The group's title on a line of its own: run into the sentence, it read as its first words.
const subjectLine = css({ display: "block", mb: "1" });

/**
 * The question before confirming, marking outdated or reverting several positions at once (a
 * selection or a group), naming how many; `subject` (a group's publication) leads the
 * description. The dialog closes at once: the run's progress and any refusal show where it was
 * started.
 */
export function ReviewAskDialog<K extends ReviewKind>({
  asking,
  count,
  subject,
  onClose,
  onRun,
}: {
  asking: K | null;
  count: number;
  subject?: ReactNode;
  onClose: () => void;
  onRun: (kind: K) => void;
}) {
  const { t } = useLingui();
  // Said of one position as of one: "It leaves the queue", not "They leave".
  const text =
    asking === "outdated"
      ? t({
          message: plural(count, {
            one: "It leaves the queue without being added to the catalogue, and its report may become verified. You can revert this later.",
            other: "They leave the queue without being added to the catalogue, and their reports may become verified. You can revert this later.",
          }),
        })
      : asking === "revert"
        ? t({
            message: plural(count, {
              one: "It returns to the queue to be verified again, and its report becomes unverified. A publication already added to the catalogue stays there.",
              other: "They return to the queue to be verified again, and their reports become unverified. Publications already added to the catalogue stay there.",
            }),
          })
        : t({
            message: plural(count, {
              one: "It is linked to its publication and authors in the catalogue; those not in it yet are added as verified. You can revert the confirmation later.",
              other: "Each is linked to its publication and authors in the catalogue; those not in it yet are added as verified. You can revert a confirmation later.",
            }),
          });
  return (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="default"
      title={
        asking === "outdated"
          ? t({ message: plural(count, { one: "Mark # position outdated?", other: "Mark # positions outdated?" }) })
          : asking === "revert"
            ? t({ message: plural(count, { one: "Revert # position?", other: "Revert # positions?" }) })
            : t({ message: plural(count, { one: "Confirm # position?", other: "Confirm # positions?" }) })
      }
      description={
        subject ? (
          <>
            <strong className={subjectLine}>{subject}</strong>
            {text}
          </>
        ) : (
          text
        )
      }
      confirmLabel={asking === "outdated" ? t({ message: "Mark outdated", context: "several positions" }) : asking === "revert" ? t`Revert` : t`Confirm`}
      onConfirm={async () => {
        if (asking) onRun(asking);
      }}
    />
  );
}
