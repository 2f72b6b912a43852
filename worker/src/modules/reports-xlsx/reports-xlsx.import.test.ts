import type { ProblemDetails } from "@contract/common";
import { IMPORT_MAX_BYTES, ReportDto } from "@contract/reports";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, createCompany, db } from "../../../test/factories";
import * as schema from "../../db/schema";
import { ExcelJS } from "./reports-xlsx.exceljs";
import { importKey } from "./reports-xlsx.rules";
import { assertStatus, book, DATE_STAND_IN, dateCells, headersIn, row, upload, withPart, xlsx, zipText } from "./reports-xlsx.test-support";

const path = (companyId: string) => `/companies/${companyId}/reports/import`;
const period = { year: 2024, quarter: 2 };

async function manager() {
  const company = await createCompany();
  const { user, token } = await actor({ role: "Manager", companyId: company.id });
  return { company, user, token };
}

const reportsOf = (companyId: string) => db.select().from(schema.reports).where(eq(schema.reports.companyId, companyId));
const positionsOf = (companyId: string) => db.select().from(schema.positions).where(eq(schema.positions.companyId, companyId));
const storedImports = async (companyId: string) => (await env.FILES.list({ prefix: `imports/${companyId}/` })).objects;

function expectProblem(answer: { status: number; contentType: string; json: unknown }, status: number, code: string) {
  expect({ status: answer.status, contentType: answer.contentType, code: (answer.json as { code?: string })?.code }).toEqual({
    status,
    contentType: "application/problem+json",
    code,
  });
  return answer.json as Pick<ProblemDetails, "title" | "detail" | "errors" | "importTotals">;
}

/** A workbook whose relationships name their parts absolutely, as openpyxl writes them; the instructions first. */
async function absolute(options: Parameters<typeof xlsx>[1]) {
  const bytes = await xlsx([book(1), book(2)], { extraSheetFirst: true, ...options });
  const rels = await zipText(bytes, "xl/_rels/workbook.xml.rels");
  expect(rels).toContain('Target="worksheets/sheet1.xml"');
  return withPart(bytes, "xl/_rels/workbook.xml.rels", rels.replaceAll('Target="worksheets/', 'Target="/xl/worksheets/'));
}

