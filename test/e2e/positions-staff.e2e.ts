import type { PositionDto } from "@contract/positions";
import type { ReportDto } from "@contract/reports";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { baseURL, closeContext, launchBrowser, loseFirstAnswer, openPage } from "./browser";
import { catalogueApi, freshIsbn, uniqueTag } from "./catalogue";
import { pickCompany } from "./company-picker";
import { QUEUE_COMPANY, USERS } from "./fixtures";
import { type Account, apiLogin, eventually, signInFast } from "./session";

/**
 * The staff verification queue. Positions are made through the API by QUEUE_COMPANY's worker and
 * reported by its manager (one report per quarter, so each test takes its own past quarter); a
 * coordinator then works the queue in the browser. QUEUE_COMPANY and its accounts belong to this
 * file only.
 */

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await closeContext(context);
  context = undefined;
});

async function apiAs(account: Account) {
  const { accessToken } = await apiLogin(account);
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseURL()}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", "accept-language": "en" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

type NewPosition = { type: "k" | "c" | "l"; title?: string; magazineTitle?: string; isbn?: string; link?: string; pagesUsed: number };

/** Positions entered by the company's worker, then reported by its manager for the given past quarter. */
async function seedReport(quarter: { year: number; quarter: number }, items: NewPosition[]): Promise<{ positions: PositionDto[]; report: ReportDto }> {
  const worker = await apiAs(USERS.queueWorker);
  const positions: PositionDto[] = [];
  for (const { pagesUsed, ...publication } of items) {
    positions.push(
      await worker<PositionDto>("POST", "/positions", {
        publication,
        authors: [{ firstName: "Maria", lastName: "Kolejkowska", type: "A" }],
        pagesUsed,
      }),
    );
  }
  const manager = await apiAs(USERS.queueManager);
  const report = await manager<ReportDto>("POST", "/reports", quarter);
  return { positions, report };
}

async function asCoordinator(language: "pl" | "en", path: string): Promise<Page> {
  const opened = await openPage(browser, { locale: language });
  context = opened.context;
  await signInFast(context, USERS.coordinator, { language });
  await opened.page.goto(path);
  return opened.page;
}

const table = (page: Page) => page.getByRole("table");
const row = (page: Page, title: string) => table(page).getByRole("row", { name: new RegExp(escape(title)) });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });
/** A group is headed by its newest position's title: either of its members' titles. */
const positionsList = (url: URL) => url.pathname === "/api/v1/positions";
const groupCard = (page: Page, title: RegExp): Locator => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

