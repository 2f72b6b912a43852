import { readFile } from "node:fs/promises";
import { XLSX_MIME } from "@contract/reports";
import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Download, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { baseURL, closeContext, launchBrowser, loseFirstAnswer } from "./browser";
import { freshIsbn, uniqueTag, wrongCheckDigit } from "./catalogue";
import { pickCompany } from "./company-picker";
import { COMPANY, IMPORT_COMPANY, USERS } from "./fixtures";
import { apiCall, signedInPage, type Lang } from "./panel-helpers";
import { apiLogin, eventually } from "./session";

/**
 * Reports through the UI: the template downloaded, filled with exceljs and imported (errors by row
 * and column, the marked workbook, a stale header), the list with its positions, export of the
 * current filters, and a Manager's Add report. IMPORT_COMPANY and its manager belong to this file
 * alone; each test uses its own period, as a company has one report per period.
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

async function open(who: { email: string }, lang: Lang, path: string): Promise<Page> {
  const opened = await signedInPage(browser, who, lang);
  context = opened.context;
  await opened.page.goto(path);
  return opened.page;
}

const dashboard = `/companies/${IMPORT_COMPANY.id}`;

/** Clicks and waits for the browser's download; the saved file's bytes and suggested name. */
async function download(page: Page, trigger: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([page.waitForEvent("download"), trigger.click()])) as [Download, void];
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

async function workbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}

type Row = { type: string; title?: string; isbn?: string; authors?: string; pagesUsed?: number | string };
/** Template columns (reports-xlsx.columns.ts): A type, B title, G isbn, L authors, M pagesUsed. */
const COL = { type: 1, title: 2, isbn: 7, authors: 12, pagesUsed: 13 } as const;

/** The template with `rows` written from row 2 on, as a user fills it in. */
async function fill(template: Buffer, rows: Row[], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = await workbook(template);
  const sheet = wb.worksheets[0]!;
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(COL.type).value = r.type;
    if (r.title !== undefined) row.getCell(COL.title).value = r.title;
    if (r.isbn !== undefined) row.getCell(COL.isbn).value = r.isbn;
    if (r.authors !== undefined) row.getCell(COL.authors).value = r.authors;
    if (r.pagesUsed !== undefined) row.getCell(COL.pagesUsed).value = r.pagesUsed;
    row.commit();
  });
  edit?.(sheet);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function templateByApi(token: string, lang: Lang = "pl"): Promise<Buffer> {
  const res = await fetch(`${baseURL()}/api/v1/companies/${IMPORT_COMPANY.id}/report-template`, { headers: { authorization: `Bearer ${token}`, "accept-language": lang } });
  if (res.status !== 200) throw new Error(`template: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function importByApi(token: string, file: Buffer, year: number, quarter: number): Promise<{ id: string; positionsAmount: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), "arkusz.xlsx");
  form.append("year", String(year));
  form.append("quarter", String(quarter));
  const res = await fetch(`${baseURL()}/api/v1/companies/${IMPORT_COMPANY.id}/reports/import`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`import: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; positionsAmount: number };
}

const goodRows = (tag: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ type: "k", title: `Książka ${tag} ${i + 1}`, isbn: freshIsbn().isbn13, authors: `Kowalski Jan (A)`, pagesUsed: 10 + i }));

const importDialog = (page: Page, lang: Lang = "pl") => page.getByRole("dialog", { name: lang === "pl" ? "Dodaj raport z pliku" : "Add report by import" });

async function chooseFile(dialog: Locator, bytes: Buffer, name = "raport.xlsx") {
  await dialog.getByLabel(/^(Plik|File) \(\.xlsx\)/).setInputFiles({ name, mimeType: XLSX_MIME, buffer: bytes });
}

/** Opens the system's file chooser as a user would, by `act` (a click on the box, or a key on the focused field), and picks the file in it. */
async function chooseInPicker(dialog: Locator, act: () => Promise<void>, bytes: Buffer, name = "raport.xlsx") {
  const [chooser] = await Promise.all([dialog.page().waitForEvent("filechooser"), act()]);
  await chooser.setFiles({ name, mimeType: XLSX_MIME, buffer: bytes });
  await dialog.getByText(name, { exact: true }).waitFor();
}