describe("POST /api/v1/companies/{id}/reports/import — a valid sheet", () => {
  it("stores the report and every position in one go, keeps the original in R2 and answers 201 with the report", async () => {
    const { company, user, token } = await manager();
    const bytes = await xlsx([
      book(10),
      [],
      row({ type: "C", magazineTitle: "Nature", issn: "0028-0836", articleTitle: "=1+1", articleDoi: "https://doi.org/10.1038/171737A0", pagesUsed: "3" }),
      row({ type: "l", title: "Strona", link: "https://example.com/a", publicationYear: 2020, authors: "van der Berg, Piet Jan (r);", pagesUsed: 2 }),
      row({ type: "k", title: 1984, isbn: 9788301000004, editionNumber: 2, pagesUsed: 1 }),
    ]);
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: period });
    assertStatus(answer, 201);
    const report = v.parse(ReportDto, answer.json);
    expect(report).toMatchObject({ name: "2024 Q2", year: 2024, quarter: 2, companyId: company.id, companyName: company.name, positionsAmount: 4, pagesTotal: 16, isVerified: false, verifiedOn: null, source: "import" });

    const [stored] = await reportsOf(company.id);
    expect(stored).toMatchObject({ id: report.id, positionsAmount: 4, pagesTotal: 16, openPositions: 4, source: "import", createdBy: user.id, fileKey: importKey(company.id, report.id) });
    expect(stored?.fileHash).toMatch(/^[0-9a-f]{64}$/);

    const rows = await positionsOf(company.id);
    expect(rows).toHaveLength(4);
    expect(rows.every((p) => p.reportId === report.id && p.createdBy === user.id && !p.isVerified && !p.isOutdated)).toBe(true);
    const byType = Object.fromEntries(rows.map((p) => [p.type + (p.title ?? ""), p]));
    expect(byType["kKsiążka 10"]).toMatchObject({
      publisher: "PWN",
      isbn: "9788301000004",
      pagesUsed: 10,
      authors: [
        { lastName: "Kowalski", firstName: "Jan", middleName: null, type: "A" },
        { lastName: "Nowak", firstName: "Anna", middleName: "Maria", type: "T" },
      ],
      groupKey: "isbn:9788301000004",
    });
    expect(byType["kKsiążka 10"]?.searchText).toContain("jan kowalski");
    expect(byType.c).toMatchObject({ magazineTitle: "Nature", issn: "0028-0836", articleTitle: "=1+1", articleDoi: "10.1038/171737a0", pagesUsed: 3, authors: [], groupKey: "doi:10.1038/171737a0" });
    expect(byType.lStrona).toMatchObject({ link: "https://example.com/a", publicationYear: 2020, authors: [{ lastName: "van der Berg", firstName: "Piet", middleName: "Jan", type: "R" }] });
    expect(byType.k1984).toMatchObject({ isbn: "9788301000004", editionNumber: "2" });

    const original = await env.FILES.get(importKey(company.id, report.id));
    expect(new Uint8Array(await original!.arrayBuffer())).toEqual(bytes);
    expect(original?.customMetadata).toMatchObject({ companyId: company.id, reportId: report.id, year: "2024", quarter: "2" });

    const audit = await auditRows(report.id);
    expect(audit.map((a) => a.action)).toEqual(["report.create"]);
    expect(audit[0]?.after).toMatchObject({ positionsAmount: 4, pagesTotal: 16, source: "import", fileKey: importKey(company.id, report.id) });
  });

  it("accepts English headers, a data sheet after the instructions, no version marker, and an outside client's plain octet-stream upload", async () => {
    const { company } = await manager();
    const { token } = await actor({ role: "Admin" });
    const bytes = await xlsx([book(1), book(2)], { lang: "en", version: null, extraSheetFirst: true });
    const answer = await upload(path(company.id), { token, file: { bytes, name: "upload", type: "application/octet-stream" }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 2, pagesTotal: 3 });
  });

  it("finds the sheets by name when the workbook's relationships are absolute, as openpyxl writes them", async () => {
    const { company, token } = await manager();
    // The meta sheet is read too: an older template version is refused.
    const outdated = await upload(path(company.id), { token, file: { bytes: await absolute({ version: 0 }) }, fields: period });
    expectProblem(outdated, 422, "SHEET_HEADERS_OUTDATED");
    const answer = await upload(path(company.id), { token, file: { bytes: await absolute({}) }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 2, pagesTotal: 3 });
  });

  it("reads the sheet named “Pozycje” when the user put a sheet of notes before it", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([book(1), book(2)], { userSheetFirst: "Notatki" });
    expect(await zipText(bytes, "xl/workbook.xml")).toMatch(/name="Notatki"[^>]*\/><sheet [^>]*name="Pozycje"/);
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 2, pagesTotal: 3 });
  });

  it("accepts a file made from the earlier template, whose pages column was headed “Liczba stron”", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([book(1), book(2)], { headers: [...headersIn("pl").slice(0, 12), "Liczba stron"] });
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 2, pagesTotal: 3 });
  });

  it("stores text exactly as typed: Polish letters, emoji, quotes and backslashes", async () => {
    const { company, token } = await manager();
    const title = 'Zażółć „gęślą” jaźń 😀 — "cytat" \\ ŁÓDŹ';
    const answer = await upload(path(company.id), { token, file: { bytes: await xlsx([row({ type: "k", title, authors: "Żółkiewski Stanisław Ćwik (A)", pagesUsed: 1 })]) }, fields: period });
    assertStatus(answer, 201);
    const [stored] = await positionsOf(company.id);
    expect(stored?.title).toBe(title);
    expect(stored?.authors).toEqual([{ lastName: "Żółkiewski", firstName: "Stanisław", middleName: "Ćwik", type: "A" }]);
    expect(stored?.searchText).toContain("zazolc");
  });

  it("stores text in its composed form: a title pasted decomposed (NFD, as from a Mac or a PDF) is stored as if typed", async () => {
    const { company, token } = await manager();
    const title = "Zażółć gęślą jaźń";
    const file = await xlsx([row({ type: "k", title: title.normalize("NFD"), authors: "Żółkiewski Stanisław (A)".normalize("NFD"), pagesUsed: 1 })]);
    assertStatus(await upload(path(company.id), { token, file: { bytes: file }, fields: period }), 201);
    const [stored] = await positionsOf(company.id);
    expect([stored?.title, stored?.authors[0]?.lastName]).toEqual([title, "Żółkiewski"]);
  });

  it("undoes Excel's _xHHHH_ escapes: a pasted carriage return, an underscore typed before text that looks like one", async () => {
    const { company, token } = await manager();
    // exceljs writes strings as they are: what Excel stores for "Dziady\r\ncz. III" and "_x0041_ & Syn".
    const file = await xlsx([row({ type: "k", title: "Dziady_x000D_\ncz. III", publisher: "_x005F_x0041_ & Syn", authors: "Mickiewicz Adam (A)", pagesUsed: 2 })]);
    assertStatus(await upload(path(company.id), { token, file: { bytes: file }, fields: period }), 201);
    const [stored] = await positionsOf(company.id);
    // The decoded line break, like one typed with Alt+Enter, becomes a space: every text field is one line.
    expect([stored?.title, stored?.publisher]).toEqual(["Dziady cz. III", "_x0041_ & Syn"]);
  });

  it("reads a workbook written by exceljs's streaming writer (data descriptors, inline strings) too", async () => {
    const { company, token } = await manager();
    const chunks: Uint8Array[] = [];
    const { Writable } = await import("node:stream");
    const sink = new Writable({
      write(chunk: Buffer, _e, cb) {
        chunks.push(new Uint8Array(chunk));
        cb();
      },
    });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink });
    const sheet = workbook.addWorksheet("Pozycje");
    sheet.addRow(headersIn("pl")).commit();
    for (let n = 1; n <= 300; n++) sheet.addRow(book(n)).commit();
    sheet.commit();
    await workbook.commit();
    const bytes = new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 300, pagesTotal: (300 * 301) / 2 });
    expect(await positionsOf(company.id)).toHaveLength(300);
  });
});

