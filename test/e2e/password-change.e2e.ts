import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser";
import { FIXTURE_PASSWORD, USERS } from "./fixtures";
import { KEYS, apiLogin, eventually, fieldError, fullName, loginAs, loginForm, navLinks, pathOf, readStorage, greeting } from "./session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NEW_PASSWORD = "Nowe1!hasloE2E";
const user = USERS.resetRequired;

describe("forced password change", () => {
  // One story: the account's reset flag is cleared by its own change, so the steps depend on each other.
  it("holds a flagged account on /change-password until it sets a new password, then lets it in", async () => {
    const { context, page } = await openPage(browser);
    try {
      await loginAs(page, user);
      await page.waitForURL((url) => url.pathname === "/change-password");
      await page.getByRole("heading", { name: "Zmień hasło", level: 1 }).waitFor();
      expect((await readStorage(page))[KEYS.isPasswordResetRequired]).toBe("true");

      // Only the panel in the sidebar, and it leads back here; no "back" button, which could only lead here.
      expect(await navLinks(page, "Nawigacja główna")).toEqual([["Panel", "/"]]);
      expect(await page.getByRole("button", { name: "Wstecz" }).count()).toBe(0);
      await page.getByRole("navigation", { name: "Nawigacja główna" }).getByRole("link", { name: "Panel" }).click();
      await page.waitForURL((url) => url.pathname === "/change-password");

      // Guarded routes, even allowed ones, go back to /change-password, also on a full load.
      for (const path of ["/reports", "/publications", "/positions?isVerified=false&isReported=true", "/"]) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === "/change-password");
        await page.getByRole("heading", { name: "Zmień hasło", level: 1 }).waitFor();
      }

      const current = page.getByRole("textbox", { name: "Obecne hasło", exact: true });
      const next = page.getByRole("textbox", { name: "Nowe hasło", exact: true });
      const confirm = page.getByRole("textbox", { name: "Potwierdź hasło", exact: true });
      await current.fill(FIXTURE_PASSWORD);
      await next.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}x`);
      await confirm.blur();
      await eventually(() => fieldError(confirm)).toBe("Hasła nie są zgodne");
      // Submitting the mismatch changes nothing.
      await page.getByRole("main").getByRole("button", { name: "Zmień hasło" }).click();
      expect(pathOf(page)).toBe("/change-password");
      expect(await fieldError(confirm)).toBe("Hasła nie są zgodne");

      await confirm.fill(NEW_PASSWORD);
      await eventually(() => fieldError(confirm)).toBeNull();
      await page.getByRole("main").getByRole("button", { name: "Zmień hasło" }).click();

      const toast = page.getByRole("region", { name: "Powiadomienia" }).getByRole("status");
      await toast.filter({ hasText: "Zmieniono hasło" }).waitFor();
      await page.waitForURL((url) => url.pathname === "/");
      await greeting(page, `Witaj, ${user.firstName}!`).waitFor();
      // The full Coordinator sidebar.
      await eventually(async () => (await navLinks(page, "Nawigacja główna")).map(([name]) => name)).toEqual([
        "Panel",
        "Publikacje",
        "Autorzy",
        "Firmy",
        "Raporty",
        "Pozycje",
      ]);
      expect((await readStorage(page))[KEYS.isPasswordResetRequired]).toBeUndefined();
      await page.getByRole("banner").getByRole("button", { name: "Wstecz" }).waitFor();
      // Other pages now open.
      await page.goto("/reports");
      await page.getByRole("heading", { name: "Raporty", level: 1 }).waitFor();
      expect(pathOf(page)).toBe("/reports");

      // Log out, then the old password is refused and the new one signs in straight to the panel.
      await page.getByRole("button", { name: fullName(user) }).click();
      await page.getByRole("menuitem", { name: "Wyloguj" }).click();
      await page.waitForURL((url) => url.pathname === "/login");

      const form = loginForm(page);
      await form.email.fill(user.email);
      await form.password.fill(FIXTURE_PASSWORD);
      await form.submit.click();
      await eventually(() => fieldError(form.password)).toBe("Nieprawidłowy e-mail lub hasło");

      await loginAs(page, user, NEW_PASSWORD);
      expect(pathOf(page)).toBe("/");
      await greeting(page, `Witaj, ${user.firstName}!`).waitFor();
      expect((await readStorage(page))[KEYS.isPasswordResetRequired]).toBeUndefined();
      expect(JSON.parse((await readStorage(page))[KEYS.userData] ?? "{}")).toMatchObject({ isPasswordResetRequired: false });
      expect((await navLinks(page, "Nawigacja główna")).length).toBe(6);

      // The server agrees: the flag is gone.
      expect((await apiLogin({ email: user.email, password: NEW_PASSWORD })).isPasswordResetRequired).toBe(false);
    } finally {
      await context.close();
    }
  });
});
