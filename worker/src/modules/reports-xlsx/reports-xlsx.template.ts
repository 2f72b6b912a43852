import type { Lang } from "@contract/common";
import { maxPublicationYear, MIN_PUBLICATION_YEAR } from "@contract/publications";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, XLSX_MIME } from "@contract/reports";
import type { Verb } from "../../context";
import { requireActor } from "../auth/auth.guards";
import { ExcelJS, type DataValidation, type Workbook } from "./reports-xlsx.exceljs";
import { columnLetter, IMPORT_COLUMNS, META_VERSION_KEY, SHEET_NAMES, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { loadCompanyForXlsx } from "./reports-xlsx.guards";
import { templateKey, textFingerprint } from "./reports-xlsx.rules";

const T = {
  typePromptTitle: { pl: "Typ publikacji", en: "Publication type" },
  typePrompt: { pl: "k – książka, c – czasopismo, l – źródło internetowe", en: "k – book, c – magazine, l – internet source" },
  typeErrorTitle: { pl: "Nieprawidłowy typ", en: "Invalid type" },
  typeError: { pl: "Wybierz k, c albo l z listy.", en: "Pick k, c or l from the list." },
  pagesPromptTitle: { pl: "Wykorzystane strony", en: "Pages used" },
  pagesPrompt: { pl: "Liczba całkowita, co najmniej 1", en: "A whole number, at least 1" },
  pagesError: { pl: "Wpisz liczbę całkowitą, co najmniej 1.", en: "Enter a whole number of at least 1." },
  yearPromptTitle: { pl: "Rok wydania", en: "Publication year" },
  yearPrompt: { pl: `Rok od ${MIN_PUBLICATION_YEAR} do przyszłego roku`, en: `A year, from ${MIN_PUBLICATION_YEAR} to next year` },
  yearError: { pl: `Wpisz rok od ${MIN_PUBLICATION_YEAR} do przyszłego roku.`, en: `Enter a year from ${MIN_PUBLICATION_YEAR} to next year.` },
  title: { pl: "Import raportu — instrukcja", en: "Report import — instructions" },
  version: { pl: "Wersja szablonu", en: "Template version" },
  tableHeader: {
    pl: ["Kolumna", "Nagłówek", "Wymagana", "Co wpisać"],
    en: ["Column", "Header", "Required", "What to enter"],
  },
  rules: {
    pl: [
      `Wpisuj pozycje w arkuszu „${SHEET_NAMES.data.pl}” od wiersza 2, jedna pozycja w wierszu. Nie zmieniaj wiersza 1 (nagłówków) ani kolejności kolumn.`,
      "Puste wiersze są pomijane; ukryte i odfiltrowane wiersze są importowane jak pozostałe. Jeśli choć jeden wiersz ma błąd, nic nie zostanie zaimportowane, a lista błędów wskaże wiersz i kolumnę.",
      `Najwyżej ${IMPORT_MAX_ROWS.toLocaleString("pl-PL")} wierszy i ${IMPORT_MAX_BYTES / 1024 / 1024} MB; tylko pliki .xlsx. Ten sam plik można zaimportować tylko raz.`,
      "Autorzy: Nazwisko Imię DrugieImię (TYP), kolejni autorzy po średniku. Nazwisko z kilku słów zakończ przecinkiem: „van der Berg, Piet (R)”.",
      "TYP autora: A – autor (domyślnie), T – tłumacz, O – obcojęzyczny, R – redaktor, P – autorstwo, I – inny.",
      "Przykład: Kowalski Jan Maria (A); Nowak Anna (T); van der Berg, Piet (R)",
    ],
    en: [
      `Enter positions on the "${SHEET_NAMES.data.en}" sheet from row 2, one position a row. Do not change row 1 (the headers) or the order of the columns.`,
      "Blank rows are skipped; hidden and filtered-out rows are imported like the others. If any row has an error nothing is imported, and the list of errors names the row and the column.",
      `At most ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB; .xlsx files only. The same file can be imported once.`,
      'Authors: Last First Middle (TYPE), further authors after a semicolon. End a last name of several words with a comma: "van der Berg, Piet (R)".',
      "Author TYPE: A – author (default), T – translator, O – foreign, R – editor, P – authoring, I – other.",
      "Example: Kowalski Jan Maria (A); Nowak Anna (T); van der Berg, Piet (R)",
    ],
  },
} as const;

/** Every text the template carries: its R2 copy is kept under this, so a change of wording is served at once. */
export const TEMPLATE_TEXT = textFingerprint(JSON.stringify([T, IMPORT_COLUMNS, SHEET_NAMES]));

/**
 * The R2 copy's fingerprint: the text's, and the last publication year the sheet allows (next
 * year), so a new year's copy is made on its first download. A bound written as a formula
 * (YEAR(TODAY())+1) would need no new copy, but exceljs reads a formula rule slowly, cell by cell
 * of its 50,000 rows.
 */
export const templateFingerprint = (now: Date) => textFingerprint(`${TEMPLATE_TEXT}|${maxPublicationYear(now)}`);

const LAST_ROW = IMPORT_MAX_ROWS + 1;
const letter = (key: string) => columnLetter(IMPORT_COLUMNS.findIndex((c) => c.key === key));
const TEXT_COLUMNS = new Set(["editionNumber", "isbn", "issn"]);

/**
 * The import template: the data sheet (headers in `lang`, frozen, the rules of addDataValidations,
 * ISBN/ISSN/edition as text so Excel keeps their digits), the instructions sheet, and a very hidden "meta" sheet carrying TEMPLATE_VERSION.
 * Small, so written whole.
 */
export function buildTemplate(lang: Lang, now: Date): Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Report panel";
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.modified = workbook.created;
  const data = workbook.addWorksheet(SHEET_NAMES.data[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  data.columns = IMPORT_COLUMNS.map((c) => ({
    header: c.header[lang],
    key: c.key,
    width: c.width,
    ...columnStyle(c.key),
  }));
  const header = data.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, col) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF7" } };
    const column = IMPORT_COLUMNS[col - 1];
    cell.note = column ? [column.help[lang], column.seeAlso?.[lang]].filter(Boolean).join("\n") : "";
  });

  addDataValidations(data, lang, now);

  addInstructions(workbook, lang);
  addMeta(workbook, lang);
  return workbook;
}