const inlineCell = (value: unknown) =>
  value === null || value === undefined ? "<c/>" : typeof value === "number" ? `<c><v>${value}</v></c>` : `<c t="inlineStr"><is><t>${String(value).replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</t></is></c>`;

/** The sheet's rows written as programs using the Open XML SDK often write them: every cell in turn, no row or cell references. */
async function withoutReferences(rows: unknown[][]) {
  const bytes = await xlsx([]);
  const data = [headersIn("pl"), ...rows].map((values) => `<row>${values.map(inlineCell).join("")}</row>`).join("");
  const sheet = await zipText(bytes, "xl/worksheets/sheet1.xml");
  const rewritten = sheet.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, `<sheetData>${data}</sheetData>`);
  expect(rewritten).not.toContain(' r="');
  return withPart(bytes, "xl/worksheets/sheet1.xml", rewritten);
}

describe("POST /api/v1/companies/{id}/reports/import — a sheet without row and cell references", () => {
  it("is read as the rows and cells in turn (ECMA-376 makes references optional): errors name the right row, the corrected sheet imports", async () => {
    const { company, token } = await manager();
    const rows = Array.from({ length: 300 }, (_, i) => book(i + 1));
    const bad = rows.map((values, i) => (i === 149 ? row({ type: "k", title: "Bez stron", authors: "Kowalski Jan (A)" }) : values));
    const refused = expectProblem(await upload(path(company.id), { token, file: { bytes: await withoutReferences(bad) }, fields: period, lang: "en" }), 422, "IMPORT_REJECTED");
    expect(refused.errors).toEqual({ "row:151:pagesUsed": ["This field is required"] });
    const answer = await upload(path(company.id), { token, file: { bytes: await withoutReferences(rows) }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 300, pagesTotal: (300 * 301) / 2 });
    const stored = await positionsOf(company.id);
    expect(stored.find((p) => p.pagesUsed === 150)).toMatchObject({ title: "Książka 150", publisher: "PWN", isbn: "9788301000004" });
  });
});

