import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, openPage } from "./browser";
import { COMPANY, USERS } from "./fixtures";
import { type Account, fullName, signInFast } from "./session";

/**
 * Panda writes one class per property and value, and `cx(a, b)` only joins class names: when a
 * and b set the same property, the stylesheet's order decides, not the order written, so the
 * later "override" is silently lost (table cells meant to wrap stayed on one line and pushed the
 * queue's actions off a 1280 px screen). Styles that change a base must be merged with css(),
 * which keeps the last value. This walks the screens and fails on any element that carries two
 * classes of one property under one condition, and on any list table wider than its box.
 */

const shared = browserForFile();

/** "tag: a vs b" for every element with two atomic classes of one property (and condition). */
function conflictsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll("[class]")) {
      const seen = new Map<string, string>();
      for (const token of (el.getAttribute("class") ?? "").split(/\s+/)) {
        // Atomic classes are "<condition>:<property>_<value>"; recipe and plain names have no "_".
        if (!token.includes("_") || token.includes("--")) continue;
        const cut = token.lastIndexOf(":");
        const key = `${token.slice(0, cut + 1)}${token.slice(cut + 1).split("_")[0]}`;
        const before = seen.get(key);
        if (before && before !== token) out.push(`${el.tagName.toLowerCase()}: ${before} vs ${token}`);
        seen.set(key, token);
      }
    }
    return out;
  });
}

/** Tables wider than their scroll box: their last columns (a row's actions) start off-screen. */
function overflowingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("table")]
      .filter((t) => t.scrollWidth > (t.parentElement?.clientWidth ?? Infinity) + 1)
      .map((t) => `table "${t.querySelector("caption")?.textContent ?? ""}" is ${t.scrollWidth} px in ${t.parentElement?.clientWidth} px`),
  );
}

type Visit = { path: string; open?: RegExp[] };

/** Screens in turn, and on each the buttons (exact names) whose dialog or view is checked too. */
const STAFF: Visit[] = [
  { path: "/" },
  { path: "/positions?isVerified=false&isReported=true", open: [/^Grupuj podobne$/] },
  { path: "/reports" },
  { path: "/companies", open: [/^Dodaj firmę$/] },
  { path: `/companies/${COMPANY.id}`, open: [/^Dodaj raport z pliku$/] },
  { path: "/publications", open: [/^Dodaj publikację$/] },
  { path: "/authors", open: [/^Dodaj autora$/] },
];
const MANAGER: Visit[] = [
  { path: "/" },
  { path: "/positions?isReported=false", open: [/^Add position$/] },
  { path: "/reports", open: [/^Filters/, /^Add report$/] },
  { path: "/workers", open: [/^Add worker$/] },
];

async function walk(account: Account & { firstName: string; middleName: string | null; lastName: string }, visits: Visit[], opts: { language: "pl" | "en"; width: number }): Promise<string[]> {
  const { context, page } = await openPage(shared.browser, { locale: opts.language, width: opts.width, height: 900 });
  shared.context = context;
  await signInFast(context, account, { language: opts.language });
  const found = new Map<string, string>();
  const scan = async (where: string) => {
    for (const c of await conflictsOn(page)) if (!found.has(c)) found.set(c, `${c} (first on ${where})`);
  };
  for (const visit of visits) {
    await page.goto(visit.path);
    await page.getByRole("main").waitFor();
    await page.locator("[aria-busy=true]").first().waitFor({ state: "detached", timeout: 10_000 }).catch(() => undefined);
    await scan(visit.path);
    for (const o of await overflowingTables(page)) found.set(o, `${o} (on ${visit.path})`);
    await page.getByRole("button", { name: fullName(account) }).click();
    await page.getByRole("menu").waitFor();
    await scan(`${visit.path} (user menu)`);
    await page.keyboard.press("Escape");
    for (const name of visit.open ?? []) {
      await page.getByRole("button", { name }).first().click();
      await page.waitForTimeout(300);
      await scan(`${visit.path} (${name.source})`);
      await page.keyboard.press("Escape");
      // A closed dialog takes its history entry back (history.go), which would abort the next goto.
      await page.waitForFunction(() => !document.querySelector("[role=dialog]") && !(history.state as { dialogDepth?: number } | null)?.dialogDepth);
    }
  }
  return [...found.values()];
}

describe("styles are merged, not stacked", () => {
  it("no element of the staff's screens carries two classes of one property (pl, 1280 px)", async () => {
    expect(await walk(USERS.admin, STAFF, { language: "pl", width: 1280 })).toEqual([]);
  });

  it("no element of a manager's screens carries two classes of one property (en, 390 px)", async () => {
    expect(await walk(USERS.manager, MANAGER, { language: "en", width: 390 })).toEqual([]);
  });
});