/** Drags files over the file box and drops them there, as from the desktop: the box says where to drop while they hover. */
async function dropFiles(dialog: Locator, files: { name: string; bytes: Buffer }[]) {
  const box = dialog.getByLabel(/^(Plik|File) \(\.xlsx\)/).locator("xpath=..");
  const transfer = await dialog.page().evaluateHandle((sent) => {
    const data = new DataTransfer();
    for (const f of sent) data.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return data;
  }, files.map((f) => ({ name: f.name, base64: f.bytes.toString("base64"), type: XLSX_MIME })));
  await box.dispatchEvent("dragover", { dataTransfer: transfer });
  await box.getByText(/^(Upuść plik tutaj|Drop the file here)$/).waitFor();
  await box.dispatchEvent("drop", { dataTransfer: transfer });
  await transfer.dispose();
}

/** The error list's rows as "row | column | message". */
async function errorRows(dialog: Locator): Promise<string[]> {
  const rows = dialog.getByRole("region", { name: /^(Błędy importu|Import errors)$/ }).locator("tbody tr");
  await rows.first().waitFor();
  return (await rows.allInnerTexts()).map((t) => t.split("\t").map((s) => s.trim()).join(" | "));
}

/**
 * Records each element outside a dialog that takes focus while a dialog is on the page: Ark
 * closes a dialog on such a focus when it comes after the dialog started listening, so the
 * closing itself depends on timing, while the focus taken is there every time.
 */
async function recordFocusOutsideDialogs(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { focusOutsideDialogs: string[] }).focusOutsideDialogs = seen;
    document.addEventListener(
      "focusin",
      (e) => {
        const target = e.target as Element;
        if (document.querySelector("[role=dialog]") && !target.closest("[role=dialog]")) seen.push(target.tagName);
      },
      true,
    );
  });
}
const focusOutsideDialogs = (page: Page) => page.evaluate(() => (window as unknown as { focusOutsideDialogs: string[] }).focusOutsideDialogs);