/** Every element of the part named with a prefix for its namespace, as the Open XML SDK ("x:") and Python's ElementTree ("ns0:") write them. */
const prefixed = (xml: string, prefix: string) =>
  xml.replace(/<(\/?)([A-Za-z]+)(?=[\s>/])/g, `<$1${prefix}:$2`).replace(/ xmlns="([^"]+)"/, ` xmlns:${prefix}="$1"`);

describe("POST /api/v1/companies/{id}/reports/import — parts whose elements carry a namespace prefix", () => {
  it("reads them as the same names unprefixed (the workbook, its relationships, styles, shared strings and sheets): 201", async () => {
    const { company, token } = await manager();
    let bytes = await withoutReferences([book(1), book(2), book(3)]);
    const parts = ["xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml", "xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"];
    for (const part of parts) bytes = await withPart(bytes, part, prefixed(await zipText(bytes, part), "x"));
    bytes = await withPart(bytes, "xl/_rels/workbook.xml.rels", prefixed(await zipText(bytes, "xl/_rels/workbook.xml.rels"), "ns0"));
    expect(await zipText(bytes, "xl/workbook.xml")).toContain('<x:sheets><x:sheet sheetId="1" name="Pozycje"');
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: period });
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: 3, pagesTotal: 6 });
    expect((await positionsOf(company.id)).map((p) => p.title).sort()).toEqual(["Książka 1", "Książka 2", "Książka 3"]);
  });
});

