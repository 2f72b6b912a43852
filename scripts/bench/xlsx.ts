// Import files for the bench: the company's own template (GET /companies/{id}/report-template)
// filled with generated rows, as a user would fill it.
import ExcelJS from "exceljs";
import { ARTICLE_OBJECT, MAGAZINES, PUBLISHERS, WEB, WEB_TITLE, articleTitle, authorName, bookTitle, isbnSource, issn, prng, slug } from "../demo-data.ts";

/** Template column keys in order (reports-xlsx.columns.ts IMPORT_COLUMN_KEYS). */
type Row = {
  type: string;
  title?: string;
  publisher?: string;
  link?: string;
  publicationYear?: number;
  editionNumber?: string;
  isbn?: string;
  issn?: string;
  articleTitle?: string;
  articleDoi?: string;
  magazineTitle?: string;
  authors: string;
  pagesUsed: number;
};
const KEYS = ["type", "title", "publisher", "link", "publicationYear", "editionNumber", "isbn", "issn", "articleTitle", "articleDoi", "magazineTitle", "authors", "pagesUsed"] as const;

/** `count` rows of books, articles and internet sources; `salt` makes each file distinct (the import refuses the same file twice). */
export function importRows(count: number, salt: number): Row[] {
  const rnd = prng(7_000 + salt);
  const isbn = isbnSource(rnd, false);
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const names = Array.from({ length: rnd.int(1, 3) }, (_, k) => {
      const a = authorName(rnd);
      return `${a.lastName} ${a.firstName} (${k === 0 ? "A" : "T"})`;
    }).join("; ");
    const year = rnd.int(1995, 2025);
    const roll = rnd.next();
    if (roll < 0.6) {
      const code = isbn();
      const hyphenated = `${code.slice(0, 3)}-${code.slice(3, 5)}-${code.slice(5, 9)}-${code.slice(9, 12)}-${code.slice(12)}`;
      rows.push({ type: "k", title: bookTitle(rnd), publisher: rnd.pick(PUBLISHERS), publicationYear: year, isbn: rnd.next() < 0.5 ? hyphenated : code, authors: names, pagesUsed: rnd.int(1, 320) });
    } else if (roll < 0.85) {
      const [magazineTitle, first7, doiPrefix] = rnd.pick(MAGAZINES);
      rows.push({
        type: "c",
        magazineTitle,
        issn: issn(first7),
        articleTitle: articleTitle(rnd),
        articleDoi: `${doiPrefix}/bench.${salt}.${year}.${i + 1}`,
        publicationYear: year,
        editionNumber: `${rnd.int(1, 4)}/${year}`,
        authors: names,
        pagesUsed: rnd.int(1, 40),
      });
    } else {
      const [prefix, publisher] = rnd.pick(WEB);
      const title = `${rnd.pick(WEB_TITLE)} ${rnd.pick(ARTICLE_OBJECT)}`;
      rows.push({ type: "l", title, link: `${prefix}${slug(title)}-${salt}-${i + 1}`, publisher, publicationYear: year, authors: names, pagesUsed: rnd.int(1, 10) });
    }
  }
  return rows;
}

/** The template with the rows written under its header row, in the template's first (data) sheet. */
export async function fillTemplate(template: ArrayBuffer, rows: readonly Row[]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template);
  const sheet = workbook.worksheets[0]!;
  for (const r of rows) sheet.addRow(KEYS.map((k) => r[k] ?? null));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
