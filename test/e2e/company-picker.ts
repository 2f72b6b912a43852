import type { Locator, Page } from "playwright-core";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Chooses a company in the searching company picker (components/catalogue/company-picker.tsx):
 * types `search` into the combobox named `label` within `scope`, waits for the option that starts
 * with the company's name (its NIP and city follow) and clicks it.
 */
export async function pickCompany(page: Page, scope: Page | Locator, label: string, search: string, companyName: string): Promise<void> {
  const input = scope.getByRole("combobox", { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole("listbox").getByRole("option", { name: new RegExp(`^${escape(companyName)}`) }).click();
}
