import { XLSX_MIME } from "@contract/reports";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany } from "../../../test/factories";
import { columnLetter, ERRORS_HEADER, IMPORT_COLUMNS, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { mergeInData } from "./reports-xlsx.errors-workbook";

import type { ExcelJS } from "./reports-xlsx.exceljs";
import { assertStatus, book, headersIn, load, row, upload, xlsx, zipText } from "./reports-xlsx.test-support";

const path = (companyId: string) => `/companies/${companyId}/reports/import/errors`;
/** A column's letter, counted from 1 as the workbook's columns are ("A" is 1). */
const letter = (n: number) => columnLetter(n - 1);
const period = { year: 2024, quarter: 3 };

async function manager() {
  const company = await createCompany();
  const { token } = await actor({ role: "Manager", companyId: company.id });
  return { company, token };
}

const RED = "FFFFC7CE";
const col = (key: string) => IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;

describe("POST /api/v1/companies/{id}/reports/import/errors", () => {
  const rows = [
    book(1),
    row({ type: "k", pagesUsed: 0 }),
    [],
    row({ type: "c", title: "=HYPERLINK(\"http://x\")", magazineTitle: "Wiedza", isbn: "83-01-00000-2", pagesUsed: 2 }),
  ];

  it.each(["pl", "en"] as const)("returns the sheet with bad cells red, a comment each and an errors column (%s)", async (lang) => {
    const { company, token } = await manager();
    const answer = await upload(path(company.id), { token, lang, file: { bytes: await xlsx(rows), name: "kwartał.xlsx" } });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe(XLSX_MIME);
    expect(answer.headers.get("Content-Disposition")).toContain(lang === "pl" ? "kwarta%C5%82-bledy.xlsx" : "kwarta%C5%82-errors.xlsx");

    const workbook = await load(answer.bytes);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(lang === "pl" ? "Pozycje" : "Positions");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...headersIn(lang), ERRORS_HEADER[lang]]);

    // Row numbers are the upload's: row 4 stays blank, row 5 is the magazine.
    expect(sheet.getRow(2).getCell(2).value).toBe("Książka 1");
    expect(sheet.getRow(2).getCell(14).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    const titleCol = IMPORT_COLUMNS.findIndex((c) => c.key === "title") + 1;
    const pagesCol = IMPORT_COLUMNS.findIndex((c) => c.key === "pagesUsed") + 1;
    const isbnCol = IMPORT_COLUMNS.findIndex((c) => c.key === "isbn") + 1;

    const badTitle = sheet.getRow(3).getCell(titleCol);
    expect(badTitle.fill).toMatchObject({ type: "pattern", pattern: "solid", fgColor: { argb: RED } });
    expect(badTitle.note).toBe(lang === "pl" ? "To pole jest wymagane" : "This field is required");
    expect(sheet.getRow(3).getCell(pagesCol).fill).toMatchObject({ fgColor: { argb: RED } });
    expect(sheet.getRow(3).getCell(pagesCol).value).toBe(0);
    expect(sheet.getRow(3).getCell(14).value).toBe(
      lang === "pl"
        ? "Tytuł: To pole jest wymagane\nWykorzystane strony: Wartość musi wynosić co najmniej 1"
        : "Title: This field is required\nPages used: Must be at least 1",
    );
    expect(sheet.getRow(5).getCell(isbnCol).fill).toMatchObject({ fgColor: { argb: RED } });
    expect(sheet.getRow(5).getCell(titleCol).fill).toBeUndefined();
    // Copied text that looks like a formula stays text.
    expect(sheet.getRow(5).getCell(titleCol).formula).toBeUndefined();
    expect(sheet.getRow(5).getCell(titleCol).text).toBe('=HYPERLINK("http://x")');
    const xml = await zipText(answer.bytes, "xl/worksheets/sheet1.xml");
    expect(xml).not.toContain("<f>");

    const meta = workbook.getWorksheet("meta")!;
    expect(meta.state).toBe("veryHidden");
    expect(meta.getRow(1).getCell(2).value).toBe(TEMPLATE_VERSION);
    expect(workbook.worksheets.map((w) => w.name)).toContain(lang === "pl" ? "Instrukcja" : "Instructions");
  });

  it("gives back a workbook that imports once its cells are fixed (the errors column is ignored)", async () => {
    const { company, token } = await manager();
    const first = await upload(path(company.id), { token, file: { bytes: await xlsx(rows) } });
    const workbook = await load(first.bytes);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(3).getCell(2).value = "Poprawiony tytuł";
    sheet.getRow(3).getCell(13).value = 5;
    sheet.getRow(5).getCell(7).value = "83-01-00000-7";
    const fixed = new Uint8Array(await workbook.xlsx.writeBuffer());
    const answer = await upload(`/companies/${company.id}/reports/import`, { token, file: { bytes: fixed }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 3, pagesTotal: 8 });
  }, 30_000);

  it("keeps the rows the user had hidden hidden, except rows with errors, which it shows", async () => {
    const { company, token } = await manager();
    const workbook = await load(await xlsx([book(1), row({ type: "k", pagesUsed: 1 }), book(3), row({ type: "k", pagesUsed: 2 })]));
    const data = workbook.worksheets[0]!;
    // Row 3 has no title (an error); row 4 is good.
    for (const n of [3, 4]) data.getRow(n).hidden = true;
    // Enough rows to split the worksheet's XML into several chunks: a row tag may fall across two.
    for (let n = 6; n < 3000; n++) data.getRow(n).values = book(n) as ExcelJS.CellValue[];
    for (let n = 6; n < 3000; n += 7) data.getRow(n).hidden = true;
    const answer = await upload(path(company.id), { token, file: { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) } });
    expect(answer.status).toBe(200);
    const sheet = (await load(answer.bytes)).worksheets[0]!;
    const hiddenRows = [];
    for (let n = 2; n < 3000; n++) if (sheet.getRow(n).hidden) hiddenRows.push(n);
    expect(hiddenRows).toEqual([4, ...Array.from({ length: 428 }, (_, i) => 6 + 7 * i)]);
    expect(sheet.getRow(3).getCell(IMPORT_COLUMNS.length + 1).text).toMatch(/^Tytuł: /);
  }, 30_000);

  it("keeps the user's merged cells in the data merged; none over the header, the errors column or a row with errors", async () => {
    const { company, token } = await manager();
    const workbook = await load(await xlsx([book(1), row({ type: "k", pagesUsed: 1 }), book(3)]));
    const data = workbook.worksheets[0]!;
    // Rows enough for the merges (after the rows in the XML) to come in a later chunk than the first rows.
    for (let n = 5; n < 3000; n++) data.getRow(n).values = book(n) as ExcelJS.CellValue[];
    const last = IMPORT_COLUMNS.length;
    data.mergeCells("C4:C5");
    data.mergeCells(`${letter(last - 2)}10:${letter(last - 1)}11`);
    // Past the template's columns: the copy writes its errors column there.
    data.mergeCells(`${letter(last + 1)}20:${letter(last + 2)}20`);
    // Row 3 (a book without a title) has errors: its red cells stay in sight.
    data.mergeCells("D2:E3");
    const answer = await upload(path(company.id), { token, file: { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) } });
    expect(answer.status).toBe(200);
    const sheet = (await load(answer.bytes)).worksheets[0]!;
    expect([...sheet.model.merges].sort()).toEqual(["C4:C5", `${letter(last - 2)}10:${letter(last - 1)}11`].sort());
    expect(sheet.getRow(3).getCell(col("title")).fill).toMatchObject({ fgColor: { argb: "FFFFC7CE" } });
  }, 30_000);

  it("gives the cells back as they were: dates, formulas and errors, with the template's text columns and pick lists", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([
      row({ type: "k", title: "Lalka", editionNumber: new Date(Date.UTC(2024, 2, 5)), pagesUsed: { formula: "6*2", result: 12 } }),
      row({ type: "k", title: "Faraon", pagesUsed: { formula: "1+1" } }),
      row({ type: "k", title: "Emancypantki", pagesUsed: { formula: "1/0", result: { error: "#DIV/0!" } } }),
    ]);
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes } });
    expect(answer.status).toBe(200);
    const sheet = (await load(answer.bytes)).worksheets[0]!;
    const edition = sheet.getRow(2).getCell(col("editionNumber"));
    expect(edition.value).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(edition.numFmt).toBe("yyyy-mm-dd");
    expect(edition.note).toBe("The spreadsheet stored this as a date: type the value as text (start it with an apostrophe)");
    expect(sheet.getRow(2).getCell(col("pagesUsed")).value).toEqual({ formula: "6*2", result: 12 });
    expect(sheet.getRow(3).getCell(col("pagesUsed")).value).toEqual({ formula: "1+1" });
    expect(sheet.getRow(3).getCell(col("pagesUsed")).note).toBe("The formula has no computed value: open the file in Excel or LibreOffice and save it again");
    expect(sheet.getRow(4).getCell(col("pagesUsed")).formula).toBe("1/0");
    // A correction typed into the ISBN column stays text, as in the template; the type keeps its pick list.
    expect(sheet.getColumn(col("isbn")).numFmt).toBe("@");
    const xml = await zipText(answer.bytes, "xl/worksheets/sheet1.xml");
    expect(xml).toContain('type="list"');
    expect(xml).toContain('type="whole"');
  });

  it("refuses an outdated sheet with 422 before anything is streamed, and non-workbooks with 415", async () => {
    const { company, token } = await manager();
    const stale = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx([book(1)], { headers: headersIn("en").slice(2) }) } });
    expect(stale.status).toBe(422);
    expect(stale.json).toMatchObject({ code: "SHEET_HEADERS_OUTDATED", title: "Sheet headers not up to date" });
    const csv = await upload(path(company.id), { token, file: { bytes: new TextEncoder().encode("a;b\n"), name: "x.xlsx" } });
    expect(csv.status).toBe(415);
  });

  it("breaks off the download of a sheet over 50,000 rows (the import's 413) rather than end it short", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx(Array.from({ length: 50_001 }, () => row({ type: "k", title: "T", pagesUsed: 1 })));
    await expect(upload(path(company.id), { token, file: { bytes } })).rejects.toThrow("importRowLimit");
  }, 120_000);

  it("applies the import's access rules: 403 for a Worker, 404 for another company's Manager", async () => {
    const company = await createCompany();
    const { token: worker } = await actor({ role: "Worker", companyId: company.id });
    expect((await upload(path(company.id), { token: worker, file: { bytes: await xlsx([book(1)]) } })).status).toBe(403);
    const { token: other } = await manager();
    expect((await upload(path(company.id), { token: other, file: { bytes: await xlsx([book(1)]) } })).status).toBe(404);
  });

  describe("auth", () => {
    itKeepsTheAuthContract("POST", "/companies/x/reports/import/errors");
  });
});

describe("mergeInData", () => {
  it("takes ranges below the header within the template's columns, and nothing else", () => {
    const last = letter(IMPORT_COLUMNS.length);
    const past = letter(IMPORT_COLUMNS.length + 1);
    expect(mergeInData("C3:D9")).toEqual({ top: 3, bottom: 9 });
    for (const inside of ["A2:A3", "C3:C4", `A2:${last}9999`, "B7:B7"]) expect(mergeInData(inside)).not.toBeNull();
    for (const outside of ["A1:B1", "A1:A2", `${last}2:${past}2`, `${past}5:${past}6`, "C4:C3", "D2:C2", "A0:A2", "AA2:AB3", "C3", "", "c3:c4", "C3:C4:C5"]) {
      expect(mergeInData(outside)).toBeNull();
    }
  });
});
