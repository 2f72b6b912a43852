import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, loseFirstAnswer } from "./browser";
import { COMPANY, INACTIVE_COMPANY, USERS } from "./fixtures";
import { apiCall, apiLogin, freshAccount, freshCompany, makeNip, signedInPage, superAdminToken, unique } from "./panel-helpers";

// Companies as an administrator and a company user see them: the list with its form (NIP checked
// as typed), (de)activation with its effect on sign-in, deletion and its refusal, the dashboard.

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await superAdminToken();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const alertDialog = (page: Page, name: string) => page.getByRole("alertdialog", { name });

describe("companies list (Admin, Polish)", () => {
  it("adds a company after a bad NIP (and a paste cut at a field's limit, said), finds it with the filters and edits it", async () => {
    const { context, page } = await signedInPage(browser, USERS.admin, "pl");
    try {
      const name = unique("Oficyna Testowa ");
      await page.goto("/companies");
      await page.getByRole("heading", { level: 1, name: "Firmy" }).waitFor();
      await page.getByRole("button", { name: "Dodaj firmę" }).click();
      const form = dialog(page, "Dodaj firmę");
      await form.getByRole("textbox", { name: "Nazwa" }).fill(name);
      // A paste longer than a field takes is cut at its limit, and the field says so.
      const street = form.getByRole("textbox", { name: "Ulica" });
      await street.focus();
      await page.keyboard.insertText("Aleja ".repeat(40));
      expect((await street.inputValue()).length).toBe(200);
      const cut = form.getByText("Osiągnięto limit: 200 znaków. Dłuższy tekst zostaje ucięty.");
      await cut.waitFor();
      expect(await street.getAttribute("aria-describedby")).toContain(await cut.getAttribute("id"));
      await street.fill("Prosta");
      await cut.waitFor({ state: "detached" });
      const nip = form.getByRole("textbox", { name: "NIP" });
      await nip.fill("5260250275");
      // Ten digits typed: the check digit is judged at once, before leaving the field.
      await form.getByText("Podaj poprawny NIP (10 cyfr z prawidłową cyfrą kontrolną)").waitFor();
      // With a bad limit below it too, the focus goes to the first invalid field on screen.
      const limit = form.getByRole("spinbutton", { name: "Limit miejsc" });
      const limitBefore = await limit.inputValue();
      await limit.fill("-3");
      await form.getByRole("button", { name: "Dodaj" }).click();
      expect(await nip.getAttribute("aria-invalid")).toBe("true");
      expect(await limit.getAttribute("aria-invalid")).toBe("true");
      expect(await nip.evaluate((el) => el === document.activeElement)).toBe(true);
      await limit.fill(limitBefore);
      const good = makeNip();
      await nip.fill(`${good.slice(0, 3)}-${good.slice(3, 6)}-${good.slice(6, 8)}-${good.slice(8)}`);
      await form.getByText("Poprawny NIP").waitFor();
      await form.getByRole("textbox", { name: "Miasto" }).fill("Toruń");
      // A Polish postal code is 00-000.
      const postal = form.getByRole("textbox", { name: "Kod pocztowy" });
      await postal.fill("87100");
      await form.getByRole("button", { name: "Dodaj" }).click();
      await form.getByText("Podaj kod pocztowy w formacie 00-000").waitFor();
      expect(await postal.getAttribute("aria-invalid")).toBe("true");
      await postal.fill("87-100");
      await form.getByRole("button", { name: "Dodaj" }).click();
      await form.waitFor({ state: "detached" });
      await page.getByText("Dodano firmę").waitFor();

      // The same NIP again is refused, without a tick calling it valid; abroad it is a tax id, not a NIP.
      await page.getByRole("button", { name: "Dodaj firmę" }).click();
      const again = dialog(page, "Dodaj firmę");
      await again.getByRole("textbox", { name: "Nazwa" }).fill(`${name} bis`);
      await again.getByRole("textbox", { name: "NIP" }).fill(good);
      await again.getByText("Poprawny NIP").waitFor();
      await again.getByRole("button", { name: "Dodaj" }).click();
      await again.getByText("Firma z tym numerem podatkowym już istnieje").waitFor();
      expect(await again.getByText("Poprawny NIP").count()).toBe(0);
      await again.getByRole("combobox", { name: "Kraj" }).selectOption("DE");
      await again.getByRole("textbox", { name: "Numer podatkowy" }).waitFor();
      // What was typed is not thrown away by one Escape: it asks, and keeping on leaves it all there.
      await page.keyboard.press("Escape");
      const discard = alertDialog(page, "Porzucić zmiany?");
      await discard.getByRole("button", { name: "Anuluj" }).click();
      await discard.waitFor({ state: "detached" });
      expect(await again.getByRole("textbox", { name: "Nazwa" }).inputValue()).toBe(`${name} bis`);
      await again.getByRole("button", { name: "Anuluj" }).click();
      await discard.getByRole("button", { name: "Porzuć" }).click();
      await again.waitFor({ state: "detached" });
      expect(await discard.count()).toBe(0);

      const search = page.getByRole("searchbox", { name: "Szukaj firm" });
      await search.fill(name);
      await search.press("Enter");
      const row = page.getByRole("row", { name: new RegExp(name) });
      await row.getByText("Nieaktywna").waitFor();
      expect(await row.getByRole("cell", { name: good }).count()).toBe(1);
      // Status filter: Active hides it, Inactive shows it again; the URL keeps the choice.
      await page.getByRole("checkbox", { name: "Aktywna", exact: true }).check();
      await page.getByText("Żadna firma nie pasuje do filtrów").waitFor();
      expect(page.url()).toContain("status=Active");
      await page.getByRole("checkbox", { name: "Aktywna", exact: true }).uncheck();
      await page.getByRole("checkbox", { name: "Nieaktywna", exact: true }).check();
      await row.waitFor();

      await page.getByRole("button", { name: `Edytuj: ${name}` }).click();
      const edit = dialog(page, "Edytuj firmę");
      await edit.getByRole("spinbutton", { name: "Limit miejsc" }).fill("7");
      await edit.getByRole("textbox", { name: "Ulica" }).fill("Szeroka");
      await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
      await edit.waitFor({ state: "detached" });
      await row.getByText("0 / 7").waitFor();
      await row.getByRole("link", { name }).click();
      await page.waitForURL(/\/companies\/[^/?]+$/);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page.getByRole("region", { name: "Szczegóły" }).getByText("Szeroka").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("an answer lost on the way (Admin, Polish)", () => {
  it("adds the company once when Add is pressed again after the connection dropped, instead of calling its NIP taken", async () => {
    const { context, page } = await signedInPage(browser, USERS.admin, "pl");
    try {
      const name = unique("Oficyna Zgubiona ");
      // The server stores the company; its answer never reaches the page.
      const lost = await loseFirstAnswer(page, "**/api/v1/companies");
      await page.goto("/companies");
      await page.getByRole("button", { name: "Dodaj firmę" }).click();
      const form = dialog(page, "Dodaj firmę");
      await form.getByRole("textbox", { name: "Nazwa" }).fill(name);
      await form.getByRole("textbox", { name: "NIP" }).fill(makeNip());
      await form.getByRole("button", { name: "Dodaj" }).click();
      await form.getByRole("alert").waitFor();
      expect(lost.dropped()).toBe(1);

      await form.getByRole("button", { name: "Dodaj" }).click();
      await form.waitFor({ state: "detached" });
      const listed = await apiCall<{ items: { name: string }[] }>(adminToken, "GET", `/companies?q=${encodeURIComponent(name)}`);
      expect(listed.body.items.map((c) => c.name)).toEqual([name]);
    } finally {
      await context.close();
    }
  });
});

describe("concurrent edits (Admin, Polish)", () => {
  it("refuses to save over a colleague's change made while the form was open, and shows theirs when opened again", async () => {
    const company = await freshCompany(adminToken, { city: "Toruń" });
    const { context, page } = await signedInPage(browser, USERS.admin, "pl");
    try {
      await page.goto(`/companies?q=${encodeURIComponent(company.name)}`);
      await page.getByRole("button", { name: `Edytuj: ${company.name}` }).click();
      const form = dialog(page, "Edytuj firmę");
      await form.getByRole("textbox", { name: "Miasto" }).fill("Bydgoszcz");

      expect((await apiCall(adminToken, "PATCH", `/companies/${company.id}`, { city: "Grudziądz" })).status).toBe(200);
      await form.getByRole("button", { name: "Zapisz zmiany" }).click();
      await form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" }).waitFor();
      expect((await apiCall<{ city: string }>(adminToken, "GET", `/companies/${company.id}`)).body.city).toBe("Grudziądz");

      await form.getByRole("button", { name: "Anuluj" }).click();
      await alertDialog(page, "Porzucić zmiany?").getByRole("button", { name: "Porzuć" }).click();
      await form.waitFor({ state: "detached" });
      await page.getByRole("row", { name: new RegExp(company.name) }).getByText("Grudziądz").waitFor();
      await page.getByRole("button", { name: `Edytuj: ${company.name}` }).click();
      expect(await form.getByRole("textbox", { name: "Miasto" }).inputValue()).toBe("Grudziądz");
    } finally {
      await context.close();
    }
  });
});

describe("companies on a phone (Admin, Polish, 390 px)", () => {
  it("keeps a row's actions in one menu inside the table, and runs them from there", async () => {
    const company = await freshCompany(adminToken, { name: unique("Przedsiębiorstwo Wydawniczo-Poligraficzne Nieaktywna ") });
    const { context, page } = await signedInPage(browser, USERS.admin, "pl", { width: 390, height: 844 });
    try {
      await page.goto(`/companies?q=${encodeURIComponent(company.name)}`);
      const row = page.getByRole("row", { name: new RegExp(company.name) });
      await row.getByText("Nieaktywna", { exact: true }).waitFor();
      const region = page.getByRole("region", { name: "Firmy" });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      // Every filter but search folds behind one button, so the list starts on the first screen.
      const country = page.getByRole("combobox", { name: "Kraj" });
      expect(await country.isVisible()).toBe(false);
      expect((await row.boundingBox())!.y).toBeLessThan(844);
      await page.getByRole("button", { name: "Filtry", exact: true }).click();
      await country.waitFor();
      await row.getByRole("button", { name: `Akcje: ${company.name}` }).click();
      expect(await page.getByRole("menuitem").allInnerTexts()).toEqual(["Edytuj", "Aktywuj", "Usuń"]);
      await page.getByRole("menuitem", { name: "Usuń" }).click();
      const ask = alertDialog(page, "Usunąć firmę?");
      await ask.getByRole("button", { name: "Usuń" }).click();
      await ask.waitFor({ state: "detached" });
      await page.getByText("Żadna firma nie pasuje do filtrów").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("company status and deletion (SuperAdmin, English)", () => {
  it("deactivates with confirmation so its users cannot sign in, activates again, refuses then performs deletion", async () => {
    const company = await freshCompany(adminToken);
    const manager = await freshAccount(adminToken, { role: "Manager", companyId: company.id });
    const { context, page, login } = await signedInPage(browser, { email: "superadmin@example.com", password: "Admin123!" }, "en");
    try {
      await page.goto(`/companies/${company.id}`);
      await page.getByRole("heading", { level: 1, name: company.name }).waitFor();
      const details = page.getByRole("region", { name: "Details" });
      await details.getByText("Active", { exact: true }).waitFor();

      await page.getByRole("button", { name: "Deactivate", exact: true }).click();
      const deactivate = alertDialog(page, "Deactivate company?");
      await deactivate.getByText(`${company.name} will be inactive`).waitFor();
      await deactivate.getByRole("button", { name: "Deactivate", exact: true }).click();
      await deactivate.waitFor({ state: "detached" });
      await details.getByText("Inactive", { exact: true }).waitFor();
      expect((await apiLogin({ email: manager.email, password: manager.password }, "en")).status).toBe(403);

      await page.getByRole("button", { name: "Activate", exact: true }).click();
      // Said the same of a company that was never active (one is created inactive): no "again".
      await alertDialog(page, "Activate company?").getByText(`${company.name} will be active: its managers and workers can sign in.`, { exact: true }).waitFor();
      await alertDialog(page, "Activate company?").getByRole("button", { name: "Activate", exact: true }).click();
      await details.getByText("Active", { exact: true }).waitFor();
      expect((await apiLogin({ email: manager.email, password: manager.password }, "en")).status).toBe(200);

      // Still has a user: the refusal and its reasons stay in the dialog.
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const del = alertDialog(page, "Delete company?");
      await del.getByRole("button", { name: "Delete", exact: true }).click();
      await del.getByRole("alert").getByText("The company cannot be deleted while it has users (1), reports (0) or positions (0)").waitFor();
      // Focus goes to the reasons (the pressed button had been disabled), and Delete stays off.
      expect(await page.evaluate(() => document.activeElement?.querySelector("[role=alert]") !== null)).toBe(true);
      expect(await del.getByRole("button", { name: "Delete", exact: true }).isDisabled()).toBe(true);
      await del.getByRole("button", { name: "Cancel", exact: true }).click();
      await del.waitFor({ state: "detached" });

      expect((await apiCall(login.accessToken, "DELETE", `/users/${manager.id}`)).status).toBe(204);
      await page.reload();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await alertDialog(page, "Delete company?").getByRole("button", { name: "Delete", exact: true }).click();
      await page.waitForURL(/\/companies$/);
      await page.getByText("Company deleted").waitFor();
      expect((await apiCall(adminToken, "GET", `/companies/${company.id}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });
});

describe("company dashboard", () => {
  it("shows counts, seats, the reports link and the history with what changed (SuperAdmin, Polish)", async () => {
    const company = await freshCompany(adminToken, { maxUsers: 6 });
    await freshAccount(adminToken, { role: "Manager", companyId: company.id });
    await freshAccount(adminToken, { role: "Worker", companyId: company.id });
    await freshAccount(adminToken, { role: "Worker", companyId: company.id });
    const renamed = `${company.name} (nowa)`;
    expect((await apiCall(adminToken, "PATCH", `/companies/${company.id}`, { name: renamed })).status).toBe(200);

    const { context, page } = await signedInPage(browser, { email: "superadmin@example.com", password: "Admin123!" }, "pl");
    try {
      await page.goto(`/companies/${company.id}`);
      await page.getByRole("heading", { level: 1, name: renamed }).waitFor();
      expect(await page.getByTestId("count-managers").textContent()).toBe("1");
      expect(await page.getByTestId("count-workers").textContent()).toBe("2");
      expect(await page.getByTestId("count-reports").textContent()).toBe("0");
      expect(await page.getByTestId("count-unreported").textContent()).toBe("0");
      // Staff review reported positions only: the drafts' count leads nowhere.
      expect(await page.getByRole("link", { name: "0 Niezgłoszone pozycje" }).count()).toBe(0);
      await page.getByText("Niezgłoszone pozycje", { exact: true }).waitFor();
      expect(await page.getByTestId("company-seats").textContent()).toBe("3 / 6");
      expect(await page.getByRole("link", { name: "Raporty firmy" }).getAttribute("href")).toBe(`/reports?companyId=${company.id}`);

      const history = page.getByRole("region", { name: "Historia" });
      const change = history.getByRole("listitem").filter({ hasText: "Firma zmieniona" });
      await change.getByText(renamed).waitFor();
      await change.getByText(company.name, { exact: true }).waitFor();
      await change.getByText("Admin, Super").waitFor();
      await history.getByText("Firma utworzona").waitFor();
      // Values read as in the details: the country's name, not its code.
      await history.getByRole("listitem").filter({ hasText: "Firma utworzona" }).getByText("Polska", { exact: true }).waitFor();

      // Back to the list it was opened from, as from an author's page.
      expect(await page.getByRole("link", { name: "Wróć do firm" }).getAttribute("href")).toBe("/companies");

      // The managers count leads to the company's managers.
      await page.getByRole("link", { name: "1 Kierownicy", exact: true }).click();
      await page.waitForURL(`**/managers?companyId=${company.id}`);
      await page.getByText("Zajęte miejsca: 3 / 6").waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows a Coordinator the list without an Actions column, which would hold only empty cells (Polish)", async () => {
    const { context, page } = await signedInPage(browser, USERS.coordinator, "pl");
    try {
      await page.goto("/companies");
      await page.getByRole("row", { name: new RegExp(COMPANY.name) }).waitFor();
      const headers = (await page.getByRole("columnheader").allInnerTexts()).map((h) => h.trim());
      expect(headers).toContain("Nazwa");
      expect(await page.getByRole("columnheader", { name: "Akcje" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("lets a manager open its own company's dashboard, read-only, and not another's (English)", async () => {
    const { context, page } = await signedInPage(browser, USERS.manager, "en");
    try {
      await page.goto("/");
      await page.getByRole("link", { name: "Open the company dashboard" }).click();
      await page.waitForURL(`**/companies/${COMPANY.id}`);
      await page.getByRole("heading", { level: 1, name: COMPANY.name }).waitFor();
      await page.getByTestId("count-managers").waitFor();
      expect(await page.getByRole("region", { name: "History" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^(Edit|Delete|Activate|Deactivate)$/ }).count()).toBe(0);
      // The companies list is staff's: no way back to it.
      expect(await page.getByRole("link", { name: "Back to companies" }).count()).toBe(0);

      await page.goto(`/companies/${INACTIVE_COMPANY.id}`);
      await page.getByText("Company not found.").waitFor();
      expect(await page.getByText(INACTIVE_COMPANY.name).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
