import { Dialog, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ApiError } from "../lib/api-error";
import { css, cx } from "styled-system/css";
import { isGone, useReportGone } from "./gone";
import { ProblemAlert } from "./problem-alert";
import { button } from "./ui/button";
import { dialogStyles } from "./ui/dialog-styles";
import { useBackCloses } from "./ui/back-closes";
import { useFinalFocus } from "./ui/final-focus";
import { Spinner } from "./ui/spinner";

/**
 * A question often opens over a form's dialog ("Discard changes?", "Deactivate account?"): its
 * backdrop goes above that dialog, which it would otherwise leave undimmed and looking live.
 * Nothing in a question opens a popover, so it may sit above every modal.
 */
const aboveDialogs = {
  backdrop: css(dialogStyles.backdropRaw, { zIndex: "calc(token(zIndex.modal) + 1)" }),
  positioner: css(dialogStyles.positionerRaw, { zIndex: "calc(token(zIndex.modal) + 2)" }),
};

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirming button's text, a verb naming the action ("Delete", "Deactivate"). */
  confirmLabel: string;
  /** "danger" for destructive actions. */
  tone?: "danger" | "default";
  /** Runs the action; a thrown failure stays in the dialog, shown with its reasons. */
  onConfirm: () => Promise<void>;
};

/**
 * An alert dialog that asks before an action and shows why it was refused (say, a 409) without
 * closing; Cancel has the initial focus, so Enter never destroys by accident.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, tone = "danger", onConfirm }: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const finalFocus = useFinalFocus(open);
  const reportGone = useReportGone();
  // A refusal (409: still in use, say) stands until something else changes: no point pressing again.
  const refused = error instanceof ApiError && error.status === 409;

  const change = (next: boolean) => {
    if (pending) return;
    if (!next) setError(null);
    onOpenChange(next);
  };
  useBackCloses(open, () => {
    change(false);
    return pending;
  });
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onOpenChange(false);
    } catch (e) {
      if (isGone(e)) {
        setPending(false);
        onOpenChange(false);
        reportGone(e);
        return;
      }
      // The pressed button was disabled meanwhile, which dropped focus: it goes to the reasons.
      flushSync(() => {
        setPending(false);
        setError(e);
      });
      alertRef.current?.focus();
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => change(d.open)}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={aboveDialogs.backdrop} />
        <Dialog.Positioner className={aboveDialogs.positioner}>
          <Dialog.Content className={dialogStyles.content}>
            <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
            <Dialog.Description className={cx(dialogStyles.description, css({ mt: "2" }))}>{description}</Dialog.Description>
            {error ? (
              <div ref={alertRef} tabIndex={-1} className={css({ mt: "4", outline: "none" })}>
                <ProblemAlert error={error} />
              </div>
            ) : null}
            <div className={dialogStyles.actions}>
              <button ref={cancelRef} type="button" className={button({ variant: "outline" })} onClick={() => change(false)} disabled={pending}>
                {t`Cancel`}
              </button>
              <button
                type="button"
                className={button({ variant: tone === "danger" ? "danger" : "solid" })}
                onClick={() => void confirm()}
                disabled={pending || refused}
                aria-busy={pending}
              >
                {pending ? <Spinner /> : null}
                {confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
