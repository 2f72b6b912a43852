import type { LoginResponse } from "@contract/auth";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseURL } from "./browser";
import { FIXTURE_PASSWORD } from "./fixtures";

/** An account a test signs in with: a fixture user (password FIXTURE_PASSWORD) or the seed SuperAdmin. */
export type Account = { email: string; password?: string };

export const passwordOf = (account: Account) => account.password ?? FIXTURE_PASSWORD;

/** The local-storage keys the SPA owns (web/src/lib/storage.ts). */
export const KEYS = {
  accessToken: "report-panel:accessToken",
  refreshToken: "report-panel:refreshToken",
  isPasswordResetRequired: "report-panel:isPasswordResetRequired",
  userData: "report-panel:userData",
  language: "report-panel:language",
  installPromptConfirmed: "report-panel:installPromptConfirmed",
  theme: "vite-ui-theme",
} as const;

/** What logout must remove. */
export const SESSION_KEYS = [KEYS.accessToken, KEYS.refreshToken, KEYS.isPasswordResetRequired, KEYS.userData] as const;

/** POST /api/v1/auth/login from the test process; throws unless it answers 200. */
export async function apiLogin(account: Account, lang: "pl" | "en" = "pl"): Promise<LoginResponse> {
  const res = await fetch(`${baseURL()}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": lang },
    body: JSON.stringify({ userEmail: account.email, userPassword: passwordOf(account) }),
  });
  if (res.status !== 200) throw new Error(`login of ${account.email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as LoginResponse;
}

/** POST /api/v1/auth/refresh-token from the test process; the raw answer. */
export function apiRefresh(refreshToken: string, authenticatedUserId: string): Promise<Response> {
  return fetch(`${baseURL()}/api/v1/auth/refresh-token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refreshToken, authenticatedUserId }),
  });
}

export type Prefs = { language?: "pl" | "en"; theme?: "light" | "dark" | "system" };

/**
 * Signs in through the API and puts the session into the context's local storage the way the
 * login page stores it, before the app's first script runs. It seeds each tab once (a
 * sessionStorage mark), so reloads and the app's own logout are not undone.
 */
export async function signInFast(context: BrowserContext, account: Account, prefs: Prefs = {}): Promise<LoginResponse> {
  const response = await apiLogin(account, prefs.language);
  const { accessToken, refreshToken, ...userData } = response;
  const items: Record<string, string> = {
    [KEYS.accessToken]: accessToken,
    [KEYS.refreshToken]: refreshToken,
    [KEYS.userData]: JSON.stringify(userData),
  };
  if (userData.isPasswordResetRequired) items[KEYS.isPasswordResetRequired] = "true";
  if (prefs.language) items[KEYS.language] = prefs.language;
  if (prefs.theme) items[KEYS.theme] = prefs.theme;
  await context.addInitScript(
    ({ seed, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem("e2e:seeded") === "1") return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      sessionStorage.setItem("e2e:seeded", "1");
    },
    { seed: items, origin: new URL(baseURL()).origin },
  );
  return response;
}

/** The login form's controls, in whichever language the page shows. */
export function loginForm(page: Page) {
  return {
    email: page.getByRole("textbox", { name: "E-mail", exact: true }),
    password: page.getByRole("textbox", { name: /^(Hasło|Password)$/ }),
    submit: page.getByRole("button", { name: /^(Zaloguj się|Sign in)$/ }),
  };
}

/**
 * Signs in through the login form (opening /login unless the page is already there) and waits
 * until the app has left /login.
 */
export async function loginAs(page: Page, account: Account, password = passwordOf(account)): Promise<void> {
  if (new URL(page.url(), "http://x").pathname !== "/login") await page.goto("/login");
  const form = loginForm(page);
  await form.email.fill(account.email);
  await form.password.fill(password);
  await form.submit.click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Everything in the page's local storage. */
export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

export async function setStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** "Last, First Middle", as the user menu names the user. */
export function fullName(u: { firstName: string; middleName: string | null; lastName: string }): string {
  return `${u.lastName}, ${[u.firstName, u.middleName].filter(Boolean).join(" ")}`;
}

/** The user menu button's name: the initials it shows, then the full name. */
export function userMenuName(u: { firstName: string; middleName: string | null; lastName: string }): string {
  return `${u.firstName.charAt(0).toLocaleUpperCase()}${u.lastName.charAt(0).toLocaleUpperCase()} ${fullName(u)}`;
}

/** The error message of an invalid form control (aria-errormessage / aria-describedby), without its helper text; null while it is valid. */
export async function fieldError(control: Locator): Promise<string | null> {
  return control.evaluate((el) => {
    if (el.getAttribute("aria-invalid") !== "true") return null;
    // A text field names its error in both (aria-describedby for screen readers that skip aria-errormessage).
    const ids = new Set(`${el.getAttribute("aria-errormessage") ?? ""} ${el.getAttribute("aria-describedby") ?? ""}`.split(/\s+/).filter(Boolean));
    const errors = [...ids].map((id) => document.getElementById(id)).filter((n) => n?.getAttribute("data-part") === "error-text");
    return errors.map((n) => n!.textContent?.trim() ?? "").join(" ") || null;
  });
}

/** Retries an assertion's subject until it matches (the browser settles asynchronously). */
export const eventually = <T>(fn: () => T | Promise<T>, timeout = 10_000) => expect.poll(fn, { timeout, interval: 50 });

/** The visible links of the main navigation, as [name, href] pairs in order. */
export async function navLinks(scope: Page | Locator, navName: string | RegExp): Promise<[string, string][]> {
  const nav = scope.getByRole("navigation", { name: navName });
  await nav.waitFor();
  const links = nav.getByRole("link");
  const count = await links.count();
  const out: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    out.push([(await link.innerText()).trim(), (await link.getAttribute("href")) ?? ""]);
  }
  return out;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

/** A JWT that parses (header.payload.signature, HS256) but expired long ago and is not signed by the server. */
export function expiredJwt(userId: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: userId, iat: now - 3600, exp: now - 1800 })}.${Buffer.from("not-the-signature").toString("base64url")}`;
}

/**
 * Makes the page's stored session unrenewable: an expired access token and a refresh token the
 * server refuses. The page's next call ends the session. Answers the user's id.
 */
export async function endStoredSession(page: Page): Promise<string> {
  const userId = (JSON.parse((await readStorage(page))[KEYS.userData] ?? "{}") as { userId: string }).userId;
  await setStorage(page, { [KEYS.accessToken]: expiredJwt(userId), [KEYS.refreshToken]: "not-a-refresh-token" });
  return userId;
}

/** Path and query of the page's URL. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The panel's greeting ("Witaj, Anna!" / "Hello, Anna!"), wherever the page puts it. */
export const greeting = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true });
