import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type PageOptions } from "./browser";
import { catalogueApi, uniqueTag } from "./catalogue";
import { COMPANY, SEED_ADMIN, USERS } from "./fixtures";
import { type Account, eventually, fullName, navLinks, pathOf, signInFast, greeting, userMenuName } from "./session";

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

async function fresh(opts: PageOptions = {}): Promise<Page> {
  const opened = await openPage(browser, opts);
  context = opened.context;
  return opened.page;
}

const STAFF_POSITIONS = "/positions?isVerified=false&isReported=true";
const COMPANY_POSITIONS = "/positions?isReported=false";

type RoleCase = {
  role: string;
  account: Account;
  name: { firstName: string; middleName: string | null; lastName: string };
  roleLabel: string;
  company: string | null;
  links: [string, string][];
  /** Sections product.md §6 keeps from the role (staff may open more routes than their sidebar lists). */
  refused: string[];
};

const ROLE_CASES: RoleCase[] = [
  {
    role: "SuperAdmin",
    account: SEED_ADMIN,
    name: { firstName: "Super", middleName: null, lastName: "Admin" },
    roleLabel: "Superadministrator",
    company: null,
    links: [
      ["Panel", "/"],
      ["Publikacje", "/publications"],
      ["Autorzy", "/authors"],
      ["Firmy", "/companies"],
      ["Administratorzy", "/admins"],
      ["Koordynatorzy", "/coordinators"],
      ["Raporty", "/reports"],
      ["Pozycje", STAFF_POSITIONS],
    ],
    refused: [],
  },
  {
    role: "Admin",
    account: USERS.admin,
    name: USERS.admin,
    roleLabel: "Administrator",
    company: null,
    links: [
      ["Panel", "/"],
      ["Publikacje", "/publications"],
      ["Autorzy", "/authors"],
      ["Firmy", "/companies"],
      ["Administratorzy", "/admins"],
      ["Koordynatorzy", "/coordinators"],
      ["Raporty", "/reports"],
      ["Pozycje", STAFF_POSITIONS],
    ],
    refused: [],
  },
  {
    role: "Coordinator",
    account: USERS.coordinator,
    name: USERS.coordinator,
    roleLabel: "Koordynator",
    company: null,
    links: [
      ["Panel", "/"],
      ["Publikacje", "/publications"],
      ["Autorzy", "/authors"],
      ["Firmy", "/companies"],
      ["Raporty", "/reports"],
      ["Pozycje", STAFF_POSITIONS],
    ],
    refused: ["/admins", "/coordinators"],
  },
  {
    role: "Manager",
    account: USERS.manager,
    name: USERS.manager,
    roleLabel: "Kierownik",
    company: COMPANY.name,
    links: [
      ["Panel", "/"],
      ["Kierownicy", "/managers"],
      ["Pracownicy", "/workers"],
      ["Raporty", "/reports"],
      ["Pozycje", COMPANY_POSITIONS],
    ],
    refused: ["/publications", "/authors", "/companies", "/admins", "/coordinators"],
  },
  {
    role: "Worker",
    account: USERS.worker,
    name: USERS.worker,
    roleLabel: "Pracownik",
    company: COMPANY.name,
    links: [
      ["Panel", "/"],
      ["Raporty", "/reports"],
      ["Pozycje", COMPANY_POSITIONS],
    ],
    refused: ["/publications", "/authors", "/companies", "/admins", "/coordinators", "/managers", "/workers"],
  },
];

