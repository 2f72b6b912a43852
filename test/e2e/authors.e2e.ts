import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser";
import { catalogueApi, freshIsbn, uniqueTag } from "./catalogue";
import { USERS } from "./fixtures";
import { eventually, fieldError, signInFast } from "./session";

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

async function asAdmin(language: "pl" | "en", path: string, width?: number): Promise<Page> {
  const opened = await openPage(browser, { locale: language, width, height: width ? 844 : undefined });
  context = opened.context;
  await signInFast(context, USERS.admin, { language });
  await opened.page.goto(path);
  return opened.page;
}

const linksTable = (page: Page, name: RegExp) => page.getByRole("table", { name });
const toast = (page: Page, text: string | RegExp) => page.getByRole("region", { name: /^(Powiadomienia|Notifications)/ }).getByText(text);

describe("assigning publications", () => {
  it("assigns several catalogue publications at once with the chosen role", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Anna", lastName: `Nowak${tag}` });
    await api.createPublication({ type: "k", title: `Pierwsza ${tag}`, publicationYear: 2001 });
    await api.createPublication({ type: "c", magazineTitle: `Druga ${tag}`, publicationYear: 2002 });
    await api.createPublication({ type: "k", title: `Trzecia ${tag}`, publicationYear: 2003 });

    const page = await asAdmin("pl", `/authors/${author.id}`);
    await page.getByRole("heading", { name: `Nowak${tag}, Anna`, level: 1 }).waitFor();
    await page.getByText("Nie ma jeszcze powiązanych publikacji").waitFor();
    await page.getByRole("link", { name: "Przypisz publikacje" }).first().click();
    await page.waitForURL((url) => url.pathname === `/authors/${author.id}/add-publications`);
    await page.getByRole("heading", { name: "Przypisz publikacje", level: 1 }).waitFor();

    await page.getByRole("searchbox", { name: "Szukaj w katalogu" }).fill(tag);
    await page.getByRole("searchbox", { name: "Szukaj w katalogu" }).press("Enter");
    await page.getByRole("row", { name: new RegExp(`Trzecia ${tag}`) }).waitFor();
    await page.getByRole("checkbox", { name: `Zaznacz: Pierwsza ${tag}` }).check();
    await page.getByRole("checkbox", { name: `Zaznacz: Druga ${tag}` }).check();
    await page.getByText("Zaznaczono 2 publikacje").waitFor();
    await page.getByRole("combobox", { name: "Rola" }).selectOption("T");
    await page.getByRole("button", { name: "Przypisz", exact: true }).click();

    await page.waitForURL((url) => url.pathname === `/authors/${author.id}`);
    await toast(page, `Przypisano 2 publikacje autorowi Nowak${tag}, Anna`).waitFor();
    const table = linksTable(page, /^Publikacje autora$/);
    // One landmark of that name: the table's (the section around it is none).
    expect(await page.getByRole("region", { name: "Publikacje autora", exact: true }).count()).toBe(1);
    for (const title of [`Pierwsza ${tag}`, `Druga ${tag}`]) {
      const row = table.getByRole("row", { name: new RegExp(title) });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Tłumacz[\s\S]*Przypisanie/);
    }
    expect(await table.getByRole("row", { name: new RegExp(`Trzecia ${tag}`) }).count()).toBe(0);
    // Named as it reads: the count, then the source (the name a voice-control user says).
    await page.getByRole("button", { name: "2 Przypisanie", exact: true }).waitFor();
    expect((await api.author(author.id)).publicationCount).toBe(2);

    // Back on the catalogue, the linked two cannot be selected again (their role changes on the
    // author's page): "select all" takes the third alone.
    await page.getByRole("link", { name: "Przypisz publikacje" }).first().click();
    await page.getByRole("searchbox", { name: "Szukaj w katalogu" }).fill(tag);
    await page.getByRole("searchbox", { name: "Szukaj w katalogu" }).press("Enter");
    await page.getByRole("row", { name: new RegExp(`Trzecia ${tag}`) }).waitFor();
    for (const title of [`Pierwsza ${tag}`, `Druga ${tag}`]) expect(await page.getByRole("checkbox", { name: `Zaznacz: ${title}` }).isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: "Zaznacz wszystkie wiersze na tej stronie" }).check();
    await page.getByText("Zaznaczono 1 publikację").waitFor();
    expect(await page.getByRole("checkbox", { name: `Zaznacz: Trzecia ${tag}` }).isChecked()).toBe(true);
  });
});

