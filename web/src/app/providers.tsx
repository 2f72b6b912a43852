import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { Router } from "wouter";
import { navigate } from "wouter/use-browser-location";
import { notifyProblem } from "../components/problem-toast";
import { navigateAfterDialogs } from "../components/ui/back-closes";
import { Toaster } from "../components/ui/toaster";
import { api, setApiHandlers, type Query } from "../lib/api-client";
import { i18n } from "../lib/i18n";
import { endedFor, loginUrl, returnPath } from "../lib/redirect";
import { noBorrowedDataOnError } from "../lib/swr-borrowed-data";

/** SWR keys are a path or [path, query]; every list and detail hook goes through the api client. */
export function swrFetcher(key: string | readonly [string, Query?]) {
  return typeof key === "string" ? api.get(key) : api.get(key[0], { query: key[1] });
}

/** Connects the api client to toasts and navigation (needs the i18n and SWR contexts). */
function ApiWiring() {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    setApiHandlers({
      onError: (error) => notifyProblem(error, t`Network error. Check your connection and try again.`),
      onSessionExpired: (reason, userId) => {
        void mutate(() => true, undefined, { revalidate: false });
        const { pathname, search } = window.location;
        const to = loginUrl(returnPath(pathname, search), { reason, userId: endedFor(pathname, search, userId) });
        navigateAfterDialogs(navigate, to, { replace: true });
      },
    });
  }, [t, mutate]);
  return null;
}

// Navigations first go back past the history entries of open dialogs (see back-closes.ts).
export function Providers({ children }: { children: ReactNode }) {
  return (
    <Router aroundNav={navigateAfterDialogs}>
      <I18nProvider i18n={i18n}>
        <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, use: [noBorrowedDataOnError] }}>
          <ApiWiring />
          {children}
          <Toaster />
        </SWRConfig>
      </I18nProvider>
    </Router>
  );
}
