import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, openPage } from "./browser";
import { catalogueApi, uniqueTag } from "./catalogue";
import { FIXTURE_PASSWORD, USERS } from "./fixtures";
import { type Account, eventually, loginForm, signInFast } from "./session";

// Keyboard and screen-reader use where a first review found the focus lost or a change unsaid.

const state = browserForFile();

async function as(account: Account, language: "pl" | "en", path: string): Promise<Page> {
  const opened = await openPage(state.browser, { locale: language });
  state.context = opened.context;
  await signInFast(opened.context, account, { language });
  await opened.page.goto(path);
  return opened.page;
}

/** The focused element's accessible name as the tests name it: aria-label, else name attribute, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "<body>";
    return el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent?.trim() ?? el.tagName;
  });

/** What the list's status line (a polite live region) says now. */
const listStatus = (page: Page) => page.locator("main output").filter({ hasText: /wynik|Ładowanie|result|Loading/ }).innerText();

describe("a paged list by keyboard", () => {
  it("keeps the focus in the pager on the first and last page, and says how many results a search gave", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    for (let i = 1; i <= 12; i++) await api.createPublication({ type: "k", title: `Klawiatura ${tag} ${i}` });
    const page = await as(USERS.admin, "pl", `/publications?q=${tag}&pageSize=10`);
    await page.getByText("Strona 1 z 2").waitFor();
    await eventually(() => listStatus(page)).toBe("12 wyników");

    await page.getByRole("button", { name: "Następna strona" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Strona 2 z 2").waitFor();
    expect(await page.getByRole("button", { name: "Następna strona" }).isDisabled()).toBe(true);
    await eventually(() => focused(page)).toBe("Poprzednia strona");

    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toBe("Pierwsza strona");
    await page.keyboard.press("Enter");
    await page.getByText("Strona 1 z 2").waitFor();
    await eventually(() => focused(page)).toBe("Następna strona");

    await page.getByRole("searchbox", { name: "Szukaj publikacji" }).fill(`${tag}-nic`);
    await eventually(() => listStatus(page)).toBe("0 wyników");
  });
});

describe("a field marked wrong", () => {
  it("shows the keyboard's focus with a halo as wide as a valid field's, in the danger colour", async () => {
    const page = await as(USERS.admin, "pl", "/publications");
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj publikację" });
    const title = form.getByRole("textbox", { name: "Tytuł", exact: true });
    await title.focus();
    await page.waitForTimeout(300); // the ring eases in
    const valid = await title.evaluate((el) => getComputedStyle(el).boxShadow);
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await eventually(() => title.getAttribute("aria-invalid")).toBe("true");
    await title.focus();
    await page.waitForTimeout(300);
    const invalid = await title.evaluate((el) => getComputedStyle(el).boxShadow);
    // Two rings, a line and a 4 px halo, as on a valid field; the colours differ.
    expect(invalid.match(/0px 0px 0px 4px/g)).toHaveLength(1);
    expect(valid.match(/0px 0px 0px 4px/g)).toHaveLength(1);
    expect(invalid).not.toBe(valid);
  });
});

describe("a menu by keyboard", () => {
  it("closes on Tab and goes on from its button, either way", async () => {
    const page = await as(USERS.admin, "en", "/publications");
    // The page's own controls are in: with none after the menu's button, Tab would stay on it.
    await page.getByRole("button", { name: "Add publication" }).first().waitFor();
    const trigger = page.getByRole("button", { name: /Kowalska, Anna Maria$/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    // The menu takes the focus a frame after it shows; a Tab before that is the page's own.
    const inMenu = () => page.evaluate(() => !!document.activeElement?.closest("[role=menu]"));
    await menu.waitFor();
    await eventually(inMenu).toBe(true);
    await page.keyboard.press("Shift+Tab");
    await menu.waitFor({ state: "hidden" });
    await eventually(() => focused(page)).not.toMatch(/^<body>$|Kowalska/);
    const before = await focused(page);
    expect(before).not.toBe("<body>");
    expect(before).not.toMatch(/Kowalska/);

    await trigger.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    await eventually(inMenu).toBe(true);
    await page.keyboard.press("Tab");
    await menu.waitFor({ state: "hidden" });
    await eventually(() => focused(page)).not.toMatch(/^<body>$|Kowalska/);
    const after = await focused(page);
    expect(after).not.toBe("<body>");
    expect(after).not.toMatch(/Kowalska/);
    expect(after).not.toBe(before);
  });
});

describe("a new report's dialog", () => {
  it("puts the focus on the year once the quarters' reports are known, not on Cancel", async () => {
    const page = await as(USERS.manager, "pl", "/reports");
    await page.getByRole("button", { name: "Dodaj raport" }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj raport" });
    await form.waitFor();
    await eventually(() => focused(page)).toBe("year");
    expect(await form.getByRole("button", { name: "Anuluj" }).evaluate((el) => el === document.activeElement)).toBe(false);
  });
});

describe("a toast reached with F8", () => {
  it("gives the focus back where it was once closed, or dismissed with Escape", async () => {
    const opened = await openPage(state.browser);
    state.context = opened.context;
    const page = opened.page;
    await page.goto("/login");
    const form = loginForm(page);
    await form.email.fill(USERS.inactiveCompany.email);
    await form.password.fill(FIXTURE_PASSWORD);
    const toast = page.locator("[data-scope=toast][data-part=root]");

    for (const close of ["button", "Escape"] as const) {
      await form.password.press("Enter");
      await toast.waitFor();
      await page.keyboard.press("F8");
      await eventually(() => page.evaluate(() => !!document.activeElement?.closest("[data-scope=toast]"))).toBe(true);
      if (close === "button") {
        await toast.getByRole("button", { name: "Zamknij powiadomienie" }).focus();
        await page.keyboard.press("Enter");
      } else await page.keyboard.press("Escape");
      await toast.waitFor({ state: "detached" });
      await eventually(() => focused(page)).toBe("userPassword");
      expect(await toast.count()).toBe(0);
    }
  });
});
