import { Dialog, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { ConfirmDialog } from "./confirm-dialog";
import { isGone, useReportGone } from "./gone";
import { ProblemAlert } from "./problem-alert";
import { XIcon } from "./icons";
import { button } from "./ui/button";
import { dialogStyles } from "./ui/dialog-styles";
import { useBackCloses } from "./ui/back-closes";
import { useFinalFocus } from "./ui/final-focus";
import { Spinner } from "./ui/spinner";
import { liftToastsAbove } from "./ui/toaster";
import { infoBox } from "./info-box";
import { notifyProblem } from "./problem-toast";
import { ApiError } from "../lib/api-error";
import { reservedBarControls, reserveScrollPadding } from "../lib/scroll-padding";
import { isChangedMeanwhile, type ReloadOutcome } from "../lib/edit-version";
import { fieldLabels } from "../lib/field-label";

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The submit button is off while the form is known to be refused (say, a period already taken). */
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A failure that belongs to no field (a 409, a 403): shown above the buttons. */
  problem?: unknown;
  /**
   * After a refusal because someone else saved the record meanwhile: offered as "Load the saved
   * version", it puts the record as it is now into the form (the caller's reset; see useEditedRecord).
   */
  onReload?: () => Promise<ReloadOutcome | void>;
  /** Wider for forms with two columns. */
  size?: "md" | "lg";
  /**
   * A second way to submit, beside the main button (say, "Add and enter another"): `onChoose` runs, then the
   * form is submitted as by the main button. Enter in a field still means the main button.
   */
  altSubmit?: { label: string; onChoose: () => void };
  /** A new value means the form starts afresh (say, the next entry after altSubmit): nothing typed to lose yet. */
  freshKey?: number;
  /** The form opens holding work to lose (say, a restored draft): leaving asks first, as once something is typed. */
  startDirty?: boolean;
  children: ReactNode;
};

const content = css.raw({
  maxH: "calc(100dvh - 2rem)",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
});
// One merged style, not a class beside the base's: atomic classes of one property apply in
// stylesheet order, not class order, so an added max-w_2xl lost to the base's max-w_md.
const sized = { md: css(dialogStyles.contentRaw, content), lg: css(dialogStyles.contentRaw, content, { maxW: "2xl" }) };

// Out of a long form on a phone without scrolling to its buttons, as Escape is with a keyboard:
// shown at the top corner and kept there as the form scrolls, yet last in the focus order, so the
// form still opens on its first field. A finger's size on a phone.
const closeCorner = css(button.raw({ variant: "ghost", size: "iconSm" }), {
  order: -1,
  alignSelf: "flex-end",
  position: "sticky",
  // Sticky offsets count from inside the content's padding: as far up as its own margin takes it.
  top: "-3",
  zIndex: 1,
  mt: "-3",
  me: "-3",
  mb: { base: "-10", md: "-8" },
  w: { base: "10", md: "8" },
  h: { base: "10", md: "8" },
  bg: "bg.surface",
});
const titleBesideClose = css({ pe: "8" });

// The second way to submit stands apart, on the left (its own row on a phone), before Cancel and
// the main button in reading and focus order alike.
const altButton = css({ flexBasis: { base: "full", sm: "auto" }, mr: { sm: "auto" } });

// Said only while a field of the form is marked * (a choice of options alone has none).
const requiredNote = css({ display: "none", fontSize: "xs", color: "fg.muted", "form:has([data-part=required-indicator]) > &": { display: "block" } });
// The buttons stay in view at the bottom of a form taller than the screen, over the fields
// scrolling beneath; the negative margins span the content's padding (p 6).
const footer = css(dialogStyles.actionsRaw, reservedBarControls, {
  mt: "1",
  position: "sticky",
  bottom: "-6",
  mx: "-6",
  mb: "-6",
  px: "6",
  pt: "3",
  pb: "6",
  bg: "bg.surface",
  borderTopWidth: "1px",
  borderColor: "border.default",
  transition: "box-shadow 0.15s",
  // Fields left below the buttons (the authors at the end of a long form): a shade says there is more.
  "&[data-more-below]": {
    borderColor: "border.strong",
    boxShadow: { base: "0 -10px 12px -10px rgba(0, 0, 0, 0.3)", _dark: "0 -10px 12px -10px rgba(0, 0, 0, 0.9)" },
  },
});