describe("POST /api/v1/companies/{id}/reports/import — rejected files", () => {
  const unreadable = "The file is not a readable .xlsx workbook: it may be damaged, or another format renamed .xlsx. Save it again as an Excel workbook (.xlsx)";
  it.each([
    ["a CSV renamed .xlsx", new TextEncoder().encode("type;title\nk;Pan Tadeusz\n"), "raport.xlsx", undefined, unreadable],
    ["a PDF renamed .xlsx", new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "raport.xlsx", undefined, unreadable],
    ["a .csv", new TextEncoder().encode("a,b\n"), "raport.csv", "text/csv", "Only .xlsx files can be imported"],
    ["a ZIP that is no workbook", null, "raport.xlsx", undefined, unreadable],
  ] as const)("%s → 415", async (_, content, name, type, detail) => {
    const { company, token } = await manager();
    let bytes = content ? new Uint8Array(content) : null;
    if (!bytes) {
      // A real ZIP (a workbook's own bytes) whose parts are renamed: no xl/workbook.xml inside.
      const real = await xlsx([book(1)]);
      const text = new TextDecoder("latin1").decode(real).replaceAll("xl/workbook.xml", "xl/workbook.xmm");
      bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    }
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes, name, type }, fields: period });
    const problem = expectProblem(answer, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(problem).toMatchObject({ title: "Unsupported file type", detail });
    expect(await reportsOf(company.id)).toHaveLength(0);
  });

  it("a body that is not multipart → 415", async () => {
    const { company, token } = await manager();
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(`http://app.test/api/v1${path(company.id)}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ year: 2024, quarter: 1 }),
    });
    expect(res.status).toBe(415);
  });

  it("a file over 10 MB → 413 before it is read", async () => {
    const { company, token } = await manager();
    const bytes = new Uint8Array(IMPORT_MAX_BYTES + 1);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    const answer = await upload(path(company.id), { token, lang: "pl", file: { bytes }, fields: period });
    const problem = expectProblem(answer, 413, "PAYLOAD_TOO_LARGE");
    expect(problem).toMatchObject({ title: "Przesłano za dużo danych", detail: "Plik może mieć co najwyżej 10 MB" });
  });

  it("a file just under the limit but a body over it (file and fields) → 413 too", async () => {
    const { company, token } = await manager();
    const bytes = new Uint8Array(IMPORT_MAX_BYTES - 10);
    bytes.set([0x50, 0x4b, 0x03, 0x04]);
    const answer = await upload(path(company.id), { token, file: { bytes }, fields: { ...period, padding: "x".repeat(80 * 1024) } });
    expectProblem(answer, 413, "PAYLOAD_TOO_LARGE");
  });

  it("a file that unpacks to more than an import takes → 413 that says so, not 'damaged'", async () => {
    const { company, token } = await manager();
    // Shared strings of 65 MB (one long title): past their 64 MB limit, from an upload of about 65 KB.
    const sharedStrings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${"Kroniki ".repeat(65 * 131_072)}</t></si></sst>`;
    const bytes = await withPart(await xlsx([book(1)]), "xl/sharedStrings.xml", sharedStrings);
    expect(bytes.byteLength).toBeLessThan(IMPORT_MAX_BYTES);
    const answer = await upload(path(company.id), { token, lang: "pl", file: { bytes }, fields: period });
    const problem = expectProblem(answer, 413, "PAYLOAD_TOO_LARGE");
    expect(problem.detail).toBe("Po rozpakowaniu plik zawiera więcej, niż przyjmuje import (część ponad 64 MB): zapisz wiersze w mniejszych plikach");
    expect(await reportsOf(company.id)).toHaveLength(0);
    // Zipping and unzipping 65 MB takes ~2 s alone, over 5 s on a busy machine.
  }, 30_000);

  it("a sheet of more than 50,000 rows → 413, nothing stored", async () => {
    const { company, token } = await manager();
    const rows = Array.from({ length: 50_001 }, () => row({ type: "k", title: "T", pagesUsed: 1 }));
    const bytes = await xlsx(rows);
    expect(bytes.byteLength).toBeLessThan(IMPORT_MAX_BYTES);
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes }, fields: period });
    const problem = expectProblem(answer, 413, "PAYLOAD_TOO_LARGE");
    expect(problem.detail).toBe("The sheet may have at most 50,000 rows");
    expect(await reportsOf(company.id)).toHaveLength(0);
  }, 120_000);

  it.each([
    ["a header renamed", { headers: [...headersIn("pl").slice(0, 12), "Strony"] }, ["Column M should be headed “Wykorzystane strony”; it says “Strony”"]],
    ["a column missing", { headers: headersIn("en").slice(1) }, ["Column A should be headed “Type”; it says “Title”"]],
    ["an extra column", { headers: [...headersIn("en"), "Notes"] }, ["Column N should be empty; it says “Notes”"]],
    ["an older template version", { version: 0 }, undefined],
  ] as const)("%s → 422 SHEET_HEADERS_OUTDATED with the template's address", async (_, options, named) => {
    const { company, token } = await manager();
    const bytes = await xlsx([book(1)], options);
    for (const lang of ["en", "pl"] as const) {
      const answer = await upload(path(company.id), { token, lang, file: { bytes }, fields: period });
      const problem = expectProblem(answer, 422, "SHEET_HEADERS_OUTDATED");
      const template = `/api/v1/companies/${company.id}/report-template`;
      expect(problem.title).toBe(lang === "en" ? "Sheet headers not up to date" : "Nagłówki arkusza są nieaktualne");
      expect(problem.detail).toContain(template);
      expect(answer.headers.get("Link")).toBe(`<${template}>; rel="template"`);
      const polish = named?.map(() => expect.stringMatching(/^Kolumna [AMN] powinna/));
      expect(problem.errors?.headers).toEqual(lang === "en" ? named : polish);
    }
    expect(await reportsOf(company.id)).toHaveLength(0);
  });

  it("says where the headers should be when row 1 is empty, and quotes the template's headers in the request's language when row 1 holds none", async () => {
    const { company, token } = await manager();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Dane");
    sheet.getRow(2).values = headersIn("pl");
    sheet.getRow(3).values = book(1) as ExcelJS.CellValue[];
    const lower = new Uint8Array(await workbook.xlsx.writeBuffer());
    const notes = await xlsx([book(1)], { headers: ["Moje notatki"] });
    for (const [bytes, lang, message] of [
      [lower, "en", "The headers must be in row 1, which is empty (the first filled row is 2)"],
      [lower, "pl", "Nagłówki muszą być w wierszu 1, a jest on pusty (pierwszy wypełniony to wiersz 2)"],
      [notes, "en", "Column A should be headed “Type”; it says “Moje notatki”"],
      [notes, "pl", "Kolumna A powinna mieć nagłówek „Typ”, a ma „Moje notatki”"],
    ] as const) {
      const problem = expectProblem(await upload(path(company.id), { token, lang, file: { bytes }, fields: period }), 422, "SHEET_HEADERS_OUTDATED");
      expect(problem.errors?.headers).toEqual([message]);
    }
    expect(await reportsOf(company.id)).toHaveLength(0);
  });

  it("a sheet without data rows → 400", async () => {
    const { company, token } = await manager();
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx([[], []]) }, fields: period });
    expect(expectProblem(answer, 400, "VALIDATION_FAILED").errors).toEqual({ file: ["The sheet has no rows to import"] });
  });

  it.each([
    ["no file", {}, { file: ["This field is required"] }],
    ["no year", { quarter: 1 }, { year: ["This field is required"] }],
    ["quarter 5", { year: 2024, quarter: 5 }, { quarter: ["Must be at most 4"] }],
    ["a year in hex, a quarter in binary", { year: "0x7d4", quarter: "0b11" }, { year: ["Must be a number"], quarter: ["Must be a number"] }],
    ["a year with an exponent", { year: "2.024e3", quarter: 1 }, { year: ["Must be a number"] }],
  ] as const)("%s → 400", async (name, fields, errors) => {
    const { company, token } = await manager();
    const file = name === "no file" ? undefined : { bytes: await xlsx([book(1)]) };
    const answer = await upload(path(company.id), { token, lang: "en", file, fields });
    expect(expectProblem(answer, 400, "VALIDATION_FAILED").errors).toMatchObject(errors);
    expect(await reportsOf(company.id)).toEqual([]);
  });

  it("two files in one request → 400, neither imported", async () => {
    const { company, token } = await manager();
    const files = [{ bytes: await xlsx([book(1)]) }, { bytes: await xlsx([book(2)]) }];
    const answer = await upload(path(company.id), { token, lang: "pl", file: files, fields: { year: 2024, quarter: 1 } });
    expect(expectProblem(answer, 400, "VALIDATION_FAILED").errors).toEqual({ file: ["Wyślij jeden plik naraz"] });
    expect(await reportsOf(company.id)).toEqual([]);
  });

  it("a period that has not begun → 400", async () => {
    const { company, token } = await manager();
    const next = new Date().getUTCFullYear() + 1;
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx([book(1)]) }, fields: { year: next, quarter: 1 } });
    expect(expectProblem(answer, 400, "VALIDATION_FAILED").errors).toEqual({ quarter: ["The period has not begun yet"] });
  });
});

