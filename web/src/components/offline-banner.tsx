import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { css } from "styled-system/css";
import { AlertIcon } from "./icons";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the device has a network, as the browser knows it (a server render assumes it has). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A strip under the header while the device is offline (a phone in a lift, a laptop off the Wi-Fi):
 * the installed app still opens from its cache, so without it every save would fail with no hint why.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <output className={css({ display: "block", position: "sticky", top: "14", zIndex: "sticky" })}>
      {online ? null : (
        <span
          className={css({
            display: "flex",
            alignItems: "center",
            gap: "2",
            px: { base: "4", md: "8" },
            py: "2",
            fontSize: "sm",
            fontWeight: "medium",
            bg: "danger.subtle",
            color: "fg.default",
            borderBottomWidth: "1px",
            borderColor: "danger.default",
          })}
        >
          <AlertIcon size={16} aria-hidden className={css({ flexShrink: 0, color: "danger.default" })} />
          {t`You are offline. Changes cannot be saved until the connection is back.`}
        </span>
      )}
    </output>
  );
}
