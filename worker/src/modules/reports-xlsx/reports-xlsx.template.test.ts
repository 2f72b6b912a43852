import { translateMessage } from "@contract/messages";
import * as fc from "fast-check";
import { maxPublicationYear, MIN_PUBLICATION_YEAR } from "@contract/publications";
import { XLSX_MIME } from "@contract/reports";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany } from "../../../test/factories";
import { ERRORS_HEADER, headerMismatch, headersAreCurrent, IMPORT_COLUMNS, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { templateKey, textFingerprint } from "./reports-xlsx.rules";
import { TEMPLATE_TEXT, templateFingerprint } from "./reports-xlsx.template";
import { get, headersIn, load, zipText } from "./reports-xlsx.test-support";

const en = (text: string | null) => text && translateMessage(text, "en");
const path = (companyId: string) => `/companies/${companyId}/report-template`;

describe("GET /api/v1/companies/{id}/report-template", () => {
  it.each(["pl", "en"] as const)("is an .xlsx with %s headers, the type list validation, instructions and the version marker", async (lang) => {
    const company = await createCompany();
    const { token } = await actor({ role: "Admin" });
    const answer = await get(path(company.id), { token, lang });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe(XLSX_MIME);
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+-v1\.xlsx"/);

    const workbook = await load(answer.bytes);
    const names = workbook.worksheets.map((w) => w.name);
    expect(names).toEqual(lang === "pl" ? ["Pozycje", "Instrukcja", "meta"] : ["Positions", "Instructions", "meta"]);
    const data = workbook.worksheets[0]!;
    const headers = (data.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(headersIn(lang));
    expect(headersAreCurrent(headers as string[])).toBe(true);
    expect(data.rowCount).toBe(1);

    const meta = workbook.getWorksheet("meta")!;
    expect(meta.state).toBe("veryHidden");
    expect((meta.getRow(1).values as unknown[]).slice(1)).toEqual(["templateVersion", TEMPLATE_VERSION]);
    expect((meta.getRow(2).values as unknown[]).slice(1)).toEqual(["language", lang]);

    const instructions = workbook.worksheets[1]!;
    const text = instructions.getSheetValues().flat().filter((v) => typeof v === "string").join("\n");
    expect(text).toContain(lang === "pl" ? "Nazwisko Imię DrugieImię" : "Last First Middle");
    for (const column of IMPORT_COLUMNS) expect(text).toContain(column.header[lang]);

    // The validation as Excel reads it: a list of k, c, l on column A below the header, with a localized prompt.
    const sheetXml = await zipText(answer.bytes, "xl/worksheets/sheet1.xml");
    const list = /<dataValidation type="list"[^>]*>[\s\S]*?<\/dataValidation>/.exec(sheetXml)?.[0] ?? "";
    expect(list).toContain('sqref="A2:A50001"');
    expect(list).toContain("<formula1>&quot;k,c,l&quot;</formula1>");
    expect(list).toContain('showErrorMessage="1"');
    expect(list).toContain(lang === "pl" ? 'errorTitle="Nieprawidłowy typ"' : 'errorTitle="Invalid type"');
    expect(list).toContain(lang === "pl" ? 'prompt="k – książka, c – czasopismo, l – źródło internetowe"' : 'prompt="k – book, c – magazine, l – internet source"');
    expect(sheetXml).toMatch(/<dataValidation type="whole" operator="greaterThanOrEqual"[^>]*sqref="M2:M50001"/);
    // The publication year: from the first allowed year to next year, as the form allows.
    const year = /<dataValidation type="whole"[^>]*sqref="E2:E50001"[^>]*>([\s\S]*?)<\/dataValidation>/.exec(sheetXml)?.[1];
    expect(year).toBe(`<formula1>${MIN_PUBLICATION_YEAR}</formula1><formula2>${maxPublicationYear()}</formula2>`);
  });

  it.each(["pl", "en"] as const)("in %s, the Authors header's note points to the instructions sheet by its name; the sheet itself does not", async (lang) => {
    const company = await createCompany();
    const { token } = await actor({ role: "Admin" });
    const answer = await get(path(company.id), { token, lang });
    const workbook = await load(answer.bytes);
    const sheetName = workbook.worksheets[1]!.name;
    const comments = await zipText(answer.bytes, "xl/comments1.xml");
    const authorsNote = lang === "pl" ? "Typy autorów i nazwiska z kilku słów: arkusz „Instrukcja”." : "Author types and last names of several words: the &quot;Instructions&quot; sheet.";
    expect(comments).toContain(authorsNote);
    expect(authorsNote).toContain(lang === "pl" ? `„${sheetName}”` : `&quot;${sheetName}&quot;`);
    expect(comments).not.toMatch(/niżej|below/);
    const text = workbook.worksheets[1]!.getSheetValues().flat().filter((v) => typeof v === "string").join("\n");
    expect(text).not.toContain(sheetName === "Instrukcja" ? "arkusz „Instrukcja”" : 'the "Instructions" sheet');
  });

  it("is kept by version and by a fingerprint of its text: a copy of other wording under the same version is not served", async () => {
    expect(TEMPLATE_TEXT).toMatch(/^[0-9a-f]{8}$/);
    // A new year allows next year's books: a new copy, made on the year's first download.
    expect(templateFingerprint(new Date("2026-01-01T00:00:00Z"))).toBe(templateFingerprint(new Date("2026-12-31T23:59:59Z")));
    expect(templateFingerprint(new Date("2027-01-01T00:00:00Z"))).not.toBe(templateFingerprint(new Date("2026-12-31T23:59:59Z")));
    expect(textFingerprint("Autorzy — zob. niżej")).not.toBe(textFingerprint("Autorzy — zob. wyżej"));
    const company = await createCompany();
    const { token } = await actor({ role: "SuperAdmin" });
    const older = templateKey(TEMPLATE_VERSION, textFingerprint("older wording"), "pl");
    await env.FILES.put(older, new TextEncoder().encode("older wording"));
    const answer = await get(path(company.id), { token, lang: "pl" });
    expect(answer.status).toBe(200);
    expect((await load(answer.bytes)).worksheets[0]!.name).toBe("Pozycje");
    expect(await env.FILES.get(templateKey(TEMPLATE_VERSION, templateFingerprint(new Date()), "pl"))).not.toBeNull();
    await env.FILES.delete(older);
  });

  it("is kept in R2 under templates/v<version>/<text fingerprint>/<lang>.xlsx and served from there", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "SuperAdmin" });
    const key = templateKey(TEMPLATE_VERSION, templateFingerprint(new Date()), "en");
    await env.FILES.delete(key);

    const first = await get(path(company.id), { token, lang: "en" });
    expect(first.status).toBe(200);
    const stored = await env.FILES.get(key);
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(first.bytes);
    expect(stored!.httpMetadata?.contentType).toBe(XLSX_MIME);

    // Whatever is stored is what is served: replace it and the next answer is the replacement.
    const marker = new TextEncoder().encode("stored template");
    await env.FILES.put(key, marker);
    const second = await get(path(company.id), { token, lang: "en" });
    expect(second.status).toBe(200);
    expect(new TextDecoder().decode(second.bytes)).toBe("stored template");
    expect(second.headers.get("ETag")).toBeTruthy();
    await env.FILES.delete(key);
  });

  it("lets a Manager download it for its own company", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager", companyId: company.id });
    expect((await get(path(company.id), { token })).status).toBe(200);
  });

  it.each([
    ["Coordinator", 403],
    ["Worker", 403],
  ] as const)("refuses a %s with %i", async (role, status) => {
    const company = await createCompany();
    const { token } = await actor({ role, companyId: role === "Worker" ? company.id : null });
    const answer = await get(path(company.id), { token });
    expect(answer.status).toBe(status);
    expect((answer.json as { code: string }).code).toBe("FORBIDDEN");
  });

  it("answers 404 for another company's Manager, exactly as for a missing company", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager" });
    const other = await get(path(company.id), { token, lang: "en" });
    const { token: admin } = await actor({ role: "Admin" });
    const missing = await get(path("no-such-company"), { token: admin, lang: "en" });
    for (const answer of [other, missing]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ code: "NOT_FOUND", title: "Company not found." });
    }
  });

  it("ignores the error workbook's extra column in the header check, but nothing else", () => {
    expect(headersAreCurrent([...headersIn("pl"), ERRORS_HEADER.en])).toBe(true);
    expect(headersAreCurrent([...headersIn("en"), "", ""])).toBe(true);
    expect(headersAreCurrent([...headersIn("pl"), "Uwagi"])).toBe(false);
    expect(headersAreCurrent(headersIn("pl").slice(0, -1))).toBe(false);
    expect(headersAreCurrent(["  typ ", ...headersIn("en").slice(1).map((h) => h.toUpperCase())])).toBe(true);
  });

  it("still accepts a header of an earlier template in its column only", () => {
    const earlier = [...headersIn("pl").slice(0, -1), "Liczba stron"];
    expect(headersAreCurrent(earlier)).toBe(true);
    expect(headerMismatch(earlier)).toBeNull();
    const misplaced = ["Liczba stron", ...headersIn("pl").slice(1)];
    expect(headersAreCurrent(misplaced)).toBe(false);
    expect(headerMismatch(misplaced)).not.toBeNull();
  });

  it("names the first header that is off, in the language of the others", () => {
    expect(headerMismatch(headersIn("pl"))).toBeNull();
    expect(headerMismatch([...headersIn("en"), ERRORS_HEADER.pl])).toBeNull();
    expect(en(headerMismatch(["Typ", "Tytuł", "", ...headersIn("pl").slice(3)]))).toBe("Column C should be headed “Wydawca”; it is empty");
    expect(en(headerMismatch(["Type", "Name  of\nthe book", ...headersIn("en").slice(2)]))).toBe("Column B should be headed “Title”; it says “Name of the book”");
    expect(en(headerMismatch([...headersIn("pl"), "", "a|b".repeat(30)]))).toBe(`Column O should be empty; it says “${"a/b".repeat(20).slice(0, 59)}…”`);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), (cells) => {
        expect(headerMismatch(cells) === null).toBe(headersAreCurrent(cells));
      }),
    );
  });

  describe("auth", () => {
    itKeepsTheAuthContract("GET", "/companies/x/report-template");
  });
});
