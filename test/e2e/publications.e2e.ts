import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { chromiumPath } from "../../scripts/ensure-chromium.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, loseFirstAnswer, openPage } from "./browser";
import { catalogueApi, freshIsbn, hyphenated, renderTextPng, renderTextY4m, uniqueTag, wrongCheckDigit } from "./catalogue";
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

async function asAdmin(language: "pl" | "en", path = "/publications", width = 1280): Promise<Page> {
  const opened = await openPage(browser, { locale: language, width });
  context = opened.context;
  await signInFast(context, USERS.admin, { language });
  await opened.page.goto(path);
  return opened.page;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
const search = (page: Page) => page.getByRole("searchbox", { name: /^(Szukaj publikacji|Search publications)$/ });
const CAMERA_ERRORS =
  /^(Nie można użyć kamery|Odmówiono dostępu do kamery|Dostęp do kamery jest zablokowany przez system|Nie udało się uruchomić źródła wideo|The camera could not be used|You've denied your camera permission|Camera access is blocked by your system|Could not start video source)$/;

describe("adding a publication", () => {
  it("saves a book entered with an ISBN-10 and lists it with its ISBN-13", async () => {
    const page = await asAdmin("pl");
    const { isbn10, isbn13 } = freshIsbn();
    const title = `Lalka ${uniqueTag()}`;
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = dialog(page, "Dodaj publikację");
    // The dialog says what to do first, as its description.
    expect(await form.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).innerText())).toMatch(/^Najpierw wybierz typ/);
    expect(await form.getByRole("radio", { name: "Książka" }).isChecked()).toBe(true);
    // The checkbox is named by its label; the line under it describes it.
    const verified = form.getByRole("checkbox", { name: "Zweryfikowana", exact: true });
    expect(await verified.getAttribute("aria-describedby").then((id) => form.locator(`[id="${id}"]`).innerText())).toBe("Wpis sprawdzono z samą publikacją.");
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    // A year pasted with spaces keeps its four digits.
    const year = form.getByRole("textbox", { name: "Rok" });
    await year.fill(" 1890 ");
    expect(await year.inputValue()).toBe("1890");
    await form.getByRole("textbox", { name: "ISBN" }).fill(isbn10);
    await form.getByText(`Poprawny ISBN, zapisywany jako ${isbn13}`).waitFor();
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("status").getByText("Dodano publikację").waitFor();

    await search(page).fill(title);
    await search(page).press("Enter");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.innerText()).toContain(isbn13);
    expect(await row.innerText()).not.toContain(isbn10);
    expect(await row.innerText()).toContain("Książka");
  });

  it("tells a wrong check digit as it is typed, in Polish and in English", async () => {
    const { isbn13 } = freshIsbn();
    for (const [language, add, book, magazine, wrongIsbn, shape, wrongIssn] of [
      [
        "pl",
        "Dodaj publikację",
        "Książka",
        "Czasopismo",
        "Nieprawidłowa cyfra kontrolna ISBN",
        "ISBN ma 10 lub 13 cyfr (ISBN-10 może kończyć się na X)",
        "Nieprawidłowa cyfra kontrolna ISSN",
      ],
      ["en", "Add publication", "Book", "Magazine", "The ISBN check digit is wrong", "An ISBN has 10 or 13 digits (an ISBN-10 may end in X)", "The ISSN check digit is wrong"],
    ] as const) {
      const page = await asAdmin(language);
      await page.getByRole("button", { name: add }).first().click();
      const form = dialog(page, add);
      await form.getByRole("radio", { name: book }).check();
      const isbn = form.getByRole("textbox", { name: "ISBN" });
      await isbn.fill(hyphenated(wrongCheckDigit(isbn13)));
      // Still in the field: the message comes as soon as the 13 digits are there.
      expect(await isbn.evaluate((el) => el === document.activeElement)).toBe(true);
      await eventually(() => fieldError(isbn)).toBe(wrongIsbn);
      await isbn.fill("97883x");
      await eventually(() => fieldError(isbn)).toBe(shape);
      await isbn.fill(hyphenated(isbn13));
      await eventually(() => fieldError(isbn)).toBeNull();

      await form.getByRole("radio", { name: magazine }).check();
      const issn = form.getByRole("textbox", { name: "ISSN" });
      await issn.fill("0317-8472");
      await eventually(() => fieldError(issn)).toBe(wrongIssn);
      await context?.close();
      context = undefined;
    }
  });
});

