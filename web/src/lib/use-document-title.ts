import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { appName } from "./app-name";

/** "<page> · <app name>" in the current language. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    const app = appName(i18n.locale);
    document.title = page ? `${page} · ${app}` : app;
  }, [page, i18n.locale]);
}