describe("the author's publications at 1280 px", () => {
  it("fit beside the pinned actions, each type under its title, an internet source's site as its identifier (Polish)", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Irena", lastName: `Szeroka${tag}` });
    const site = await api.createPublication({ type: "l", title: `Słownik zdrowia pracowników biurowych ${tag}`, link: "https://www.bn.org.pl/slownik", publicationYear: 2019 });
    const book = await api.createPublication({ type: "k", title: `Podstawy ekonometrii ${tag}`, isbn: freshIsbn().isbn13, publicationYear: 2016 });
    await api.assign(author.id, [site.id, book.id]);

    const page = await asAdmin("pl", `/authors/${author.id}`);
    const table = linksTable(page, /^Publikacje autora$/);
    const siteRow = table.getByRole("row", { name: new RegExp(`Słownik zdrowia pracowników biurowych ${tag}`) });
    await siteRow.waitFor();
    const link = siteRow.getByRole("link", { name: /^bn\.org\.pl/ });
    expect(await link.getAttribute("href")).toBe("https://www.bn.org.pl/slownik");
    expect(await siteRow.getByRole("rowheader").innerText()).toMatch(/Źródło internetowe$/);
    expect(await table.getByRole("row", { name: new RegExp(`Podstawy ekonometrii ${tag}`) }).getByRole("rowheader").innerText()).toMatch(/Książka$/);
    // Every column is in the table's box: none scrolls under the pinned actions.
    const widths = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement?.clientWidth ?? 0 }));
    expect(widths.table).toBeLessThanOrEqual(widths.box);
  });
});