describe("the sidebar and user menu of each role", () => {
  it.each(ROLE_CASES)("$role", async ({ account, name, roleLabel, company, links, refused }) => {
    const page = await fresh();
    await signInFast(context as BrowserContext, account);
    await page.goto("/");
    await greeting(page, `Witaj, ${name.firstName}!`).waitFor();

    expect(await navLinks(page, "Nawigacja główna")).toEqual(links);

    // Each link opens its page (no 403), and marks itself as the current one.
    const nav = page.getByRole("navigation", { name: "Nawigacja główna" });
    for (const [label, href] of links) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await eventually(() => pathOf(page)).toBe(href);
      await eventually(() => nav.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("page");
      if (href !== "/") await page.getByRole("heading", { name: label, level: 1 }).waitFor();
    }

    // The sections kept from it are refused.
    for (const path of refused) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/error/403");
    }

    // The user menu: "Last, First Middle", the role and, for company users, the company.
    await page.goto("/");
    const trigger = page.getByRole("button", { name: userMenuName(name), exact: true });
    await trigger.click();
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const texts = (await menu.getByRole("paragraph").allInnerTexts()).map((t) => t.trim());
    expect(texts).toEqual(company ? [fullName(name), roleLabel, company] : [fullName(name), roleLabel]);
    await menu.getByRole("menuitem", { name: "Zmień hasło" }).waitFor();
    await menu.getByRole("menuitem", { name: "Wyloguj" }).waitFor();

    // "Change password" from the menu opens the page.
    await menu.getByRole("menuitem", { name: "Zmień hasło" }).click();
    await page.waitForURL((url) => url.pathname === "/change-password");
    await page.getByRole("heading", { name: "Zmień hasło", level: 1 }).waitFor();
  });
});

describe("the header's Back", () => {
  it("goes back through the app's own pages, and home instead of to the site the tab showed before", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("data:text/html,<title>elsewhere</title>another site");
    await page.goto("/companies");
    await page.getByRole("heading", { name: "Firmy", level: 1 }).waitFor();
    await page.getByRole("link", { name: "Autorzy" }).first().click();
    await page.waitForURL((url) => url.pathname === "/authors");
    const back = page.getByRole("button", { name: "Wstecz" });
    await back.click();
    await page.waitForURL((url) => url.pathname === "/companies");
    // The page the tab opened the app on has nothing of the app before it: Back goes home.
    await back.click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(page.url().startsWith("data:")).toBe(false);
    await greeting(page, `Witaj, ${USERS.admin.firstName}!`).waitFor();
  });
});

describe("offline", () => {
  it("opens from the service worker's cache, says it is offline, keeps the session, and clears once the network is back", async () => {
    const page = await fresh({ serviceWorkers: "allow" });
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("/companies");
    await page.getByRole("heading", { name: "Firmy", level: 1 }).waitFor();
    // The worker takes this first page as soon as it has cached the app.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const banner = page.getByRole("status").filter({ hasText: "Brak połączenia z internetem" });
    expect(await banner.count()).toBe(0);

    await (context as BrowserContext).setOffline(true);
    await banner.waitFor();
    // Another screen's code comes from the cache; its data cannot, and it says why.
    await page.getByRole("link", { name: "Autorzy" }).first().click();
    await page.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    await page.getByText("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.").first().waitFor();
    await (context as BrowserContext).setOffline(false);
    await banner.waitFor({ state: "detached" });

    await (context as BrowserContext).setOffline(true);
    // The installed app starts offline: the page itself comes from the cache, still signed in.
    // (Chromium's emulation does not carry navigator.onLine into the reloaded document, so the
    // banner is not asked for here.)
    await page.reload();
    await page.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    await page.getByText("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.").first().waitFor();

    await (context as BrowserContext).setOffline(false);
    await page.reload();
    await page.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    await page.getByRole("row").nth(1).waitFor();
    expect(new URL(page.url()).pathname).toBe("/authors");
  }, 60_000);

  it("keeps the number reader's files once fetched, so scanning works offline after its first use", async () => {
    const page = await fresh({ serviceWorkers: "allow" });
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("/publications");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const status = (path: string) => page.evaluate((url) => fetch(url).then((r) => r.status, () => 0), path);
    expect(await status("/tesseract/worker.min.js")).toBe(200);
    // The worker stores the answer as it hands it over.
    await eventually(() => page.evaluate(() => caches.open("ocr-engine").then((cache) => cache.match("/tesseract/worker.min.js")).then(Boolean))).toBe(true);

    await (context as BrowserContext).setOffline(true);
    expect(await status("/tesseract/worker.min.js")).toBe(200);
    // Only what was used is kept: the 15 MB of engines are not fetched ahead.
    expect(await status("/tesseract/tesseract-core-lstm.wasm.js")).toBe(0);
    await (context as BrowserContext).setOffline(false);
  }, 60_000);
});

