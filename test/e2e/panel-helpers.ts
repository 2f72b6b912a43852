import type { LoginResponse } from "@contract/auth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { baseURL, openPage, type PageOptions } from "./browser";
import { nipCheckDigit } from "@contract/nip";
import { FIXTURE_PASSWORD, SEED_ADMIN } from "./fixtures";

/** Helpers of the account, company and panel browser tests: sign-in through the API, fresh data, clipboard. */

export type Lang = "pl" | "en";
export type Who = { email: string; password?: string };

let counter = 0;
/** A name no other test (or earlier run on the same database) uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function apiLogin(who: Who, lang: Lang = "pl"): Promise<Response> {
  return fetch(`${baseURL()}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": lang },
    body: JSON.stringify({ userEmail: who.email, userPassword: who.password ?? FIXTURE_PASSWORD }),
  });
}

/** Signs in through the API and seeds the SPA's local storage before its first script runs (once per tab). */
export async function signIn(context: BrowserContext, who: Who, lang: Lang): Promise<LoginResponse> {
  const res = await apiLogin(who, lang);
  if (res.status !== 200) throw new Error(`login of ${who.email}: ${res.status} ${await res.text()}`);
  const login = (await res.json()) as LoginResponse;
  const { accessToken, refreshToken, ...user } = login;
  const items: Record<string, string> = {
    "report-panel:accessToken": accessToken,
    "report-panel:refreshToken": refreshToken,
    "report-panel:userData": JSON.stringify(user),
    "report-panel:language": lang,
    "report-panel:installPromptConfirmed": "true",
  };
  await context.addInitScript(
    ({ seed, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem("e2e:panel-seeded") === "1") return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      sessionStorage.setItem("e2e:panel-seeded", "1");
    },
    { seed: items, origin: new URL(baseURL()).origin },
  );
  return login;
}

/** A signed-in page in a fresh context; `clipboard` grants clipboard access to the app's origin. */
export async function signedInPage(
  browser: Browser,
  who: Who,
  lang: Lang,
  opts: PageOptions & { clipboard?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; login: LoginResponse }> {
  const { context, page } = await openPage(browser, { locale: lang, ...opts });
  if (opts.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
  const login = await signIn(context, who, lang);
  return { context, page, login };
}

/** Calls the API as `token` (for arranging data and checking results). */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown, lang: Lang = "en"): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL()}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "accept-language": lang, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** "E-mail: a@b\nTemporary password: X" (in either language) → its two values. */
export function parseCredentials(text: string): { email: string; password: string } {
  const [emailLine = "", passwordLine = ""] = text.split("\n");
  return { email: emailLine.slice(emailLine.indexOf(": ") + 2), password: passwordLine.slice(passwordLine.indexOf(": ") + 2) };
}

/** A valid Polish NIP that no other call in this run returns (its first 9 digits count up). */
export function makeNip(): string {
  for (;;) {
    const first9 = String(100_000_000 + ((Date.now() * 7 + counter++ * 7919) % 800_000_000)).slice(0, 9);
    const check = nipCheckDigit(first9);
    if (check !== 10) return `${first9}${check}`;
  }
}

/** A new account made by `adminToken`, its temporary password already changed, ready to sign in. */
export async function freshAccount(
  adminToken: string,
  input: { role: string; companyId?: string; firstName?: string; lastName?: string },
): Promise<{ id: string; email: string; password: string; firstName: string; lastName: string }> {
  const email = `${unique("e2e-")}@e2e.test`;
  const firstName = input.firstName ?? "Test";
  const lastName = input.lastName ?? unique("Konto");
  const created = await apiCall<{ user: { id: string }; temporaryPassword: string }>(adminToken, "POST", "/users", {
    email,
    firstName,
    lastName,
    role: input.role,
    ...(input.companyId ? { companyId: input.companyId } : {}),
  });
  if (created.status !== 201) throw new Error(`create ${input.role}: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await apiLogin({ email, password: created.body.temporaryPassword });
  const { accessToken } = (await login.json()) as LoginResponse;
  const password = "Fresh1!pass";
  const changed = await apiCall(accessToken, "POST", "/auth/change-password", {
    currentPassword: created.body.temporaryPassword,
    newPassword: password,
    confirmPassword: password,
  });
  if (changed.status !== 204) throw new Error(`change password: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { id: created.body.user.id, email, password, firstName, lastName };
}

/** The seed SuperAdmin's access token, for arranging data. */
export async function superAdminToken(): Promise<string> {
  const res = await apiLogin(SEED_ADMIN);
  if (res.status !== 200) throw new Error(`seed login: ${res.status}`);
  return ((await res.json()) as LoginResponse).accessToken;
}

/** A new company (Inactive until its first manager) with a unique name and NIP. */
export async function freshCompany(token: string, patch: Record<string, unknown> = {}): Promise<{ id: string; name: string; maxUsers: number }> {
  const name = unique("Firma E2E ");
  const res = await apiCall<{ id: string; name: string; maxUsers: number }>(token, "POST", "/companies", {
    name,
    maxUsers: 5,
    country: "PL",
    taxId: makeNip(),
    city: "Gdańsk",
    ...patch,
  });
  if (res.status !== 201) throw new Error(`create company: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
