import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, loseFirstAnswer, openPage } from "./browser";
import { catalogueApi, freshIsbn, freshIssn, hyphenated, uniqueTag } from "./catalogue";
import { USERS } from "./fixtures";
import { type Account, endStoredSession, eventually, fieldError, loginAs, pathOf, signInFast } from "./session";

// COMPANY's worker and manager belong to this file for positions: it counts on nobody else adding theirs.

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

async function as(account: Account, language: "pl" | "en", width = 1280, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const opened = await openPage(browser, { locale: language, width, colorScheme });
  context = opened.context;
  await signInFast(context, account, { language });
  await opened.page.goto("/positions?isReported=false");
  return opened.page;
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, title: string) => page.getByRole("row", { name: new RegExp(title) });

/** The "n unreported positions, m pages" line under the heading, as numbers. */
async function summary(page: Page): Promise<{ count: number; pages: number }> {
  const line = page.getByTestId("positions-summary");
  await line.waitFor();
  const text = await line.innerText();
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return { count: numbers[0] ?? 0, pages: numbers[1] ?? 0 };
}

/** A worker's position made through the API, for the edit, delete and manager tests. */
async function positionByApi(title: string, pagesUsed: number, account: Account = USERS.worker) {
  const api = await catalogueApi(account);
  return api.call<{ id: string }>("POST", "/positions", {
    publication: { type: "k", title },
    authors: [{ firstName: "Maria", lastName: "Konopnicka", type: "A" }],
    pagesUsed,
  });
}

