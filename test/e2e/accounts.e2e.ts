import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, loseFirstAnswer } from "./browser";
import { pickCompany } from "./company-picker";
import { SEED_ADMIN, USERS } from "./fixtures";
import {
  apiCall,
  apiLogin,
  freshAccount,
  freshCompany,
  parseCredentials,
  readClipboard,
  signedInPage,
  superAdminToken,
  unique,
} from "./panel-helpers";
import { eventually } from "./session";

// The account lists as an administrator or a manager uses them: add (credentials copied once),
// edit, set or generate a password, delete; each test makes its own accounts.

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await superAdminToken();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const alertDialog = (page: Page, name: string | RegExp) => page.getByRole("alertdialog", { name });

async function searchList(page: Page, label: string | RegExp, text: string) {
  const box = page.getByRole("searchbox", { name: label });
  await box.fill(text);
  await box.press("Enter");
}

/** Closes the one-time credentials dialog after checking the clipboard, and returns what was copied. */
async function takeCredentials(page: Page, title: string, copied: string, done: string) {
  const credentials = dialog(page, title);
  await credentials.getByText(copied).waitFor();
  const clip = parseCredentials(await readClipboard(page));
  const shown = await credentials.getByTestId("temporary-password").textContent();
  expect(shown).toBe(clip.password);
  // Shown this once: a stray Escape does not close it.
  await page.keyboard.press("Escape");
  // Ark marks a closing dialog data-state=closed at once, before its exit animation.
  expect(await credentials.getAttribute("data-state")).toBe("open");
  await credentials.getByRole("button", { name: done }).click();
  await credentials.waitFor({ state: "detached" });
  // Gone for good: nothing on the page holds it any more.
  expect(await page.content()).not.toContain(clip.password);
  return clip;
}