const companiesList = (url: URL) => url.pathname === "/api/v1/companies";

describe("a list whose refresh fails", () => {
  it("keeps the rows the user was reading, dimmed under the failure, and Retry brings the list back", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("/companies");
    const rows = page.getByRole("main").getByRole("row");
    await rows.nth(1).waitFor();
    const shown = await rows.allTextContents();
    // The server is out of reach while the browser still thinks it is online.
    await page.route(companiesList, (route) => route.abort("internetdisconnected"));
    // SWR leaves a list alone for 2 s after it loaded; then the window coming back revalidates it.
    await page.waitForTimeout(2_500);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    const failure = page.getByText("Błąd sieci. Sprawdź połączenie i spróbuj ponownie.");
    await failure.waitFor();
    expect(await rows.allTextContents()).toEqual(shown);
    expect(await page.getByRole("main").locator("section[data-stale]").count()).toBe(1);

    await page.unroute(companiesList);
    await page.getByRole("button", { name: "Spróbuj ponownie", exact: true }).click();
    await failure.waitFor({ state: "detached" });
    expect(await page.getByRole("main").locator("section[data-stale]").count()).toBe(0);
    expect(await rows.allTextContents()).toEqual(shown);

    // A new query that fails shows no rows: the previous query's would pass for its answer.
    await page.route(companiesList, (route) => route.abort("internetdisconnected"));
    await page.getByRole("searchbox", { name: "Szukaj firm" }).fill("Zamknięta");
    await failure.waitFor();
    expect(await page.getByRole("main").locator("section[data-stale]").count()).toBe(0);
    const after = await rows.allTextContents();
    expect(after.some((text) => shown.slice(1).includes(text))).toBe(false);
  });
});

describe("a screen whose code cannot load", () => {
  it("offline: says the connection is why, and loads by itself once the connection is back", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("/");
    await greeting(page, `Witaj, ${USERS.admin.firstName}!`).waitFor();
    // No service worker here (blocked), so the authors screen's code has to come from the network.
    await (context as BrowserContext).setOffline(true);
    await page.getByRole("navigation").first().getByRole("link", { name: "Autorzy", exact: true }).click();
    await page.getByText("Nie udało się wczytać tej strony.").waitFor();
    await page.getByText("Sprawdź połączenie. Strona wczyta się sama, gdy połączenie wróci.").waitFor();

    await (context as BrowserContext).setOffline(false);
    await page.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/authors");
  });
});