describe("import through the company dashboard", () => {
  it("lists bad cells by row and column, gives the marked workbook, and imports the corrected file", async () => {
    const page = await open(USERS.importManager, "pl", dashboard);
    const template = await download(page, page.getByRole("button", { name: "Pobierz szablon" }));
    expect(template.name).toMatch(/\.xlsx$/);
    const headers = (await workbook(template.bytes)).worksheets[0]!.getRow(1);
    expect([headers.getCell(COL.type).text, headers.getCell(COL.title).text, headers.getCell(COL.pagesUsed).text]).toEqual(["Typ", "Tytuł", "Wykorzystane strony"]);

    const tag = uniqueTag();
    const rows = goodRows(tag, 4);
    const bad: Row[] = [
      rows[0]!,
      { ...rows[1]!, title: undefined },
      { ...rows[2]!, isbn: wrongCheckDigit(rows[2]!.isbn!) },
      { ...rows[3]!, pagesUsed: 0 },
    ];
    const badFile = await fill(template.bytes, bad);

    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    const dialog = importDialog(page);
    await dialog.getByRole("combobox", { name: "Rok" }).selectOption("2026");
    await dialog.getByRole("combobox", { name: "Kwartał" }).selectOption("1");
    await chooseInPicker(dialog, () => dialog.getByText("Wybierz plik", { exact: true }).click(), badFile);
    await dialog.getByRole("button", { name: "Importuj" }).click();

    await dialog.getByText("Nic nie zostało zaimportowane", { exact: false }).waitFor();
    await dialog.getByRole("heading", { name: "Błędy w pliku: 3 (wiersze z błędami: 3)" }).waitFor();
    expect(await errorRows(dialog)).toEqual([
      "3 | Tytuł (B) | To pole jest wymagane",
      "4 | ISBN (G) | Nieprawidłowa cyfra kontrolna ISBN",
      "5 | Wykorzystane strony (M) | Wartość musi wynosić co najmniej 1",
    ]);
    // On a phone the list fits the dialog: no message runs past its edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const list = dialog.getByRole("region", { name: "Błędy importu" });
    await expect.poll(() => list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    const marked = await download(page, dialog.getByRole("button", { name: "Pobierz plik z zaznaczonymi błędami" }));
    const markedSheet = (await workbook(marked.bytes)).worksheets[0]!;
    const isbnCell = markedSheet.getRow(4).getCell(COL.isbn);
    expect((isbnCell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb).toBe("FFFFC7CE");
    expect(JSON.stringify(isbnCell.note)).toContain("Nieprawidłowa cyfra kontrolna ISBN");
    // The good cell is not marked (its text format may bring an empty "none" pattern fill).
    expect((markedSheet.getRow(2).getCell(COL.isbn).fill as ExcelJS.FillPattern | undefined)?.pattern ?? "none").toBe("none");

    // Nothing was stored: the company still has no report for the period.
    const { accessToken } = await apiLogin(USERS.importManager);
    const none = await apiCall<{ totalCount: number }>(accessToken, "GET", "/reports?year=2026&quarter=1");
    expect(none.body.totalCount).toBe(0);

    // Corrected (the marked workbook itself, its errors column ignored), dropped on the file box and imported again.
    const fixed = await fill(marked.bytes, rows);
    await dropFiles(dialog, [
      { name: "a.xlsx", bytes: fixed },
      { name: "b.xlsx", bytes: fixed },
    ]);
    await dialog.getByText("Wybierz jeden plik: raport importuje się z jednego skoroszytu.").waitFor();
    await dropFiles(dialog, [{ name: marked.name, bytes: fixed }]);
    await dialog.getByText(marked.name, { exact: true }).waitFor();
    expect(await dialog.getByText("Wybierz jeden plik", { exact: false }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    await dialog.getByText("Zaimportowano raport 2026 Q1. Pozycje: 4, strony: 46.").waitFor();
    await page.getByRole("status").getByText("Zaimportowano raport 2026 Q1").waitFor();

    await recordFocusOutsideDialogs(page);
    await dialog.getByRole("link", { name: "Pokaż raport" }).click();
    await page.waitForURL((url) => url.pathname === "/reports" && url.searchParams.has("report"));
    const positions = page.getByRole("dialog", { name: "Pozycje raportu 2026 Q1" });
    const positionRows = positions.getByRole("table").locator("tbody tr");
    // Two reads in a row (the report, then its positions) after the import: more than poll's default second on a busy machine.
    await expect.poll(() => positionRows.count(), { timeout: 10_000 }).toBe(4);
    // The page change took no focus from the report's dialog (focus outside closes it, at random as to when).
    expect(await focusOutsideDialogs(page)).toEqual([]);
    expect(await positions.innerText()).toContain(`Książka ${tag} 1`);
    // On a phone the list is taller than the screen; scrolled to its end, Close is still in view.
    await page.setViewportSize({ width: 390, height: 500 });
    await positions.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => positions.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const close = positions.getByRole("button", { name: "Zamknij" });
    await expect.poll(async () => (await close.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await close.click();
    const row = page.getByRole("row", { name: /2026 Q1/ });
    await row.waitFor();
    // The Manager's columns: report (row header), positions, …
    expect(await row.getByRole("cell").first().innerText()).toBe("4");
    // Deleting an imported report says how to move it to another quarter without importing the file twice.
    await page.getByRole("button", { name: "Usuń 2026 Q1" }).click();
    const askDelete = page.getByRole("alertdialog", { name: "Usunąć raport?" });
    expect(await askDelete.innerText()).toContain("dodaj raport za ten kwartał: obejmie te pozycje. Ponowny import pliku dodałby je drugi raz.");
    await askDelete.getByRole("button", { name: "Anuluj" }).click();
    await askDelete.waitFor({ state: "detached" });

    // The same file again (another period): refused as a duplicate, in Polish.
    await page.goto(dashboard);
    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    const again = importDialog(page);
    // The imported period is named as taken before anything is sent.
    await again.getByRole("combobox", { name: "Rok" }).selectOption("2026");
    await again.getByRole("combobox", { name: "Kwartał" }).selectOption("1");
    await again.getByRole("alert").getByText("2026 Q1 ma już raport. Wybierz inny kwartał.").waitFor();
    expect(await again.getByRole("button", { name: "Importuj" }).isDisabled()).toBe(true);
    await again.getByRole("combobox", { name: "Kwartał" }).selectOption("2");
    await again.getByRole("alert").waitFor({ state: "detached" });
    await chooseFile(again, fixed);
    await again.getByRole("button", { name: "Importuj" }).click();
    await again.getByRole("alert").getByText("Ten plik został już zaimportowany (raport 2026 Q1)").waitFor();

    // With a file chosen, Escape asks before closing; kept, the dialog stays with its file.
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Porzucić zmiany?" });
    await discard.getByRole("button", { name: "Anuluj" }).click();
    await discard.waitFor({ state: "detached" });
    expect(await again.isVisible()).toBe(true);
    await again.getByRole("button", { name: "Anuluj" }).click();
    await discard.getByRole("button", { name: "Porzuć" }).click();
    await again.waitFor({ state: "detached" });
  });

  it("stops an upload that hangs, says what became of it, and lets the dialog close (as an administrator)", async () => {
    const page = await open(USERS.admin, "pl", dashboard);
    const { accessToken } = await apiLogin(USERS.admin);
    const file = await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 2));
    // The line stalls: the server never answers.
    await page.route("**/reports/import", () => undefined);
    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    const dialog = importDialog(page);
    await dialog.getByRole("combobox", { name: "Rok" }).selectOption("2026");
    await dialog.getByRole("combobox", { name: "Kwartał" }).selectOption("4");
    await chooseFile(dialog, file);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    expect(await dialog.getByRole("button", { name: "Anuluj" }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Przerwij" }).click();
    await dialog.getByText(/^(Przerwano wysyłanie: nic nie zaimportowano\.|Przerwano czekanie na odpowiedź\. Cały plik został już wysłany, więc raport mógł mimo to zostać zapisany: pokażą to raporty firmy\.)$/).waitFor();
    expect(await dialog.getByRole("button", { name: "Importuj" }).isEnabled()).toBe(true);
    await dialog.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.unroute("**/reports/import");
  });

  it("takes the report an import stored as its own when its answer was lost, at once or when Import is pressed again (as an administrator)", async () => {
    const page = await open(USERS.admin, "pl", dashboard);
    const { accessToken } = await apiLogin(USERS.admin);
    const file = await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 2));
    // The server stores the file; its answer never reaches the page. (The route cannot pass a
    // multipart upload on, so the same file goes in by the API.) The look for the stored report
    // right after fails too: the form says the network failed, and the next Import, refused as the
    // same file again, finds it.
    let imports = 0;
    let lookupsLost = 0;
    await page.route("**/reports/import", async (route) => {
      if (imports++ > 0) return route.fallback();
      await importByApi(accessToken, file, 2023, 3);
      await route.abort("connectionreset");
    });
    await page.route(/\/api\/v1\/reports\?companyId=.*&year=2023&quarter=3/, async (route) => {
      if (imports !== 1 || lookupsLost > 0) return route.fallback();
      lookupsLost++;
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    const dialog = importDialog(page);
    await dialog.getByRole("combobox", { name: "Rok" }).selectOption("2023");
    await dialog.getByRole("combobox", { name: "Kwartał" }).selectOption("3");
    await chooseFile(dialog, file);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    await dialog.getByText("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.").waitFor();
    expect(lookupsLost).toBe(1);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    await page.getByRole("status").getByText("Zaimportowano raport 2023 Q3").waitFor();
    await dialog.getByRole("link", { name: "Pokaż raport" }).waitFor();
    await dialog.getByText("Pozycje: 2,", { exact: false }).waitFor();
    expect(imports).toBe(2);
    await page.unrouteAll();

    // Lost once more with the lookup answering: the dialog takes the stored report at once.
    await dialog.getByRole("button", { name: "Zamknij" }).click();
    const again = await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 3));
    await page.route("**/reports/import", async (route) => {
      await importByApi(accessToken, again, 2023, 4);
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    await dialog.getByRole("combobox", { name: "Rok" }).selectOption("2023");
    await dialog.getByRole("combobox", { name: "Kwartał" }).selectOption("4");
    await chooseFile(dialog, again);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    await dialog.getByText("Pozycje: 3,", { exact: false }).waitFor();
    await page.unrouteAll();
  });

  it("names a stale header row and offers the new template (as an administrator)", async () => {
    const page = await open(USERS.admin, "pl", dashboard);
    const { accessToken } = await apiLogin(USERS.admin);
    const stale = await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 1), (sheet) => {
      sheet.getRow(1).getCell(COL.title).value = "Nazwa";
      sheet.getRow(1).commit();
    });
    await page.getByRole("button", { name: "Dodaj raport z pliku" }).click();
    const dialog = importDialog(page);
    await dialog.getByRole("combobox", { name: "Kwartał" }).selectOption("2");
    // From the keyboard: Tab from the quarter reaches the file field, Space opens the chooser.
    await chooseInPicker(dialog, async () => {
      await dialog.getByRole("combobox", { name: "Kwartał" }).focus();
      await page.keyboard.press("Tab");
      expect(await dialog.getByLabel("Plik (.xlsx)").evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Space");
    }, stale);
    await dialog.getByRole("button", { name: "Importuj" }).click();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Nagłówki arkusza są nieaktualne").waitFor();
    await alert.getByText("Kolumna B powinna mieć nagłówek „Tytuł”, a ma „Nazwa”").waitFor();
    // The refusal below the fields is where the focus goes (and so into view).
    await eventually(() => alert.evaluate((el) => el.parentElement === document.activeElement)).toBe(true);
    const fresh = await download(page, alert.getByRole("button", { name: "Pobierz nowy szablon" }));
    expect((await workbook(fresh.bytes)).worksheets[0]!.getRow(1).getCell(COL.title).text).toBe("Tytuł");

    // A file that is no .xlsx never leaves the browser.
    await dialog.getByLabel("Plik (.xlsx)").setInputFiles({ name: "raport.csv", mimeType: "text/csv", buffer: Buffer.from("a;b\n1;2\n") });
    await dialog.getByText("Importować można tylko pliki .xlsx.").waitFor();
    // One named .xlsx whose bytes are no workbook is the server's to refuse, and it says why.
    await dialog.getByLabel("Plik (.xlsx)").setInputFiles({ name: "raport.xlsx", mimeType: XLSX_MIME, buffer: Buffer.from("typ;tytuł\nk;Lalka\n") });
    await dialog.getByRole("button", { name: "Importuj" }).click();
    await dialog.getByRole("alert").getByText("Plik nie jest poprawnym skoroszytem .xlsx: może być uszkodzony", { exact: false }).waitFor();
  });

  it("shows no import to a coordinator", async () => {
    const page = await open(USERS.coordinator, "pl", dashboard);
    await page.getByRole("heading", { name: IMPORT_COMPANY.name }).waitFor();
    await page.getByRole("link", { name: "Raporty firmy" }).waitFor();
    expect(await page.getByRole("button", { name: "Pobierz szablon" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Dodaj raport z pliku" }).count()).toBe(0);
  });
});

describe("export from /reports", () => {
  it("downloads exactly the filtered reports and their positions", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    const template = await templateByApi(accessToken);
    const tag = uniqueTag();
    const inFilter = await importByApi(accessToken, await fill(template, goodRows(`${tag}A`, 3)), 2025, 2);
    await importByApi(accessToken, await fill(template, goodRows(`${tag}B`, 2)), 2025, 3);

    const page = await open(USERS.coordinator, "pl", "/reports");
    // Every filter is optional: none is marked "*" (the company picker is one of those fields that can be required).
    await page.getByRole("combobox", { name: "Firma" }).waitFor();
    expect(await page.locator('[data-part="required-indicator"]').count()).toBe(0);
    // The company picker searches GET /companies?q= (every company, not the first 100).
    await pickCompany(page, page, "Firma", IMPORT_COMPANY.name.split(" ")[0]!, IMPORT_COMPANY.name);
    await page.waitForURL((url) => url.searchParams.get("companyId") === IMPORT_COMPANY.id);
    await page.getByRole("combobox", { name: "Rok" }).selectOption("2025");
    await page.getByRole("combobox", { name: "Kwartał" }).selectOption("2");
    await page.waitForURL((url) => url.searchParams.get("quarter") === "2" && url.searchParams.get("year") === "2025");
    const rows = page.getByRole("table", { name: "Raporty" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(IMPORT_COMPANY.name);

    const file = await download(page, page.getByRole("button", { name: "Eksportuj .xlsx" }));
    expect(file.name).toMatch(/\.xlsx$/);
    const wb = await workbook(file.bytes);
    const reports = wb.getWorksheet("Raporty")!;
    const positions = wb.getWorksheet("Pozycje")!;
    expect(reports.actualRowCount).toBe(2);
    expect(JSON.stringify(reports.getRow(2).values)).toContain("2025 Q2");
    expect(positions.actualRowCount).toBe(1 + inFilter.positionsAmount);
    const titles = JSON.stringify(positions.getSheetValues());
    expect(titles).toContain(`Książka ${tag}A 1`);
    expect(titles).not.toContain(`Książka ${tag}B`);

    // Emptying the company box and leaving it drops the company from the filters.
    const company = page.getByRole("combobox", { name: "Firma", exact: true });
    expect(await company.inputValue()).toBe(IMPORT_COMPANY.name);
    await company.fill("");
    await company.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("companyId"));
    expect(await company.inputValue()).toBe("");

    // The search box also takes the period as the report's name says it.
    await page.goto("/reports");
    const search = page.getByRole("searchbox", { name: "Szukaj raportów" });
    // Wide enough for its placeholder ("Firma, NIP, miasto, 2025 Q3…") beside the other filters.
    expect(await search.evaluate((el: HTMLInputElement) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(256);
    await search.fill(`${IMPORT_COMPANY.name} 2025 Q3`);
    await page.waitForURL((url) => url.searchParams.get("q") === `${IMPORT_COMPANY.name} 2025 Q3`);
    await expect.poll(async () => (await rows.allInnerTexts()).map((text) => text.includes("2025 Q3") && text.includes(IMPORT_COMPANY.name))).toEqual([true]);
  });
});

describe("a report's positions over the list", () => {
  it("open with the report in the URL; closed, Back leaves the list instead of opening them again", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    const report = await importByApi(accessToken, await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 2)), 2024, 4);
    const page = await open(USERS.coordinator, "pl", "/");
    await page.getByRole("navigation").first().getByRole("link", { name: "Raporty" }).click();
    await page.waitForURL((url) => url.pathname === "/reports");
    await page.getByRole("button", { name: `Pozycje raportu 2024 Q4` }).first().click();
    await page.waitForURL((url) => url.searchParams.get("report") !== null);
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/reports" && !url.searchParams.has("report"));

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === "/reports");
    expect(new URL(page.url()).searchParams.has("report")).toBe(false);
    // A linked report closes onto the list without leaving it.
    await page.goto(`/reports?report=${report.id}`);
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/reports" && !url.searchParams.has("report"));
  });
});

describe("from a report to the verification queue", () => {
  it("opens the queue narrowed to the report, names it, and lets the filter go", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    const report = await importByApi(accessToken, await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 3)), 2024, 2);
    const page = await open(USERS.coordinator, "pl", `/reports?report=${report.id}`);
    await page.getByRole("dialog").getByRole("link", { name: "Weryfikuj jego pozycje w kolejce" }).click();
    await page.waitForURL((url) => url.pathname === "/positions" && url.searchParams.get("reportId") === report.id);
    await page.getByText(`2024 Q2 · ${IMPORT_COMPANY.name}`).waitFor();
    const rows = page.getByRole("table").locator("tbody tr");
    await eventually(() => rows.count()).toBe(3);
    await page.getByRole("button", { name: "Pokaż pozycje wszystkich raportów" }).click();
    await page.waitForURL((url) => url.pathname === "/positions" && !url.searchParams.has("reportId"));
    expect(await page.getByText(`2024 Q2 · ${IMPORT_COMPANY.name}`).count()).toBe(0);
  });
});

describe("deleting a report", () => {
  it("tells the Manager how many of its positions coordinators have verified already", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    const report = await importByApi(accessToken, await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 3)), 2024, 3);
    const staff = (await apiLogin(USERS.coordinator)).accessToken;
    const listed = await apiCall<{ items: { id: string }[] }>(staff, "GET", `/positions?reportId=${report.id}&pageSize=10`);
    await apiCall(staff, "POST", "/positions/verify", { ids: [listed.body.items[0]!.id] });

    const page = await open(USERS.importManager, "en", "/reports?year=2024&quarter=3");
    await page.getByRole("button", { name: "Delete 2024 Q3" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete report?" });
    await confirm.getByText("1 of them has been verified already: it stays verified and linked to the catalogue.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Delete 2024 Q3" }).count()).toBe(1);
  });
});

