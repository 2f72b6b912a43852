import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser";
import { FIXTURE_PASSWORD, USERS } from "./fixtures";
import { eventually, fieldError, loginForm, pathOf } from "./session";

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

async function fresh(): Promise<Page> {
  const opened = await openPage(browser);
  context = opened.context;
  return opened.page;
}

const region = (page: Page) => page.getByRole("region", { name: /^(Powiadomienia|Notifications)$/ });

/** Submits the login form and waits for the server's answer. */
async function submitLogin(page: Page, email: string, password: string): Promise<number> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/v1/auth/login");
  await form.submit.click();
  return (await answered).status();
}

describe("error toasts", () => {
  it("shows a refused login (inactive company) once, as an alert, and Escape dismisses it; the form keeps saying it", async () => {
    const page = await fresh();
    await page.goto("/login");
    expect(await submitLogin(page, USERS.inactiveCompany.email, FIXTURE_PASSWORD)).toBe(403);

    const alert = region(page).getByRole("alert");
    await alert.waitFor();
    expect(await alert.count()).toBe(1);
    expect((await alert.innerText()).trim()).toContain("Ta firma jest nieaktywna");
    expect(pathOf(page)).toBe("/login");
    // Not a field error: the fields stay valid.
    expect(await fieldError(loginForm(page).email)).toBeNull();

    // A second failure replaces it: still one toast.
    expect(await submitLogin(page, USERS.inactiveCompany.email, FIXTURE_PASSWORD)).toBe(403);
    await page.waitForTimeout(300);
    expect(await region(page).getByRole("alert").count()).toBe(1);

    await page.keyboard.press("Escape");
    await alert.waitFor({ state: "detached" });
    expect(await region(page).getByRole("alert").count()).toBe(0);
    // The refusal stays in the form with what to do, once its toast has gone.
    expect(await page.getByTestId("login-refusal").innerText()).toMatch(/Ta firma jest nieaktywna\s+Jej konta nie mogą się logować, dopóki administrator ponownie nie aktywuje firmy\./);
  });

  it("gives its close button a finger's size on a phone, inside the toast", async () => {
    const opened = await openPage(browser, { width: 390, height: 844 });
    context = opened.context;
    const page = opened.page;
    await page.goto("/login");
    expect(await submitLogin(page, USERS.inactiveCompany.email, FIXTURE_PASSWORD)).toBe(403);
    const alert = region(page).getByRole("alert");
    await alert.waitFor();
    await page.waitForTimeout(400); // its entry (a slide and a scale) over
    const [toast, close] = [await alert.boundingBox(), await alert.getByRole("button", { name: "Zamknij powiadomienie" }).boundingBox()];
    expect(Math.min(close!.width, close!.height)).toBeGreaterThanOrEqual(40);
    expect(close!.x + close!.width).toBeLessThanOrEqual(toast!.x + toast!.width);
    expect(close!.y).toBeGreaterThanOrEqual(toast!.y);
  });

  it("can be closed with its close button, and closes by itself after 5 seconds", async () => {
    const page = await fresh();
    await page.goto("/login");
    await page.getByRole("button", { name: "EN", exact: true }).click();
    expect(await submitLogin(page, USERS.inactiveCompany.email, FIXTURE_PASSWORD)).toBe(403);
    const alert = region(page).getByRole("alert");
    await alert.filter({ hasText: "This company is inactive" }).waitFor();
    await alert.getByRole("button", { name: "Close notification" }).click();
    await alert.waitFor({ state: "detached" });

    expect(await submitLogin(page, USERS.inactiveCompany.email, FIXTURE_PASSWORD)).toBe(403);
    await alert.waitFor();
    const shownAt = Date.now();
    await page.mouse.move(0, 0); // not hovering it (hover pauses the timer)
    await alert.waitFor({ state: "detached", timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);
  });

  it("shows the rate limit after repeated wrong passwords, once", async () => {
    const page = await fresh();
    await page.goto("/login");
    // An address no other test uses: five failures for it are the per-e-mail limit.
    const email = "throttled@e2e.test";
    for (let i = 0; i < 5; i++) {
      expect(await submitLogin(page, email, `Wrong${i}!password`)).toBe(400);
      await eventually(() => fieldError(loginForm(page).email)).toBe("Nieprawidłowy e-mail lub hasło");
    }
    expect(await region(page).getByRole("alert").count()).toBe(0);

    expect(await submitLogin(page, email, "Wrong5!password")).toBe(429);
    const alert = region(page).getByRole("alert");
    await alert.filter({ hasText: "Zbyt wiele prób, spróbuj później" }).waitFor();
    // The toast also says how long, from the answer's Retry-After.
    expect(await alert.innerText()).toMatch(/Spróbuj ponownie za \d+ (minutę|minuty|minut|sekundę|sekundy|sekund)\./);
    await page.waitForTimeout(300);
    expect(await alert.count()).toBe(1);
    await page.keyboard.press("Escape");
    await alert.waitFor({ state: "detached" });
    expect(await page.getByTestId("login-refusal").innerText()).toMatch(/Zbyt wiele prób, spróbuj później\s+Spróbuj ponownie za \d+ /);
  });
});