describe("POST /api/v1/companies/{id}/reports/import — bad rows", () => {
  const badRows = [
    book(1),
    row({ type: "x", title: "A", pagesUsed: 1 }),
    row({ type: "k", pagesUsed: 0 }),
    row({ type: "c", title: "Bez czasopisma", pagesUsed: "dwa" }),
    row({ type: "l", title: "Strona", pagesUsed: 2.5 }),
    row({ type: "k", title: "T", isbn: "978-83-01-00000-2", issn: "1234-5678", articleDoi: "11.1/x", pagesUsed: 1 }),
    row({ type: "k", title: "T", authors: "Kowalski; Nowak Anna (Z)", publicationYear: "około 2000", pagesUsed: 1 }),
    row({ type: "k", title: "x".repeat(501), link: "ftp://example.com", pagesUsed: null }),
  ];

  it("answers 422 with every error as row:<n>:<column> in Polish, and stores nothing", async () => {
    const { company, token } = await manager();
    const answer = await upload(path(company.id), { token, lang: "pl", file: { bytes: await xlsx(badRows) }, fields: period });
    const problem = expectProblem(answer, 422, "IMPORT_REJECTED");
    expect(problem.title).toBe("Import odrzucony");
    expect(problem.errors).toEqual({
      "row:3:type": ["Wpisz k (książka), c (czasopismo) lub l (źródło internetowe)"],
      "row:4:title": ["To pole jest wymagane"],
      "row:4:pagesUsed": ["Wartość musi wynosić co najmniej 1"],
      "row:5:magazineTitle": ["To pole jest wymagane"],
      "row:5:pagesUsed": ["Wartość musi być liczbą"],
      "row:6:link": ["To pole jest wymagane"],
      "row:6:pagesUsed": ["Wartość musi być liczbą całkowitą"],
      "row:7:isbn": ["Nieprawidłowa cyfra kontrolna ISBN"],
      "row:7:issn": ["Nieprawidłowa cyfra kontrolna ISSN"],
      "row:7:articleDoi": ["Podaj DOI, np. 10.1234/xyz.123"],
      "row:8:publicationYear": ["Wartość musi być liczbą"],
      "row:8:authors": ["Autor 1: wpisz „Nazwisko Imię DrugieImię (A)”, autorów oddziel średnikiem"],
      "row:9:title": ["Maksymalna liczba znaków: 500"],
      "row:9:link": ["Podaj adres internetowy zaczynający się od http:// lub https://"],
      "row:9:pagesUsed": ["To pole jest wymagane"],
    });
    expect(problem.detail).toBe("Nic nie zaimportowano. Liczba błędów: 15, liczba wierszy z błędami: 7");
    expect(await reportsOf(company.id)).toHaveLength(0);
    expect(await positionsOf(company.id)).toHaveLength(0);
    expect(await storedImports(company.id)).toHaveLength(0);
  });

  it("answers in English when asked, including the author type", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([...badRows, row({ type: "k", title: "T", authors: "Nowak Anna (Z)", pagesUsed: 1 })]);
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes }, fields: period });
    const problem = expectProblem(answer, 422, "IMPORT_REJECTED");
    expect(problem.title).toBe("Import rejected");
    expect(problem.errors).toMatchObject({
      "row:3:type": ["Use k (book), c (magazine) or l (internet source)"],
      "row:5:pagesUsed": ["Must be a number"],
      "row:7:isbn": ["The ISBN check digit is wrong"],
      "row:8:authors": ["Author 1: write 'Last First Middle (A)', authors separated by ';'"],
      "row:10:authors": ["Author 1: unknown type 'Z'; use A, T, O, R, P or I"],
    });
  });

  it("reads cell formats: a date is refused with the reason, not stored as its serial number", async () => {
    const { company, token } = await manager();
    // exceljs writes a Date as a serial number with a date format, as Excel stores "3-4" typed into a cell.
    const bytes = await xlsx([
      row({ type: "k", title: "Lalka", editionNumber: new Date(Date.UTC(2024, 2, 5)), isbn: 306406152, pagesUsed: 3 }),
      row({ type: "k", title: "Faraon", pagesUsed: new Date(Date.UTC(2024, 0, 12)) }),
    ]);
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes }, fields: period });
    const problem = expectProblem(answer, 422, "IMPORT_REJECTED");
    // The ISBN-10 typed as a number got its lost leading zero back and passed. A number column
    // keeps the template's validation, which refuses text: its cure is the cell's format.
    expect(problem.errors).toEqual({
      "row:2:editionNumber": ["The spreadsheet stored this as a date: type the value as text (start it with an apostrophe)"],
      "row:3:pagesUsed": ["The spreadsheet stored this as a date: set the cell's format to Number and type the value again"],
    });
    expect(problem.detail).toBe("Nothing was imported. Errors: 2; rows with errors: 2");
    expect(await positionsOf(company.id)).toHaveLength(0);
  });

  it("refuses an ISO date cell (t=\"d\", which exceljs reads as its year) and a formula's cached error, with the reason", async () => {
    const { company, token } = await manager();
    const bytes = dateCells(
      await xlsx(
        [
          row({ type: "k", title: "Lalka", pagesUsed: DATE_STAND_IN }),
          row({ type: "k", title: "Potop", pagesUsed: { formula: "1/0", result: { error: "#DIV/0!" } } }),
          book(3),
        ],
        { stored: true },
      ),
    );
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes }, fields: period });
    expect(expectProblem(answer, 422, "IMPORT_REJECTED").errors).toEqual({
      "row:2:pagesUsed": ["The spreadsheet stored this as a date: set the cell's format to Number and type the value again"],
      "row:3:pagesUsed": ["The cell holds the error #DIV/0!: correct its value or formula"],
    });
    expect(await reportsOf(company.id)).toHaveLength(0);
  });

  it("lists the first 1,000 bad cells and counts them all", async () => {
    const { company, token } = await manager();
    const rows = Array.from({ length: 1200 }, (_, i) => row({ type: "k", title: `T${i}`, pagesUsed: 0 }));
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx(rows) }, fields: period });
    const problem = expectProblem(answer, 422, "IMPORT_REJECTED");
    expect(Object.keys(problem.errors ?? {})).toHaveLength(1000);
    expect(problem.errors?.["row:2:pagesUsed"]).toEqual(["Must be at least 1"]);
    expect(problem.errors?.["row:1001:pagesUsed"]).toBeDefined();
    expect(problem.errors?.["row:1002:pagesUsed"]).toBeUndefined();
    expect(problem.detail).toBe("Nothing was imported. Errors: 1200; rows with errors: 1200; the first 1000 are listed");
    expect(problem.importTotals).toEqual({ errors: 1200, rowsWithErrors: 1200, listedCells: 1000, cells: 1200 });
  });

  it("stores nothing when one row in 5,000 is bad", async () => {
    const { company, token } = await manager();
    const rows = Array.from({ length: 5000 }, (_, i) => book(i + 1));
    rows[4321] = row({ type: "k", title: "Zły ISBN", isbn: "83-01-00000-2", pagesUsed: 1 });
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx(rows) }, fields: period });
    expect(expectProblem(answer, 422, "IMPORT_REJECTED").errors).toEqual({ "row:4323:isbn": ["The ISBN check digit is wrong"] });
    expect(await reportsOf(company.id)).toHaveLength(0);
    expect(await positionsOf(company.id)).toHaveLength(0);
    expect(await storedImports(company.id)).toHaveLength(0);
  }, 60_000);
});