describe("an answer lost on the way", () => {
  it("adds the publication once when Add is pressed again after the connection dropped with the server's answer", async () => {
    const title = `Granica ${uniqueTag()}`;
    const page = await asAdmin("pl");
    // The server stores the publication; its answer never reaches the page.
    const lost = await loseFirstAnswer(page, "**/api/v1/publications");
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = dialog(page, "Dodaj publikację");
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.getByRole("alert").waitFor();
    expect(lost.dropped()).toBe(1);

    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    const listed = await (await catalogueApi()).call<{ items: { title: string }[] }>("GET", `/publications?q=${encodeURIComponent(title)}`);
    expect(listed.items.map((p) => p.title)).toEqual([title]);
  });
});

describe("an edit whose answer was lost", () => {
  it("saves the next change as the user's own, not as a colleague's, measured against what the lost save stored", async () => {
    const title = `Chłopi ${uniqueTag()}`;
    const api = await catalogueApi();
    const created = await api.createPublication({ type: "k", title, publisher: "Gebethner" });
    const page = await asAdmin("pl", `/publications?q=${encodeURIComponent(title)}`);
    const lost = await loseFirstAnswer(page, `**/api/v1/publications/${created.id}`, "PATCH");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj publikację");
    const publisher = form.getByRole("textbox", { name: "Wydawca" });
    await publisher.fill("PIW");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").filter({ hasText: "Błąd sieci" }).waitFor();
    expect(lost.dropped()).toBe(1);
    expect(await api.call("GET", `/publications/${created.id}`)).toMatchObject({ publisher: "PIW" });

    // Back to the value it had when the form opened, and a year: both are the user's to save (the
    // publisher is a change against what the lost save stored, not against the form's start).
    await publisher.fill("Gebethner");
    await form.getByRole("textbox", { name: "Rok" }).fill("1904");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    expect(await api.call("GET", `/publications/${created.id}`)).toMatchObject({ publisher: "Gebethner", publicationYear: 1904 });
  });
});

describe("authors in the form", () => {
  it("links the authors picked in the form, each with its role", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const author = await api.createAuthor({ firstName: "Eliza", lastName: `Orzeszkowa${tag}` });
    const page = await asAdmin("pl");
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = dialog(page, "Dodaj publikację");
    const title = `Nad Niemnem ${tag}`;
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("combobox", { name: "Dodaj autora" }).fill(`orzeszkowa${tag.toLowerCase()}`);
    await page.getByRole("option", { name: new RegExp(`Orzeszkowa${tag}, Eliza`) }).click();
    await form.getByRole("combobox", { name: `Rola: Orzeszkowa${tag}, Eliza` }).selectOption("R");
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });

    await search(page).fill(title);
    await search(page).press("Enter");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await row.getByRole("link", { name: `Orzeszkowa${tag}, Eliza` }).waitFor();
    const saved = await api.call<{ items: { authors: { authorId: string; type: string; source: string }[] }[] }>("GET", `/publications?q=${encodeURIComponent(title)}`);
    expect(saved.items[0]?.authors).toEqual([expect.objectContaining({ authorId: author.id, type: "R", source: "Assignment" })]);
  });
});

