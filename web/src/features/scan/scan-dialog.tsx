import type { PublicationDto } from "@contract/publications";
import { Dialog, Portal } from "@ark-ui/react";
import { Plural, useLingui } from "@lingui/react/macro";
import { useId, useRef, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { PublicationIdentifiers, PublicationTitle, PublicationTypeLabel } from "../../components/catalogue/publication-cells";
import { AlertIcon, ImageIcon, ScanIcon, XIcon } from "../../components/icons";
import { ProblemAlert } from "../../components/problem-alert";
import { useBackCloses } from "../../components/ui/back-closes";
import { button } from "../../components/ui/button";
import { dialogStyles } from "../../components/ui/dialog-styles";
import { Spinner } from "../../components/ui/spinner";
import { formatFullName } from "../../lib/format";
import type { CameraErrorKind } from "./camera";
import { GUIDE } from "./preprocess";
import { useScanner, type ScanState } from "./use-scanner";

/** A number read and what the catalogue holds under it. */
export type ScanResult = { kind: "isbn" | "issn"; value: string; matches: PublicationDto[] };

export type ScanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The main action once a number is read: "Show in the list", "Use this number". */
  actionLabel: string | ((result: ScanResult) => string);
  onUse: (result: ScanResult) => void;
  /** Runs once the dialog has finished closing: open another dialog from here, not while this one closes. */
  onExitComplete?: () => void;
  /** Extra actions for one match (say, open it for editing). */
  renderMatchActions?: (publication: PublicationDto) => ReactNode;
};

const content = css(dialogStyles.contentRaw, { maxW: "lg", maxH: "calc(100dvh - 2rem)", overflowY: "auto", position: "relative" });
const closeButton = css({ position: "absolute", top: "3", insetEnd: "3" });
const stage = css({ position: "relative", mt: "4", bg: "black", rounded: "lg", overflow: "hidden", minH: "40" });
const video = css({ display: "block", w: "full", h: "auto" });
const guide = css({
  position: "absolute",
  borderWidth: "3px",
  borderColor: "white",
  rounded: "md",
  // A white frame with a dark edge shows on light and dark covers alike; the rest of the picture is dimmed.
  boxShadow: "0 0 0 2px rgba(0,0,0,0.55), inset 0 0 0 1px rgba(0,0,0,0.35), 0 0 0 9999px rgba(0,0,0,0.4)",
  pointerEvents: "none",
});
/** Where the guide sits: the band that is read (preprocess.ts GUIDE), as inline geometry Panda need not extract. */
const guideBox = {
  left: `${((1 - GUIDE.width) / 2) * 100}%`,
  top: `${((1 - GUIDE.height) / 2) * 100}%`,
  width: `${GUIDE.width * 100}%`,
  height: `${GUIDE.height * 100}%`,
};
const statusStyle = css.raw({ display: "flex", alignItems: "center", gap: "2", mt: "3", fontSize: "sm", color: "fg.muted", "&:empty": { mt: "0" } });
const status = css(statusStyle);
const notFound = css(statusStyle, { color: "fg.default", fontWeight: "medium" });
const foundStatus = css(statusStyle, { color: "fg.default" });
const actionRow = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "2", mt: "6" });
const matchList = css({ display: "grid", gap: "2", mt: "3", listStyle: "none", p: "0" });
const matchItem = css({ p: "3", borderWidth: "1px", borderColor: "border.default", rounded: "md", display: "grid", gap: "1", fontSize: "sm" });
const warning = css({
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  mt: "4",
  p: "3",
  rounded: "md",
  borderWidth: "1px",
  borderColor: "danger.default",
  bg: "danger.subtle",
  fontSize: "sm",
});

function useCameraMessages(): Record<CameraErrorKind, { title: string; hint: string }> {
  const { t } = useLingui();
  return {
    systemDenied: {
      title: t`Camera access is blocked by your system`,
      hint: t`Allow this browser to use the camera in your device's privacy settings, then try again — or choose an image instead.`,
    },
    userDenied: {
      title: t`You've denied your camera permission`,
      hint: t`Allow the camera for this site in the browser's settings, then try again — or choose an image instead.`,
    },
    cannotStart: {
      title: t`Could not start video source`,
      hint: t`The camera may be in use by another app. Close it and try again — or choose an image instead.`,
    },
    generic: {
      title: t`The camera could not be used`,
      hint: t`This device may have no camera available. Choose an image of the number instead.`,
    },
  };
}

function StatusLine({ state }: { state: ScanState }) {
  const { t } = useLingui();
  let text: ReactNode = null;
  let busy = false;
  if (state.readerMissing) text = t`The number reader could not be loaded. Check your connection, or type the number instead.`;
  else if (state.phase === "starting") [text, busy] = [t`Starting the camera…`, true];
  else if (state.phase === "scanning")
    [text, busy] = [
      state.notRead
        ? t`Number not read yet. Hold the ISBN or ISSN steady inside the frame, in good light.`
        : t`Point the camera at the ISBN or ISSN and hold it inside the frame.`,
      true,
    ];
  else if (state.phase === "image" && state.busy) [text, busy] = [t`Reading the image…`, true];
  else if (state.phase === "image" && state.notRead) text = t`Number not read. Choose a sharper image where the ISBN or ISSN is clearly visible.`;
  return (
    <output className={status}>
      {busy ? <Spinner size={14} /> : null}
      {text}
    </output>
  );
}

