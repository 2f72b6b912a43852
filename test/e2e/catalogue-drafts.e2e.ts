import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, openPage } from "./browser";
import { catalogueApi, uniqueTag } from "./catalogue";
import { USERS } from "./fixtures";
import { freshCompany, superAdminToken } from "./panel-helpers";
import { endStoredSession, loginAs, pathOf, signInFast } from "./session";

// A session that ends under an open catalogue form (publication, author, company): the same user
// signing in again finds the form as they left it, laid over the record as it is now.

const state = browserForFile();

async function asAdmin(language: "pl" | "en", path: string): Promise<Page> {
  const opened = await openPage(state.browser, { locale: language });
  state.context = opened.context;
  await signInFast(opened.context, USERS.admin, { language });
  await opened.page.goto(path);
  return opened.page;
}

const keptDrafts = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")));

/** Ends the stored session, sends the form's save (which meets the ended session) and waits for /login. */
async function saveIntoEndedSession(page: Page, submit: string): Promise<void> {
  await endStoredSession(page);
  await page.getByRole("dialog").getByRole("button", { name: submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

describe("a session that ends while a publication is being added", () => {
  it("brings back what was typed and the picked author once the same user signs in, and adds them", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    await api.createAuthor({ firstName: "Eliza", lastName: `Orzeszkowa${tag}` });
    const page = await asAdmin("pl", "/publications");
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj publikację" });
    const title = `Nad Niemnem ${tag}`;
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("textbox", { name: "Rok", exact: true }).fill("1888");
    await form.getByRole("combobox", { name: "Dodaj autora" }).fill(`orzeszkowa${tag.toLowerCase()}`);
    await page.getByRole("option", { name: new RegExp(`Orzeszkowa${tag}, Eliza`) }).click();
    await form.getByRole("combobox", { name: `Rola: Orzeszkowa${tag}, Eliza` }).selectOption("R");

    await saveIntoEndedSession(page, "Dodaj");
    await loginAs(page, USERS.admin);
    expect(pathOf(page)).toBe("/publications");
    await form.getByText("Sesja zakończyła się w trakcie wypełniania tego formularza.", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(title);
    expect(await form.getByRole("textbox", { name: "Rok", exact: true }).inputValue()).toBe("1888");
    expect(await form.getByRole("combobox", { name: `Rola: Orzeszkowa${tag}, Eliza` }).inputValue()).toBe("R");
    expect(await keptDrafts(page)).toEqual([]);

    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    const saved = await api.call<{ items: { publicationYear: number; authors: { type: string }[] }[] }>("GET", `/publications?q=${encodeURIComponent(title)}`);
    expect(saved.items).toEqual([expect.objectContaining({ publicationYear: 1888, authors: [expect.objectContaining({ type: "R" })] })]);
  });
});

describe("a session that ends while an author is being changed", () => {
  it("lays the user's changes over a colleague's change made meanwhile to another field, says so, and saves both (en)", async () => {
    const api = await catalogueApi();
    const author = await api.createAuthor({ firstName: "Maria", lastName: `Dąbrowska${uniqueTag()}` });
    const page = await asAdmin("en", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edit ${author.lastName}, Maria` }).click();
    const form = page.getByRole("dialog", { name: "Edit author" });
    await form.getByRole("textbox", { name: "Author ID" }).fill("VIAF-7");

    await saveIntoEndedSession(page, "Save changes");
    await api.call("PATCH", `/authors/${author.id}`, { middleName: "Szumska" });
    await loginAs(page, USERS.admin);
    await form.getByText("someone else has changed this record since", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Author ID" }).inputValue()).toBe("VIAF-7");
    expect(await form.getByRole("textbox", { name: "Middle name" }).inputValue()).toBe("Szumska");

    await form.getByRole("button", { name: "Save changes" }).click();
    await form.waitFor({ state: "detached" });
    expect(await api.author(author.id)).toMatchObject({ authorId: "VIAF-7", middleName: "Szumska" });
    expect(await keptDrafts(page)).toEqual([]);
  });
});

describe("a session that ends while an author is being changed, and a colleague changes the same field", () => {
  it("shows the colleague's value in that field, names it, and brings back the user's other changes", async () => {
    const api = await catalogueApi();
    const author = await api.createAuthor({ firstName: "Zofia", lastName: `Nałkowska${uniqueTag()}` });
    const page = await asAdmin("pl", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edytuj: ${author.lastName}, Zofia` }).click();
    const form = page.getByRole("dialog", { name: "Edytuj autora" });
    await form.getByRole("textbox", { name: "Drugie imię" }).fill("Maria");
    await form.getByRole("textbox", { name: "Identyfikator autora" }).fill("VIAF-9");

    await saveIntoEndedSession(page, "Zapisz zmiany");
    await api.call("PATCH", `/authors/${author.id}`, { middleName: "Romualda" });
    await loginAs(page, USERS.admin);
    await form.getByText("(Drugie imię)", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Drugie imię" }).inputValue()).toBe("Romualda");
    expect(await form.getByRole("textbox", { name: "Identyfikator autora" }).inputValue()).toBe("VIAF-9");
  });
});

describe("a session that ends under an edit on an author's page", () => {
  it("says the author was deleted meanwhile on the page that finds them gone, and keeps nothing", async () => {
    const api = await catalogueApi();
    const author = await api.createAuthor({ firstName: "Bruno", lastName: `Schulz${uniqueTag()}` });
    const page = await asAdmin("pl", `/authors/${author.id}`);
    await page.getByRole("button", { name: "Edytuj", exact: true }).click();
    await page.getByRole("dialog", { name: "Edytuj autora" }).getByRole("textbox", { name: "Drugie imię" }).fill("Jakub");

    await saveIntoEndedSession(page, "Zapisz zmiany");
    await api.call("DELETE", `/authors/${author.id}`);
    await loginAs(page, USERS.admin);
    expect(pathOf(page)).toBe(`/authors/${author.id}`);
    await page.getByText("Nie znaleziono autora.").waitFor();
    await page.getByRole("alert").getByText("Autora w międzyczasie usunięto.").waitFor();
    expect(await keptDrafts(page)).toEqual([]);
  });
});

/** A company edited on its own page, the session then ended under the form (the user is on /login). */
async function editCityThenEndSession(): Promise<{ page: Page; company: { id: string; name: string } }> {
  const company = await freshCompany(await superAdminToken());
  const page = await asAdmin("pl", `/companies/${company.id}`);
  await page.getByRole("button", { name: "Edytuj", exact: true }).click();
  await page.getByRole("dialog", { name: "Edytuj firmę" }).getByRole("textbox", { name: "Miasto" }).fill("Sopot");
  await saveIntoEndedSession(page, "Zapisz zmiany");
  return { page, company };
}

describe("a session that ends under an edit on a company's page", () => {
  it("says the company was deleted meanwhile on the page that finds it gone, and keeps nothing", async () => {
    const { page, company } = await editCityThenEndSession();
    await (await catalogueApi()).call("DELETE", `/companies/${company.id}`);
    await loginAs(page, USERS.admin);
    await page.getByText("Nie znaleziono firmy.").waitFor();
    await page.getByRole("alert").getByText("Firmę w międzyczasie usunięto.").waitFor();
    expect(await keptDrafts(page)).toEqual([]);
  });

  it("keeps the changes when the page cannot read the company, says so, and brings them back on the next visit", async () => {
    const { page, company } = await editCityThenEndSession();
    const failing = `**/api/v1/companies/${company.id}`;
    await page.route(failing, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ status: 500, title: "Internal Server Error", code: "INTERNAL" }) })
        : route.fallback(),
    );
    await loginAs(page, USERS.admin);
    await page.getByRole("alert").getByText("Nie udało się teraz przywrócić Twoich zmian").waitFor();
    expect(await keptDrafts(page)).toHaveLength(1);

    await page.unroute(failing);
    await page.reload();
    const form = page.getByRole("dialog", { name: "Edytuj firmę" });
    await form.getByText("Twoje zmiany wróciły", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Miasto" }).inputValue()).toBe("Sopot");
    expect(await keptDrafts(page)).toEqual([]);
  });
});