describe("the verification queue (pl)", () => {
  it("lists reported positions, confirms a group, marks outdated and reverts, autofills, edits, deletes; the report turns verified", async () => {
    const tag = uniqueTag();
    const shared = freshIsbn().isbn13;
    const catalogued = freshIsbn().isbn13;
    const admin = await catalogueApi();
    const entry = await admin.createPublication({ type: "k", title: `Katalogowa ${tag}`, isbn: catalogued, publisher: "Oficyna Testowa", publicationYear: 2001 });
    const t = {
      isbnA: `Pierwsza ${tag}`,
      isbnB: `Druga ${tag}`,
      sameA: `Wspólny tytuł ${tag}`,
      sameB: `WSPÓLNY TYTUŁ ${tag}.`,
      magazine: `Zeszyt ${tag}`,
      doomed: `Do usunięcia ${tag}`,
    };
    const { positions, report } = await seedReport({ year: 2025, quarter: 1 }, [
      { type: "k", title: t.isbnA, isbn: shared, pagesUsed: 10 },
      { type: "k", title: t.isbnB, isbn: shared, pagesUsed: 20 },
      { type: "k", title: t.sameA, pagesUsed: 5 },
      { type: "k", title: t.sameB, pagesUsed: 7 },
      { type: "c", magazineTitle: t.magazine, isbn: catalogued, pagesUsed: 3 },
      { type: "k", title: t.doomed, pagesUsed: 1 },
    ]);
    expect(report.positionsAmount).toBe(6);
    const [isbnA, isbnB, sameA, , magazine] = positions as [PositionDto, PositionDto, PositionDto, PositionDto, PositionDto, PositionDto];
    const staff = await apiAs(USERS.coordinator);

    // The sidebar's link: the positions to verify. Narrowed to this company and this run.
    const page = await asCoordinator("pl", "/positions?isVerified=false&isReported=true");
    await page.getByRole("heading", { name: "Pozycje", level: 1 }).waitFor();
    expect(await page.getByRole("combobox", { name: "Stan" }).inputValue()).toBe("open");
    // The company picker searches every company (not a list of the first 100); the URL keeps the id
    // and a fresh load shows the name again.
    await pickCompany(page, page, "Firma", "kolejkowa", QUEUE_COMPANY.name);
    await page.waitForURL((url) => url.searchParams.get("companyId") === QUEUE_COMPANY.id);
    await page.reload();
    await eventually(() => page.getByRole("combobox", { name: "Firma", exact: true }).inputValue()).toBe(QUEUE_COMPANY.name);
    const search = page.getByRole("searchbox", { name: "Szukaj pozycji" });
    await search.fill(tag);
    await search.press("Enter");
    for (const title of Object.values(t)) await row(page, title).waitFor();
    expect(await table(page).getByRole("row").count()).toBe(7);
    const first = await row(page, t.isbnA).innerText();
    // "Sp. j." never breaks: no-break spaces after "Sp." (and one-letter words) in a company's name.
    expect(QUEUE_COMPANY.name).toBe("Drukarnia Kolejkowa Sp. j.");
    expect(first).toContain("Drukarnia Kolejkowa Sp.\u00a0j.");
    expect(first).toContain("Raport 2025 Q1");
    expect(first).toContain("Do weryfikacji");
    expect(first).toContain("Kolejkowska, Maria");
    // Over every company the queue's search goes through its own full-text index (migration 0017):
    // the same seven, then the company again for what follows.
    await page.getByRole("button", { name: "Wyczyść firmę" }).click();
    await page.waitForURL((url) => !url.searchParams.has("companyId") && url.searchParams.get("q") === tag);
    for (const title of Object.values(t)) await row(page, title).waitFor();
    await eventually(() => table(page).getByRole("row").count()).toBe(7);
    await pickCompany(page, page, "Firma", "kolejkowa", QUEUE_COMPANY.name);
    await page.waitForURL((url) => url.searchParams.get("companyId") === QUEUE_COMPANY.id);

    // Group similar: the two with one ISBN, the two with one title and type.
    await page.getByRole("button", { name: "Grupuj podobne" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "groups");
    const isbnGroup = groupCard(page, new RegExp(`^(Pierwsza|Druga) ${tag}$`));
    await isbnGroup.waitFor();
    expect(await isbnGroup.getByRole("definition").first().innerText()).toBe("2");
    expect(await isbnGroup.innerText()).toContain("Ten sam identyfikator");
    const titleGroup = groupCard(page, new RegExp(`^${escape(t.sameA)}\\.?$`, "i"));
    expect(await titleGroup.getByRole("definition").first().innerText()).toBe("2");
    expect(await titleGroup.innerText()).toContain("Ten sam tytuł i typ");
    // Expanding it lists both positions.
    await isbnGroup.getByRole("button", { name: "Pokaż pozycje" }).click();
    const members = isbnGroup.getByRole("list", { name: /^Pozycje: / });
    await members.getByText(t.isbnA).waitFor();
    await members.getByText(t.isbnB).waitFor();
    // A group is confirmed after a question naming it and how many (one click must not change a whole group).
    await isbnGroup.getByRole("button", { name: "Potwierdź grupę (2)" }).click();
    const askGroup = page.getByRole("alertdialog", { name: "Potwierdzić 2 pozycje?" });
    // The group's title stands on a line of its own above the sentence.
    expect(await askGroup.innerText()).toMatch(new RegExp(`(Pierwsza|Druga) ${tag}[^\\n]*\\nKażda zostanie powiązana`));
    await askGroup.getByRole("button", { name: "Anuluj" }).click();
    await askGroup.waitFor({ state: "detached" });
    expect((await staff<PositionDto>("GET", `/positions/${isbnA.id}`)).isVerified).toBe(false);
    await isbnGroup.getByRole("button", { name: "Potwierdź grupę (2)" }).click();
    await askGroup.getByRole("button", { name: "Potwierdź", exact: true }).click();
    await toast(page, "Potwierdzono 2 pozycje").waitFor();
    await isbnGroup.waitFor({ state: "detached" });
    for (const p of [isbnA, isbnB]) expect((await staff<PositionDto>("GET", `/positions/${p.id}`)).isVerified).toBe(true);

    // Back to the list: the confirmed ones have left "to verify".
    await page.getByRole("button", { name: "Lista" }).click();
    await row(page, t.sameA).waitFor();
    await eventually(() => row(page, t.isbnA).count()).toBe(0);

    // Two selected, marked outdated at once: gone from "to verify", shown under "outdated".
    await page.getByRole("checkbox", { name: `Zaznacz: ${t.sameA}`, exact: true }).check();
    await page.getByRole("checkbox", { name: `Zaznacz: ${t.sameB}`, exact: true }).check();
    const bar = page.getByRole("region", { name: "Zaznaczone pozycje" });
    await bar.getByText("Zaznaczono 2 pozycje").waitFor();
    // It asks first, naming how many; Cancel changes nothing.
    await bar.getByRole("button", { name: "Oznacz jako nieaktualne (2)" }).click();
    let ask = page.getByRole("alertdialog", { name: "Oznaczyć 2 pozycje jako nieaktualne?" });
    await ask.getByRole("button", { name: "Anuluj" }).click();
    await ask.waitFor({ state: "detached" });
    await bar.getByText("Zaznaczono 2 pozycje").waitFor();
    expect(await row(page, t.sameA).count()).toBe(1);
    await bar.getByRole("button", { name: "Oznacz jako nieaktualne (2)" }).click();
    ask = page.getByRole("alertdialog", { name: "Oznaczyć 2 pozycje jako nieaktualne?" });
    await ask.getByRole("button", { name: "Oznacz jako nieaktualne", exact: true }).click();
    await toast(page, "Oznaczono 2 pozycje jako nieaktualne").waitFor();
    await bar.waitFor({ state: "detached" });
    await eventually(() => row(page, t.sameA).count()).toBe(0);
    expect(await row(page, t.sameB).count()).toBe(0);

    await page.getByRole("combobox", { name: "Stan" }).selectOption({ label: "Nieaktualne" });
    await page.waitForURL((url) => url.searchParams.get("state") === "outdated" && !url.searchParams.has("isVerified"));
    // "Clear filters" appearing beside the filters leaves them on their row (Type used to wrap below).
    await page.getByRole("button", { name: "Wyczyść filtry" }).waitFor();
    const top = async (name: string) => (await page.getByRole("combobox", { name, exact: true }).boundingBox())?.y;
    expect(await top("Typ")).toBe(await top("Stan"));
    await row(page, t.sameA).waitFor();
    expect(await row(page, t.sameB).innerText()).toContain("Nieaktualna");
    expect(await table(page).getByRole("row").count()).toBe(3);

    // Revert one: it goes back to the queue.
    await row(page, t.sameA).getByRole("button", { name: `Przywróć do kolejki: ${t.sameA}`, exact: true }).click();
    await toast(page, "Pozycja wróciła do kolejki").waitFor();
    await eventually(() => row(page, t.sameA).count()).toBe(0);
    await page.getByRole("combobox", { name: "Stan" }).selectOption({ label: "Do weryfikacji" });
    await row(page, t.sameA).waitFor();

    // Autofill: the magazine's ISBN is in the catalogue; its empty title is filled from there.
    await row(page, t.magazine).getByRole("button", { name: `Więcej akcji: ${t.magazine}` }).click();
    await page.getByRole("menuitem", { name: "Uzupełnij z katalogu" }).click();
    const autofill = page.getByRole("dialog", { name: "Uzupełnianie z katalogu" });
    await autofill.getByText("Dopasowano po ISBN").waitFor();
    const suggested = autofill.getByRole("definition").first();
    expect(await autofill.getByRole("term").first().innerText()).toBe("Tytuł");
    expect(await suggested.innerText()).toBe(`Katalogowa ${tag}`);
    await autofill.getByRole("button", { name: "Zastosuj" }).click();
    await toast(page, "Uzupełniono z katalogu").waitFor();
    await autofill.waitFor({ state: "detached" });
    const magazineMore = row(page, t.magazine).getByRole("button", { name: `Więcej akcji: ${t.magazine}` });
    await expect.poll(() => magazineMore.evaluate((el) => el === document.activeElement)).toBe(true);
    const filled = await staff<PositionDto>("GET", `/positions/${magazine.id}`);
    expect(filled.publication.title).toBe(`Katalogowa ${tag}`);
    expect(filled.publication.publisher).toBe("Oficyna Testowa");
    expect(filled.publication.magazineTitle).toBe(t.magazine);
    expect(filled.isVerified).toBe(false);

    // Edit: the shared position form; the list shows the change.
    await row(page, t.doomed).getByRole("button", { name: `Więcej akcji: ${t.doomed}` }).click();
    await page.getByRole("menuitem", { name: "Edytuj" }).click();
    const edit = page.getByRole("dialog", { name: "Edytuj pozycję" });
    await edit.getByRole("textbox", { name: "Tytuł", exact: true }).waitFor();
    expect(await edit.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(t.doomed);
    await edit.getByRole("spinbutton", { name: "Wykorzystane strony" }).or(edit.getByRole("textbox", { name: "Wykorzystane strony" })).fill("42");
    await edit.getByRole("button", { name: "Zapisz zmiany" }).click();
    await edit.waitFor({ state: "detached" });
    await row(page, t.doomed).getByRole("cell", { name: "42", exact: true }).waitFor();
    const more = row(page, t.doomed).getByRole("button", { name: `Więcej akcji: ${t.doomed}` });
    await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await staff<PositionDto>("GET", `/positions/${positions[5]!.id}`)).pagesUsed).toBe(42);

    // Delete, after a confirmation. Cancelled first: focus goes back to the menu's button, as after
    // the edit, not to the top of the page (the menu item that opened the dialog is gone by then).
    await more.click();
    await page.getByRole("menuitem", { name: "Usuń" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Usunąć pozycję?" });
    await confirm.getByRole("button", { name: "Anuluj" }).waitFor();
    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
    await more.click();
    await page.getByRole("menuitem", { name: "Usuń" }).click();
    await confirm.getByRole("button", { name: "Usuń" }).click();
    await toast(page, "Usunięto pozycję").waitFor();
    await eventually(() => row(page, t.doomed).count()).toBe(0);

    // Two left open, so the report is not verified yet. The magazine is confirmed with its catalogue
    // entry from the autofill dialog (nothing left to fill now), the other one from its row.
    expect((await staff<ReportDto>("GET", `/reports/${report.id}`)).isVerified).toBe(false);
    await row(page, t.magazine).getByRole("button", { name: `Więcej akcji: ${t.magazine}` }).click();
    await page.getByRole("menuitem", { name: "Uzupełnij z katalogu" }).click();
    await autofill.getByText("Pozycja nie ma pustych pól, które katalog mógłby uzupełnić.").waitFor();
    expect(await autofill.getByRole("button", { name: "Zastosuj" }).count()).toBe(0);
    await autofill.getByRole("button", { name: "Potwierdź z tą publikacją" }).click();
    await toast(page, `Potwierdzono pozycję i powiązano ją z publikacją „Katalogowa ${tag}”`).waitFor();
    expect((await staff<PositionDto>("GET", `/positions/${magazine.id}`)).publicationId).toBe(entry.id);
    expect((await staff<ReportDto>("GET", `/reports/${report.id}`)).isVerified).toBe(false);
    await row(page, t.sameA).getByRole("button", { name: `Potwierdź: ${t.sameA}`, exact: true }).click();
    await toast(page, "Potwierdzono pozycję").waitFor();
    await page.getByText("Żadna pozycja nie pasuje do filtrów").waitFor();

    const done = await staff<ReportDto>("GET", `/reports/${report.id}`);
    expect(done.isVerified).toBe(true);
    expect(done.verifiedOn).not.toBeNull();
    expect((await staff<PositionDto>("GET", `/positions/${sameA.id}`)).isVerified).toBe(true);
  });
});

describe("the verification queue (en)", () => {
  it("refuses a selection that changed meanwhile, in place and with nothing changed; then confirms the rest, and reverts reviewed ones", async () => {
    const tag = uniqueTag();
    const titles = [`Alpha ${tag}`, `Beta ${tag}`, `Gamma ${tag}`];
    const { positions, report } = await seedReport(
      { year: 2025, quarter: 2 },
      titles.map((title, i) => ({ type: "k" as const, title, pagesUsed: i + 1 })),
    );
    const [alpha, beta, gamma] = positions as [PositionDto, PositionDto, PositionDto];
    const staff = await apiAs(USERS.coordinator);

    const page = await asCoordinator("en", `/positions?q=${encodeURIComponent(tag)}`);
    for (const title of titles) await row(page, title).waitFor();
    await page.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    const bar = page.getByRole("region", { name: "Selected positions" });
    await bar.getByText("3 positions selected").waitFor();

    // Someone marks one of them outdated in the meantime. (One they confirmed would count as done:
    // that is where this action takes it.)
    await staff("POST", "/positions/mark-outdated", { ids: [beta.id] });
    await bar.getByRole("button", { name: "Confirm selected (3)" }).click();
    await page.getByRole("alertdialog", { name: "Confirm 3 positions?" }).getByRole("button", { name: "Confirm", exact: true }).click();
    const alert = bar.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`${titles[1]} (${QUEUE_COMPANY.name}): The position is already marked outdated, perhaps by someone else`);
    expect(await alert.innerText()).toContain("Positions whose state does not allow this: 1. Nothing was changed");
    for (const p of [alpha, gamma]) expect((await staff<PositionDto>("GET", `/positions/${p.id}`)).isVerified).toBe(false);
    // The selection stays for another try.
    await bar.getByText("3 positions selected").waitFor();

    // The list has reloaded without the outdated one; select the rest again.
    await bar.getByRole("button", { name: "Clear selection" }).click();
    await eventually(() => row(page, titles[1]!).count()).toBe(0);
    await page.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    await bar.getByRole("button", { name: "Confirm selected (2)" }).click();
    await page.getByRole("alertdialog", { name: "Confirm 2 positions?" }).getByRole("button", { name: "Confirm", exact: true }).click();
    await toast(page, "Confirmed 2 positions").waitFor();
    await bar.waitFor({ state: "detached" });
    await page.getByText("No positions match the filters").waitFor();
    // The bar went with the selection; its focus went to the list, not back to the page's start.
    expect(await page.evaluate(() => document.activeElement?.tagName ?? null)).toBe("SECTION");

    const verified = await staff<ReportDto>("GET", `/reports/${report.id}`);
    expect(verified.isVerified).toBe(true);

    // Among all states, the bar offers what the whole selection allows: nothing for a mix of
    // positions to verify and reviewed ones, Revert for reviewed ones alone.
    await staff("POST", "/positions/revert", { ids: [alpha.id] });
    await page.goto(`/positions?state=all&q=${encodeURIComponent(tag)}`);
    for (const title of titles) await row(page, title).waitFor();
    await page.getByRole("checkbox", { name: "Select all rows on this page" }).check();
    await bar.getByText("3 positions selected").waitFor();
    await bar.getByText("Deselect 2 reviewed or 1 to verify.", { exact: false }).waitFor();
    expect(await bar.getByRole("button", { name: /^(Confirm selected|Mark outdated|Revert selected)/ }).count()).toBe(0);
    await row(page, titles[0]!).getByRole("checkbox").uncheck();
    expect(await bar.getByRole("button", { name: /^(Confirm selected|Mark outdated)/ }).count()).toBe(0);
    await bar.getByRole("button", { name: "Revert selected (2)" }).click();
    const ask = page.getByRole("alertdialog", { name: "Revert 2 positions?" });
    expect(await ask.innerText()).toContain("their reports become unverified");
    await ask.getByRole("button", { name: "Revert", exact: true }).click();
    await toast(page, "2 positions back in the queue").waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby") ? document.activeElement.tagName : null)).toBe("SECTION");
    for (const p of positions) expect((await staff<PositionDto>("GET", `/positions/${p.id}`)).isVerified).toBe(false);
    expect((await staff<ReportDto>("GET", `/reports/${report.id}`)).isVerified).toBe(false);
  });
});

describe("a row confirmed by its own button (pl)", () => {
  it("is undone from the toast: the position goes back to the queue and its report is unverified again", async () => {
    const tag = uniqueTag();
    const title = `Cofnięcie ${tag}`;
    const { positions, report } = await seedReport({ year: 2022, quarter: 4 }, [{ type: "k", title, pagesUsed: 3 }]);
    const staff = await apiAs(USERS.coordinator);
    const page = await asCoordinator("pl", `/positions?isVerified=false&isReported=true&q=${encodeURIComponent(tag)}`);
    await row(page, title).getByRole("button", { name: `Potwierdź: ${title}`, exact: true }).click();
    await toast(page, "Potwierdzono pozycję").waitFor();
    await eventually(() => row(page, title).count()).toBe(0);
    expect((await staff<ReportDto>("GET", `/reports/${report.id}`)).isVerified).toBe(true);

    await page.locator("[data-scope=toast][data-part=root]").getByRole("button", { name: "Cofnij" }).click();
    await toast(page, "Pozycja wróciła do kolejki").waitFor();
    await row(page, title).waitFor();
    expect((await staff<PositionDto>("GET", `/positions/${positions[0]!.id}`)).isVerified).toBe(false);
    expect((await staff<ReportDto>("GET", `/reports/${report.id}`)).isVerified).toBe(false);
  });
});

describe("a selection and the rows' own actions (en)", () => {
  it("drops a row confirmed by its own button from the selection, and does not bring back a selection left by changing the search", async () => {
    const tag = uniqueTag();
    const titles = [`Omega1 ${tag}`, `Omega2 ${tag}`, `Omega3 ${tag}`, `Omega4 ${tag}`];
    const { positions } = await seedReport({ year: 2024, quarter: 2 }, titles.map((title, i) => ({ type: "k" as const, title, pagesUsed: i + 1 })));
    const staff = await apiAs(USERS.coordinator);
    const page = await asCoordinator("en", `/positions?q=${encodeURIComponent(tag)}&sort=title&order=asc`);
    for (const title of titles) await row(page, title).waitFor();
    for (const title of titles.slice(0, 3)) await row(page, title).getByRole("checkbox").check();
    const bar = page.getByRole("region", { name: "Selected positions" });
    await bar.getByText("3 positions selected").waitFor();

    await row(page, titles[0]!).getByRole("button", { name: `Confirm ${titles[0]}` }).click();
    await toast(page, "Position confirmed").waitFor();
    await bar.getByText("2 positions selected").waitFor();
    // The toast stands above the bar pinned to the screen's foot, not over its buttons (once it has slid in).
    const barTop = (await bar.boundingBox())!.y;
    const toastBottom = async () => {
      const box = await page.getByRole("status").filter({ hasText: "Position confirmed" }).boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    await expect.poll(toastBottom).toBeLessThanOrEqual(barTop);
    await bar.getByRole("button", { name: "Confirm selected (2)" }).click();
    await page.getByRole("alertdialog", { name: "Confirm 2 positions?" }).getByRole("button", { name: "Confirm", exact: true }).click();
    await toast(page, "Confirmed 2 positions").waitFor();
    for (const p of positions.slice(0, 3)) expect((await staff<PositionDto>("GET", `/positions/${p.id}`)).isVerified).toBe(true);

    await row(page, titles[3]!).getByRole("checkbox").check();
    await bar.getByText("1 position selected").waitFor();
    const search = page.getByRole("searchbox", { name: "Search positions" });
    await search.fill(`${tag}x`);
    await search.press("Enter");
    await page.getByText("No positions match the filters").waitFor();
    expect(await bar.count()).toBe(0);
    await search.fill(tag);
    await search.press("Enter");
    await row(page, titles[3]!).waitFor();
    expect(await row(page, titles[3]!).getByRole("checkbox").isChecked()).toBe(false);
    expect(await bar.count()).toBe(0);
  });
});

describe("a row's action without a connection (en)", () => {
  it("says which action failed and that the connection is the cause, and changes nothing; asks of one selected position as of one, and its bar's buttons take focus without scrolling the list; a failed refresh keeps the select-all box", async () => {
    const tag = uniqueTag();
    const title = `Offline ${tag}`;
    const { positions } = await seedReport({ year: 2023, quarter: 1 }, [{ type: "k", title, pagesUsed: 2 }]);
    const page = await asCoordinator("en", `/positions?q=${encodeURIComponent(tag)}`);
    await row(page, title).waitFor();
    await context!.setOffline(true);
    await row(page, title).getByRole("button", { name: `Confirm ${title}` }).click();
    const failure = page.getByRole("region", { name: /^Notifications/ }).getByRole("alert").filter({ hasText: "Position not confirmed" });
    await failure.getByText(`${title} — Network error. Check your connection and try again.`).waitFor();
    await context!.setOffline(false);
    const staff = await apiAs(USERS.coordinator);
    expect((await staff<PositionDto>("GET", `/positions/${positions[0]!.id}`)).isVerified).toBe(false);

    // One selected: the question speaks of it, not of "them".
    await row(page, title).getByRole("checkbox").check();
    // On a short screen the list scrolls under the bar; reaching the bar's button (Tab, here focus())
    // leaves the list where it is: it sits in the padding the bar reserves, and was scrolled to the bar's place at the end.
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(100);
    await page.getByRole("region", { name: "Selected positions" }).getByRole("button", { name: "Mark outdated (1)" }).evaluate((b) => (b as HTMLElement).focus());
    expect(await page.evaluate(() => scrollY)).toBe(0);
    for (const [button, dialogName, text] of [
      ["Mark outdated (1)", "Mark 1 position outdated?", "It leaves the queue without being added to the catalogue, and its report may become verified."],
      ["Confirm selected (1)", "Confirm 1 position?", "It is linked to its publication and authors in the catalogue;"],
    ] as const) {
      await page.getByRole("region", { name: "Selected positions" }).getByRole("button", { name: button }).click();
      const ask = page.getByRole("alertdialog", { name: dialogName });
      await ask.getByText(text, { exact: false }).waitFor();
      await ask.getByRole("button", { name: "Cancel" }).click();
      await ask.waitFor({ state: "detached" });
    }

    // A refresh that fails leaves the rows dimmed under the failure; the header's box stays with
    // its rows' boxes (it went, and the header row shifted, while the rows kept theirs).
    await page.route(positionsList, (route) => route.abort("internetdisconnected"));
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page.getByText("Network error. Check your connection and try again.").first().waitFor();
    await page.locator("section[data-stale]").waitFor();
    const selectAll = page.getByRole("checkbox", { name: "Select all rows on this page" });
    expect(await selectAll.isChecked()).toBe(true);
    await selectAll.uncheck();
    expect(await row(page, title).getByRole("checkbox").isChecked()).toBe(false);
    await page.unroute(positionsList);
  });
});

describe("a bulk action whose answer was lost (en)", () => {
  it("succeeds when sent again, saying the positions had been done already, rather than refusing with nothing changed", async () => {
    const tag = uniqueTag();
    const titles = [`Lost1 ${tag}`, `Lost2 ${tag}`, `Lost3 ${tag}`];
    const { positions } = await seedReport({ year: 2023, quarter: 2 }, titles.map((title, i) => ({ type: "k" as const, title, pagesUsed: i + 1 })));
    const staff = await apiAs(USERS.coordinator);
    const page = await asCoordinator("en", `/positions?q=${encodeURIComponent(tag)}&sort=title&order=asc`);
    for (const title of titles) await row(page, title).getByRole("checkbox").check();
    const lost = await loseFirstAnswer(page, "**/api/v1/positions/verify");
    const bar = page.getByRole("region", { name: "Selected positions" });
    const confirmAll = async () => {
      await bar.getByRole("button", { name: "Confirm selected (3)" }).click();
      await page.getByRole("alertdialog", { name: "Confirm 3 positions?" }).getByRole("button", { name: "Confirm", exact: true }).click();
    };
    await confirmAll();
    await bar.getByText("Network error. Check your connection and try again.").waitFor();
    expect(lost.dropped()).toBe(1);
    for (const p of positions) expect((await staff<PositionDto>("GET", `/positions/${p.id}`)).isVerified).toBe(true);

    await confirmAll();
    await toast(page, "Confirmed 3 positions").waitFor();
    await page.getByRole("status").getByText("For 3 of them this had been done already: by an earlier try whose answer did not arrive, or by someone else.").waitFor();
    expect(await bar.count()).toBe(0);
  });
});

describe("keyboard work in the queue (en)", () => {
  it("keeps focus in place when the row acted on leaves: the same control of the row taking its place, else of the one above, else the table", async () => {
    const tag = uniqueTag();
    const groupTag = uniqueTag();
    // Sorted by title, so the rows' order is known.
    const [kappa, lambda, mu] = [`Kappa ${tag}`, `Lambda ${tag}`, `Mu ${tag}`];
    const { isbn13 } = freshIsbn();
    await seedReport({ year: 2024, quarter: 3 }, [
      ...[kappa, lambda, mu].map((title, i) => ({ type: "k" as const, title, pagesUsed: i + 1 })),
      // Groups, largest first: two with one ISBN, then one alone.
      { type: "k", title: `Nu ${groupTag}`, isbn: isbn13, pagesUsed: 4 },
      { type: "k", title: `Nu ${groupTag}`, isbn: isbn13, pagesUsed: 5 },
      // A site's link in its card comes before its buttons: the focus still goes to Confirm.
      { type: "l", title: `Xi ${groupTag}`, link: "https://www.gov.pl/web/xi", pagesUsed: 6 },
    ]);
    const page = await asCoordinator("en", `/positions?q=${encodeURIComponent(tag)}&sort=title&order=asc`);
    for (const title of [kappa, lambda, mu]) await row(page, title).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName ?? null);

    // The last row confirmed from the keyboard: focus goes to the Confirm of the row above.
    await row(page, mu).getByRole("button", { name: `Confirm ${mu}` }).focus();
    await page.keyboard.press("Enter");
    await toast(page, "Position confirmed").waitFor();
    await eventually(() => row(page, mu).count()).toBe(0);
    await expect.poll(focused).toBe(`Confirm ${lambda}`);

    // The first row confirmed: focus goes to the Confirm of the row now first, so Enter walks down the queue.
    await row(page, kappa).getByRole("button", { name: `Confirm ${kappa}` }).focus();
    await page.keyboard.press("Enter");
    await eventually(() => row(page, kappa).count()).toBe(0);
    await expect.poll(focused).toBe(`Confirm ${lambda}`);

    // The last one deleted through its menu and the question: with no row left, the table has focus.
    await row(page, lambda).getByRole("button", { name: `More actions for ${lambda}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Delete position?" }).getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByText("No positions match the filters").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? null)).toBe("SECTION");

    // A group confirmed after its question: focus goes to the same button of the group now first.
    await page.goto(`/positions?view=groups&q=${encodeURIComponent(groupTag)}`);
    const pair = groupCard(page, new RegExp(`^Nu ${groupTag}$`));
    // The pager counts groups, not positions.
    await page.getByText("2 groups", { exact: true }).waitFor();
    await pair.getByRole("button", { name: "Confirm group (2)" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog", { name: "Confirm 2 positions?" }).getByRole("button", { name: "Confirm", exact: true }).click();
    await pair.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? null)).toBe("Confirm");
    // The group left is one position: its card says neither "group" nor what its members share.
    const single = page.locator("li[data-row-id]").first();
    expect(await single.innerText()).not.toMatch(/Confirm group|Mark group|Same (identifier|title)/);
  });
});

describe("a group larger than one page (en)", () => {
  it("pages through all 105 positions of one ISBN with Show more", async () => {
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    // 105 positions of one book: more than the 100 a page of the group's search holds.
    const worker = await apiAs(USERS.queueWorker);
    const titles = Array.from({ length: 105 }, (_, i) => `Big ${tag} ${String(i).padStart(3, "0")}`);
    for (let i = 0; i < titles.length; i += 15) {
      await Promise.all(
        titles.slice(i, i + 15).map((title) =>
          worker("POST", "/positions", { publication: { type: "k", title, isbn: isbn13 }, authors: [], pagesUsed: 2 }),
        ),
      );
    }
    const manager = await apiAs(USERS.queueManager);
    await manager("POST", "/reports", { year: 2024, quarter: 4 });

    const page = await asCoordinator("en", `/positions?view=groups&q=${encodeURIComponent(tag)}`);
    const group = groupCard(page, new RegExp(`^Big ${tag} \\d{3}$`));
    await group.waitFor();
    expect(await group.getByRole("definition").first().innerText()).toBe("105");
    await group.getByRole("button", { name: "Show positions" }).click();
    const members = group.getByRole("list", { name: /^Positions of / });
    const rows = members.getByRole("button", { name: /^Confirm Big / });
    await eventually(() => rows.count()).toBe(100);
    await members.getByText("100 of 105 positions shown.").waitFor();

    await members.getByRole("button", { name: "Show more" }).click();
    await eventually(() => rows.count()).toBe(105);
    expect(await members.getByText(/positions shown/).count()).toBe(0);
    expect(await members.getByRole("button", { name: "Show more" }).count()).toBe(0);
    // Every one of them, each once.
    const names = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(new Set(names).size).toBe(105);
    expect(names.sort()).toEqual(titles.map((title) => `Confirm ${title}`).sort());
  });
});