describe("error pages", () => {
  it("drops a trailing slash before the guards: signed out to /login with the path and query, a refused path to 403, an unknown one to 404", async () => {
    const page = await fresh();
    await page.goto("/reports/?year=2026");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/reports?year=2026");

    await signInFast(context as BrowserContext, USERS.coordinator);
    for (const [path, code] of [["/admins/", "403"], ["/no/such/", "404"], ["/error/", "404"]] as const) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === `/error/${code}`);
      await page.getByRole("heading", { name: code, level: 1 }).waitFor();
    }
    await page.goto("/reports/");
    await page.getByRole("heading", { name: "Raporty", level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/reports");
  });

  it("sends a Worker who opens /companies to /error/403 and home from there", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.worker);
    await page.goto("/companies");
    await page.waitForURL((url) => url.pathname === "/error/403");
    await page.getByRole("heading", { name: "403", level: 1 }).waitFor();
    expect(await page.getByRole("main").getByRole("paragraph").allInnerTexts()).toEqual(["Ups, nie masz uprawnień do tej strony."]);
    await page.getByRole("link", { name: "Przejdź do strony głównej" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await greeting(page, `Witaj, ${USERS.worker.firstName}!`).waitFor();
    expect(pathOf(page)).toBe("/");
  });

  it("sends an unknown path to /error/404, in English when chosen, and home from there", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.coordinator, { language: "en" });
    await page.goto("/no/such/page");
    await page.waitForURL((url) => url.pathname === "/error/404");
    await page.getByRole("heading", { name: "404", level: 1 }).waitFor();
    expect(await page.getByRole("main").getByRole("paragraph").allInnerTexts()).toEqual([
      "Oops, the page you are looking for could not be found.",
    ]);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await greeting(page, `Hello, ${USERS.coordinator.firstName}!`).waitFor();
    expect(pathOf(page)).toBe("/");
  });

  it("shows 404 for an unknown path before asking anyone to sign in", async () => {
    const page = await fresh();
    await page.goto("/no/such/page");
    await page.waitForURL((url) => url.pathname === "/error/404");
    await page.getByRole("heading", { name: "404", level: 1 }).waitFor();
    expect(await page.getByRole("main").getByRole("paragraph").allInnerTexts()).toEqual(["Ups, nie znaleziono strony, której szukasz."]);
    // Home, signed out, is the login page with the panel as the way back.
    await page.getByRole("link", { name: "Przejdź do strony głównej" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/");
  });
});

describe("on a phone (390 px)", () => {
  it("opens the navigation sheet from the menu button; a link navigates and closes it", async () => {
    const page = await fresh({ width: 390, height: 844 });
    await signInFast(context as BrowserContext, USERS.coordinator);
    await page.goto("/");
    await greeting(page, `Witaj, ${USERS.coordinator.firstName}!`).waitFor();
    // The sidebar is not shown at this width.
    expect(await page.getByRole("navigation", { name: "Nawigacja główna" }).count()).toBe(0);
    // The user menu shows only the initials here; they begin its name (label in name, WCAG 2.5.3).
    const userButton = page.getByRole("button", { name: userMenuName(USERS.coordinator), exact: true });
    expect((await userButton.innerText()).trim()).toBe(userMenuName(USERS.coordinator).split(" ")[0]);

    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu nawigacji" });
    await sheet.waitFor();
    expect(await navLinks(sheet, "Nawigacja główna")).toEqual([
      ["Panel", "/"],
      ["Publikacje", "/publications"],
      ["Autorzy", "/authors"],
      ["Firmy", "/companies"],
      ["Raporty", "/reports"],
      ["Pozycje", STAFF_POSITIONS],
    ]);
    await sheet.getByRole("link", { name: "Raporty" }).click();
    await page.waitForURL((url) => url.pathname === "/reports");
    await sheet.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Raporty", level: 1 }).waitFor();
    // The new page has the focus, as after a sidebar link, not the menu button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");

    // It opens again, and Escape closes it without navigating.
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await sheet.waitFor();
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe("/reports");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Otwórz menu");

    // The phone's Back closes the open sheet and stays on the page; the next Back goes to the page
    // before: the sheet's own history entries, the one the link was taken from included, are gone.
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await sheet.waitFor();
    await page.goBack();
    await sheet.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe("/reports");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await greeting(page, `Witaj, ${USERS.coordinator.firstName}!`).waitFor();
  });
});

