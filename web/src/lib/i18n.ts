import { DEFAULT_LANG, LANGS, type Lang } from "@contract/common";
import { i18n } from "@lingui/core";
import { storage } from "./storage";

const catalogs: Record<Lang, () => Promise<{ messages: Record<string, unknown> }>> = {
  pl: () => import("../locales/pl/messages.po"),
  en: () => import("../locales/en/messages.po"),
};

export const isLang = (x: unknown): x is Lang => (LANGS as readonly unknown[]).includes(x);

/** The stored choice, else Polish (the product's default). */
export function initialLanguage(): Lang {
  return storage.get("language") ?? DEFAULT_LANG;
}

export function currentLanguage(): Lang {
  return isLang(i18n.locale) ? i18n.locale : initialLanguage();
}

/** Loads the catalogue, switches Lingui, <html lang> and the stored choice (sent as Accept-Language). */
export async function activateLanguage(lang: Lang): Promise<void> {
  const { messages } = await catalogs[lang]();
  i18n.loadAndActivate({ locale: lang, locales: [lang, "en"], messages: messages as never });
  document.documentElement.lang = lang;
  storage.set("language", lang);
}

/**
 * A language chosen in another tab is taken here too, as the theme is: a tab left in the old one
 * would show its screens in one language and the server's messages in the other.
 */
export function followLanguageOfOtherTabs(): void {
  window.addEventListener("storage", (event) => {
    if (event.key !== storage.prefix + "language") return;
    const lang = storage.get("language");
    if (lang && lang !== i18n.locale) void activateLanguage(lang);
  });
}

export { i18n };
