import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { SEED_ADMIN, USERS } from "./fixtures";
import { apiCall, freshAccount, freshCompany, signedInPage, superAdminToken } from "./panel-helpers";

// The panel at "/": charts of list totals for staff, the own company's summary for company users.

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await superAdminToken();
});
afterAll(async () => {
  await browser?.close();
});

const total = async (path: string) => (await apiCall<{ totalCount: number }>(adminToken, "GET", path)).body.totalCount;

/** Each bar is a list item reading "<label>: <count>"; returns the counts by label. */
async function bars(page: Page, chart: string): Promise<Record<string, number>> {
  const list = page.getByRole("list", { name: chart });
  await list.getByRole("listitem").first().waitFor();
  const texts = await list.getByRole("listitem").allInnerTexts();
  return Object.fromEntries(
    texts.map((text) => {
      const [, label = "", count = ""] = /^(.*?):\s*(\d+)$/.exec(text.replace(/\s+/g, " ").trim()) ?? [];
      return [label.trim(), Number(count)];
    }),
  );
}

describe("the panel for staff", () => {
  it("charts companies by status and accounts by role from the list totals (SuperAdmin, Polish)", async () => {
    await freshCompany(adminToken);
    const expected = {
      Aktywna: await total("/companies?status=Active"),
      Nieaktywna: await total("/companies?status=Inactive"),
      Oczekująca: await total("/companies?status=Pending"),
      "Poza systemem": await total("/companies?status=OutsideSystem"),
    };
    const { context, page } = await signedInPage(browser, SEED_ADMIN, "pl");
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: "Panel" }).waitFor();
      expect(await bars(page, "Firmy według statusu")).toEqual(expected);
      const accounts = await bars(page, "Konta według roli");
      expect(Object.keys(accounts)).toEqual(["Superadministratorzy", "Administratorzy", "Koordynatorzy", "Kierownicy", "Pracownicy"]);
      expect(accounts.Koordynatorzy).toBe(await total("/users?role=Coordinator"));
      expect(accounts.Superadministratorzy).toBeGreaterThanOrEqual(1);

      // A new company shows up as one more inactive one after the next visit.
      await freshCompany(adminToken);
      await page.reload();
      await page.getByRole("list", { name: "Firmy według statusu" }).waitFor();
      expect((await bars(page, "Firmy według statusu")).Nieaktywna).toBe(expected.Nieaktywna + 1);

      await page.getByRole("link", { name: "Nieaktywna" }).click();
      await page.waitForURL("**/companies?status=Inactive");
      expect(await page.getByRole("checkbox", { name: "Nieaktywna", exact: true }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows a Coordinator only the roles it may read (English)", async () => {
    const { context, page } = await signedInPage(browser, USERS.coordinator, "en");
    try {
      await page.goto("/");
      expect(Object.keys(await bars(page, "Accounts by role"))).toEqual(["Managers", "Workers"]);
      expect(Object.keys(await bars(page, "Companies by status"))).toEqual(["Active", "Inactive", "Pending", "Outside the system"]);
    } finally {
      await context.close();
    }
  });
});

describe("the panel for company users", () => {
  it("summarises a manager's own company with seats and counts, linking to its dashboard (Polish)", async () => {
    const company = await freshCompany(adminToken, { maxUsers: 4 });
    const manager = await freshAccount(adminToken, { role: "Manager", companyId: company.id, firstName: "Marta" });
    await freshAccount(adminToken, { role: "Worker", companyId: company.id });
    const { context, page } = await signedInPage(browser, manager, "pl");
    try {
      await page.goto("/");
      const summary = page.getByRole("region", { name: company.name });
      await summary.getByText("Zajęte miejsca: 2 / 4").waitFor();
      await summary.getByText("Aktywna").waitFor();
      expect(await summary.getByTestId("summary-managers").textContent()).toBe("1");
      expect(await summary.getByTestId("summary-workers").textContent()).toBe("1");
      expect(await summary.getByTestId("summary-reports").textContent()).toBe("0");
      expect(await summary.getByTestId("summary-unreported").textContent()).toBe("0");
      expect(await page.getByRole("list", { name: "Firmy według statusu" }).count()).toBe(0);
      await summary.getByRole("link", { name: "Pracownicy" }).waitFor();
      await summary.getByRole("link", { name: "Otwórz pulpit firmy" }).click();
      await page.waitForURL(`**/companies/${company.id}`);
      await page.getByRole("heading", { level: 1, name: company.name }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("summarises a worker's company without links to account lists (English)", async () => {
    const { context, page } = await signedInPage(browser, USERS.worker, "en");
    try {
      await page.goto("/");
      const summary = page.getByRole("region", { name: /Pod Lipą/ });
      await summary.getByText(/^Seats used: \d+ \/ 10$/).waitFor();
      expect(await summary.getByRole("link", { name: "Workers" }).count()).toBe(0);
      await summary.getByRole("link", { name: "Open the company dashboard" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