describe("an address with filters that are not valid", () => {
  it("drops them, says so, and lists the reports", async () => {
    const page = await open(USERS.coordinator, "pl", "/reports?year=abc&quarter=9&isVerified=maybe&sort=name");
    const toast = page.getByRole("status").filter({ hasText: "Nieprawidłowe filtry usunięto z adresu" });
    await toast.waitFor();
    // Each by its filter's name, with what the address said and why it was refused.
    const lines = (await toast.innerText()).split("\n");
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^Weryfikacja „maybe”: .+/), expect.stringMatching(/^Kwartał „9”: .+/), expect.stringMatching(/^Rok „abc”: .+/)]));
    await page.waitForURL((url) => url.pathname === "/reports" && !["year", "quarter", "isVerified"].some((key) => url.searchParams.has(key)));
    expect(new URL(page.url()).searchParams.get("sort")).toBe("name");
    await eventually(() => page.getByRole("table", { name: "Raporty" }).locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByRole("alert").count()).toBe(0);
  });
});

describe("a staff link opened by a company user", () => {
  it("lets the company filter and search go, which the Manager cannot see, and lists the company's reports", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    await importByApi(accessToken, await fill(await templateByApi(accessToken), goodRows(uniqueTag(), 1)), 2022, 2);
    const page = await open(USERS.importManager, "pl", `/reports?companyId=${COMPANY.id}&q=Lipa&year=2022`);
    await page.waitForURL((url) => url.pathname === "/reports" && !url.searchParams.has("companyId") && !url.searchParams.has("q"));
    expect(new URL(page.url()).searchParams.get("year")).toBe("2022");
    await page.getByRole("table", { name: "Raporty" }).getByRole("row", { name: /2022 Q2/ }).waitFor();
  });
});