describe("Back with a form open", () => {
  it("closes an untouched form, asks before throwing typed text away, and leaves no steps behind", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto("/");
    await greeting(page, `Witaj, ${USERS.admin.firstName}!`).waitFor();
    await page.getByRole("navigation", { name: "Nawigacja główna" }).getByRole("link", { name: "Firmy" }).click();
    await page.getByRole("heading", { name: "Firmy", level: 1 }).waitFor();
    const form = page.getByRole("dialog", { name: "Dodaj firmę" });
    const discard = page.getByRole("alertdialog", { name: "Porzucić zmiany?" });

    await page.getByRole("button", { name: "Dodaj firmę" }).click();
    await form.waitFor();
    await page.goBack();
    await form.waitFor({ state: "detached" });
    expect(pathOf(page)).toBe("/companies");

    await page.getByRole("button", { name: "Dodaj firmę" }).click();
    const name = form.getByRole("textbox", { name: "Nazwa" });
    await name.fill("Wydawnictwo Back");
    await page.goBack();
    await discard.waitFor();
    expect(pathOf(page)).toBe("/companies");
    // Back again answers the question with "keep": the form and its text stay.
    await page.goBack();
    await discard.waitFor({ state: "detached" });
    expect(await name.inputValue()).toBe("Wydawnictwo Back");
    await page.goBack();
    await discard.getByRole("button", { name: "Porzuć" }).click();
    await form.waitFor({ state: "detached" });
    expect(pathOf(page)).toBe("/companies");

    // Cancel, not Back, closed it: its entry was taken back too, so one Back leaves the page.
    await page.getByRole("button", { name: "Dodaj firmę" }).click();
    await form.waitFor();
    await form.getByRole("button", { name: "Anuluj" }).click();
    await form.waitFor({ state: "detached" });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

describe("on a tablet (768 px)", () => {
  it("gives the page the sidebar's width and keeps a wide table's row actions in view", async () => {
    const api = await catalogueApi();
    const title = `Słownik biograficzny tłumaczy literatury pięknej ${uniqueTag()}`;
    await api.createPublication({ type: "k", title, publicationYear: 2024 });
    const page = await fresh({ width: 768, height: 1024 });
    await signInFast(context as BrowserContext, USERS.admin);
    await page.goto(`/publications?q=${encodeURIComponent(title)}`);
    const remove = page.getByRole("button", { name: `Usuń: ${title}` });
    await remove.waitFor();
    // The navigation is behind the menu button, as on a phone.
    expect(await page.getByRole("button", { name: "Otwórz menu" }).isVisible()).toBe(true);
    expect(await page.getByRole("complementary").isVisible()).toBe(false);
    // The table is wider than its box: the box scrolls (and takes focus to scroll from the keyboard),
    // while the row's actions stay at its end, in view, before and after scrolling.
    const box = page.getByRole("region", { name: "Publikacje" });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await box.getAttribute("tabindex")).toBe("0");
    const inView = async () => {
      const [b, e] = [await box.boundingBox(), await remove.boundingBox()];
      return !!b && !!e && e.x >= b.x && e.x + e.width <= b.x + b.width;
    };
    expect(await inView()).toBe(true);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await inView()).toBe(true);
  });
});

describe("on a small phone (320 px)", () => {
  it("the header's controls all fit the screen: nothing scrolls sideways, every button is whole", async () => {
    const page = await fresh({ width: 320, height: 640 });
    await signInFast(context as BrowserContext, USERS.coordinator);
    await page.goto("/");
    await greeting(page, `Witaj, ${USERS.coordinator.firstName}!`).waitFor();
    const overflow = () =>
      page.evaluate(() => {
        const header = document.querySelector("header")!;
        const cut = [...header.querySelectorAll("button")]
          .filter((b) => b.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((b) => b.getAttribute("aria-label") ?? b.textContent);
        return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, cut };
      });
    expect(await overflow()).toEqual({ page: 0, cut: [] });
    // Both languages (the switcher's labels differ in width).
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await greeting(page, `Hello, ${USERS.coordinator.firstName}!`).waitFor();
    expect(await overflow()).toEqual({ page: 0, cut: [] });
  });
});