describe("administrators (SuperAdmin, Polish)", () => {
  it("adds an administrator with credentials copied once, edits, sets and generates passwords, deletes", async () => {
    const { context, page } = await signedInPage(browser, SEED_ADMIN, "pl", { clipboard: true });
    try {
      const last = unique("Admiński");
      const email = `${unique("admin-")}@e2e.test`;
      await page.goto("/admins");
      await page.getByRole("heading", { level: 1, name: "Administratorzy" }).waitFor();

      await page.getByRole("button", { name: "Dodaj administratora" }).click();
      const form = dialog(page, "Dodaj administratora");
      await form.getByRole("button", { name: "Dodaj" }).click();
      // Required fields are checked in Polish before anything is sent.
      await form.getByText("To pole jest wymagane").first().waitFor();
      await form.getByRole("textbox", { name: "E-mail" }).fill(email);
      await form.getByRole("textbox", { name: "Imię", exact: true }).fill("Ala");
      await form.getByRole("textbox", { name: "Nazwisko" }).fill(last);
      expect(await form.getByRole("combobox", { name: "Rola" }).inputValue()).toBe("Admin");
      await form.getByRole("button", { name: "Dodaj" }).click();

      // Inside a sentence the person is named first name first, without the list's comma.
      await dialog(page, "Utworzono konto").getByText(`Przekaż te dane logowania tej osobie: Ala ${last}.`).waitFor();
      const clip = await takeCredentials(page, "Utworzono konto", "Skopiowano do schowka.", "Gotowe");
      expect(clip.email).toBe(email);
      // Done gives focus back to what opened the form, not to the top of the page.
      await expect.poll(() => page.getByRole("button", { name: "Dodaj administratora" }).evaluate((el) => el === document.activeElement)).toBe(true);
      const firstLogin = await apiLogin({ email, password: clip.password });
      expect(firstLogin.status).toBe(200);
      expect(((await firstLogin.json()) as { isPasswordResetRequired: boolean }).isPasswordResetRequired).toBe(true);

      await searchList(page, "Szukaj po imieniu, nazwisku lub e-mailu", last);
      const row = page.getByRole("row", { name: new RegExp(`${last}, Ala`) });
      await row.getByText("Oczekujący").waitFor();

      await page.getByRole("button", { name: `Edytuj: ${last}, Ala` }).click();
      const edit = dialog(page, "Edytuj konto");
      await edit.getByRole("textbox", { name: "Drugie imię" }).fill("Maria");
      await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
      await edit.waitFor({ state: "detached" });
      await page.getByRole("rowheader", { name: `${last}, Ala Maria` }).waitFor();

      await page.getByRole("button", { name: `Zmień hasło: ${last}, Ala Maria` }).click();
      const pw = dialog(page, "Zmień hasło");
      // "Fields marked * are required" only once a field is marked so (a choice of options alone has none).
      const requiredNote = pw.getByText("Pola oznaczone * są wymagane.");
      await pw.getByRole("radio", { name: /Wygeneruj hasło tymczasowe/ }).waitFor();
      expect(await requiredNote.isVisible()).toBe(false);
      await pw.getByRole("radio", { name: /Ustaw hasło/ }).check();
      await requiredNote.waitFor();
      await pw.getByRole("textbox", { name: "Nowe hasło", exact: true }).fill("Nowe1!haslo");
      await pw.getByRole("textbox", { name: "Potwierdź hasło", exact: true }).fill("Inne1!haslo");
      await pw.getByRole("button", { name: "Ustaw hasło" }).click();
      await pw.getByText("Hasła nie są zgodne").waitFor();
      await pw.getByRole("textbox", { name: "Potwierdź hasło", exact: true }).fill("Nowe1!haslo");
      await pw.getByRole("button", { name: "Ustaw hasło" }).click();
      await pw.waitFor({ state: "detached" });
      expect((await apiLogin({ email, password: "Nowe1!haslo" })).status).toBe(200);

      await page.getByRole("button", { name: `Zmień hasło: ${last}, Ala Maria` }).click();
      await dialog(page, "Zmień hasło").getByRole("button", { name: "Wygeneruj hasło" }).click();
      const generated = await takeCredentials(page, "Hasło tymczasowe", "Skopiowano do schowka.", "Gotowe");
      expect(generated.email).toBe(email);
      await expect.poll(() => page.getByRole("button", { name: `Zmień hasło: ${last}, Ala Maria` }).evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await apiLogin({ email, password: generated.password })).status).toBe(200);

      await page.getByRole("button", { name: `Usuń: ${last}, Ala Maria` }).click();
      const confirm = alertDialog(page, "Usunąć konto?");
      await confirm.getByText(`Konto ${email} (Ala Maria ${last}) zostanie usunięte, a jego sesje zakończone.`, { exact: false }).waitFor();
      await confirm.getByRole("button", { name: "Usuń" }).click();
      await confirm.waitFor({ state: "detached" });
      await page.getByText("Żadne konto nie pasuje do filtrów").waitFor();
      expect((await apiLogin({ email, password: generated.password })).status).not.toBe(200);
    } finally {
      await context.close();
    }
  });
});