describe("POST /api/v1/companies/{id}/reports/import — conflicts and tenancy", () => {
  it("the same file twice → 409, even for another period", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([book(1)]);
    expect((await upload(path(company.id), { token, file: { bytes }, fields: period })).status).toBe(201);
    const again = await upload(path(company.id), { token, lang: "en", file: { bytes }, fields: { year: 2024, quarter: 1 } });
    const problem = expectProblem(again, 409, "CONFLICT");
    expect(problem.errors).toEqual({ file: ["This file has already been imported (report 2024 Q2)"] });
    expect(await reportsOf(company.id)).toHaveLength(1);
    expect(await positionsOf(company.id)).toHaveLength(1);
  });

  it("a second report for the period → 409", async () => {
    const { company, token } = await manager();
    expect((await upload(path(company.id), { token, file: { bytes: await xlsx([book(1)]) }, fields: period })).status).toBe(201);
    const other = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx([book(2)]) }, fields: period });
    expect(expectProblem(other, 409, "CONFLICT").errors).toEqual({ quarter: ["The company already has a report for this period"] });
    expect(await storedImports(company.id)).toHaveLength(1);
  });

  it("the same file sent twice at once → one report, one 409, one original in R2", async () => {
    const { company, token } = await manager();
    const bytes = await xlsx([book(1), book(2)]);
    const answers = await Promise.all([1, 2].map(() => upload(path(company.id), { token, file: { bytes }, fields: period })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await reportsOf(company.id)).toHaveLength(1);
    expect(await positionsOf(company.id)).toHaveLength(2);
    expect(await storedImports(company.id)).toHaveLength(1);
  });

  it.each(["Coordinator", "Worker"] as const)("a %s → 403", async (role) => {
    const company = await createCompany();
    const { token } = await actor({ role, companyId: role === "Worker" ? company.id : null });
    const answer = await upload(path(company.id), { token, file: { bytes: await xlsx([book(1)]) }, fields: period });
    expectProblem(answer, 403, "FORBIDDEN");
  });

  it("another company's Manager → 404, as a missing company; nothing read or stored", async () => {
    const company = await createCompany();
    const { token } = await manager();
    const answer = await upload(path(company.id), { token, lang: "en", file: { bytes: await xlsx([book(1)]) }, fields: period });
    expect(expectProblem(answer, 404, "NOT_FOUND").title).toBe("Company not found.");
    const { token: admin } = await actor({ role: "Admin" });
    expectProblem(await upload(path("missing"), { token: admin, file: { bytes: await xlsx([book(1)]) }, fields: period }), 404, "NOT_FOUND");
    expect(await reportsOf(company.id)).toHaveLength(0);
  });

  describe("auth", () => {
    itKeepsTheAuthContract("POST", "/companies/x/reports/import");
  });
});
