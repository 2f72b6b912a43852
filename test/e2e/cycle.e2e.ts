import type { PositionDto } from "@contract/positions";
import type { ReportDto } from "@contract/reports";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeContext, launchBrowser, openPage } from "./browser";
import { catalogueApi, freshIsbn, hyphenated, uniqueTag } from "./catalogue";
import { CYCLE_COMPANY, USERS } from "./fixtures";
import { type Account, eventually, signInFast } from "./session";

/**
 * The quarterly cycle end to end, every step through the screens: a worker enters positions, the
 * manager reports them, a coordinator groups the similar ones and confirms them, and the report
 * turns verified. CYCLE_COMPANY and its accounts belong to this file only.
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

async function as(account: Account, path: string): Promise<Page> {
  await closeContext(context);
  const opened = await openPage(browser, { locale: "pl" });
  context = opened.context;
  await signInFast(context, account, { language: "pl" });
  await opened.page.goto(path);
  return opened.page;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const row = (page: Page, text: string) => page.getByRole("table").getByRole("row", { name: new RegExp(escape(text)) });
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });
const groupCard = (page: Page, title: RegExp): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

/** The last quarter that has ended: the add-report form's default period. */
function lastFinishedQuarter(now = new Date()): { year: number; quarter: number } {
  const q = Math.floor(now.getMonth() / 3) + 1;
  return q === 1 ? { year: now.getFullYear() - 1, quarter: 4 } : { year: now.getFullYear(), quarter: q - 1 };
}

async function addBook(page: Page, fill: (form: Locator) => Promise<void>, pages: number): Promise<void> {
  await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
  const form = page.getByRole("dialog", { name: "Dodaj pozycję" });
  await fill(form);
  await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill(String(pages));
  await form.getByRole("button", { name: "Dodaj", exact: true }).click();
  await form.waitFor({ state: "detached" });
  await toast(page, "Dodano pozycję").waitFor();
}

describe("the quarterly cycle", () => {
  it("worker adds positions → manager creates the report → coordinator groups and confirms → the report is verified", async () => {
    const tag = uniqueTag();
    const { isbn13 } = freshIsbn();
    const admin = await catalogueApi();
    const catalogued = await admin.createPublication({
      type: "k",
      title: `Granica ${tag}`,
      isbn: isbn13,
      publisher: "Wydawnictwo Testowe",
      publicationYear: 1935,
      isVerified: true,
    });
    const shared = `Przedwiośnie ${tag}`;

    // 1. The worker: one book found in the catalogue by its ISBN, two typed by hand with one title.
    let page = await as(USERS.cycleWorker, "/positions?isReported=false");
    await addBook(
      page,
      async (form) => {
        await form.getByRole("textbox", { name: "ISBN, ISSN lub DOI" }).fill(hyphenated(isbn13));
        await eventually(() => form.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(`Granica ${tag}`);
      },
      30,
    );
    await addBook(page, (form) => form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(shared), 12);
    await addBook(page, (form) => form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(`${shared.toUpperCase()}.`), 8);
    for (const title of [`Granica ${tag}`, shared]) await row(page, title).first().waitFor();

    // 2. The manager: the add-report form counts what it will take, then creates the report.
    const period = lastFinishedQuarter();
    const name = `${period.year} Q${period.quarter}`;
    page = await as(USERS.cycleManager, "/reports");
    await page.getByRole("button", { name: "Dodaj raport", exact: true }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj raport" });
    await eventually(() => form.getByRole("combobox", { name: "Rok" }).inputValue()).toBe(String(period.year));
    expect(await form.getByRole("combobox", { name: "Kwartał" }).inputValue()).toBe(String(period.quarter));
    const counted = form.getByTestId("reportable-summary");
    await eventually(() => counted.innerText()).toMatch(/Pozycje do zgłoszenia:\s*3/);
    expect(await counted.innerText()).toMatch(/50/);
    await form.getByRole("button", { name: "Utwórz raport" }).click();
    await toast(page, `Utworzono raport ${name}`).waitFor();
    await form.waitFor({ state: "detached" });
    const reportRow = row(page, name);
    await reportRow.waitFor();
    expect(await reportRow.innerText()).toContain("Czeka na weryfikację");

    // The worker's list is empty again: everything went into the report.
    // 3. The coordinator: the company's reported positions, grouped.
    page = await as(USERS.coordinator, `/positions?isVerified=false&isReported=true&companyId=${CYCLE_COMPANY.id}&view=groups`);
    const titleGroup = groupCard(page, new RegExp(`^${escape(shared)}\\.?$`, "i"));
    await titleGroup.waitFor();
    expect(await titleGroup.getByRole("definition").first().innerText()).toBe("2");
    await titleGroup.getByRole("button", { name: "Potwierdź grupę (2)" }).click();
    await page.getByRole("alertdialog", { name: "Potwierdzić 2 pozycje?" }).getByRole("button", { name: "Potwierdź", exact: true }).click();
    await toast(page, "Potwierdzono 2 pozycje").waitFor();
    await titleGroup.waitFor({ state: "detached" });
    const isbnGroup = groupCard(page, new RegExp(`^Granica ${tag}$`));
    await isbnGroup.getByRole("button", { name: "Potwierdź", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Potwierdzić 1 pozycję?" }).getByRole("button", { name: "Potwierdź", exact: true }).click();
    await toast(page, "Potwierdzono 1 pozycję").waitFor();
    await isbnGroup.waitFor({ state: "detached" });

    // 4. The report is verified, on the coordinator's report list and for the manager.
    await page.goto(`/reports?companyId=${CYCLE_COMPANY.id}`);
    await eventually(() => row(page, name).innerText()).toContain("Zweryfikowany");

    const staff = await catalogueApi(USERS.coordinator);
    const reports = await staff.call<{ items: ReportDto[] }>("GET", `/reports?companyId=${CYCLE_COMPANY.id}`);
    const report = reports.items.find((r) => r.name === name);
    expect(report).toMatchObject({ isVerified: true, positionsAmount: 3, pagesTotal: 50 });
    const positions = await staff.call<{ items: PositionDto[] }>("GET", `/positions?reportId=${report?.id}`);
    // The one with the catalogue's ISBN is linked to that entry, not to a new one.
    expect(positions.items.find((p) => p.publication.isbn === isbn13)?.publicationId).toBe(catalogued.id);
    expect(positions.items.every((p) => p.isVerified)).toBe(true);
  });
});