describe("a worker adds positions", () => {
  it("routes a typed ISBN to a book's ISBN field, keeps the catalogue's unverified drafts out of a company's form, saves and lists the position", async () => {
    // The catalogue holds this ISBN only as an unverified draft: company users see verified entries only.
    const { isbn13 } = freshIsbn();
    const catalogueTitle = `Katalogowa ${uniqueTag()}`;
    await (await catalogueApi()).createPublication({ type: "k", title: catalogueTitle, isbn: isbn13, isVerified: false });

    const page = await as(USERS.worker, "pl");
    const before = await summary(page);
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    // Start from a magazine: an ISBN belongs to a book, so the type follows the code.
    await form.getByRole("radio", { name: "Czasopismo" }).check();
    await form.getByRole("textbox", { name: "ISBN, ISSN lub DOI" }).fill(`ISBN ${hyphenated(isbn13)}`);
    await form.getByText("W katalogu nie ma publikacji o tym kodzie. Uzupełnij pola samodzielnie.").waitFor();
    expect(await form.getByRole("radio", { name: "Książka" }).isChecked()).toBe(true);
    expect(await form.getByRole("textbox", { name: "ISBN", exact: true }).inputValue()).toBe(isbn13);
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe("");

    const title = `Nad Niemnem ${uniqueTag()}`;
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("button", { name: "Dodaj autora" }).click();
    const author = form.getByRole("listitem", { name: "Autor 1" });
    // The new row's first name takes the focus, so the keyboard can go on typing.
    await eventually(() => author.getByRole("textbox", { name: "Imię", exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Eliza");
    await author.getByRole("textbox", { name: "Nazwisko" }).fill("Orzeszkowa");
    await author.getByRole("combobox", { name: "Rola" }).selectOption("R");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("42");
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("status").getByText("Dodano pozycję").waitFor();

    const listed = row(page, title);
    await listed.waitFor();
    const text = await listed.innerText();
    expect(text).toContain(isbn13);
    expect(text).toContain("Orzeszkowa E.");
    expect(text).toContain("42");
    expect(text).toContain("Książka");
    await eventually(() => summary(page)).toEqual({ count: before.count + 1, pages: before.pages + 42 });
    expect(await page.getByText(catalogueTitle).count()).toBe(0);
  });

  it("keeps what was typed while the catalogue was slow to answer, and fills the rest (en)", async () => {
    const staff = await catalogueApi();
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    const entry = await staff.createPublication({ type: "k", title: `Medaliony ${tag}`, publisher: "Czytelnik", publicationYear: 1946, isbn: isbn13, isVerified: true });
    const author = await staff.createAuthor({ firstName: "Zofia", lastName: `Nałkowska${tag}` });
    await staff.assign(author.id, [entry.id], "A");

    const page = await as(USERS.worker, "en");
    await page.route("**/api/v1/publications/lookup**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback();
    });
    await page.getByRole("button", { name: "Add position" }).first().click();
    const form = dialog(page, "Add position");
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await form.getByRole("textbox", { name: "ISBN, ISSN or DOI" }).fill(isbn13);
    await field("Title").fill(`Medaliony, wydanie szkolne ${tag}`);
    await form.getByRole("button", { name: "Add author" }).click();
    await form.getByRole("listitem", { name: "Author 1" }).getByRole("textbox", { name: "Last name" }).fill("Kowalska");
    await form.getByText(`Filled in from the catalogue: Medaliony ${tag}.`, { exact: false }).waitFor();
    expect(await field("Title").inputValue()).toBe(`Medaliony, wydanie szkolne ${tag}`);
    expect(await field("Publisher").inputValue()).toBe("Czytelnik");
    expect(await field("Year").inputValue()).toBe("1946");
    expect(await form.getByRole("listitem", { name: "Author 1" }).getByRole("textbox", { name: "Last name" }).inputValue()).toBe("Kowalska");
    await page.unroute("**/api/v1/publications/lookup**");
  });

  it("looks the code up again once the connection is back, after the network lost the lookup (en)", async () => {
    const staff = await catalogueApi();
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    await staff.createPublication({ type: "k", title: `Przedwiośnie ${tag}`, publisher: "Rój", publicationYear: 1924, isbn: isbn13, isVerified: true });

    const page = await as(USERS.worker, "en");
    await page.getByRole("button", { name: "Add position" }).first().click();
    const form = dialog(page, "Add position");
    await page.context().setOffline(true);
    await form.getByRole("textbox", { name: "ISBN, ISSN or DOI" }).fill(isbn13);
    await form.getByText("The catalogue could not be reached. Fill in the fields yourself, or wait: it is searched again once the connection is back.").waitFor();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await form.getByText(`Filled in from the catalogue: Przedwiośnie ${tag}.`, { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Publisher", exact: true }).inputValue()).toBe("Rój");
  });

  it("fills the form from a catalogue entry, and empties what it filled once another code is typed, keeping what was typed since (en)", async () => {
    const staff = await catalogueApi();
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    const entry = await staff.createPublication({ type: "k", title: `Granica ${tag}`, publisher: "Znak", publicationYear: 1997, isbn: isbn13, isVerified: true });
    const author = await staff.createAuthor({ firstName: "Zofia", lastName: `Nałkowska${tag}` });
    await staff.assign(author.id, [entry.id], "A");

    const page = await as(USERS.worker, "en");
    await page.getByRole("button", { name: "Add position" }).first().click();
    const form = dialog(page, "Add position");
    const box = form.getByRole("textbox", { name: "ISBN, ISSN or DOI" });
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    await box.fill(isbn13);
    // Enter in the box does not save the form with the fields it is filling still empty; pressed
    // while the code is looked up (as a barcode scanner does), it moves on to pages used once found.
    await box.press("Enter");
    await form.getByText(`Filled in from the catalogue: Granica ${tag}.`, { exact: false }).waitFor();
    expect(await fieldError(form.getByRole("textbox", { name: "Pages used" }))).toBeNull();
    const focused = (name: string) => form.getByRole("textbox", { name, exact: true }).evaluate((el) => el === document.activeElement);
    await eventually(() => focused("Pages used")).toBe(true);
    expect(await field("Title").inputValue()).toBe(`Granica ${tag}`);
    expect(await field("Year").inputValue()).toBe("1997");
    expect(await form.getByRole("listitem", { name: "Author 1" }).getByRole("textbox", { name: "Last name" }).inputValue()).toBe(`Nałkowska${tag}`);
    await field("Publisher").fill("Czytelnik");

    // Another book's code: the first entry's title, year and author no longer describe it.
    const other = freshIsbn().isbn13;
    await box.fill(other);
    await form.getByText("Nothing found in the catalogue for this code. Fill in the fields yourself.").waitFor();
    // Nothing found: Enter goes on to the title, the first field to type.
    await box.press("Enter");
    await eventually(() => focused("Title")).toBe(true);
    expect(await field("ISBN").inputValue()).toBe(other);
    expect(await field("Title").inputValue()).toBe("");
    expect(await field("Year").inputValue()).toBe("");
    expect(await field("Publisher").inputValue()).toBe("Czytelnik");
    expect(await form.getByRole("listitem", { name: /^Author \d/ }).count()).toBe(0);

    // An ISSN names a magazine: the catalogue's article of it lends its magazine, not its own title or DOI.
    const issn = freshIssn();
    await staff.createPublication({ type: "c", magazineTitle: `Kwartalnik ${tag}`, issn, articleTitle: `Cudzy artykuł ${tag}`, articleDoi: `10.1234/${tag.toLowerCase()}`, isVerified: true });
    await box.fill(issn);
    await form.getByText(`Filled in from the catalogue: Kwartalnik ${tag}.`, { exact: false }).waitFor();
    expect(await field("Magazine title").inputValue()).toBe(`Kwartalnik ${tag}`);
    expect(await field("Article title").inputValue()).toBe("");
    expect(await field("DOI").inputValue()).toBe("");

    // The magazine found by its ISSN leaves the article to type: Enter goes there, not to pages used.
    await box.press("Enter");
    await eventually(() => focused("Article title")).toBe(true);

    // Mistyped (no longer a code) or emptied, the box takes its code and the entry's values out
    // again: the form never saves a code the box does not show; what was typed by hand stays.
    await field("Article title").fill("Własny artykuł");
    await box.fill(`${issn}9`);
    await form.getByText("Not a valid ISBN, ISSN or DOI yet.").waitFor();
    expect(await field("ISSN").inputValue()).toBe("");
    expect(await field("Magazine title").inputValue()).toBe("");
    expect(await field("Article title").inputValue()).toBe("Własny artykuł");
    await box.fill(issn);
    await form.getByText(`Filled in from the catalogue: Kwartalnik ${tag}.`, { exact: false }).waitFor();
    expect(await field("ISSN").inputValue()).toBe(issn);
    await box.fill("");
    await eventually(() => field("ISSN").inputValue()).toBe("");
    expect(await field("Magazine title").inputValue()).toBe("");
  });

  it("adds articles of one magazine in a run: \"Dodaj i wpisz następną\" keeps the magazine and starts the next entry at the code box; on a phone a toast stands above the form's buttons (pl)", async () => {
    const page = await as(USERS.worker, "pl");
    const before = await summary(page);
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    const text = (name: string) => form.getByRole("textbox", { name, exact: true });
    await form.getByRole("radio", { name: "Czasopismo" }).check();
    const magazine = `Seria ${uniqueTag()}`;
    await text("Tytuł czasopisma").fill(magazine);
    await text("ISSN").fill("0317-8471");
    await text("Tytuł artykułu").fill("Pierwszy artykuł");
    await text("Wykorzystane strony").fill("3");
    await form.getByRole("button", { name: "Dodaj i wpisz następną" }).click();
    // Said in the dialog (the toasts outside it are hidden from screen readers while it is open).
    await form.getByRole("status").getByText("Dodano „Seria", { exact: false }).waitFor();

    // Still open, for the next article of the same magazine; focus back in the code box.
    await eventually(() => text("Tytuł artykułu").inputValue()).toBe("");
    expect(await form.getByRole("radio", { name: "Czasopismo" }).isChecked()).toBe(true);
    expect(await text("Tytuł czasopisma").inputValue()).toBe(magazine);
    expect(await text("ISSN").inputValue()).toBe("0317-8471");
    expect(await text("Wykorzystane strony").inputValue()).toBe("");
    expect(await fieldError(text("Wykorzystane strony"))).toBeNull();
    await eventually(() => text("ISBN, ISSN lub DOI").evaluate((el) => el === document.activeElement)).toBe(true);

    // Nothing typed in the new entry yet: Escape closes without asking.
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    await form.getByRole("radio", { name: "Czasopismo" }).check();
    await text("Tytuł czasopisma").fill(magazine);
    await text("Tytuł artykułu").fill("Drugi artykuł");
    await text("Wykorzystane strony").fill("4");
    await text("Wykorzystane strony").press("Enter");
    await form.waitFor({ state: "detached" });
    await eventually(() => summary(page)).toEqual({ count: before.count + 2, pages: before.pages + 7 });
    expect(await row(page, magazine).count()).toBe(2);

    // On a phone, the next entry begun at once: the saved one's toast (5 s) stands above the form's
    // buttons, not over them.
    await page.setViewportSize({ width: 390, height: 760 });
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const toastBox = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "Dodano pozycję" });
    await toastBox.waitFor();
    const buttonTops = () => Promise.all(["Dodaj i wpisz następną", "Dodaj", "Anuluj"].map(async (name) => (await form.getByRole("button", { name, exact: true }).boundingBox())!.y));
    await eventually(async () => {
      const box = await toastBox.boundingBox({ timeout: 1_000 });
      return box && box.y + box.height <= Math.min(...(await buttonTops()));
    }, 3_000).toBe(true);
  });

  it("checks a magazine typed by hand: a wrong ISSN on its field, pages used required (pl)", async () => {
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    await form.getByRole("radio", { name: "Czasopismo" }).check();
    const magazine = `Przegląd ${uniqueTag()}`;
    await form.getByRole("textbox", { name: "Tytuł czasopisma" }).fill(magazine);
    await form.getByRole("textbox", { name: "Tytuł artykułu" }).fill("O kotach");
    expect(await form.getByRole("textbox", { name: "ISBN", exact: true }).count()).toBe(0);
    const issn = form.getByRole("textbox", { name: "ISSN", exact: true });
    await issn.fill("0317-8472");
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    expect(await fieldError(issn)).toBe("Nieprawidłowa cyfra kontrolna ISSN");
    const pages = form.getByRole("textbox", { name: "Wykorzystane strony" });
    expect(await fieldError(pages)).toBe("To pole jest wymagane");

    // Reached with Tab, a field low in the form stops above the sticky buttons, not beneath them;
    // a refused author above the refused pages takes the focus first, as the form reads.
    await page.setViewportSize({ width: 1366, height: 640 });
    await issn.fill("0317-8471");
    await form.getByRole("button", { name: "Dodaj autora" }).focus();
    await page.keyboard.press("Enter");
    const firstName = form.getByRole("textbox", { name: "Imię", exact: true });
    await eventually(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("Jan");
    const uncovered = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
    expect(await uncovered()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await uncovered()).toBe(true);
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    expect(await form.getByRole("textbox", { name: "Nazwisko" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByRole("button", { name: "Usuń autora 1" }).click();
    // The content's scroll padding is as tall as the buttons, so Tab stops above them.
    const padding = await form.evaluate((el) => parseFloat(getComputedStyle(el).scrollPaddingBottom));
    const buttons = await form.getByRole("button", { name: "Anuluj" }).evaluate((el) => el.parentElement!.getBoundingClientRect().height);
    expect(padding).toBeGreaterThanOrEqual(buttons);
    // From the last button (the corner's close, last in the focus order), Tab wraps round to the
    // first field, scrolled back into view.
    await form.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await form.getByRole("button", { name: "Dodaj", exact: true }).focus();
    await page.keyboard.press("Tab");
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Zamknij");
    await page.keyboard.press("Tab");
    await eventually(() => page.evaluate(() => (document.activeElement as HTMLElement).getAttribute("name"))).toBe("identifier");
    await eventually(uncovered).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    await pages.fill("0");
    await pages.blur();
    expect(await fieldError(pages)).toBe("Wartość musi wynosić co najmniej 1");
    await issn.fill("0317-8471");
    await pages.fill("7");
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    const listed = row(page, magazine);
    await listed.waitFor();
    expect(await listed.innerText()).toContain("0317-8471");
    expect(await listed.innerText()).toContain("Czasopismo");
  });
});

/**
 * WCAG's contrast ratio of an element's text (`text`), or of its border against its own background
 * and against what surrounds it, whichever is lower (`edge`): backgrounds are the nearest that has one.
 */
function contrast(el: Element, what: "text" | "edge"): number {
  // Helpers inside: the function is sent to the page whole (evaluate).
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
  const background = (from: Element | null): number[] => {
    for (let at = from; at; at = at.parentElement) {
      const c = rgb(getComputedStyle(at).backgroundColor);
      if (c.length === 3 || (c[3] ?? 0) > 0) return c;
    }
    return [255, 255, 255];
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
    [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const ratio = (x: number[], y: number[]) => {
    const [a, b] = [luminance(x), luminance(y)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const style = getComputedStyle(el);
  if (what === "text") return ratio(rgb(style.color), background(el));
  const border = rgb(style.borderTopColor);
  return Math.min(ratio(border, background(el)), ratio(border, background(el.parentElement)));
}

describe("contrast", () => {
  it("shows the code box's help at 4.5:1 or more against the box in the dark theme (WCAG 1.4.3)", async () => {
    const page = await as(USERS.worker, "en", 1280, "dark");
    await page.getByRole("button", { name: "Add position" }).first().click();
    const help = dialog(page, "Add position").locator("[id$='-help']").first();
    await help.waitFor();
    expect(await help.evaluate(contrast, "text" as const)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(["light", "dark"] as const)("draws the edges of the list's search box and the form's fields at 3:1 or more (WCAG 1.4.11, %s)", async (scheme) => {
    const page = await as(USERS.worker, "en", 1280, scheme);
    const search = page.getByRole("searchbox").first();
    await search.waitFor();
    expect(await search.evaluate(contrast, "edge" as const)).toBeGreaterThanOrEqual(3);
    await page.getByRole("button", { name: "Add position" }).first().click();
    const title = dialog(page, "Add position").getByRole("textbox", { name: "Title", exact: true });
    await title.waitFor();
    expect(await title.evaluate(contrast, "edge" as const)).toBeGreaterThanOrEqual(3);
  });
});

describe("a long form on a phone", () => {
  it("shades its buttons while fields are left below them, and closes from its corner, asking first once something was typed (pl)", async () => {
    const page = await as(USERS.worker, "pl", 390);
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    const buttons = form.locator("form > div:last-child");
    await form.getByRole("button", { name: "Anuluj" }).waitFor();
    expect(await buttons.getAttribute("data-more-below")).toBe("");
    await form.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await eventually(() => buttons.getAttribute("data-more-below")).toBeNull();

    // The corner's button stays in reach at the form's end, and closes a form with nothing typed.
    const close = form.getByRole("button", { name: "Zamknij", exact: true });
    // (Measured once the dialog's pop-in scale has ended.)
    await eventually(async () => (await close.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    expect((await close.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await close.click();
    await form.waitFor({ state: "detached" });

    // Typed in: it asks, and Cancel there keeps what was typed.
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill("Ferdydurke");
    await close.click();
    const ask = page.getByRole("alertdialog", { name: "Porzucić zmiany?" });
    await ask.getByRole("button", { name: "Anuluj" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe("Ferdydurke");
    await close.click();
    await ask.getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
  });
});

describe("an answer lost on the way", () => {
  it("adds the position once when Add is pressed again after the connection dropped with the server's answer", async () => {
    const title = `Noce i dnie ${uniqueTag()}`;
    const page = await as(USERS.worker, "pl");
    // The server stores the position; its answer never reaches the page.
    const lost = await loseFirstAnswer(page, "**/api/v1/positions");
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("3");
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.getByRole("alert").waitFor();
    expect(lost.dropped()).toBe(1);

    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await form.waitFor({ state: "detached" });
    const api = await catalogueApi(USERS.worker);
    const listed = await api.call<{ items: { publication: { title: string } }[] }>("GET", `/positions?isReported=false&q=${encodeURIComponent(title)}`);
    expect(listed.items.map((p) => p.publication.title)).toEqual([title]);
  });
});

describe("changing positions", () => {
  it("edits the pages used and deletes after confirmation", async () => {
    const title = `Chłopi ${uniqueTag()}`;
    await positionByApi(title, 10);
    const page = await as(USERS.worker, "pl");
    await row(page, title).waitFor();

    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    const pages = form.getByRole("textbox", { name: "Wykorzystane strony" });
    expect(await pages.inputValue()).toBe("10");
    expect(await form.getByRole("listitem", { name: "Autor 1" }).getByRole("textbox", { name: "Nazwisko" }).inputValue()).toBe("Konopnicka");
    await pages.fill("25");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    await eventually(() => row(page, title).getByRole("cell", { name: "25", exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: `Usuń: ${title}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć pozycję?" });
    // Cancel first: nothing happens.
    await confirm.getByRole("button", { name: "Anuluj" }).click();
    await confirm.waitFor({ state: "detached" });
    await row(page, title).waitFor();
    await page.getByRole("button", { name: `Usuń: ${title}` }).click();
    await confirm.getByRole("button", { name: "Usuń", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    await row(page, title).waitFor({ state: "detached" });
    await page.getByRole("status").getByText("Usunięto pozycję").waitFor();
  });
});

describe("positions changed elsewhere, and refusals", () => {
  it("closes the edit and the delete of a position deleted meanwhile, says so and drops the row; a refused save is shown in view with the focus", async () => {
    const edited = `Nad Niemnem ${uniqueTag()}`;
    const removed = `Ferdydurke ${uniqueTag()}`;
    const [a, b] = [await positionByApi(edited, 3), await positionByApi(removed, 4)];
    const worker = await catalogueApi(USERS.worker);
    const page = await as(USERS.worker, "pl");
    await row(page, removed).waitFor();

    await page.getByRole("button", { name: `Edytuj: ${edited}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("9");
    await worker.call("DELETE", `/positions/${a.id}`);
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    const gone = page.getByRole("alert").filter({ hasText: "Możliwe, że ktoś usunął ten wpis w międzyczasie." });
    expect(await gone.innerText()).toContain("Nie znaleziono pozycji");
    await row(page, edited).waitFor({ state: "detached" });

    await worker.call("DELETE", `/positions/${b.id}`);
    await page.getByRole("button", { name: `Usuń: ${removed}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć pozycję?" });
    await confirm.getByRole("button", { name: "Usuń", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    await gone.waitFor();
    await row(page, removed).waitFor({ state: "detached" });

    // A failure below a long form's fields is brought into view and takes the focus.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.route("**/api/v1/positions", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/problem+json", body: JSON.stringify({ type: "about:blank", title: "Awaria testowa", status: 500 }) })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const add = dialog(page, "Dodaj pozycję");
    await add.getByRole("textbox", { name: "Tytuł", exact: true }).fill(`Trans-Atlantyk ${uniqueTag()}`);
    await add.getByRole("textbox", { name: "Wykorzystane strony" }).fill("5");
    await add.getByRole("button", { name: "Dodaj", exact: true }).click();
    const refused = add.getByRole("alert").filter({ hasText: "Awaria testowa" });
    await refused.waitFor();
    await eventually(() =>
      refused.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.parentElement === document.activeElement && r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    ).toBe(true);
  });
});

describe("a position put into a report while its edit is open", () => {
  it("closes the edit with the server's reason instead of keeping a Save that can never succeed", async () => {
    const title = `Chłopi ${uniqueTag()}`;
    const p = await positionByApi(title, 6);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("8");
    // The Manager reports it meanwhile: the server refuses the save, and the position now reads as reported.
    const path = `**/api/v1/positions/${p.id}`;
    await page.route(path, async (route) => {
      if (route.request().method() === "PATCH") {
        await route.fulfill({
          status: 409,
          contentType: "application/problem+json",
          body: JSON.stringify({ type: "about:blank", title: "Konflikt", status: 409, code: "CONFLICT", detail: "Pozycja jest już w raporcie i nie można jej tu zmienić" }),
        });
        return;
      }
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), isReported: true } });
    });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    const toast = page.getByRole("alert").filter({ hasText: "Pozycja jest już w raporcie" });
    expect(await toast.innerText()).toContain("Trafiła do raportu w międzyczasie, więc nie można jej tu zmienić.");
  });
});

describe("concurrent edits", () => {
  it("refuses to save over a colleague's change made while the form was open, and shows theirs when opened again", async () => {
    const title = `Granica ${uniqueTag()}`;
    const theirs = `${title} (poprawiona)`;
    const p = await positionByApi(title, 5);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("8");

    await (await catalogueApi(USERS.manager)).call("PATCH", `/positions/${p.id}`, { publication: { type: "k", title: theirs } });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").filter({ hasText: "Zmiany nie zostały zapisane" }).waitFor();
    const worker = await catalogueApi(USERS.worker);
    expect(await worker.call("GET", `/positions/${p.id}`)).toMatchObject({ pagesUsed: 5, publication: { title: theirs } });

    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Edytuj: ${theirs}` }).click();
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(theirs);
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("8");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    expect(await worker.call("GET", `/positions/${p.id}`)).toMatchObject({ pagesUsed: 8, publication: { title: theirs } });
  });

  it("loads the colleague's saved version into the open form, which then saves over it", async () => {
    const title = `Przedwiośnie ${uniqueTag()}`;
    const theirs = `${title} (wyd. 2)`;
    const p = await positionByApi(title, 5);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("8");

    await (await catalogueApi(USERS.manager)).call("PATCH", `/positions/${p.id}`, { publication: { type: "k", title: theirs }, pagesUsed: 7 });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").getByRole("button", { name: "Wczytaj zapisaną wersję" }).click();
    await eventually(() => form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(theirs);
    expect(await form.getByRole("textbox", { name: "Wykorzystane strony" }).inputValue()).toBe("7");
    expect(await form.getByRole("alert").count()).toBe(0);

    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("9");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    const worker = await catalogueApi(USERS.worker);
    expect(await worker.call("GET", `/positions/${p.id}`)).toMatchObject({ pagesUsed: 9, publication: { title: theirs } });
  });
});

describe("a position's authors changed by both", () => {
  it("show the colleague's list after 'Load the saved version', and the note names them", async () => {
    const title = `Rota ${uniqueTag()}`;
    const p = await positionByApi(title, 5);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("listitem", { name: "Autor 1" }).getByRole("textbox", { name: "Nazwisko" }).fill("Konopnicka-Zych");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("8");

    const theirs = [{ firstName: "Maria", lastName: "Dąbrowska", type: "A" }];
    await (await catalogueApi(USERS.manager)).call("PATCH", `/positions/${p.id}`, { authors: theirs });
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.getByRole("alert").getByRole("button", { name: "Wczytaj zapisaną wersję" }).click();
    await form.getByText("(Autorzy)", { exact: false }).waitFor();
    expect(await form.getByRole("listitem", { name: "Autor 1" }).getByRole("textbox", { name: "Nazwisko" }).inputValue()).toBe("Dąbrowska");
    expect(await form.getByRole("textbox", { name: "Wykorzystane strony" }).inputValue()).toBe("8");
  });
});

describe("a session that ends while a position is being changed", () => {
  it("brings the changes back over a colleague's change made meanwhile, names the field both changed (it shows theirs), and saves", async () => {
    const title = `Nad Niemnem ${uniqueTag()}`;
    const p = await positionByApi(title, 5);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(`${title}, tom I`);
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("9");

    await endStoredSession(page);
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await (await catalogueApi(USERS.manager)).call("PATCH", `/positions/${p.id}`, { pagesUsed: 6 });

    await loginAs(page, USERS.worker);
    expect(pathOf(page)).toBe("/positions?isReported=false");
    await form.getByText("Sesja zakończyła się w trakcie zmieniania tej pozycji. Od tego czasu zmienił ją ktoś inny", { exact: false }).waitFor();
    await form.getByText("(Wykorzystane strony)", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(`${title}, tom I`);
    expect(await form.getByRole("textbox", { name: "Wykorzystane strony" }).inputValue()).toBe("6");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("9");
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await form.waitFor({ state: "detached" });
    const worker = await catalogueApi(USERS.worker);
    expect(await worker.call("GET", `/positions/${p.id}`)).toMatchObject({ pagesUsed: 9, publication: { title: `${title}, tom I` } });
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")))).toEqual([]);
  });

  it("says so instead when the position was deleted meanwhile", async () => {
    const title = `Przedwiośnie ${uniqueTag()}`;
    const p = await positionByApi(title, 5);
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: `Edytuj: ${title}` }).click();
    const form = dialog(page, "Edytuj pozycję");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("11");
    await endStoredSession(page);
    await form.getByRole("button", { name: "Zapisz zmiany" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    // Meanwhile the position is deleted (a report would take every unreported position of the company, other tests' too).
    await (await catalogueApi(USERS.manager)).call("DELETE", `/positions/${p.id}`);

    await loginAs(page, USERS.worker);
    await page.getByRole("alert").getByText("Pozycję w międzyczasie usunięto.").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("a page reloaded with a position's form open", () => {
  it("opens the form again as it was left and says why; closing it afterwards leaves nothing for the next load (pl)", async () => {
    const title = `Lalka ${uniqueTag()}`;
    const page = await as(USERS.worker, "pl");
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = dialog(page, "Dodaj pozycję");
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("14");

    await page.reload();
    await form.getByText("Strona została odświeżona w trakcie dodawania tej pozycji. Wpisane dane wróciły", { exact: false }).waitFor();
    expect(await form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(title);
    expect(await form.getByRole("textbox", { name: "Wykorzystane strony" }).inputValue()).toBe("14");
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")))).toEqual([]);

    // Hidden (a phone switching apps) and shown again, the form forgets what it kept meanwhile.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")))).toHaveLength(1);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")))).toEqual([]);

    await form.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("the manager", () => {
  it("sees the worker's positions, finds them by search and type in the URL (en)", async () => {
    const title = `Quo Vadis ${uniqueTag()}`;
    await positionByApi(title, 1);
    const page = await as(USERS.manager, "en");
    await page.getByRole("heading", { name: "Positions" }).waitFor();
    expect(await page.getByTestId("positions-summary").innerText()).toMatch(/\d+ unreported positions?, \d+ pages? used in total\. They go into the company's next report\./);

    const search = page.getByRole("searchbox", { name: "Search positions" });
    await search.fill(title);
    await search.press("Enter");
    await row(page, title).waitFor();
    expect(await row(page, title).innerText()).toContain("Konopnicka M.");
    await eventually(() => new URL(page.url()).searchParams.get("q")).toBe(title);

    // The delete question counts pages without an English plural to get wrong ("1 pages used").
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete position?" });
    expect(await confirm.innerText()).toContain(`The position “${title}” (pages used: 1) will be deleted`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });

    await page.getByRole("combobox", { name: "Type" }).selectOption("c");
    await page.getByText("No positions match the filters").waitFor();
    expect(new URL(page.url()).searchParams.get("type")).toBe("c");
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await eventually(() => new URL(page.url()).searchParams.get("q")).toBe(null);
    expect(new URL(page.url()).searchParams.get("isReported")).toBe("false");
  });

  it("keeps the list usable at 390 px: the type and pages under the title, edit and delete in reach", async () => {
    const title = `Lalka ${uniqueTag()}`;
    await positionByApi(title, 5, USERS.manager);
    const page = await as(USERS.manager, "en", 390);
    await row(page, title).waitFor();
    expect(await row(page, title).innerText()).toContain("Book · 5 pp.");
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
