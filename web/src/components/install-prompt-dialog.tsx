import { Dialog, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { confirmInstallPrompt, useInstallPrompt } from "../lib/install-prompt";
import { AppLogo } from "./app-logo";
import { PlusSquareIcon, ShareIcon } from "./icons";
import { useBackCloses } from "./ui/back-closes";
import { button } from "./ui/button";
import { dialogStyles } from "./ui/dialog-styles";

/**
 * product.md §2/§4: offered when the app is not installed, not running standalone and not
 * dismissed before; closing it in any way stores the choice so it never shows again.
 */
export function InstallPromptDialog() {
  const { t } = useLingui();
  const state = useInstallPrompt();
  const [installing, setInstalling] = useState(false);
  useBackCloses(state.kind !== "hidden", () => {
    confirmInstallPrompt();
    return false;
  });
  if (state.kind === "hidden") return null;

  const install = async () => {
    if (state.kind !== "prompt") return;
    setInstalling(true);
    try {
      await state.event.prompt();
      await state.event.userChoice;
    } finally {
      setInstalling(false);
      confirmInstallPrompt();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && confirmInstallPrompt()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={dialogStyles.content}>
            <div className={css({ display: "flex", gap: "3", alignItems: "center", mb: "3" })}>
              <AppLogo size={40} />
              <Dialog.Title className={dialogStyles.title}>{t`Install the app`}</Dialog.Title>
            </div>
            {state.kind === "ios" ? (
              <>
                <Dialog.Description className={dialogStyles.description}>
                  {t`Add the report panel to your home screen for quick access:`}
                </Dialog.Description>
                <ol className={css({ display: "grid", gap: "2", mt: "3", fontSize: "sm", listStyle: "none" })}>
                  <li className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                    <ShareIcon size={18} /> {t`1. Tap the Share button in the browser toolbar.`}
                  </li>
                  <li className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                    <PlusSquareIcon size={18} /> {t`2. Choose "Add to Home Screen".`}
                  </li>
                </ol>
                <div className={dialogStyles.actions}>
                  <Dialog.CloseTrigger className={cx(button({ variant: "solid" }))}>{t`Close`}</Dialog.CloseTrigger>
                </div>
              </>
            ) : (
              <>
                <Dialog.Description className={dialogStyles.description}>
                  {t`Install the report panel on this device to open it like any other app, straight from your home screen.`}
                </Dialog.Description>
                <div className={dialogStyles.actions}>
                  <Dialog.CloseTrigger className={cx(button({ variant: "outline" }))}>{t`Maybe later`}</Dialog.CloseTrigger>
                  <button
                    type="button"
                    className={cx(button({ variant: "solid" }))}
                    onClick={() => void install()}
                    disabled={installing}
                  >
                    {t`Install`}
                  </button>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