describe("the form by type", () => {
  it("shows only the chosen type's fields, requires its own, and clears what a new type hides", async () => {
    const page = await asAdmin("en");
    await page.getByRole("button", { name: "Add publication" }).first().click();
    const form = dialog(page, "Add publication");
    // The form is taller than the screen; its buttons stay in view at the dialog's bottom.
    const add = form.getByRole("button", { name: "Add", exact: true });
    await add.waitFor();
    const [box, viewport] = [await add.boundingBox(), page.viewportSize()];
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
    expect(await form.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // Reaching them (Tab; here focus()) leaves the form where it is: they sit in the padding kept for them.
    await add.evaluate((b) => (b as HTMLElement).focus());
    expect(await form.evaluate((el) => el.scrollTop)).toBe(0);
    await form.getByRole("radio", { name: "Magazine" }).check();
    await form.getByRole("textbox", { name: "Magazine title" }).waitFor();
    await form.getByRole("textbox", { name: "ISSN" }).waitFor();
    await form.getByRole("textbox", { name: "DOI" }).waitFor();
    expect(await form.getByRole("textbox", { name: "ISBN" }).count()).toBe(0);
    // A magazine's edition field is its issue number.
    expect(await form.getByRole("textbox", { name: "Edition" }).count()).toBe(0);
    await form.getByRole("textbox", { name: "Issue" }).waitFor();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    expect(await fieldError(form.getByRole("textbox", { name: "Magazine title" }))).toBe("This field is required");

    await form.getByRole("radio", { name: "Internet source" }).check();
    await form.getByRole("button", { name: "Add", exact: true }).click();
    expect(await fieldError(form.getByRole("textbox", { name: "Title", exact: true }))).toBe("This field is required");
    expect(await fieldError(form.getByRole("textbox", { name: "Link" }))).toBe("This field is required");
    const title = `Portal ${uniqueTag()}`;
    await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    // A link as long as real ones get (tracking parameters and all), typed without its scheme as
    // in an address bar: leaving the field puts "https://" before it.
    const link = `https://example.org/download/document/${"x".repeat(40)}?utm_source=newsletter&utm_medium=email&utm_campaign=${"y".repeat(60)}`;
    await form.getByRole("textbox", { name: "Link" }).fill(link.slice("https://".length));
    await form.getByRole("textbox", { name: "Link" }).blur();
    await eventually(() => form.getByRole("textbox", { name: "Link" }).inputValue()).toBe(link);
    expect(await fieldError(form.getByRole("textbox", { name: "Link" }))).toBeNull();
    await form.getByRole("textbox", { name: "Publisher or portal" }).fill("Example");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.waitFor({ state: "detached" });

    // Edit: the internet source becomes a book; its link is not a book's and is cleared on save.
    await search(page).fill(title);
    await search(page).press("Enter");
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("cell", { name: "Internet source", exact: true })
      .waitFor();
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = dialog(page, "Edit publication");
    await edit.getByRole("radio", { name: "Book" }).check();
    await edit.getByRole("note").getByText(`Not used for this type and cleared on save: Link (${link.slice(0, 59)}…)`).waitFor();
    // The note wraps inside the dialog: no field is pushed past its right edge.
    expect(await edit.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.waitFor({ state: "detached" });
    await page
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("cell", { name: "Book", exact: true })
      .waitFor();
    const api = await catalogueApi();
    const saved = await api.call<{ items: { type: string; link: string | null }[] }>("GET", `/publications?q=${encodeURIComponent(title)}`);
    expect(saved.items).toMatchObject([{ type: "k", link: null }]);
  });
});

describe("duplicates", () => {
  it("says, without stopping the save, that the catalogue already has the ISBN typed; not of the entry being edited", async () => {
    const { isbn10, isbn13 } = freshIsbn();
    const title = `Chłopi ${uniqueTag()}`;
    await (await catalogueApi()).createPublication({ type: "k", title, isbn: isbn13 });
    const page = await asAdmin("pl", `/publications?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const add = dialog(page, "Dodaj publikację");
    await add.getByRole("textbox", { name: "ISBN" }).fill(isbn10);
    await add.getByRole("status").filter({ hasText: `Ten ISBN jest już w katalogu: „${title}”. Zapisanie utworzy kolejny wpis tej samej publikacji.` }).waitFor();
    expect(await add.getByRole("button", { name: "Dodaj", exact: true }).isEnabled()).toBe(true);
    await add.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await add.waitFor({ state: "detached" });

    // The code's lookup is already at hand (the add form made it): the edit form renders with it.
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const edit = dialog(page, "Edytuj publikację");
    await edit.getByText(`Poprawny ISBN`, { exact: false }).waitFor();
    expect(await edit.getByRole("status").filter({ hasText: "jest już w katalogu" }).count()).toBe(0);
  });
});

describe("concurrent edits", () => {
  it("refuses to save over a colleague's change made while the form was open, and shows theirs when opened again", async () => {
    const title = `Nad Niemnem ${uniqueTag()}`;
    const api = await catalogueApi();
    const created = await api.createPublication({ type: "k", title, publisher: "Gebethner" });
    const page = await asAdmin("pl", `/publications?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj publikację");
    await form.getByRole("textbox", { name: "Wydawca" }).fill("PIW");

    await (await catalogueApi(USERS.coordinator)).call("PATCH", `/publications/${created.id}`, { publisher: "Czytelnik" });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" }).waitFor();
    expect(await api.call("GET", `/publications/${created.id}`)).toMatchObject({ publisher: "Czytelnik" });

    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    expect(await form.getByRole("textbox", { name: "Wydawca" }).inputValue()).toBe("Czytelnik");
  });
});

describe("the list", () => {
  it("keeps search and type filter in the URL and deletes after confirmation", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    await api.createPublication({ type: "k", title: `Faraon ${tag}`, publicationYear: 1897 });
    await api.createPublication({ type: "c", magazineTitle: `Odra ${tag}`, publicationYear: 2001 });
    const page = await asAdmin("pl", `/publications?q=${tag}`);
    await page.getByRole("row", { name: new RegExp(`Faraon ${tag}`) }).waitFor();
    await page.getByRole("row", { name: new RegExp(`Odra ${tag}`) }).waitFor();

    await page.getByRole("checkbox", { name: "Czasopismo" }).check();
    await page.waitForURL((url) => url.searchParams.getAll("type").join() === "c");
    await eventually(() => page.getByRole("row", { name: new RegExp(`Faraon ${tag}`) }).count()).toBe(0);
    await page.reload();
    expect(await page.getByRole("checkbox", { name: "Czasopismo" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: `Usuń: Odra ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć publikację?" });
    await confirm.getByRole("button", { name: "Usuń" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("status").getByText("Usunięto publikację").waitFor();
    await page.getByText("Żadna publikacja nie pasuje do filtrów").waitFor();
  });
});

describe("the list on a phone (390 px)", () => {
  it("tells two entries of one title apart: year, ISBN and verified state under the title", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    const lalka = await api.createPublication({ type: "k", title: `Lalka ${tag}`, publicationYear: 1890, isbn: isbn13 });
    await api.createPublication({ type: "k", title: `Lalka ${tag}` });
    const prus = await api.createAuthor({ firstName: "Bolesław", lastName: `Prus${tag}` });
    await api.assign(prus.id, [lalka.id]);
    const page = await asAdmin("pl", `/publications?q=${tag}&sort=publicationYear&order=desc`, 390);
    const rows = page.getByRole("table").locator("tbody tr");
    await eventually(() => rows.count()).toBe(2);
    const first = rows.first();
    // The hidden columns hold the same texts: only what shows counts.
    const shown = (text: string) => first.getByText(text, { exact: false }).filter({ visible: true }).count();
    expect(await shown("1890")).toBe(1);
    expect(await shown(isbn13)).toBe(1);
    expect(await first.getByText(/^(Zweryfikowana|Niezweryfikowana)$/).filter({ visible: true }).count()).toBe(1);
    // Its author too, a link to the author's page (the authors' column is hidden on a phone).
    const author = first.getByRole("link", { name: `Prus${tag}, Bolesław` }).filter({ visible: true });
    expect(await author.count()).toBe(1);
    expect(await author.getAttribute("href")).toBe(`/authors/${prus.id}`);
  });
});

describe("the year filter", () => {
  it("applies a valid range, and says an end before the start is not applied while the list keeps the last range", async () => {
    const page = await asAdmin("pl", "/publications");
    const from = page.getByRole("textbox", { name: "Rok od" });
    await from.fill("2030");
    await from.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("yearFrom") === "2030");
    const to = page.getByRole("textbox", { name: "Rok do" });
    await to.fill("2010");
    await to.press("Enter");
    await page.getByText("Rok końcowy nie może być wcześniejszy niż początkowy. Nie zastosowano: lista zachowuje poprzednie lata.").waitFor();
    expect(new URL(page.url()).searchParams.has("yearTo")).toBe(false);
  });
});

describe("the author filter", () => {
  it("names the author of a reloaded or linked list, not just the id", async () => {
    const api = await catalogueApi();
    const lastName = `Krall-${uniqueTag()}`;
    const author = await api.createAuthor({ firstName: "Hanna", lastName });
    const page = await asAdmin("pl", `/publications?authorId=${author.id}`);
    const picker = page.getByRole("combobox", { name: "Autor", exact: true });
    await eventually(() => picker.inputValue()).toBe(`${lastName}, Hanna`);
    await page.reload();
    await eventually(() => picker.inputValue()).toBe(`${lastName}, Hanna`);
    expect(new URL(page.url()).searchParams.get("authorId")).toBe(author.id);
  });
});

describe("magazine articles", () => {
  it("names the article in its actions and questions, keeps a long DOI inside the form on a phone, and takes DOIs outside Crossref's usual characters", async () => {
    const api = await catalogueApi();
    const tag = uniqueTag();
    // A real shape of Wiley's older DOIs, with "<" and ">"; long, without a space to break at.
    const doi = `10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-${tag}-${"x".repeat(60)}`;
    await api.createPublication({ type: "c", magazineTitle: `Pamiętnik ${tag}`, articleTitle: `Pierwszy artykuł ${tag}`, articleDoi: doi });
    await api.createPublication({ type: "c", magazineTitle: `Pamiętnik ${tag}`, articleTitle: `Drugi artykuł ${tag}` });
    const page = await asAdmin("pl", `/publications?q=${tag}`, 390);
    await page.getByRole("row", { name: new RegExp(`Drugi artykuł ${tag}`) }).waitFor();

    await page.getByRole("button", { name: `Edytuj: Pamiętnik ${tag} – Pierwszy artykuł ${tag}` }).click();
    const form = dialog(page, "Edytuj publikację");
    await form.getByText(`Zapisywany jako ${doi.toLowerCase()}`).waitFor();
    expect(await form.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await form.getByRole("button", { name: "Anuluj" }).isVisible()).toBe(true);
    await form.getByRole("button", { name: "Anuluj" }).click();

    await page.getByRole("button", { name: `Usuń: Pamiętnik ${tag} – Drugi artykuł ${tag}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć publikację?" });
    expect(await confirm.innerText()).toContain(`Pamiętnik ${tag} – Drugi artykuł ${tag}`);
    await confirm.getByRole("button", { name: "Usuń" }).click();
    await confirm.waitFor({ state: "detached" });
    await eventually(() => page.getByRole("row", { name: new RegExp(`Drugi artykuł ${tag}`) }).count()).toBe(0);
    expect(await page.getByRole("row", { name: new RegExp(`Pierwszy artykuł ${tag}`) }).count()).toBe(1);
  });
});

/** The OCR engine's files, served by the app. */
const readerFiles = (url: URL) => url.pathname.startsWith("/tesseract/");

describe("camera scan", () => {
  it("reads an ISBN from a picked image when there is no camera, finds the publication and shows it in the list", async () => {
    const api = await catalogueApi();
    const { isbn13 } = freshIsbn();
    const title = `Emancypantki ${uniqueTag()}`;
    await api.createPublication({ type: "k", title, isbn: isbn13, publicationYear: 1894 });
    const page = await asAdmin("pl");
    // Exact: the button's name starts with its visible word, "Skanuj" (voice control says that).
    await page.getByRole("button", { name: "Skanuj ISBN lub ISSN", exact: true }).click();
    const scan = dialog(page, "Skanuj ISBN lub ISSN");
    // Headless Chromium has no camera: one of the four camera messages, and the image fallback.
    await scan.getByRole("alert").getByText(CAMERA_ERRORS).waitFor();
    const png = await renderTextPng(page, ["Bolesław Prus · Emancypantki · Warszawa 1894", `ISBN ${hyphenated(isbn13)}`]);
    const chooser = page.waitForEvent("filechooser");
    await scan.getByRole("button", { name: "Wybierz obraz" }).click();
    await (await chooser).setFiles({ name: "isbn.png", mimeType: "image/png", buffer: png });
    await scan.getByText(`ISBN ${isbn13}`).waitFor({ timeout: 30_000 });
    await scan.getByRole("listitem").getByText(title).waitFor();
    await scan.getByRole("button", { name: "Pokaż na liście" }).click();
    await scan.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.searchParams.get("q") === isbn13);
    await page.getByRole("row", { name: new RegExp(title) }).waitFor();
    expect(await search(page).inputValue()).toBe(isbn13);
  });

  it("reads an ISBN through the camera (Chromium's fake camera filming a page with the number)", async () => {
    const api = await catalogueApi();
    const { isbn13 } = freshIsbn();
    const title = `Placówka ${uniqueTag()}`;
    await api.createPublication({ type: "k", title, isbn: isbn13, publicationYear: 1886 });
    // The video is drawn by an ordinary page, then played as the camera of a second browser.
    const drawing = await asAdmin("en");
    const video = join(mkdtempSync(join(tmpdir(), "scan-camera-")), "isbn.y4m");
    writeFileSync(video, await renderTextY4m(drawing, ["Bolesław Prus · Placówka", `ISBN ${hyphenated(isbn13)}`]));
    const cameraBrowser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const opened = await openPage(cameraBrowser, { locale: "en" });
      await opened.context.grantPermissions(["camera"], { origin: baseURL() });
      await signInFast(opened.context, USERS.admin, { language: "en" });
      const page = opened.page;
      await page.goto("/publications");
      await page.getByRole("button", { name: "Scan an ISBN or ISSN" }).click();
      const scan = dialog(page, "Scan an ISBN or ISSN");
      await scan.getByText(`ISBN ${isbn13}`).waitFor({ timeout: 30_000 });
      await scan.getByRole("listitem").getByText(title).waitFor();
      // Once a number is read the camera is released.
      expect(await scan.locator("video").count()).toBe(0);
    } finally {
      await cameraBrowser.close();
    }
  });

  it("says 'You've denied your camera permission' when camera access is refused, and offers to try again", async () => {
    const refusing = await chromium.launch({
      executablePath: chromiumPath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream", "--deny-permission-prompts"],
    });
    try {
      const opened = await openPage(refusing, { locale: "pl" });
      await signInFast(opened.context, USERS.admin, { language: "pl" });
      const page = opened.page;
      await page.goto("/publications");
      await page.getByRole("button", { name: "Skanuj ISBN lub ISSN" }).click();
      const scan = dialog(page, "Skanuj ISBN lub ISSN");
      await scan.getByRole("alert").getByText("Odmówiono dostępu do kamery").waitFor();
      await scan.getByRole("button", { name: "Spróbuj ponownie z kamerą" }).click();
      await scan.getByRole("alert").getByText("Odmówiono dostępu do kamery").waitFor();
      expect(await scan.getByRole("button", { name: "Wybierz obraz" }).isEnabled()).toBe(true);
    } finally {
      await refusing.close();
    }
  });

  it("says when the number reader itself did not load (offline before its first use), and reads once its files arrive", async () => {
    const { isbn13 } = freshIsbn();
    const page = await asAdmin("en");
    await page.route(readerFiles, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Scan an ISBN or ISSN" }).click();
    const scan = dialog(page, "Scan an ISBN or ISSN");
    const png = await renderTextPng(page, [`ISBN ${hyphenated(isbn13)}`]);
    const pick = async () => {
      const chooser = page.waitForEvent("filechooser");
      await scan.getByRole("button", { name: "Choose an image" }).click();
      await (await chooser).setFiles({ name: "isbn.png", mimeType: "image/png", buffer: png });
    };
    await pick();
    await scan.getByText("The number reader could not be loaded. Check your connection, or type the number instead.").waitFor({ timeout: 30_000 });
    expect(await scan.getByText("Number not read.", { exact: false }).count()).toBe(0);

    // The connection comes back (a failed start is not retried before it does, or for 15 s).
    await page.unroute(readerFiles);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await pick();
    await scan.getByText(`ISBN ${isbn13}`).waitFor({ timeout: 30_000 });
  });

  it("says 'Publication not found.' for a number not in the catalogue and starts a new entry with it", async () => {
    const { isbn13 } = freshIsbn();
    const page = await asAdmin("en");
    await page.getByRole("button", { name: "Scan an ISBN or ISSN" }).click();
    const scan = dialog(page, "Scan an ISBN or ISSN");
    const png = await renderTextPng(page, [`ISBN ${hyphenated(isbn13)}`]);
    const chooser = page.waitForEvent("filechooser");
    await scan.getByRole("button", { name: "Choose an image" }).click();
    await (await chooser).setFiles({ name: "isbn.png", mimeType: "image/png", buffer: png });
    await scan.getByText("Publication not found.").waitFor({ timeout: 30_000 });
    await scan.getByRole("button", { name: "Add publication" }).click();
    const form = dialog(page, "Add publication");
    expect(await form.getByRole("textbox", { name: "ISBN" }).inputValue()).toBe(isbn13);
  });

  it("fills the form's ISBN from a scan, and never accepts a number whose check digit fails", async () => {
    const { isbn13 } = freshIsbn();
    const page = await asAdmin("pl");
    await page.getByRole("button", { name: "Dodaj publikację" }).first().click();
    const form = dialog(page, "Dodaj publikację");
    await form.getByRole("button", { name: "Skanuj kamerą" }).click();
    const scan = dialog(page, "Skanuj ISBN lub ISSN");

    const bad = await renderTextPng(page, [`ISBN ${hyphenated(wrongCheckDigit(isbn13))}`]);
    let chooser = page.waitForEvent("filechooser");
    await scan.getByRole("button", { name: "Wybierz obraz" }).click();
    await (await chooser).setFiles({ name: "bad.png", mimeType: "image/png", buffer: bad });
    await scan.getByText(/^Nie odczytano numeru\./).waitFor({ timeout: 30_000 });

    const good = await renderTextPng(page, [`ISBN ${hyphenated(isbn13)}`]);
    chooser = page.waitForEvent("filechooser");
    await scan.getByRole("button", { name: "Wybierz obraz" }).click();
    await (await chooser).setFiles({ name: "good.png", mimeType: "image/png", buffer: good });
    await scan.getByText("Nie znaleziono publikacji.").waitFor({ timeout: 30_000 });
    await scan.getByRole("button", { name: "Użyj tego numeru" }).click();
    await scan.waitFor({ state: "detached" });
    expect(await form.getByRole("textbox", { name: "ISBN" }).inputValue()).toBe(isbn13);
    await form.getByText(`Poprawny ISBN, zapisywany jako ${isbn13}`).waitFor();
  });
});
