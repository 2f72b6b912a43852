import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { chromiumPath } from "../../scripts/ensure-chromium.ts";

export const baseURL = () => inject("baseURL");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type PageOptions = {
  locale?: "pl" | "en";
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  /** The app's service worker is blocked unless a test is about it (offline use): a cache would hide what the server serves. */
  serviceWorkers?: "allow" | "block";
  /** A phone: touch only, no pointer that hovers. */
  touch?: boolean;
};

/** A fresh context (empty local storage) with the browser's language set as a Polish or English user's would be. */
export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: opts.locale === "en" ? "en-GB" : "pl-PL",
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    colorScheme: opts.colorScheme ?? "light",
    serviceWorkers: opts.serviceWorkers ?? "block",
    ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/**
 * Closes a context without letting a page that is mid-navigation (logout hard-redirects) hold the
 * suite: Chromium sometimes never acknowledges the close then; the browser's own close in
 * afterAll still ends it.
 */
export async function closeContext(context: BrowserContext | undefined): Promise<void> {
  if (!context) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    context.close().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 5_000);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * One browser for a test file, launched before its first test and closed after its last; the
 * context a test puts in `context` is closed after that test.
 */
export function browserForFile(): { readonly browser: Browser; context: BrowserContext | undefined } {
  let browser: Browser | undefined;
  const state = {
    get browser(): Browser {
      if (!browser) throw new Error("the browser starts in beforeAll");
      return browser;
    },
    context: undefined as BrowserContext | undefined,
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await closeContext(state.context);
    state.context = undefined;
  });
  return state;
}

/**
 * The first `method` call to `url` reaches the server, which acts on it, but its answer never
 * reaches the page (the connection drops): a retry must not make the thing twice, nor take it for
 * someone else's. `dropped()` tells how many answers were lost (1 once the first call went).
 */
export async function loseFirstAnswer(page: Page, url: string, method: "POST" | "PATCH" | "DELETE" = "POST"): Promise<{ dropped: () => number }> {
  let dropped = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method || dropped > 0) return route.fallback();
    dropped++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  return { dropped: () => dropped };
}
