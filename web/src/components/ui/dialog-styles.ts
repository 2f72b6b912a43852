import { css } from "styled-system/css";

const content = css.raw({
  w: "full",
  maxW: "md",
  bg: "bg.surface",
  color: "fg.default",
  borderRadius: "xl",
  borderWidth: "1px",
  borderColor: "border.default",
  shadow: "xl",
  p: "6",
  _open: { animation: "popIn 0.15s ease-out" },
});
const backdrop = css.raw({
  position: "fixed",
  inset: "0",
  bg: "overlay.default",
  zIndex: "overlay",
  _open: { animation: "fadeIn 0.15s ease-out" },
  _closed: { animation: "fadeOut 0.1s ease-in" },
});
const positioner = css.raw({
  position: "fixed",
  inset: "0",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  p: "4",
  zIndex: "modal",
});
const actions = css.raw({ display: "flex", justifyContent: "flex-end", gap: "2", mt: "6", flexWrap: "wrap" });

/** Shared look of centred dialogs (Ark Dialog parts). */
export const dialogStyles = {
  backdrop: css(backdrop),
  positioner: css(positioner),
  /** Backdrop and positioner as objects, for a dialog that sits at another layer (css(backdropRaw, …)). */
  backdropRaw: backdrop,
  positionerRaw: positioner,
  content: css(content),
  /**
   * The content's styles as an object, for dialogs that change some of them: css(contentRaw, …)
   * keeps the later value, where cx(content, …) would leave it to the stylesheet's order.
   */
  contentRaw: content,
  // Names typed as one unbroken run (a 100-letter surname) wrap instead of running out of the dialog.
  title: css({ fontSize: "lg", fontWeight: "semibold", overflowWrap: "anywhere" }),
  description: css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" }),
  actions: css(actions),
  actionsRaw: actions,
};