/**
 * The form's sticky buttons cover the fields scrolling beneath them. The content's scroll padding
 * keeps a field reached with Tab clear of them, and a focused field (also one the dialog's focus
 * wrapped round to, which it does not scroll to) is brought into view; the buttons themselves not.
 * A toast shown while the form stays open stands above the buttons rather than over them.
 * A ref callback: React 19 runs what it returns when the buttons go.
 */
function keepFieldsClearOf(bar: HTMLDivElement | null) {
  if (!bar) return;
  const scroller = bar.closest<HTMLElement>("[data-scope=dialog][data-part=content]");
  const form = bar.closest("form");
  const release = scroller ? reserveScrollPadding(bar, scroller, "bottom") : undefined;
  const markMoreBelow = () => {
    if (scroller) bar.toggleAttribute("data-more-below", scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1);
  };
  markMoreBelow();
  scroller?.addEventListener("scroll", markMoreBelow, { passive: true });
  const resized = new ResizeObserver(markMoreBelow);
  if (scroller) resized.observe(scroller);
  if (form) resized.observe(form);
  // A toast still showing as the form opens (the last save's, for 5 s) stands above the buttons.
  const unlift = liftToastsAbove(bar);
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof HTMLElement && !bar.contains(e.target)) e.target.scrollIntoView({ block: "nearest" });
  };
  form?.addEventListener("focusin", onFocusIn);
  return () => {
    release?.();
    unlift();
    scroller?.removeEventListener("scroll", markMoreBelow);
    resized.disconnect();
    form?.removeEventListener("focusin", onFocusIn);
  };
}