describe("a session that ends while a company is being changed", () => {
  it("says the company was deleted meanwhile instead of opening the form", async () => {
    const token = await superAdminToken();
    const company = await freshCompany(token);
    const page = await asAdmin("pl", `/companies?q=${encodeURIComponent(company.name)}`);
    await page.getByRole("button", { name: `Edytuj: ${company.name}` }).click();
    await page.getByRole("dialog", { name: "Edytuj firmę" }).getByRole("textbox", { name: "Miasto" }).fill("Sopot");

    await saveIntoEndedSession(page, "Zapisz zmiany");
    await (await catalogueApi()).call("DELETE", `/companies/${company.id}`);
    await loginAs(page, USERS.admin);
    await page.getByRole("alert").getByText("Firmę w międzyczasie usunięto.").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("brings back an unchanged company's edit as it was left, and closing it leaves nothing behind", async () => {
    const token = await superAdminToken();
    const company = await freshCompany(token);
    const page = await asAdmin("pl", `/companies?q=${encodeURIComponent(company.name)}`);
    await page.getByRole("button", { name: `Edytuj: ${company.name}` }).click();
    const form = page.getByRole("dialog", { name: "Edytuj firmę" });
    await form.getByRole("textbox", { name: "Miasto" }).fill("Sopot");

    await saveIntoEndedSession(page, "Zapisz zmiany");
    await loginAs(page, USERS.admin);
    await form.getByText("Sesja zakończyła się w trakcie wprowadzania tych zmian. Twoje zmiany wróciły", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Miasto" }).inputValue()).toBe("Sopot");

    // What came back is work to lose: Cancel asks first.
    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("button", { name: `Edytuj: ${company.name}` }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await keptDrafts(page)).toEqual([]);
  });
});

describe("a page reloaded with a catalogue form open", () => {
  it("opens an author's edit again with the changes over the record, and saves them (en)", async () => {
    const api = await catalogueApi();
    const author = await api.createAuthor({ firstName: "Zofia", lastName: `Nałkowska${uniqueTag()}` });
    const page = await asAdmin("en", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edit ${author.lastName}, Zofia` }).click();
    const form = page.getByRole("dialog", { name: "Edit author" });
    await form.getByRole("textbox", { name: "Author ID" }).fill("VIAF-12");

    await page.reload();
    await form.getByText("The page was reloaded while you were making these changes. Your changes are back", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Author ID" }).inputValue()).toBe("VIAF-12");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.waitFor({ state: "detached" });
    expect(await api.author(author.id)).toMatchObject({ authorId: "VIAF-12" });
    await page.reload();
    await page.getByRole("button", { name: `Edit ${author.lastName}, Zofia` }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await keptDrafts(page)).toEqual([]);
  });
});
