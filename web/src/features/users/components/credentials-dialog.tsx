import { Dialog, Portal } from "@ark-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { CheckIcon, CopyIcon } from "../../../components/icons";
import { useBackCloses } from "../../../components/ui/back-closes";
import { button } from "../../../components/ui/button";
import { dialogStyles } from "../../../components/ui/dialog-styles";
import { connected } from "../../../components/ui/final-focus";

export type Credentials = {
  /** "created": a new account; "reset": a temporary password for an existing one. */
  reason: "created" | "reset";
  name: string;
  email: string;
  password: string;
};

type CopyState = "copying" | "copied" | "failed";

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The text put on the clipboard: the e-mail and the password, one per line, labelled. */
export function credentialsText(c: Pick<Credentials, "email" | "password">, labels: { email: string; password: string }): string {
  return `${labels.email}: ${c.email}\n${labels.password}: ${c.password}`;
}

const valueBox = css({
  display: "grid",
  // Label above value on phones, so a long e-mail or password is not squeezed into a narrow column.
  gridTemplateColumns: { base: "1fr", sm: "auto 1fr" },
  gap: { base: "0.5", sm: "2" },
  columnGap: "4",
  alignItems: "baseline",
  mt: "4",
  p: "3",
  borderRadius: "md",
  bg: "bg.muted",
  fontSize: "sm",
});
const mono = css({ fontFamily: "mono", fontSize: "md", overflowWrap: "anywhere", userSelect: "all", mb: { base: "2", sm: "0" }, _last: { mb: "0" } });

/**
 * product.md §4: the credentials of a new account (or a generated temporary password) are copied
 * to the clipboard once, as the dialog opens, and shown this one time: the parent drops them when
 * the dialog closes, so it can never be opened again.
 */
export function CredentialsDialog({
  credentials,
  returnFocus,
  onClose,
}: {
  credentials: Credentials;
  /** Where focus goes on Done: what opened the form before this dialog (it had none of its own). */
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [copy, setCopy] = useState<CopyState>("copying");
  const copiedOnce = useRef(false);
  const labels = { email: t`E-mail`, password: t`Temporary password` };
  const text = credentialsText(credentials, labels);

  const firstText = useRef(text);
  const write = async (value: string) => setCopy((await copyToClipboard(value)) ? "copied" : "failed");

  // Only once, on opening: later renders (a language switch) must not copy again.
  useEffect(() => {
    if (copiedOnce.current) return;
    copiedOnce.current = true;
    void copyToClipboard(firstText.current).then((ok) => setCopy(ok ? "copied" : "failed"));
  }, []);

  // The password is shown this once: only Done closes it, never a stray Escape, Back or click outside.
  useBackCloses(true, () => true);
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      finalFocusEl={() => connected(returnFocus())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={dialogStyles.content}>
            <Dialog.Title className={dialogStyles.title}>
              {credentials.reason === "created" ? t`Account created` : t`Temporary password`}
            </Dialog.Title>
            <Dialog.Description className={cx(dialogStyles.description, css({ mt: "2" }))}>
              {credentials.reason === "created"
                ? t`Give these sign-in details to ${credentials.name}. The temporary password is shown only now; they will set their own at first sign-in.`
                : t`Give this temporary password to ${credentials.name}. It is shown only now; they will set their own at next sign-in.`}
            </Dialog.Description>
            <dl className={valueBox}>
              <dt className={css({ color: "fg.muted" })}>{labels.email}</dt>
              <dd className={mono}>{credentials.email}</dd>
              <dt className={css({ color: "fg.muted" })}>{labels.password}</dt>
              <dd className={mono} data-testid="temporary-password">
                {credentials.password}
              </dd>
            </dl>
            <output
              className={css({ display: "flex", alignItems: "center", gap: "2", mt: "3", fontSize: "sm", minH: "5", color: copy === "copied" ? "success.default" : "fg.muted" })}
            >
              {copy === "copied" ? (
                <>
                  <CheckIcon size={16} />
                  {t`Copied to the clipboard.`}
                </>
              ) : copy === "failed" ? (
                t`The browser did not allow copying. Copy the details by hand or with the button.`
              ) : null}
            </output>
            <div className={dialogStyles.actions}>
              {copy === "failed" ? (
                <button type="button" className={button({ variant: "outline" })} onClick={() => void write(text)}>
                  <CopyIcon size={16} />
                  {t`Copy`}
                </button>
              ) : null}
              <Dialog.CloseTrigger className={button({ variant: "solid" })}>{t`Done`}</Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
