import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ReportDto } from "@contract/reports";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserForFile, openPage } from "./browser";
import { catalogueApi, freshIsbn, uniqueTag } from "./catalogue";
import { A11Y_COMPANY, USERS } from "./fixtures";
import { type Account, fullName, loginForm, signInFast } from "./session";

/**
 * axe-core's checks (WCAG 2.x A/AA and its best practices: names, roles, labels, contrast in both
 * themes, landmarks, headings, ARIA use) on every screen, its dialogs with their errors shown, and
 * its menus open, as staff on a desktop and a company on a phone. A11Y_COMPANY and its accounts
 * belong to this file: its report gives the lists and the queue rows to check.
 */

const shared = browserForFile();
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Finding = { rule: string; impact: string | null; help: string; targets: string[]; detail: string };

/**
 * The page's violations, axe injected through the debugging protocol so the app's own
 * Content-Security-Policy stays on. A menu's list is portalled to the body, outside the page's
 * landmarks, as menus are (it belongs to its trigger, not to a region): `popup` waives the
 * "region" rule while one is open.
 */
async function violations(page: Page, popup = false): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (waiveRegion) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], rules: waiveRegion ? { region: { enabled: false } } : {} });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")), detail: v.nodes[0]?.failureSummary?.replace(/\s+/g, " ") ?? "" }));
  }, popup);
}

/**
 * A button whose dialog (or `menu`, or `view`: another view of the page) is checked open, then
 * with its form sent empty (`submit`: the errors' look and links).
 */
type Open = { button: RegExp; submit?: RegExp; menu?: boolean; view?: boolean };
type Visit = { path: string; open?: Open[] };

/**
 * The route's code and its first data are in (no spinner, nothing busy) and what fades in has
 * ended (a list's table eases from 0.6 opacity): axe would judge a half-drawn page's colours.
 * An animation cancelled meanwhile (its `finished` rejects) counts as ended.
 */
const settled = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector("main h1, main h2") && !document.querySelector("main progress:not([value]), [aria-busy=true]"));
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
};

/** A popup that opened with an animation is judged as it ends (its colours fade in); cancelled counts as ended. */
const shown = async (popup: Locator) => {
  await popup.waitFor();
  await popup.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
};

async function walk(account: Account & { firstName: string; middleName: string | null; lastName: string }, visits: Visit[], opts: { language: "pl" | "en"; width: number; colorScheme: "light" | "dark" }) {
  const { context, page } = await openPage(shared.browser, { locale: opts.language, width: opts.width, height: 900, colorScheme: opts.colorScheme, touch: opts.width < 600 });
  shared.context = context;
  await signInFast(context, account, { language: opts.language, theme: opts.colorScheme });
  const found: string[] = [];
  const scan = async (where: string, popup = false) => {
    for (const v of await violations(page, popup)) found.push(`${where}: ${v.rule} (${v.impact}) ${v.help} @ ${v.targets.join(" | ")} — ${v.detail}`);
  };
  const closeAll = async () => {
    await page.keyboard.press("Escape");
    // A closed dialog takes its history entry back (history.go), which would abort the next goto.
    await page.waitForFunction(() => !document.querySelector("[role=dialog],[role=menu]:not([hidden])") && !(history.state as { dialogDepth?: number } | null)?.dialogDepth);
  };
  for (const visit of visits) {
    await page.goto(visit.path);
    await settled(page);
    await scan(visit.path);
    for (const o of visit.open ?? []) {
      await page.getByRole("button", { name: o.button }).first().click();
      const popup = o.view ? page.getByRole("main") : page.getByRole(o.menu ? "menu" : "dialog");
      if (o.view) await settled(page);
      else await shown(popup);
      await scan(`${visit.path} (${o.button.source})`, o.menu);
      if (o.submit) {
        await popup.getByRole("button", { name: o.submit }).click();
        await page.locator("[aria-invalid=true]").first().waitFor();
        await scan(`${visit.path} (${o.button.source}, errors)`);
      }
      await closeAll();
    }
  }
  await page.getByRole("button", { name: fullName(account) }).click();
  await shown(page.getByRole("menu"));
  await scan("user menu", true);
  return found;
}

let reportId = "";
let authorId = "";