describe("the created-date filter", () => {
  it("takes a custom range typed on the keyboard as typed: no half-typed year reaches the list, the dates never swap", async () => {
    const page = await open(USERS.coordinator, "pl", "/reports");
    const asked: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (url.pathname === "/api/v1/reports") asked.push(`${url.searchParams.get("createdFrom")}..${url.searchParams.get("createdTo")}`);
    });
    await page.getByRole("combobox", { name: "Okres" }).selectOption({ label: "Własny zakres" });
    const from = page.getByLabel("Od", { exact: true });
    // Choosing the custom range focuses From on the next frame; typing before that races the app's
    // own focus() (a CI run once timed out below, waiting for the From date).
    await expect.poll(() => from.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typed digit by digit into the date input's segments; day and month alike, whatever order the browser's locale puts them in.
    await from.pressSequentially("01012026");
    await page.waitForURL((url) => url.searchParams.get("createdFrom") === "2026-01-01");
    const to = page.getByLabel("Do", { exact: true });
    await to.pressSequentially("12122026");
    await page.waitForURL((url) => url.searchParams.get("createdTo") === "2026-12-12");
    expect(new URL(page.url()).searchParams.get("createdFrom")).toBe("2026-01-01");
    expect(await from.inputValue()).toBe("2026-01-01");
    expect(await to.inputValue()).toBe("2026-12-12");

    // Retyping the year of a filled date: while it is not whole the filter stays; left so, the box goes back.
    await from.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("0");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get("createdFrom")).toBe("2026-01-01");
    await to.focus();
    await eventually(() => from.inputValue()).toBe("2026-01-01");
    expect(new URL(page.url()).searchParams.get("createdFrom")).toBe("2026-01-01");
    expect(asked.filter((range) => /(^|\.\.)0/.test(range))).toEqual([]);
  });
});

