import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { css } from "styled-system/css";
import { RefreshIcon } from "./icons";
import { button } from "./ui/button";
import { applyUpdate, subscribeUpdate, updateState } from "../lib/pwa";

/**
 * Says a new version of the app is ready and lets the user reload into it when it suits them, not
 * in the middle of a form. Every open window shows it: a reload in one reloads them all.
 */
export function UpdateBanner() {
  const { t } = useLingui();
  const state = useSyncExternalStore(subscribeUpdate, updateState, () => "none" as const);
  return (
    <output className={css({ display: "block" })}>
      {state === "none" ? null : (
        <span
          className={css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            gap: "2",
            columnGap: "3",
            px: { base: "4", md: "8" },
            py: "2",
            fontSize: "sm",
            bg: "accent.subtle",
            color: "fg.default",
            borderBottomWidth: "1px",
            borderColor: "accent.default",
          })}
        >
          <RefreshIcon size={16} aria-hidden className={css({ flexShrink: 0, color: "accent.default" })} />
          <span className={css({ flex: "1", minW: "40" })}>{t`A new version of the app is ready. Reload when you have saved your work.`}</span>
          <button type="button" className={button({ variant: "solid", size: "sm" })} onClick={applyUpdate}>
            {t`Reload`}
          </button>
        </span>
      )}
    </output>
  );
}