function Matches({ state, renderMatchActions }: { state: ScanState; renderMatchActions?: ScanDialogProps["renderMatchActions"] }) {
  const { t } = useLingui();
  const lookup = state.lookup;
  if (!lookup || lookup.status === "loading")
    return (
      <output className={status}>
        <Spinner size={14} />
        {t`Looking the number up in the catalogue…`}
      </output>
    );
  if (lookup.status === "error")
    return (
      <div className={css({ mt: "3" })}>
        <ProblemAlert error={lookup.error} />
      </div>
    );
  const items = lookup.response.items;
  if (items.length === 0) return <output className={notFound}>{t`Publication not found.`}</output>;
  return (
    <section aria-label={t`Publications with this number`}>
      <output className={foundStatus}>
        <Plural value={items.length} one="# publication found." other="# publications found." />
      </output>
      <ul className={matchList}>
        {items.slice(0, 5).map((p) => (
          <li key={p.id} className={matchItem}>
            <span className={css({ fontWeight: "medium" })}>
              <PublicationTitle publication={p} />
            </span>
            <span className={css({ color: "fg.muted" })}>
              <PublicationTypeLabel type={p.type} />
              {p.publicationYear ? ` · ${p.publicationYear}` : ""}
              {p.authors.length ? ` · ${p.authors.map((a) => formatFullName(a)).join("; ")}` : ""}
            </span>
            <PublicationIdentifiers publication={p} />
            {renderMatchActions ? <div className={css({ display: "flex", gap: "2", mt: "1" })}>{renderMatchActions(p)}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Scans an ISBN or ISSN: the back camera with a guide frame, or an image file as a fallback
 * (desktops without a camera). A number is accepted only when its check digit holds; it is then
 * looked up in the catalogue and handed to the caller with its matches.
 */
export function ScanDialog({ open, onOpenChange, actionLabel, onUse, onExitComplete, renderMatchActions }: ScanDialogProps) {
  const { t } = useLingui();
  const { state, videoRef, readImage, restart } = useScanner(open);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const cameraMessages = useCameraMessages();
  const cameraShown = state.phase === "starting" || state.phase === "scanning";
  const found = state.phase === "found" ? state.found : undefined;
  const kindLabel = found?.kind === "issn" ? "ISSN" : "ISBN";
  useBackCloses(open, () => {
    onOpenChange(false);
    return false;
  });
  const result: ScanResult | null = found && state.lookup?.status === "done" ? { kind: found.kind, value: found.value, matches: state.lookup.response.items } : null;

  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} onExitComplete={onExitComplete} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={content}>
            <Dialog.Title className={dialogStyles.title}>{t`Scan an ISBN or ISSN`}</Dialog.Title>
            <Dialog.Description className={cx(dialogStyles.description, css({ mt: "1", pe: "8" }))}>
              {t`Use the camera, or choose a photo or scan of the number.`}
            </Dialog.Description>
            <Dialog.CloseTrigger className={cx(button({ variant: "ghost", size: "iconSm" }), closeButton)} aria-label={t`Close`}>
              <XIcon size={16} />
            </Dialog.CloseTrigger>

            {cameraShown ? (
              <div className={stage}>
                <video ref={videoRef} className={video} muted playsInline autoPlay aria-label={t`Camera preview`} />
                {state.phase === "scanning" ? <div className={guide} style={guideBox} aria-hidden="true" /> : null}
              </div>
            ) : null}

            {state.phase === "cameraError" && state.cameraError ? (
              <div role="alert" className={warning}>
                <span className={css({ color: "danger.default", flexShrink: 0, mt: "0.5" })}>
                  <AlertIcon size={18} />
                </span>
                <div className={css({ display: "grid", gap: "1" })}>
                  <p className={css({ fontWeight: "semibold" })}>{cameraMessages[state.cameraError].title}</p>
                  <p>{cameraMessages[state.cameraError].hint}</p>
                </div>
              </div>
            ) : null}

            {found ? (
              <div className={css({ mt: "4" })}>
                <p className={css({ fontSize: "sm" })}>
                  {t`Number read:`}{" "}
                  <strong className={css({ fontVariantNumeric: "tabular-nums" })}>
                    {kindLabel} {found.value}
                  </strong>
                </p>
                <Matches state={state} renderMatchActions={renderMatchActions} />
              </div>
            ) : (
              <StatusLine state={state} />
            )}

            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept="image/*"
              className={css({ srOnly: true })}
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (file) void readImage(file);
              }}
            />
            <div className={actionRow}>
              <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
                <button
                  type="button"
                  className={button({ variant: "outline", size: "sm" })}
                  onClick={() => fileRef.current?.click()}
                  disabled={state.phase === "image" && state.busy}
                >
                  <ImageIcon size={16} />
                  {t`Choose an image`}
                </button>
                {!cameraShown ? (
                  <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={restart}>
                    <ScanIcon size={16} />
                    {state.phase === "cameraError" ? t`Try the camera again` : t`Scan with the camera`}
                  </button>
                ) : null}
              </div>
              {result ? (
                <button type="button" className={cx(button({ variant: "solid" }), css({ ms: "auto" }))} onClick={() => onUse(result)}>
                  {typeof actionLabel === "string" ? actionLabel : actionLabel(result)}
                </button>
              ) : null}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