describe("moving and unassigning links", () => {
  it("moves a publication to another author picked by name, and unassigns one after confirmation", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const from = await api.createAuthor({ firstName: "Adam", lastName: `Mickiewicz${tag}` });
    const to = await api.createAuthor({ firstName: "Juliusz", lastName: `Słowacki${tag}`, birthDate: "1809-09-04" });
    const moved = await api.createPublication({ type: "k", title: `Kordian ${tag}` });
    const kept = await api.createPublication({ type: "k", title: `Dziady ${tag}` });
    await api.assign(from.id, [moved.id, kept.id], "R");

    const page = await asAdmin("en", `/authors/${from.id}`);
    const table = linksTable(page, /^Publications of the author$/);
    await table.getByRole("row", { name: new RegExp(`Kordian ${tag}`) }).waitFor();
    await page.getByRole("button", { name: `Move to another author: Kordian ${tag}` }).click();
    const dialog = page.getByRole("dialog", { name: "Move to another author" });
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    expect(await fieldError(dialog.getByRole("combobox", { name: "New author" }))).toBe("Choose the author to move the publication to.");
    // The picker searches folded names: no diacritics needed.
    await dialog.getByRole("combobox", { name: "New author" }).fill(`slowacki${tag.toLowerCase()}`);
    await page.getByRole("option", { name: new RegExp(`Słowacki${tag}, Juliusz`) }).click();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await toast(page, `Moved to Słowacki${tag}, Juliusz`).waitFor();
    await eventually(() => table.getByRole("row", { name: new RegExp(`Kordian ${tag}`) }).count()).toBe(0);

    await page.getByRole("button", { name: `Unassign: Dziady ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Unassign publication?" });
    await confirm.getByText(`“Dziady ${tag}” will no longer be linked to Mickiewicz${tag}, Adam`, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Unassign" }).click();
    await confirm.waitFor({ state: "detached" });
    await toast(page, "Publication unassigned").waitFor();
    await page.getByText("No publications linked yet").waitFor();

    await page.goto(`/authors/${to.id}`);
    const row = linksTable(page, /^Publications of the author$/).getByRole("row", { name: new RegExp(`Kordian ${tag}`) });
    await row.waitFor();
    // The role travels with the link; for the new author it is a manual assignment.
    expect(await row.innerText()).toMatch(/Editor[\s\S]*Assignment/);
    expect((await api.author(from.id)).publicationCount).toBe(0);
    expect((await api.author(to.id)).publicationCount).toBe(1);
  });
});

describe("a link's actions on a phone (390 px)", () => {
  it("sit in one menu inside the screen, named with the publication, and each opens its dialog; the page's own actions sit two by two (Polish)", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Eliza", lastName: `Orzeszkowa${tag}` });
    const title = `Nad Niemnem ${tag}`;
    await api.assign(author.id, [(await api.createPublication({ type: "k", title })).id], "A");

    const page = await asAdmin("pl", `/authors/${author.id}`, 390);
    const table = linksTable(page, /^Publikacje autora$/);
    await table.getByRole("row", { name: new RegExp(title) }).waitFor();
    expect(await page.getByRole("button", { name: `Odłącz: ${title}` }).isVisible()).toBe(false);
    const more = page.getByRole("button", { name: `Akcje: ${title}` });
    const box = await more.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    // The table fits its box: nothing of the row is scrolled out of sight.
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
    // The details' values keep about half the card's width or more, however long a label is.
    const details = page.getByRole("region", { name: "Szczegóły" }).locator("dl");
    const widths = await details.evaluate((dl) => [...dl.querySelectorAll("dd")].map((dd) => dd.clientWidth / dl.clientWidth));
    expect(widths.length).toBe(8);
    for (const share of widths) expect(share).toBeGreaterThanOrEqual(0.45);
    // The page's four actions sit two by two in even columns across the screen.
    const actions = await page.locator("header:has(h1) > div:last-child > *").evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width) };
      }),
    );
    expect(actions).toHaveLength(4);
    expect(new Set(actions.map((a) => a.w)).size).toBe(1);
    expect(new Set(actions.map((a) => a.y)).size).toBe(2);
    expect(actions[0]!.x).toBe(16);
    expect(actions[1]!.x + actions[1]!.w).toBe(390 - 16);

    await more.click();
    expect(await page.getByRole("menuitem").allTextContents()).toEqual(["Zmień rolę", "Przenieś do innego autora", "Odłącz"]);
    await page.getByRole("menuitem", { name: "Odłącz" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Odłączyć publikację?" });
    await confirm.getByRole("button", { name: "Anuluj" }).click();
    await confirm.waitFor({ state: "detached" });
    await more.click();
    await page.getByRole("menuitem", { name: "Zmień rolę" }).click();
    await page.getByRole("dialog", { name: "Zmień rolę" }).waitFor();
  });
});

describe("the author list on a phone (390 px)", () => {
  it("gives the name the row's width and says the publication count beneath it (Polish)", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Małgorzata", lastName: `Musierowicz${tag}` });
    await api.assign(author.id, [(await api.createPublication({ type: "k", title: `Jeżycjada ${tag}` })).id], "A");

    const page = await asAdmin("pl", `/authors?q=${tag}`, 390);
    const name = page.getByRole("link", { name: `Musierowicz${tag}, Małgorzata` });
    await name.waitFor();
    const row = page.getByRole("row", { name: new RegExp(`Musierowicz${tag}`) });
    await row.getByText("1 publikacja", { exact: true }).waitFor();
    expect(await page.getByRole("columnheader", { name: "Publikacje" }).count()).toBe(0);
    // The name's cell takes what the count's column took: it was 140 px of the table's 358 beside a 110 px count.
    const cell = await row.getByRole("rowheader").boundingBox();
    expect(cell?.width).toBeGreaterThan(220);
  });
});

describe("suggestions", () => {
  it("runs matching from the dashboard and accepts the suggestion it makes", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    // A namesake with a birth date holds the publication; this author has none, so matching can only suggest it.
    const namesake = await api.createAuthor({ firstName: "Jan", lastName: `Kowal${tag}`, birthDate: "1950-05-05" });
    const author = await api.createAuthor({ firstName: "Jan", lastName: `Kowal${tag}` });
    const publication = await api.createPublication({ type: "k", title: `Wspomnienia ${tag}`, publicationYear: 1999 });
    await api.assign(namesake.id, [publication.id], "A");

    const page = await asAdmin("pl", `/authors/${author.id}`);
    await page.getByText("Brak sugestii.").waitFor();
    await page.getByRole("button", { name: "Dopasuj publikacje" }).click();
    await toast(page, "Zakończono dopasowywanie").waitFor({ timeout: 20_000 });
    const suggestions = page.getByRole("region", { name: "Sugestie" });
    await suggestions.getByText(`Wspomnienia ${tag}`).waitFor();
    await page.getByRole("button", { name: "1 Sugestia", exact: true }).waitFor();

    await suggestions.getByRole("button", { name: `Akceptuj sugestię: Wspomnienia ${tag}` }).click();
    await toast(page, "Zaakceptowano sugestię").waitFor();
    await suggestions.getByText("Brak sugestii.").waitFor();
    const row = linksTable(page, /^Publikacje autora$/).getByRole("row", { name: new RegExp(`Wspomnienia ${tag}`) });
    await eventually(() => row.innerText()).toMatch(/Przypisanie/);
    await page.getByRole("button", { name: "1 Przypisanie", exact: true }).waitFor();
    const detail = await api.author(author.id);
    expect(detail.linkCounts).toMatchObject({ SystemSuggestion: 0, Assignment: 1 });
  });
});

describe("concurrent edits", () => {
  it("refuses to save over a colleague's change made while the form was open, and shows theirs when opened again", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Maria", lastName: `Dąbrowska${tag}` });
    const page = await asAdmin("pl", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edytuj: ${author.lastName}, Maria` }).click();
    const form = page.getByRole("dialog", { name: "Edytuj autora" });
    await form.getByRole("textbox", { name: "Identyfikator autora" }).fill("VIAF-1");

    await api.call("PATCH", `/authors/${author.id}`, { authorId: "VIAF-2" });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" }).waitFor();
    expect((await api.author(author.id)).authorId).toBe("VIAF-2");

    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Edytuj: ${author.lastName}, Maria` }).click();
    expect(await form.getByRole("textbox", { name: "Identyfikator autora" }).inputValue()).toBe("VIAF-2");
  });

  it("loads the colleague's saved version into the open form, which then saves over it", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Zofia", lastName: `Nałkowska${tag}` });
    const page = await asAdmin("pl", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edytuj: ${author.lastName}, Zofia` }).click();
    const form = page.getByRole("dialog", { name: "Edytuj autora" });
    await form.getByRole("textbox", { name: "Identyfikator autora" }).fill("VIAF-1");

    await api.call("PATCH", `/authors/${author.id}`, { authorId: "VIAF-2", middleName: "Maria" });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    const refusal = form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" });
    await refusal.getByRole("button", { name: "Wczytaj zapisaną wersję" }).click();
    await refusal.waitFor({ state: "detached" });
    await form.getByRole("status").filter({ hasText: "Formularz zawiera teraz zapisaną wersję. Wprowadź zmiany ponownie i zapisz." }).waitFor();
    expect(await form.getByRole("textbox", { name: "Identyfikator autora" }).inputValue()).toBe("VIAF-2");
    expect(await form.getByRole("textbox", { name: "Drugie imię" }).inputValue()).toBe("Maria");
    await eventually(() => form.getByRole("textbox", { name: "Imię", exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByRole("textbox", { name: "Identyfikator autora" }).fill("VIAF-3");
    expect(await form.getByRole("status").count()).toBe(0);
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    expect(await api.author(author.id)).toMatchObject({ authorId: "VIAF-3", middleName: "Maria" });
  });

  it("keeps the user's changes to fields the colleague left alone when the saved version is loaded, and names the field both changed", async () => {
    const api = await catalogueApi();
    const author = await api.createAuthor({ firstName: "Maria", lastName: `Konopnicka${uniqueTag()}` });
    const page = await asAdmin("pl", `/authors?q=${encodeURIComponent(author.lastName)}`);
    await page.getByRole("button", { name: `Edytuj: ${author.lastName}, Maria` }).click();
    const form = page.getByRole("dialog", { name: "Edytuj autora" });
    await form.getByRole("textbox", { name: "Identyfikator autora" }).fill("VIAF-11");
    await form.getByRole("textbox", { name: "Drugie imię" }).fill("Anna");

    await api.call("PATCH", `/authors/${author.id}`, { middleName: "Stanisława", birthDate: "1842-05-23" });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    const refusal = form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" });
    await refusal.getByRole("button", { name: "Wczytaj zapisaną wersję" }).click();
    await refusal.waitFor({ state: "detached" });
    await form
      .getByRole("status")
      .filter({ hasText: "Formularz zawiera teraz zapisaną wersję z Twoimi zmianami, z wyjątkiem pól, które ktoś inny też zmienił (Drugie imię)" })
      .waitFor();
    expect(await form.getByRole("textbox", { name: "Identyfikator autora" }).inputValue()).toBe("VIAF-11");
    expect(await form.getByRole("textbox", { name: "Drugie imię" }).inputValue()).toBe("Stanisława");
    expect(await form.getByLabel("Data urodzenia").inputValue()).toBe("1842-05-23");

    // What was kept is work to lose: Cancel asks first.
    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Anuluj" }).click();
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    expect(await api.author(author.id)).toMatchObject({ authorId: "VIAF-11", middleName: "Stanisława", birthDate: "1842-05-23" });
  });
});

