import type { Role } from "@contract/common";
import { Dialog, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { css } from "styled-system/css";
import { MenuIcon, XIcon } from "../../components/icons";
import { useBackCloses } from "../../components/ui/back-closes";
import { dialogStyles } from "../../components/ui/dialog-styles";
import { IconButton } from "../../components/ui/icon-button";
import { Brand } from "./brand";
import { NavLinks } from "./nav-links";

/** Narrow screens: a menu button opening the navigation as a side sheet (Ark Dialog). */
export function MobileNav({ role, resetRequired }: { role: Role; resetRequired: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // A link taken hands focus to the new page, as the sidebar's do; the shell leaves it alone while
  // this sheet is open, and closing would give it back to the menu button.
  const navigated = useRef(false);
  const navigate = () => {
    navigated.current = true;
    setOpen(false);
  };
  useBackCloses(open, () => {
    setOpen(false);
    return false;
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (d.open) navigated.current = false;
        setOpen(d.open);
      }}
      finalFocusEl={() => (navigated.current ? document.getElementById("main-content") : null)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <IconButton label={t`Open menu`} icon={<MenuIcon />} className={css({ lg: { display: "none" } })} />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={css({ position: "fixed", insetY: "0", insetStart: "0", zIndex: "modal", display: "flex" })}>
          <Dialog.Content
            aria-label={t`Navigation menu`}
            className={css({
              w: "72",
              maxW: "85vw",
              h: "100dvh",
              bg: "bg.surface",
              borderEndWidth: "1px",
              borderColor: "border.default",
              shadow: "xl",
              display: "flex",
              flexDirection: "column",
              gap: "4",
              p: "3",
              overflowY: "auto",
              _open: { animation: "slideInLeft 0.2s ease-out" },
              _closed: { animation: "slideOutLeft 0.15s ease-in" },
            })}
          >
            <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", pt: "1" })}>
              <Brand onNavigate={navigate} />
              <Dialog.CloseTrigger asChild>
                <IconButton label={t`Close menu`} icon={<XIcon />} tooltip={false} />
              </Dialog.CloseTrigger>
            </div>
            <NavLinks role={role} resetRequired={resetRequired} onNavigate={navigate} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