describe("coordinators (Admin, English)", () => {
  it("adds, edits, changes the password of and deletes a coordinator; administrators are read-only", async () => {
    const { context, page } = await signedInPage(browser, USERS.admin, "en", { clipboard: true });
    try {
      const last = unique("Coordinson");
      const email = `${last.toLowerCase()}@e2e.test`;
      await page.goto("/coordinators");
      await page.getByRole("button", { name: "Add coordinator" }).click();
      const form = dialog(page, "Add coordinator");
      await form.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
      await form.getByRole("textbox", { name: "First name" }).fill("Cora");
      await form.getByRole("textbox", { name: "Last name" }).fill(last);
      await form.getByRole("button", { name: "Add" }).click();
      await form.getByText("Enter a valid e-mail address").waitFor();
      await form.getByRole("textbox", { name: "E-mail" }).fill(email);
      await form.getByRole("button", { name: "Add" }).click();
      const clip = await takeCredentials(page, "Account created", "Copied to the clipboard.", "Done");
      expect(clip.email).toBe(email);
      expect((await apiLogin({ email, password: clip.password }, "en")).status).toBe(200);

      // The same e-mail again: the server's message lands on the field.
      await page.getByRole("button", { name: "Add coordinator" }).click();
      const again = dialog(page, "Add coordinator");
      await again.getByRole("textbox", { name: "E-mail" }).fill(email);
      await again.getByRole("textbox", { name: "First name" }).fill("Other");
      await again.getByRole("textbox", { name: "Last name" }).fill("Person");
      await again.getByRole("button", { name: "Add" }).click();
      await again.getByText("This e-mail address is already in use").waitFor();
      await again.getByRole("button", { name: "Cancel" }).click();
      // Something was typed: Cancel asks before throwing it away.
      await page.getByRole("alertdialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
      await again.waitFor({ state: "detached" });

      await searchList(page, "Search by name or e-mail", last);
      await page.getByRole("button", { name: `Edit ${last}, Cora` }).click();
      const edit = dialog(page, "Edit account");
      await edit.getByRole("textbox", { name: "First name" }).fill("Corinna");
      // The note under the status says what the chosen status means, not the saved one.
      await edit.getByText("Pending until the first password change.").waitFor();
      await edit.getByRole("combobox", { name: "Status" }).selectOption("Inactive");
      await edit.getByText("Cannot sign in while the account is inactive.").waitFor();
      expect(await edit.getByText("Pending until the first password change.").count()).toBe(0);
      await edit.getByRole("button", { name: "Save changes" }).click();
      // Deactivation is asked first; Cancel leaves the form as it was, unsaved.
      const ask = page.getByRole("alertdialog", { name: "Deactivate account?" });
      expect(await ask.innerText()).toContain("will be signed out at once");
      await ask.getByRole("button", { name: "Cancel" }).click();
      await ask.waitFor({ state: "detached" });
      expect(await edit.getByRole("combobox", { name: "Status" }).inputValue()).toBe("Inactive");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await ask.getByRole("button", { name: "Deactivate" }).click();
      await edit.waitFor({ state: "detached" });
      const row = page.getByRole("row", { name: new RegExp(`${last}, Corinna`) });
      await row.getByText("Inactive").waitFor();

      await page.getByRole("button", { name: `Change password of ${last}, Corinna` }).click();
      const pw = dialog(page, "Change password");
      await pw.getByRole("radio", { name: /Set a password/ }).check();
      await pw.getByRole("textbox", { name: "New password", exact: true }).fill("weakpassword");
      await pw.getByRole("button", { name: "Set password" }).click();
      await pw.getByText("Must contain at least 1 uppercase letter").waitFor();
      await pw.getByRole("textbox", { name: "New password", exact: true }).fill("Strong1!pass");
      await pw.getByRole("textbox", { name: "Confirm password", exact: true }).fill("Strong1!pass");
      await pw.getByRole("button", { name: "Set password" }).click();
      await pw.waitFor({ state: "detached" });
      await page.getByText(`Password changed for ${last}, Corinna`).waitFor();

      await page.getByRole("button", { name: `Delete ${last}, Corinna` }).click();
      const confirm = alertDialog(page, "Delete account?");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "detached" });
      await page.getByRole("rowheader", { name: `${last}, Corinna` }).waitFor();
      await page.getByRole("button", { name: `Delete ${last}, Corinna` }).click();
      await alertDialog(page, "Delete account?").getByRole("button", { name: "Delete" }).click();
      await page.getByText("No accounts match the filters").waitFor();

      // An Admin reads administrators but changes none of them.
      await page.goto("/admins");
      await page.getByRole("rowheader", { name: /Kowalska, Anna/ }).waitFor();
      expect(await page.getByRole("button", { name: "Add administrator" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^(Edit|Delete|Change password of) / }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("an answer lost on the way (Admin, English)", () => {
  it("says the account was most likely made, when Add pressed again after the connection dropped meets its e-mail, and shows it in the list", async () => {
    const { context, page } = await signedInPage(browser, USERS.admin, "en");
    try {
      const last = unique("Lostson");
      const email = `${last.toLowerCase()}@e2e.test`;
      // The server makes the account; its answer, with the one-time password, never reaches the page.
      const lost = await loseFirstAnswer(page, "**/api/v1/users");
      await page.goto("/coordinators");
      await page.getByRole("button", { name: "Add coordinator" }).click();
      const form = dialog(page, "Add coordinator");
      await form.getByRole("textbox", { name: "E-mail" }).fill(email);
      await form.getByRole("textbox", { name: "First name" }).fill("Lola");
      await form.getByRole("textbox", { name: "Last name" }).fill(last);
      await form.getByRole("button", { name: "Add" }).click();
      await form.getByText("Network error. Check your connection and try again.").waitFor();
      expect(lost.dropped()).toBe(1);

      await form.getByRole("button", { name: "Add" }).click();
      await form
        .getByRole("alert")
        .getByText(`The account ${email} was most likely created: the connection dropped before the answer came, so its temporary password could not be shown.`, { exact: false })
        .waitFor();
      // Not the e-mail field's "already in use", which reads as someone else's account.
      expect(await form.getByText("This e-mail address is already in use").count()).toBe(0);
      // The list behind the form (hidden from the accessibility tree while it is open) already shows it, with its set-password action.
      await page.getByRole("button", { name: `Change password of ${last}, Lola`, includeHidden: true }).waitFor({ state: "attached" });
    } finally {
      await context.close();
    }
  });
});

describe("concurrent edits (Admin, English)", () => {
  it("refuses to save over a colleague's change made while the form was open, and shows theirs when opened again", async () => {
    const coordinator = await freshAccount(adminToken, { role: "Coordinator", firstName: "Irena" });
    const { context, page } = await signedInPage(browser, USERS.admin, "en");
    try {
      await page.goto("/coordinators");
      await searchList(page, "Search by name or e-mail", coordinator.lastName);
      await page.getByRole("button", { name: `Edit ${coordinator.lastName}, Irena` }).click();
      const form = dialog(page, "Edit account");
      await form.getByRole("textbox", { name: "First name" }).fill("Irmina");

      expect((await apiCall(adminToken, "PATCH", `/users/${coordinator.id}`, { firstName: "Iga" })).status).toBe(200);
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.getByRole("alert").filter({ hasText: "Your changes were not saved" }).waitFor();
      expect((await apiCall<{ firstName: string }>(adminToken, "GET", `/users/${coordinator.id}`)).body.firstName).toBe("Iga");

      await form.getByRole("button", { name: "Cancel" }).click();
      await alertDialog(page, "Discard changes?").getByRole("button", { name: "Discard" }).click();
      await form.waitFor({ state: "detached" });
      await page.getByRole("rowheader", { name: `${coordinator.lastName}, Iga` }).waitFor();
      await page.getByRole("button", { name: `Edit ${coordinator.lastName}, Iga` }).click();
      expect(await form.getByRole("textbox", { name: "First name" }).inputValue()).toBe("Iga");

      // Refused again: this time the saved version is loaded into the open form, keeping the change to the field the colleague left alone.
      await form.getByRole("textbox", { name: "Last name" }).fill(`${coordinator.lastName}x`);
      expect((await apiCall(adminToken, "PATCH", `/users/${coordinator.id}`, { firstName: "Ilona" })).status).toBe(200);
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.getByRole("alert").getByRole("button", { name: "Load the saved version" }).click();
      await eventually(() => form.getByRole("textbox", { name: "First name" }).inputValue()).toBe("Ilona");
      expect(await form.getByRole("textbox", { name: "Last name" }).inputValue()).toBe(`${coordinator.lastName}x`);
      await form.getByRole("status").filter({ hasText: "The saved version is in the form, with your changes kept. Check them, then save." }).waitFor();
      await form.getByRole("button", { name: "Save changes" }).click();
      await form.waitFor({ state: "detached" });
      expect((await apiCall<{ firstName: string; lastName: string }>(adminToken, "GET", `/users/${coordinator.id}`)).body).toMatchObject({
        firstName: "Ilona",
        lastName: `${coordinator.lastName}x`,
      });
    } finally {
      await context.close();
    }
  });
});

describe("on a phone (390 px)", () => {
  it("puts a row's actions in a menu named with the person, and each opens its dialog (Admin, English)", async () => {
    const coordinator = await freshAccount(adminToken, { role: "Coordinator", firstName: "Phoebe" });
    const name = `${coordinator.lastName}, Phoebe`;
    const { context, page } = await signedInPage(browser, USERS.admin, "en", { width: 390, height: 844 });
    try {
      await page.goto("/coordinators");
      await searchList(page, "Search by name or e-mail", coordinator.lastName);
      await page.getByRole("rowheader", { name }).waitFor();
      // The buttons of a wide screen are not there to be cut off at the row's end.
      expect(await page.getByRole("button", { name: `Edit ${name}` }).count()).toBe(0);
      const more = page.getByRole("button", { name: `Actions for ${name}` });
      const box = await more.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);

      await more.click();
      expect(await page.getByRole("menuitem").allTextContents()).toEqual(["Edit", "Change password", "Delete"]);
      await page.getByRole("menuitem", { name: "Change password" }).click();
      const pw = dialog(page, "Change password");
      await pw.getByRole("button", { name: "Cancel" }).click();
      await pw.waitFor({ state: "detached" });
      await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);

      // The new password's dialog came after the menu's form: Done still returns to the menu's button.
      await more.click();
      await page.getByRole("menuitem", { name: "Change password" }).click();
      await pw.getByRole("button", { name: "Generate password" }).click();
      const generated = dialog(page, "Temporary password");
      await generated.getByRole("button", { name: "Done" }).click();
      await generated.waitFor({ state: "detached" });
      await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);

      await more.click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await alertDialog(page, "Delete account?").getByRole("button", { name: "Delete" }).click();
      await page.getByText("No accounts match the filters").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("a manager's lists (own company only)", () => {
  it("shows seats, adds a worker in English, sees no other company's accounts and no administrators", async () => {
    const company = await freshCompany(adminToken, { maxUsers: 3 });
    const manager = await freshAccount(adminToken, { role: "Manager", companyId: company.id, firstName: "Mira" });
    const stranger = await freshAccount(adminToken, { role: "Worker", companyId: USERS.worker.companyId, lastName: unique("Obcy") });
    const { context, page } = await signedInPage(browser, manager, "en", { clipboard: true });
    try {
      await page.goto("/workers");
      await page.getByRole("heading", { level: 1, name: "Workers" }).waitFor();
      await page.getByText("Seats used: 1 / 3").waitFor();
      await page.getByText("No workers yet").waitFor();
      // Staff-only columns and entries are not there.
      expect(await page.getByRole("columnheader", { name: "Company" }).count()).toBe(0);
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      expect(await nav.getByRole("link", { name: "Administrators" }).count()).toBe(0);
      await nav.getByRole("link", { name: "Managers" }).waitFor();

      await page.getByRole("button", { name: "Add worker" }).first().click();
      const form = dialog(page, "Add worker");
      expect(await form.getByRole("combobox", { name: "Company" }).count()).toBe(0);
      const last = unique("Workman");
      await form.getByRole("textbox", { name: "E-mail" }).fill(`${last.toLowerCase()}@e2e.test`);
      await form.getByRole("textbox", { name: "First name" }).fill("Will");
      await form.getByRole("textbox", { name: "Last name" }).fill(last);
      await form.getByRole("button", { name: "Add" }).click();
      const clip = await takeCredentials(page, "Account created", "Copied to the clipboard.", "Done");
      expect((await apiLogin({ email: clip.email, password: clip.password })).status).toBe(200);
      await page.getByRole("rowheader", { name: `${last}, Will` }).waitFor();
      await page.getByText("Seats used: 2 / 3").waitFor();

      // The last seat taken: Add is off and says why, before any form is filled in for nothing.
      const filler = await freshAccount(adminToken, { role: "Worker", companyId: company.id });
      await page.reload();
      await page.getByText("Seats used: 3 / 3").waitFor();
      await page.getByText("No free seat: deactivate an account, or ask an administrator to raise the company's limit.").waitFor();
      expect(await page.getByRole("button", { name: "Add worker" }).first().isDisabled()).toBe(true);
      expect((await apiCall(adminToken, "DELETE", `/users/${filler.id}`)).status).toBe(204);
      await page.reload();
      await page.getByText("Seats used: 2 / 3").waitFor();
      expect(await page.getByRole("button", { name: "Add worker" }).first().isDisabled()).toBe(false);

      // The manager edits, resets and deletes the worker it added; the seat is freed again.
      await page.getByRole("button", { name: `Edit ${last}, Will` }).click();
      const edit = dialog(page, "Edit account");
      await edit.getByRole("textbox", { name: "Last name" }).fill(`${last}-Smith`);
      await edit.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("rowheader", { name: `${last}-Smith, Will` }).waitFor();
      await page.getByRole("button", { name: `Change password of ${last}-Smith, Will` }).click();
      await dialog(page, "Change password").getByRole("button", { name: "Generate password" }).click();
      const reset = await takeCredentials(page, "Temporary password", "Copied to the clipboard.", "Done");
      expect((await apiLogin({ email: clip.email, password: reset.password })).status).toBe(200);
      await page.getByRole("button", { name: `Delete ${last}-Smith, Will` }).click();
      await alertDialog(page, "Delete account?").getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("Seats used: 1 / 3").waitFor();
      await page.getByText("No workers yet").waitFor();

      await searchList(page, "Search by name or e-mail", stranger.lastName);
      await page.getByText("No accounts match the filters").waitFor();

      await page.goto("/managers");
      await page.getByRole("rowheader", { name: `${manager.lastName}, Mira (you)` }).waitFor();
      expect(await page.getByRole("button", { name: `Delete ${manager.lastName}, Mira` }).count()).toBe(0);

      await page.goto("/admins");
      await page.waitForURL("**/error/403");
    } finally {
      await context.close();
    }
  });

  it("lets staff add a manager to a company chosen in the form, which activates the company (Polish)", async () => {
    const company = await freshCompany(adminToken);
    const { context, page } = await signedInPage(browser, USERS.admin, "pl", { clipboard: true });
    try {
      await page.goto(`/managers?companyId=${company.id}`);
      await page.getByText("Zajęte miejsca: 0 / 5").waitFor();
      await page.getByRole("button", { name: "Dodaj kierownika" }).first().click();
      const form = dialog(page, "Dodaj kierownika");
      // The list's company is preselected and shown by name; another one is found by its NIP.
      const picker = form.getByRole("combobox", { name: "Firma" });
      await eventually(() => picker.inputValue()).toBe(company.name);
      const other = (await freshCompany(adminToken)) as Awaited<ReturnType<typeof freshCompany>> & { taxId: string };
      await form.getByRole("button", { name: "Wyczyść firmę" }).click();
      expect(await picker.inputValue()).toBe("");
      await pickCompany(page, form, "Firma", other.taxId, other.name);
      expect(await picker.inputValue()).toBe(other.name);
      // A company without a free seat says so in the list and once chosen, and the form cannot be sent.
      const full = await freshCompany(adminToken, { maxUsers: 1 });
      const seatTaker = { email: `${unique("e2e-")}@e2e.test`, firstName: "Pola", lastName: unique("Pełna"), role: "Manager", companyId: full.id };
      expect((await apiCall(adminToken, "POST", "/users", seatTaker)).status).toBe(201);
      await picker.fill(full.name);
      const option = page.getByRole("listbox").getByRole("option", { name: new RegExp(`^${full.name}`) });
      expect(await option.innerText()).toContain("brak wolnych miejsc (1 / 1)");
      // …in the error colour, apart from the muted rest of its line.
      const fullColour = await option.getByText("brak wolnych miejsc (1 / 1)", { exact: true }).evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.parentElement!).color]);
      expect(fullColour[0]).not.toBe(fullColour[1]);
      await option.click();
      await form.getByText("Firma nie ma wolnych miejsc: dezaktywuj jedno z jej kont albo podnieś jej limit.").waitFor();
      expect(await form.getByRole("button", { name: "Dodaj" }).isDisabled()).toBe(true);
      await picker.fill(company.name);
      // A new company is inactive until its first manager.
      const inactive = page.getByRole("listbox").getByRole("option", { name: new RegExp(`^${company.name}`) });
      expect(await inactive.innerText()).toContain("nieaktywna · zajęte miejsca: 0 / 5");
      // The seats never break inside their fraction on a narrow screen.
      expect(await inactive.getByText("zajęte miejsca: 0 / 5", { exact: true }).evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("nowrap");
      await pickCompany(page, form, "Firma", company.name, company.name);
      expect(await form.getByRole("button", { name: "Dodaj" }).isDisabled()).toBe(false);
      const last = unique("Kierownik");
      await form.getByRole("textbox", { name: "E-mail" }).fill(`${last.toLowerCase()}@e2e.test`);
      await form.getByRole("textbox", { name: "Imię", exact: true }).fill("Kamil");
      await form.getByRole("textbox", { name: "Nazwisko" }).fill(last);
      await form.getByRole("button", { name: "Dodaj" }).click();
      await takeCredentials(page, "Utworzono konto", "Skopiowano do schowka.", "Gotowe");
      await page.getByRole("row", { name: new RegExp(last) }).getByRole("link", { name: company.name }).waitFor();
      await page.getByText("Zajęte miejsca: 1 / 5").waitFor();
      const after = await apiCall<{ status: string }>(adminToken, "GET", `/companies/${company.id}`);
      expect(after.body.status).toBe("Active");
    } finally {
      await context.close();
    }
  });
});