describe("the author list", () => {
  it("adds an author, finds it by a folded search, edits and deletes it", async () => {
    const tag = uniqueTag();
    const page = await asAdmin("en", "/authors");
    await page.getByRole("button", { name: "Add author" }).first().click();
    const form = page.getByRole("dialog", { name: "Add author" });
    await form.getByRole("button", { name: "Add", exact: true }).click();
    expect(await fieldError(form.getByRole("textbox", { name: "First name" }))).toBe("This field is required");
    await form.getByRole("textbox", { name: "First name" }).fill("Wisława");
    await form.getByRole("textbox", { name: "Last name" }).fill(`Szymborska${tag}`);
    await form.getByLabel("Birth date").fill(`${new Date().getFullYear() + 1}-01-01`);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    expect(await fieldError(form.getByLabel("Birth date"))).toBe("The date must not be in the future");
    await form.getByLabel("Birth date").fill("1923-07-02");
    await form.getByRole("combobox", { name: "Gender" }).selectOption("female");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.waitFor({ state: "detached" });
    await toast(page, "Author added").waitFor();

    await page.getByRole("searchbox", { name: "Search authors" }).fill(`wislawa szymborska${tag.toLowerCase()}`);
    await page.getByRole("searchbox", { name: "Search authors" }).press("Enter");
    const row = page.getByRole("row", { name: new RegExp(`Szymborska${tag}, Wisława`) });
    await row.waitFor();
    expect(await row.innerText()).toContain("02/07/1923");
    expect(await row.innerText()).toContain("Female");
    // A column of numbers has its header at its right edge, above them (the sort arrow before the text).
    const head = page.getByRole("columnheader", { name: "Publications" });
    const [cell, text] = [await head.boundingBox(), await head.getByText("Publications", { exact: true }).boundingBox()];
    expect(cell!.x + cell!.width - (text!.x + text!.width)).toBeLessThan(20);

    await page.getByRole("button", { name: `Edit Szymborska${tag}, Wisława` }).click();
    const edit = page.getByRole("dialog", { name: "Edit author" });
    await edit.getByRole("textbox", { name: "Author ID" }).fill("VIAF-4938");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached" });
    await eventually(() => row.innerText()).toContain("VIAF-4938");

    await page.getByRole("button", { name: `Delete Szymborska${tag}, Wisława` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete author?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByText("No authors match the filters").waitFor();
  });

  it("says, without stopping the save, that the catalogue already has an author of the typed name; not the one being edited", async () => {
    const api = await catalogueApi();
    const lastName = `Jabłońska${uniqueTag()}`;
    const first = await api.createAuthor({ firstName: "Anna", lastName, birthDate: "1953-04-22" });
    const page = await asAdmin("pl", "/authors");
    await page.getByRole("button", { name: "Dodaj autora" }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj autora" });
    await form.getByRole("textbox", { name: "Imię", exact: true }).fill("ANNA");
    await form.getByRole("textbox", { name: "Nazwisko" }).fill(lastName.replace("ń", "n"));
    const note = form.getByText("Katalog ma już autora o tym imieniu i nazwisku", { exact: false });
    await note.waitFor();
    expect(await note.innerText()).toContain(`${lastName}, Anna (22.04.1953)`);
    // Another first name: no note.
    await form.getByRole("textbox", { name: "Imię", exact: true }).fill("Joanna");
    await note.waitFor({ state: "detached" });
    await form.getByRole("textbox", { name: "Imię", exact: true }).fill("Anna");
    await note.waitFor();
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    await toast(page, "Dodano autora").waitFor();

    await page.goto(`/authors/${first.id}`);
    await page.getByRole("button", { name: "Edytuj", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edytuj autora" });
    // The other entry is named; the one being edited is not its own namesake.
    await edit.getByText("Katalog ma już autora o tym imieniu i nazwisku", { exact: false }).waitFor();
    expect(await edit.getByText("(22.04.1953)", { exact: false }).count()).toBe(0);
  });

  it("says 'Author not found.' for an unknown author", async () => {
    const page = await asAdmin("pl", "/authors/no-such-author");
    await page.getByText("Nie znaleziono autora.").waitFor();
    await page.getByRole("link", { name: "Wróć do autorów" }).click();
    await page.waitForURL((url) => url.pathname === "/authors");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Autorzy");
  });
});
