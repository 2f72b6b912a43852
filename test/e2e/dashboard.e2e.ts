import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { SEED_ADMIN, USERS } from "./fixtures";
import { apiLogin } from "./session";
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

/** The figure a panel card shows once loaded (its list item drops aria-busy). */
async function figure(page: Page, testId: string): Promise<string> {
  const el = page.getByTestId(testId);
  await el.waitFor();
  return (await el.innerText()).trim();
}

const previousQuarterOf = (now: Date) => {
  const q = Math.floor(now.getUTCMonth() / 3) + 1;
  return { current: `${now.getUTCFullYear()} Q${q}`, year: q === 1 ? now.getUTCFullYear() - 1 : now.getUTCFullYear(), quarter: q === 1 ? 4 : q - 1 };
};

describe("the panel's to-do figures", () => {
  it("staff see the positions and reports waiting for verification, as the API counts them, linking to those lists (Admin, Polish)", async () => {
    const token = (await apiLogin(USERS.admin)).accessToken;
    const totalAs = async (path: string) => (await apiCall<{ totalCount: number }>(token, "GET", path)).body.totalCount;
    const { context, page } = await signedInPage(browser, USERS.admin, "pl");
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 2, name: "Czekające na weryfikację" }).waitFor();
      const shownPositions = await figure(page, "queue-positions");
      const shownReports = await figure(page, "queue-reports");
      // Read at the same moment as the page, so other files' data cannot make the numbers drift.
      expect(Number(shownPositions)).toBe(await totalAs("/positions?isVerified=false&isReported=true&isOutdated=false&page=1&pageSize=10"));
      expect(Number(shownReports)).toBe(await totalAs("/reports?isVerified=false&page=1&pageSize=10"));
      expect(await page.getByRole("region", { name: "This quarter" }).count()).toBe(0);

      await page.getByRole("link", { name: "Otwórz niezweryfikowane raporty" }).click();
      await page.waitForURL("**/reports?isVerified=false");
      await page.goBack();
      await page.getByRole("link", { name: "Weryfikuj pozycje" }).click();
      await page.waitForURL("**/positions?isVerified=false&isReported=true&isOutdated=false");
    } finally {
      await context.close();
    }
  });

  it("a company user sees this quarter: unreported positions and the last finished quarter's report, as the API has them (Worker, English)", async () => {
    const token = (await apiLogin(USERS.worker, "en")).accessToken;
    const added = await apiCall<{ id: string }>(token, "POST", "/positions", { publication: { type: "k", title: `Panel e2e ${Date.now()}` }, pagesUsed: 3 });
    expect(added.status).toBe(201);
    const { current, year, quarter } = previousQuarterOf(new Date());
    const { context, page } = await signedInPage(browser, USERS.worker, "en", { colorScheme: "dark" });
    try {
      await page.goto("/");
      const card = page.getByRole("region", { name: /^This quarter/ });
      await card.waitFor();
      expect(await figure(page, "quarter-name")).toBe(current);
      const shown = Number(await figure(page, "quarter-unreported"));
      const reports = (await apiCall<{ items: { isVerified: boolean }[] }>(token, "GET", `/reports?year=${year}&quarter=${quarter}&page=1&pageSize=10`)).body.items;
      expect(shown).toBe((await apiCall<{ totalCount: number }>(token, "GET", "/positions?isReported=false&page=1&pageSize=10")).body.totalCount);
      expect(shown).toBeGreaterThanOrEqual(1);
      const state = reports.length === 0 ? "none" : reports.every((r) => r.isVerified) ? "verified" : "unverified";
      expect(await page.getByTestId("quarter-report").getAttribute("data-state")).toBe(state);
      await card.getByText(`Report for ${year} Q${quarter}`).waitFor();
      await card.getByText({ none: "Not added yet", unverified: "Awaiting verification", verified: "Verified" }[state]).waitFor();
      expect(await page.getByTestId("queue-positions").count()).toBe(0);

      await card.getByRole("link", { name: "Open unreported positions" }).click();
      await page.waitForURL("**/positions?isReported=false");
    } finally {
      await context.close();
      await apiCall(token, "DELETE", `/positions/${added.body.id}`);
    }
  });
});