beforeAll(async () => {
  const tag = uniqueTag();
  const catalogue = await catalogueApi();
  const author = await catalogue.createAuthor({ firstName: "Aldona", lastName: `Dostępna${tag}` });
  authorId = author.id;
  const book = await catalogue.createPublication({ type: "k", title: `Czytelność ekranu ${tag}`, isbn: freshIsbn().isbn13, publisher: "Oficyna Kontrastu", publicationYear: 2020 });
  await catalogue.assign(author.id, [book.id]);
  const worker = (await catalogueApi(USERS.a11yWorker)).call;
  const authors = [{ firstName: "Aldona", lastName: `Dostępna${tag}`, type: "A" }];
  for (const publication of [
    { type: "k", title: `Czytelność ekranu ${tag}`, pagesUsed: 12 },
    { type: "c", magazineTitle: "Przegląd Dostępności", articleTitle: `Kontrast w ciemnym motywie ${tag}`, pagesUsed: 3 },
  ]) {
    const { pagesUsed, ...rest } = publication;
    await worker("POST", "/positions", { publication: rest, authors, pagesUsed });
  }
  const manager = (await catalogueApi(USERS.a11yManager)).call;
  reportId = (await manager<ReportDto>("POST", "/reports", { year: 2025, quarter: 1 })).id;
  // One left unreported, for the company's own list.
  await worker("POST", "/positions", { publication: { type: "l", title: `Strona o dostępności ${tag}`, link: "https://example.org/dostepnosc" }, authors, pagesUsed: 1 });
});

const STAFF = (): Visit[] => [
  { path: "/" },
  {
    path: "/positions?isVerified=false&isReported=true",
    open: [{ button: /^(Więcej akcji|More actions)/, menu: true }, { button: /^(Grupuj podobne|Group similar)$/, view: true }],
  },
  { path: "/reports" },
  { path: `/reports/${reportId}` },
  { path: "/companies", open: [{ button: /^(Dodaj firmę|Add company)$/, submit: /^(Dodaj|Add)$/ }] },
  { path: `/companies/${A11Y_COMPANY.id}`, open: [{ button: /^(Dodaj raport z pliku|Add report by import)$/ }] },
  { path: "/publications", open: [{ button: /^(Dodaj publikację|Add publication)$/, submit: /^(Dodaj|Add)$/ }] },
  { path: "/authors", open: [{ button: /^(Dodaj autora|Add author)$/, submit: /^(Dodaj|Add)$/ }] },
  { path: `/authors/${authorId}` },
  { path: "/coordinators", open: [{ button: /^(Dodaj koordynatora|Add coordinator)$/, submit: /^(Dodaj|Add)$/ }] },
];

const WORKER: Visit[] = [{ path: "/" }, { path: "/positions?isReported=false", open: [{ button: /^(Dodaj pozycję|Add position)$/, submit: /^(Dodaj|Add)$/ }] }];
const MANAGER: Visit[] = [
  { path: "/" },
  { path: "/reports", open: [{ button: /^(Dodaj raport|Add report)$/ }] },
  { path: "/workers", open: [{ button: /^(Dodaj pracownika|Add worker)$/, submit: /^(Dodaj|Add)$/ }] },
];

describe("every screen passes axe's checks", () => {
  it("the login page, with a refused sign-in's message (pl light, en dark)", async () => {
    for (const [language, colorScheme] of [["pl", "light"], ["en", "dark"]] as const) {
      const { context, page } = await openPage(shared.browser, { locale: language, colorScheme });
      shared.context = context;
      await page.goto("/login");
      const form = loginForm(page);
      await form.submit.waitFor();
      const found = (await violations(page)).map((v) => `${language}: ${v.rule} ${v.help} @ ${v.targets.join(" | ")}`);
      // An address no account has: a wrong password for a real one would count towards its lockout.
      await form.email.fill("nobody@e2e.test");
      await form.password.fill("Wrong-Password1!");
      await form.submit.click();
      await page.locator("[aria-invalid=true]").first().waitFor();
      for (const v of await violations(page)) found.push(`${language}, refused: ${v.rule} ${v.help} @ ${v.targets.join(" | ")}`);
      expect(found).toEqual([]);
      await context.close();
      shared.context = undefined;
    }
  });

  it("as an administrator on a desktop, light theme (pl)", async () => {
    expect(await walk(USERS.admin, STAFF(), { language: "pl", width: 1280, colorScheme: "light" })).toEqual([]);
  });

  it("as an administrator on a desktop, dark theme (en)", async () => {
    expect(await walk(USERS.admin, STAFF(), { language: "en", width: 1280, colorScheme: "dark" })).toEqual([]);
  });

  it("as a company's worker and manager on a phone, dark and light (pl, en)", async () => {
    expect(await walk(USERS.a11yWorker, WORKER, { language: "pl", width: 390, colorScheme: "dark" })).toEqual([]);
    expect(await walk(USERS.a11yManager, MANAGER, { language: "en", width: 390, colorScheme: "light" })).toEqual([]);
  });
});