/**
 * A dialog holding one form: title, fields, the "* required" note, a refused action, Cancel and
 * submit, a close button in the corner. Once something was typed, Escape, Back, Cancel and close
 * ask before throwing it away (Escape is also what closes a picker's list, so one press too many
 * lost the form); a click outside never closes it.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  submitDisabled = false,
  onSubmit,
  problem,
  onReload,
  size = "md",
  altSubmit,
  freshKey = 0,
  startDirty = false,
  children,
}: FormDialogProps) {
  const { t } = useLingui();
  const [dirty, setDirty] = useState(startDirty);
  const [askDiscard, setAskDiscard] = useState(false);
  const finalFocus = useFinalFocus(open);
  const reportGone = useReportGone();
  const problemRef = useRef<HTMLDivElement>(null);
  const gone = useEffectEvent((error: Parameters<typeof reportGone>[0]) => {
    reportGone(error);
    onOpenChange(false);
  });
  // A refusal sits below the fields, out of sight in a long form, and the disabled submit button
  // dropped focus: it is brought into view and given the focus. A record deleted meanwhile leaves
  // nothing to save: the dialog closes and says so.
  useEffect(() => {
    if (!problem) return;
    if (isGone(problem)) {
      gone(problem);
      return;
    }
    problemRef.current?.scrollIntoView({ block: "center" });
    problemRef.current?.focus({ preventScroll: true });
  }, [problem]);
  if (!open && (dirty || askDiscard)) {
    setDirty(false);
    setAskDiscard(false);
  }
  const [freshFor, setFreshFor] = useState(freshKey);
  if (freshKey !== freshFor) {
    setFreshFor(freshKey);
    setDirty(false);
  }
  // A colleague's change refused this one: said as the form's outcome, with the way on (the server's
  // "reload it" is for any client). Once loaded, a note says what happened to what was typed.
  const [reloaded, setReloaded] = useState<Reloaded | null>(null);
  const notSaved = new ApiError({
    status: 409,
    code: "CONFLICT",
    title: t`Your changes were not saved`,
    detail: t`Someone else saved this record while you were changing it. Load the saved version: your changes to the fields they left alone stay in the form.`,
  });
  // The record deleted meanwhile: nothing to load or save, as when saving finds it gone.
  const reloadFailed = (error: ApiError) => {
    if (error.status === 404) {
      reportGone(error);
      onOpenChange(false);
    } else if (error.status !== 401) notifyProblem(error, t`The saved version could not be loaded`);
  };
  // Changes kept over the saved version are work to lose, though the form started afresh.
  const keptOnReload = Boolean(reloaded?.kept);
  const leave = () => {
    if (pending) return;
    if (dirty || keptOnReload) setAskDiscard(true);
    else onOpenChange(false);
  };
  useBackCloses(open, () => {
    if (pending || dirty || keptOnReload) {
      leave();
      return true;
    }
    onOpenChange(false);
    return false;
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!pending) onOpenChange(d.open);
      }}
      finalFocusEl={finalFocus}
      onEscapeKeyDown={(e) => {
        if (!dirty && !keptOnReload) return;
        e.preventDefault();
        leave();
      }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={sized[size]}>
            <Dialog.Title className={cx(dialogStyles.title, titleBesideClose)}>{title}</Dialog.Title>
            {description ? <Dialog.Description className={cx(dialogStyles.description, css({ mt: "1" }))}>{description}</Dialog.Description> : null}
            <form
              noValidate
              onSubmit={(e) => {
                setReloaded(null);
                onSubmit(e);
              }}
              onInput={() => {
                setDirty(true);
                setReloaded(null);
              }}
              className={css({ display: "grid", gap: "4", mt: "5" })}
            >
              {children}
              <p className={requiredNote}>{t`Fields marked * are required.`}</p>
              {problem && !isGone(problem) ? (
                <div ref={problemRef} tabIndex={-1} className={css({ outline: "none", scrollMarginBottom: "24" })}>
                  {onReload && isChangedMeanwhile(problem) ? (
                    <ProblemAlert error={notSaved}>
                      <ReloadButton onReload={onReload} onLoaded={setReloaded} onFailed={reloadFailed} />
                    </ProblemAlert>
                  ) : (
                    <ProblemAlert error={problem} />
                  )}
                </div>
              ) : reloaded ? (
                <output className={cx(infoBox, css({ display: "block" }))}>
                  {!reloaded.kept
                    ? t`The saved version is in the form. Make your changes again, then save.`
                    : reloaded.clashes === 0
                      ? t`The saved version is in the form, with your changes kept. Check them, then save.`
                      : reloaded.clashed.length === 0
                        ? t`The saved version is in the form, with your changes kept, except where someone else changed the same thing: that shows the saved value. Check them, then save.`
                        : t`The saved version is in the form, with your changes kept, except where someone else changed the same field (${reloaded.clashed.join(", ")}): those show the saved value. Check them, then save.`}
                </output>
              ) : null}
              <div ref={keepFieldsClearOf} className={footer}>
                {altSubmit ? (
                  // type="button": the form's default button (Enter in a field) stays the main one.
                  <button
                    type="button"
                    className={cx(button({ variant: "outline" }), altButton)}
                    disabled={pending || submitDisabled}
                    onClick={(e) => {
                      altSubmit.onChoose();
                      e.currentTarget.form?.requestSubmit();
                    }}
                  >
                    {altSubmit.label}
                  </button>
                ) : null}
                <button type="button" className={button({ variant: "outline" })} onClick={leave} disabled={pending}>
                  {t`Cancel`}
                </button>
                <button type="submit" className={button({ variant: "solid" })} disabled={pending || submitDisabled} aria-busy={pending}>
                  {pending ? <Spinner /> : null}
                  {submitLabel}
                </button>
              </div>
            </form>
            <button type="button" aria-label={t`Close`} className={closeCorner} onClick={leave} disabled={pending}>
              <XIcon size={18} />
            </button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={t`Discard changes?`}
        description={t`What you typed in “${title}” will be lost.`}
        confirmLabel={t`Discard`}
        onConfirm={async () => onOpenChange(false)}
      />
    </Dialog.Root>
  );
}

/** After "Load the saved version": how many of the user's changes stayed and how many clashed, with the labels of the clashed fields that have one. */
type Reloaded = { kept: number; clashes: number; clashed: string[] };

/**
 * Loads the record as saved now into the form. The button goes with the refusal it answers, so the
 * focus then moves to the form's first field rather than being lost.
 */
function ReloadButton({
  onReload,
  onLoaded,
  onFailed,
}: {
  onReload: () => Promise<ReloadOutcome | void>;
  onLoaded: (reloaded: Reloaded) => void;
  onFailed: (error: ApiError) => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const load = async (form: HTMLFormElement | null) => {
    setBusy(true);
    try {
      const outcome = await onReload();
      // Named once the form shows the saved version: a field it brings back (another type's) is there then.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const clashed = fieldLabels(form, outcome?.clashed ?? []);
      onLoaded({ kept: outcome?.kept.length ?? 0, clashes: outcome?.clashed.length ?? 0, clashed });
      requestAnimationFrame(() => form?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus());
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError) onFailed(error);
      else throw error;
    }
  };
  return (
    <div className={css({ mt: "1" })}>
      <button type="button" className={button({ variant: "solid" })} disabled={busy} aria-busy={busy} onClick={(e) => void load(e.currentTarget.form)}>
        {busy ? <Spinner /> : null}
        {t`Load the saved version`}
      </button>
    </div>
  );
}