/** Codes and the edition are text cells: Excel keeps their leading zeros and never makes a date of them. */
export const columnStyle = (key: string) => (TEXT_COLUMNS.has(key) ? { style: { numFmt: "@" } } : {});

/**
 * The data sheet's pick list on the type column, and whole-number rules on the publication year
 * (up to next year, as the form allows) and pages used (template and error workbook).
 */
// A streaming writer's worksheet has them too, so any sheet object is taken.
export function addDataValidations(data: object, lang: Lang, now: Date): void {
  const validations = dataValidations(data);
  // Each rule says what it wants as the cell is entered, and refuses anything else.
  type Texts = { title: string; prompt: string; error: string; errorTitle?: string };
  const rule = (key: string, shape: Pick<DataValidation, "type" | "operator" | "formulae">, texts: Texts) =>
    validations.add(`${letter(key)}2:${letter(key)}${LAST_ROW}`, {
      ...shape,
      allowBlank: true,
      showInputMessage: true,
      promptTitle: texts.title,
      prompt: texts.prompt,
      showErrorMessage: true,
      errorStyle: "stop",
      errorTitle: texts.errorTitle ?? texts.title,
      error: texts.error,
    });
  rule(
    "type",
    { type: "list", formulae: ['"k,c,l"'] },
    { title: T.typePromptTitle[lang], prompt: T.typePrompt[lang], errorTitle: T.typeErrorTitle[lang], error: T.typeError[lang] },
  );
  rule(
    "publicationYear",
    { type: "whole", operator: "between", formulae: [MIN_PUBLICATION_YEAR, maxPublicationYear(now)] },
    { title: T.yearPromptTitle[lang], prompt: T.yearPrompt[lang], error: T.yearError[lang] },
  );
  rule(
    "pagesUsed",
    { type: "whole", operator: "greaterThanOrEqual", formulae: [1] },
    { title: T.pagesPromptTitle[lang], prompt: T.pagesPrompt[lang], error: T.pagesError[lang] },
  );
}

/** Worksheet.dataValidations exists at run time (range addresses are kept as one sqref) but is missing from exceljs's types. */
function dataValidations(sheet: object): { add(address: string, validation: DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(address: string, validation: DataValidation): void } }).dataValidations;
}

export function addInstructions(workbook: Pick<Workbook, "addWorksheet">, lang: Lang): void {
  const sheet = workbook.addWorksheet(SHEET_NAMES.instructions[lang]);
  sheet.columns = [{ width: 10 }, { width: 22 }, { width: 14 }, { width: 90 }];
  sheet.addRow([T.title[lang]]).font = { bold: true, size: 14 };
  sheet.addRow([`${T.version[lang]}: ${TEMPLATE_VERSION}`]);
  sheet.addRow([]);
  for (const rule of T.rules[lang]) sheet.addRow([rule]);
  sheet.addRow([]);
  sheet.addRow([...T.tableHeader[lang]]).font = { bold: true };
  for (const [i, column] of IMPORT_COLUMNS.entries()) {
    sheet.addRow([columnLetter(i), column.header[lang], column.required?.[lang] ?? "", column.help[lang]]);
  }
}

export function addMeta(workbook: Pick<Workbook, "addWorksheet">, lang: Lang): void {
  const meta = workbook.addWorksheet(SHEET_NAMES.meta[lang], { state: "veryHidden" });
  meta.addRow([META_VERSION_KEY, TEMPLATE_VERSION]);
  meta.addRow(["language", lang]);
}

export type TemplateFile = { body: ReadableStream | Uint8Array<ArrayBuffer>; etag: string | null; filename: string };

/**
 * GET /companies/{id}/report-template: the template in the request's language, from R2 under
 * templates/v<version>/<templateFingerprint>/<lang>.xlsx, generated and stored there on first use.
 */
export async function getReportTemplate({ ctx, input }: Verb<{ companyId: string }>): Promise<TemplateFile> {
  const actor = requireActor(ctx);
  await loadCompanyForXlsx(ctx.db, actor, "import", input.companyId);
  const filename = ctx.lang === "pl" ? `szablon-raportu-v${TEMPLATE_VERSION}.xlsx` : `report-template-v${TEMPLATE_VERSION}.xlsx`;
  const key = templateKey(TEMPLATE_VERSION, templateFingerprint(ctx.now), ctx.lang);
  const bucket = ctx.env.FILES;
  const stored = await bucket?.get(key);
  if (stored) return { body: stored.body, etag: stored.httpEtag, filename };
  const bytes = new Uint8Array(await buildTemplate(ctx.lang, ctx.now).xlsx.writeBuffer());
  const put = await bucket?.put(key, bytes, { httpMetadata: { contentType: XLSX_MIME } });
  return { body: bytes, etag: put?.httpEtag ?? null, filename };
}