describe("a Manager's Add report", () => {
  it("shows what the report will take, creates it and names the same period as taken (English)", async () => {
    const { accessToken } = await apiLogin(USERS.importManager);
    const tag = uniqueTag();
    for (const [i, pages] of [7, 8].entries()) {
      const made = await apiCall(accessToken, "POST", "/positions", { publication: { type: "k", title: `Pozycja ${tag} ${i}`, isbn: freshIsbn().isbn13 }, authors: [], pagesUsed: pages });
      expect(made.status).toBe(201);
    }
    const pending = await apiCall<{ totalCount: number }>(accessToken, "GET", "/positions?isReported=false&isOutdated=false");

    // The import dialog says that an imported report leaves these positions out.
    const page = await open(USERS.importManager, "en", dashboard);
    await page.getByRole("button", { name: "Add report by import" }).click();
    const importing = importDialog(page, "en");
    const unreported = importing.getByTestId("unreported-note");
    expect(await unreported.innerText()).toContain(`The company has ${pending.body.totalCount} positions entered in the app and not in a report yet. An imported report does not take them`);
    await importing.getByRole("button", { name: "Cancel" }).click();
    await importing.waitFor({ state: "detached" });

    await page.goto("/reports");
    // The header's button (an empty list offers one more).
    await page.getByRole("button", { name: "Add report", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add report", exact: true });
    // The last finished quarter by default (the clock's, as the app's).
    const today = new Date();
    const q = Math.floor(today.getUTCMonth() / 3);
    const expected = q === 0 ? { year: today.getUTCFullYear() - 1, quarter: 4 } : { year: today.getUTCFullYear(), quarter: q };
    await eventually(() => dialog.getByRole("combobox", { name: "Year" }).inputValue()).toBe(String(expected.year));
    expect(await dialog.getByRole("combobox", { name: "Quarter" }).inputValue()).toBe(String(expected.quarter));
    const summary = dialog.getByTestId("reportable-summary");
    await summary.getByText(`Positions to report: ${pending.body.totalCount}`).waitFor();
    expect(await summary.innerText()).toContain("Pages in total: 15");

    // The line drops the server's answer: the form sends it again at once under its Idempotency-Key,
    // and the server answers with the report the first one made.
    const lostCreate = await loseFirstAnswer(page, "**/api/v1/reports", "POST");
    await dialog.getByRole("button", { name: "Create report" }).click();
    const name = `${expected.year} Q${expected.quarter}`;
    await page.getByRole("status").getByText(`Report ${name} created`).waitFor();
    expect(lostCreate.dropped()).toBe(1);
    await page.unroute("**/api/v1/reports");
    await page.getByRole("button", { name: `Positions of ${name}` }).click();
    const positions = page.getByRole("dialog", { name: `Positions of report ${name}` });
    await expect.poll(() => positions.getByRole("table").locator("tbody tr").count()).toBe(2);
    await positions.getByRole("button", { name: "Close" }).click();
    await page.getByRole("row", { name: new RegExp(name) }).waitFor();

    // Nothing left to report: the form says so and offers no report to create.
    await page.getByRole("button", { name: "Add report", exact: true }).first().click();
    const empty = page.getByRole("dialog", { name: "Add report", exact: true });
    await empty.getByText("There are no unreported positions to put in a report.").waitFor();
    expect(await empty.getByRole("button", { name: "Create report" }).isDisabled()).toBe(true);
    await empty.getByRole("button", { name: "Cancel" }).click();
    await empty.waitFor({ state: "detached" });

    await apiCall(accessToken, "POST", "/positions", { publication: { type: "k", title: `Pozycja ${tag} late` }, authors: [], pagesUsed: 3 });
    // On a slow line the quarter is not offered until the periods' reports are known: it never changes under the user.
    await page.route(/\/api\/v1\/reports\?.*quarter=/, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Add report", exact: true }).first().click();
    const again = page.getByRole("dialog", { name: "Add report", exact: true });
    const yearBox = again.getByRole("combobox", { name: "Year" });
    expect(await yearBox.isDisabled()).toBe(true);
    // No quarter is shown before it is known: the boxes read "…".
    expect(await yearBox.inputValue()).toBe("");
    await again.getByText("Checking which quarters already have a report…").waitFor();
    await eventually(() => yearBox.isEnabled()).toBe(true);
    const offered = [await yearBox.inputValue(), await again.getByRole("combobox", { name: "Quarter" }).inputValue()];
    await page.unroute(/\/api\/v1\/reports\?.*quarter=/);
    await again.getByText("Positions to report: 1").waitFor();
    // The last finished quarter has its report now, so the form opens on a period without one
    // (the current quarter, unless another test took it).
    const shownPeriodIsFree = async () => {
      const [year, quarter] = [await again.getByRole("combobox", { name: "Year" }).inputValue(), await again.getByRole("combobox", { name: "Quarter" }).inputValue()];
      const reports = await apiCall<{ totalCount: number }>(accessToken, "GET", `/reports?year=${year}&quarter=${quarter}`);
      return reports.body.totalCount === 0;
    };
    expect(await shownPeriodIsFree()).toBe(true);
    expect([await yearBox.inputValue(), await again.getByRole("combobox", { name: "Quarter" }).inputValue()]).toEqual(offered);
    expect(await again.getByRole("alert").count()).toBe(0);
    // … and says why it offers another quarter than the last finished one.
    await again.getByText(`The company already has a report for ${name}`, { exact: false }).waitFor();
    // A taken period chosen by hand is named before anything is sent (the server's 409 is API-tested).
    await again.getByRole("combobox", { name: "Year" }).selectOption(String(expected.year));
    await again.getByRole("combobox", { name: "Quarter" }).selectOption(String(expected.quarter));
    await again.getByRole("alert").getByText(`${name} already has a report. Choose another quarter.`).waitFor();
    expect(await again.getByRole("button", { name: "Create report" }).isDisabled()).toBe(true);

    // Delete it: its positions become unreported again.
    await again.getByRole("button", { name: "Cancel" }).click();
    // Something was typed: Cancel asks before throwing it away.
    await page.getByRole("alertdialog", { name: "Discard changes?" }).getByRole("button", { name: "Discard" }).click();
    await again.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete report?" });
    expect(await confirm.innerText()).toContain("become unreported again");
    expect(await confirm.innerText()).not.toContain("Importing the file again");
    // Its answer lost, the delete is sent again at once, and "not found" then means it went through.
    const lostDelete = await loseFirstAnswer(page, "**/api/v1/reports/*", "DELETE");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("status").getByText(`Report ${name} deleted`).waitFor();
    expect(lostDelete.dropped()).toBe(1);
    const after = await apiCall<{ totalCount: number }>(accessToken, "GET", "/positions?isReported=false&isOutdated=false");
    expect(after.body.totalCount).toBe(3);
  });
});
