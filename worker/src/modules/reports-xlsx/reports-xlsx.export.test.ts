import { XLSX_MIME } from "@contract/reports";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany, db } from "../../../test/factories";
import * as schema from "../../db/schema";
import { warsawWallClock } from "../../lib/wall-clock";
import { ExcelJS } from "./reports-xlsx.exceljs";
import { book, get, load, row, upload, xlsx, zipText } from "./reports-xlsx.test-support";
import { decodeXstring } from "./reports-xlsx.xstring";

async function importReport(companyId: string, token: string, year: number, quarter: number, rows: unknown[][]) {
  const answer = await upload(`/companies/${companyId}/reports/import`, { token, file: { bytes: await xlsx(rows) }, fields: { year, quarter } });
  if (answer.status !== 201) throw new Error(`import failed: ${JSON.stringify(answer.json)}`);
  return answer.json as { id: string };
}

const values = (sheet: { getRow(n: number): { values: unknown } }, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe("GET /api/v1/reports/export", () => {
  it("streams a reports sheet and a positions sheet, filtered like GET /reports, with formula-like text kept as text", async () => {
    const { token: admin } = await actor({ role: "Admin" });
    const a = await createCompany({ name: "=cmd|' /C calc'!A0" });
    const b = await createCompany({ name: "Beta Sp. z o.o." });
    const reportA = await importReport(a.id, admin, 2024, 1, [
      row({ type: "k", title: "+SUM(1,2)", publisher: "-2+3", authors: "@Kowalski Jan (A); Nowak Anna (T)", isbn: "9788301000004", pagesUsed: 7 }),
      book(3),
    ]);
    await importReport(a.id, admin, 2024, 2, [book(1)]);
    await importReport(b.id, admin, 2024, 1, [book(2)]);

    const answer = await get(`/reports/export?companyId=${a.id}&year=2024&quarter=1`, { token: admin, lang: "en" });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe(XLSX_MIME);
    expect(answer.headers.get("Content-Disposition")).toMatch(/attachment; filename="reports-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const workbook = await load(answer.bytes);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Reports", "Positions"]);
    const [reportsSheet, positionsSheet] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(values(reportsSheet, 1)).toEqual(["Name", "Company", "Year", "Quarter", "Positions", "Pages total", "Created on", "Verified on", "Verified", "Source"]);
    expect(reportsSheet.actualRowCount).toBe(2);
    expect(values(reportsSheet, 2).slice(0, 6)).toEqual(["2024 Q1", { richText: [{ text: "=cmd|' /C calc'!A0" }] }, 2024, 1, 2, 10]);
    // Times as a Polish clock shows them, as the UI does (a cell has no zone): an hour or two after UTC.
    const [stored] = await db.select({ createdOn: schema.reports.createdOn }).from(schema.reports).where(eq(schema.reports.id, reportA.id));
    const created = values(reportsSheet, 2)[6] as Date;
    expect(created).toBeInstanceOf(Date);
    expect(created.toISOString().slice(0, 19)).toBe(warsawWallClock(stored!.createdOn)!.toISOString().slice(0, 19));
    expect([3_600_000, 7_200_000]).toContain(Math.round((created.getTime() - Date.parse(stored!.createdOn)) / 1000) * 1000);
    expect(values(reportsSheet, 2).slice(8)).toEqual([false, "Import"]);

    expect(values(positionsSheet, 1)).toEqual([
      "Report", "Company", "Type", "Title", "Publisher", "Link", "Publication year", "Edition number", "ISBN", "ISSN",
      "Article title", "Article DOI", "Magazine title", "Authors", "Pages used", "Verified", "Outdated", "Verified on", "Created on",
    ]);
    expect(positionsSheet.actualRowCount).toBe(3);
    const first = positionsSheet.getRow(2);
    expect(first.getCell(1).value).toBe("2024 Q1");
    expect(first.getCell(4).text).toBe("+SUM(1,2)");
    expect(first.getCell(5).text).toBe("-2+3");
    expect(first.getCell(14).text).toBe("@Kowalski Jan (A); Nowak Anna (T)");
    expect(first.getCell(9).value).toBe("9788301000004");
    expect(first.getCell(15).value).toBe(7);
    expect(positionsSheet.getRow(3).getCell(4).value).toBe("Książka 3");

    // In the XML: every formula-like value is an inline string, and no cell carries a formula.
    for (const [sheet, texts] of [
      ["xl/worksheets/sheet1.xml", ["=cmd|' /C calc'!A0"]],
      ["xl/worksheets/sheet2.xml", ["=cmd|' /C calc'!A0", "+SUM(1,2)", "-2+3", "@Kowalski Jan (A); Nowak Anna (T)"]],
    ] as const) {
      const xml = await zipText(answer.bytes, sheet);
      expect(xml).not.toMatch(/<f[ >]/);
      for (const text of texts) {
        const escaped = text.replaceAll("&", "&amp;").replaceAll("'", "&apos;").replaceAll('"', "&quot;");
        const cell = new RegExp(`<c r="[A-Z]+\\d+"[^>]*t="inlineStr"[^>]*><is><r><t[^>]*>${escaped.replace(/[|()+$.*?[\]\\^]/g, "\\$&")}</t></r></is></c>`);
        expect(xml).toMatch(cell);
      }
    }
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((r) => r.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    }
    // Filter buttons on each header row, over every row written.
    expect(await zipText(answer.bytes, "xl/worksheets/sheet1.xml")).toContain('<autoFilter ref="A1:J2"/>');
    expect(await zipText(answer.bytes, "xl/worksheets/sheet2.xml")).toContain('<autoFilter ref="A1:S3"/>');
    expect(reportA.id).toBeTruthy();
  });

  it("exports every page of every matching report in the list's order, a large report's positions in sheet order", async () => {
    const { token: coordinator } = await actor({ role: "Coordinator" });
    const { token: admin } = await actor({ role: "Admin" });
    const company = await createCompany({ name: "Gamma" });
    const rows = Array.from({ length: 4500 }, (_, i) => row({ type: "k", title: `T${i + 1}`, pagesUsed: 1 }));
    await importReport(company.id, admin, 2023, 4, rows);
    await importReport(company.id, admin, 2024, 1, [book(9)]);
    const answer = await get(`/reports/export?companyId=${company.id}&sort=name&order=asc`, { token: coordinator, lang: "pl" });
    expect(answer.status).toBe(200);
    const workbook = await load(answer.bytes);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Raporty", "Pozycje"]);
    const [reportsSheet, positionsSheet] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect([2, 3].map((n) => reportsSheet.getRow(n).getCell(1).value)).toEqual(["2023 Q4", "2024 Q1"]);
    expect(positionsSheet.actualRowCount).toBe(1 + 4500 + 1);
    const titles = Array.from({ length: 4500 }, (_, i) => positionsSheet.getRow(i + 2).getCell(4).value);
    expect(titles).toEqual(rows.map((_, i) => `T${i + 1}`));
    expect(positionsSheet.getRow(4502).getCell(1).value).toBe("2024 Q1");
  }, 60_000);

  it("gives a company user only its own company, whatever companyId it asks for", async () => {
    const { token: admin } = await actor({ role: "Admin" });
    const own = await createCompany({ name: "Own" });
    const other = await createCompany({ name: "Other" });
    await importReport(own.id, admin, 2024, 1, [book(1)]);
    await importReport(other.id, admin, 2024, 1, [book(2), book(3)]);
    for (const role of ["Manager", "Worker"] as const) {
      const { token } = await actor({ role, companyId: own.id });
      const mine = await load((await get("/reports/export", { token })).bytes);
      const names = mine.worksheets[0]!.getSheetValues().slice(2).map((r) => (r as unknown[])[2]);
      expect(names).toEqual(["Own"]);
      expect(mine.worksheets[1]!.actualRowCount).toBe(2);
      const asked = await get(`/reports/export?companyId=${other.id}`, { token });
      expect(asked.status).toBe(200);
      const theirs = await load(asked.bytes);
      expect(theirs.worksheets[0]!.actualRowCount).toBe(1);
      expect(theirs.worksheets[1]!.actualRowCount).toBe(1);
    }
  });

  it("respects isVerified and q", async () => {
    const { token: admin } = await actor({ role: "SuperAdmin" });
    const company = await createCompany({ name: "Delta Wydawnictwo" });
    const report = await importReport(company.id, admin, 2022, 2, [book(1)]);
    await importReport(company.id, admin, 2022, 3, [book(2)]);
    await db.update(schema.reports).set({ isVerified: true, verifiedOn: new Date().toISOString() }).where(eq(schema.reports.id, report.id));
    const verified = await load((await get(`/reports/export?companyId=${company.id}&isVerified=true`, { token: admin })).bytes);
    expect(verified.worksheets[0]!.getRow(2).getCell(1).value).toBe("2022 Q2");
    expect(verified.worksheets[0]!.actualRowCount).toBe(2);
    const searched = await load((await get(`/reports/export?q=wydawnictwo%20delta&year=2022`, { token: admin })).bytes);
    expect(searched.worksheets[0]!.actualRowCount).toBe(3);
    const none = await load((await get(`/reports/export?q=nieistniejaca-firma`, { token: admin })).bytes);
    expect(none.worksheets[0]!.actualRowCount).toBe(1);
  });

  it("drops characters XML cannot hold from text stored before the contract dropped them: the file still opens", async () => {
    const { token: admin } = await actor({ role: "Admin" });
    const company = await createCompany({ name: `Alfa\u0001 ${Date.now()}` });
    const report = await importReport(company.id, admin, 2023, 4, [book(1)]);
    await db.update(schema.positions).set({ title: "Lal\uFFFEka\uFFFF", publisher: "=\u0002PWN" }).where(eq(schema.positions.reportId, report.id));

    const answer = await get(`/reports/export?companyId=${company.id}`, { token: admin, lang: "pl" });
    expect(answer.status).toBe(200);
    const [reportsSheet, positionsSheet] = (await load(answer.bytes)).worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(reportsSheet.getRow(2).getCell(2).text).toMatch(/^Alfa \d+$/);
    expect(positionsSheet.getRow(2).getCell(4).value).toBe("Lalka");
    expect(positionsSheet.getRow(2).getCell(5).text).toBe("=PWN");
  });

  it("escapes text that Excel would read as its _xHHHH_ escape, so the cell shows what was stored", async () => {
    const { token: admin } = await actor({ role: "Admin" });
    const company = await createCompany({ name: `Beta ${Date.now()}` });
    const report = await importReport(company.id, admin, 2023, 4, [book(1)]);
    await db.update(schema.positions).set({ title: "Raport_x0041_x0042_", publisher: "_x000D_" }).where(eq(schema.positions.reportId, report.id));

    const answer = await get(`/reports/export?companyId=${company.id}`, { token: admin, lang: "pl" });
    const positionsSheet = (await load(answer.bytes)).worksheets[1]!;
    // exceljs's loader keeps the escapes; Excel reads them as decodeXstring does.
    const shown = [4, 5].map((column) => decodeXstring(String(positionsSheet.getRow(2).getCell(column).value)));
    expect(shown).toEqual(["Raport_x0041_x0042_", "_x000D_"]);
  });

  it("refuses bad filters with 400 like the list", async () => {
    const { token } = await actor({ role: "Admin" });
    const answer = await get("/reports/export?quarter=7", { token, lang: "en" });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: "VALIDATION_FAILED", errors: { quarter: ["Must be at most 4"] } });
  });

  describe("auth", () => {
    itKeepsTheAuthContract("GET", "/reports/export");
  });
});
