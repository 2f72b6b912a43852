import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, openPage } from "./browser";
import { FIXTURE_PASSWORD, USERS } from "./fixtures";
import { KEYS, eventually, fieldError, fullName, loginAs, loginForm, pathOf, readStorage, greeting } from "./session";

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function fresh(locale: "pl" | "en" = "pl"): Promise<Page> {
  const opened = await openPage(browser, { locale });
  context = opened.context;
  return opened.page;
}

describe("signing in", () => {
  it("keeps an anonymous deep link as the redirect and returns there after login", async () => {
    const page = await fresh();
    await page.goto("/reports?year=2026");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/reports?year=2026");
    await page.getByRole("heading", { name: "Zaloguj się", level: 1 }).waitFor();

    await loginAs(page, USERS.coordinator);
    await page.waitForURL((url) => url.pathname === "/reports");
    expect(pathOf(page)).toBe("/reports?year=2026");
    await page.getByRole("heading", { name: "Raporty", level: 1 }).waitFor();
    await page.getByRole("button", { name: fullName(USERS.coordinator) }).waitFor();

    const stored = await readStorage(page);
    expect(stored[KEYS.accessToken]).toBeTruthy();
    expect(stored[KEYS.refreshToken]).toBeTruthy();
    expect(JSON.parse(stored[KEYS.userData] ?? "{}")).toMatchObject({ userEmail: USERS.coordinator.email, userRole: "Coordinator" });
    expect(stored[KEYS.userData]).not.toContain(stored[KEYS.accessToken]);
    expect(stored[KEYS.isPasswordResetRequired]).toBeUndefined();
  });

  it("signs in without a redirect to the panel", async () => {
    const page = await fresh();
    await loginAs(page, USERS.admin);
    expect(pathOf(page)).toBe("/");
    await greeting(page, `Witaj, ${USERS.admin.firstName}!`).waitFor();
  });

  it("shows the form in Polish by default, with the generic error on both fields for a wrong password", async () => {
    // An English browser still gets Polish: the product's default language, not the browser's.
    const page = await fresh("en");
    await page.goto("/login");
    await page.getByRole("heading", { name: "Zaloguj się", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("pl");
    const form = loginForm(page);
    await page.getByRole("textbox", { name: "Hasło", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "PL", exact: true }).getAttribute("aria-pressed")).toBe("true");

    await form.email.fill(USERS.admin.email);
    await form.password.fill("Wrong1!password");
    await form.submit.click();
    await eventually(() => fieldError(form.email)).toBe("Nieprawidłowy e-mail lub hasło");
    expect(await fieldError(form.password)).toBe("Nieprawidłowy e-mail lub hasło");
    expect(pathOf(page)).toBe("/login");
    expect((await readStorage(page))[KEYS.accessToken]).toBeUndefined();
    // Field errors, not a toast.
    expect(await page.getByRole("alert").count()).toBe(0);

    // Editing a field clears its server error.
    await form.password.fill("something else");
    await eventually(() => fieldError(form.password)).toBeNull();
  });

  it("shows the form in English after switching with EN, with the generic error in English", async () => {
    const page = await fresh();
    await page.goto("/login");
    await page.getByRole("group", { name: "Język" }).getByRole("button", { name: "EN", exact: true }).click();
    await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).waitFor();
    await page.getByRole("textbox", { name: "Password", exact: true }).waitFor();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "EN", exact: true }).getAttribute("aria-pressed")).toBe("true");

    const form = loginForm(page);
    await form.email.fill(USERS.coordinator.email);
    await form.password.fill("Wrong1!password");
    await form.submit.click();
    await eventually(() => fieldError(form.email)).toBe("Incorrect e-mail or password");
    expect(await fieldError(form.password)).toBe("Incorrect e-mail or password");

    // The right password then works, and the shell is in English too.
    await form.password.fill(FIXTURE_PASSWORD);
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main navigation" }).waitFor();
    await greeting(page, `Hello, ${USERS.coordinator.firstName}!`).waitFor();
  });

  it("validates on blur: an invalid e-mail and an empty password, without calling the server", async () => {
    const page = await fresh();
    const calls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/v1/auth/login")) calls.push(req.method());
    });
    await page.goto("/login");
    const form = loginForm(page);
    await form.email.fill("not-an-email");
    expect(await fieldError(form.email)).toBeNull(); // not before the field is left
    await form.email.blur();
    await eventually(() => fieldError(form.email)).toBe("Podaj poprawny adres e-mail");
    expect(await fieldError(form.password)).toBeNull(); // untouched

    await form.password.focus();
    await form.password.blur();
    await eventually(() => fieldError(form.password)).toBeTruthy();

    await form.submit.click();
    expect(await fieldError(form.email)).toBe("Podaj poprawny adres e-mail");
    expect(calls).toEqual([]);

    // Switching language re-renders the message in English.
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await eventually(() => fieldError(form.email)).toBe("Enter a valid e-mail address");

    await form.email.fill(USERS.worker.email);
    await eventually(() => fieldError(form.email)).toBeNull();
  });

  it("sends a signed-in user away from /login to the redirect target", async () => {
    const page = await fresh();
    await loginAs(page, USERS.worker);
    await page.goto(`/login?redirect=${encodeURIComponent("/reports?year=2025")}`);
    await page.waitForURL((url) => url.pathname === "/reports");
    expect(pathOf(page)).toBe("/reports?year=2025");
  });

  it("does not follow a redirect that leaves the site", async () => {
    const page = await fresh();
    await page.goto(`/login?redirect=${encodeURIComponent("//evil.example/steal")}`);
    await loginAs(page, USERS.worker);
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
    expect(pathOf(page)).toBe("/");
  });

  it("offline: the page says so, and a sign-in that cannot reach the server blames the connection, keeping what was typed", async () => {
    const page = await fresh();
    await page.goto("/login");
    // The form shown first: going offline while the page's code still loads (a busy machine) is another story.
    const form = loginForm(page);
    await form.email.waitFor();
    const banner = page.getByRole("status").filter({ hasText: "Brak połączenia z internetem" });
    expect(await banner.count()).toBe(0);
    await (context as BrowserContext).setOffline(true);
    await banner.waitFor();

    await form.email.fill(USERS.worker.email);
    await form.password.fill(FIXTURE_PASSWORD);
    await form.submit.click();
    const toast = page.getByRole("region", { name: "Powiadomienia" });
    await toast.getByText("Logowanie nie powiodło się").waitFor();
    await toast.getByText("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.").waitFor();
    expect(await form.email.inputValue()).toBe(USERS.worker.email);
    expect(pathOf(page)).toBe("/login");

    await (context as BrowserContext).setOffline(false);
    await banner.waitFor({ state: "detached" });
    await form.submit.click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
