import { type I18n, setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { I18nProvider } from "@lingui/react";
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** The real catalog from disk, compiled on the fly, as the Vite plugin would at build time. */
export async function loadI18n(locale: "pl" | "en"): Promise<I18n> {
  const filename = new URL(`../../locales/${locale}/messages.po`, import.meta.url);
  const catalog = await formatter().parse(readFileSync(filename, "utf8"), { locale, sourceLocale: "en", filename: filename.pathname });
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, m.translation || m.message || id]));
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, messages);
  i18n.activate(locale);
  return i18n;
}

/**
 * Server-renders `ui` at `path?search` inside the real i18n provider and a wouter router on a
 * memory location. memoryLocation's own hooks have no server snapshot, so the router reads the
 * location's recorded history instead; navigation still goes through memoryLocation.
 */
export function render(ui: ReactNode, { i18n, path = "/list", search = "" }: { i18n: I18n; path?: string; search?: string }) {
  const memory = memoryLocation({ path, searchPath: search, record: true });
  const current = () => (memory.history.at(-1) ?? "").split("?");
  const hook = () => [current()[0] ?? "/", memory.navigate] as [string, typeof memory.navigate];
  const searchHook = () => current()[1] ?? "";
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <Router hook={hook} searchHook={searchHook}>
        {ui}
      </Router>
    </I18nProvider>,
  );
  return { html, memory };
}

type Tag = { name: string; attrs: Record<string, string>; index: number };

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Every opening tag with its attributes: enough structure to query SSR output without a DOM. */
export function tags(html: string): Tag[] {
  return [...html.matchAll(/<([a-z][a-z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    name: m[1]!,
    attrs: Object.fromEntries([...(m[2] ?? "").matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? "")])),
    index: m.index,
  }));
}

export const byAttr = (html: string, attr: string, value: string) => tags(html).filter((t) => t.attrs[attr] === value);

export function byLabel(html: string, label: string): Tag {
  const [tag, ...more] = byAttr(html, "aria-label", label);
  if (!tag || more.length) throw new Error(`expected one element labelled "${label}", found ${more.length + (tag ? 1 : 0)}`);
  return tag;
}

/** The visible text, with tags and React's text separators removed and whitespace collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
