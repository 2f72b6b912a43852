import { describe, expect, it } from "vitest";
import { cellText, checkRow } from "./reports-xlsx.rows";
import { row } from "./reports-xlsx.test-support";

describe("cellText", () => {
  it.each([
    [null, { text: undefined }],
    ["abc", { text: "abc" }],
    [9788301000004, { text: "9788301000004" }],
    [2.5, { text: "2.5" }],
    [true, { text: "TRUE" }],
    [{ richText: [{ text: "Pan " }, { text: "Tadeusz" }] }, { text: "Pan Tadeusz" }],
    [{ formula: "A1&B1", result: "ab" }, { text: "ab" }],
    [{ sharedFormula: "A2", result: 3 }, { text: "3" }],
    [{ formula: "NOW()" }, { invalid: true, message: "importFormulaNoResult" }],
    [{ text: "strona", hyperlink: "https://example.com" }, { text: "strona" }],
    [{ error: "#N/A" }, { invalid: true, message: "importCellError:#N/A" }],
    [Number.NaN, { invalid: true }],
    [new Date("2024-05-06T00:00:00Z"), { invalid: true, message: "importDateCell" }],
  ])("%j → %j", (value, expected) => {
    expect(cellText(value)).toEqual(expected);
  });
});

describe("checkRow", () => {
  it("skips a blank row", () => {
    expect(checkRow([])).toBeNull();
    expect(checkRow(["", "  ", null])).toBeNull();
  });

  it("builds the form's input, canonical codes and all", () => {
    const outcome = checkRow(row({ type: " K ", title: " Lalka ", isbn: 8301000007, publicationYear: "1890", authors: "Prus Bolesław", pagesUsed: "12" }));
    expect(outcome).toEqual({
      ok: true,
      position: {
        publication: {
          type: "k",
          title: "Lalka",
          publisher: null,
          link: null,
          publicationYear: 1890,
          editionNumber: null,
          isbn: "9788301000004",
          issn: null,
          articleTitle: null,
          articleDoi: null,
          magazineTitle: null,
        },
        authors: [{ lastName: "Prus", firstName: "Bolesław", middleName: null, type: "A" }],
        pagesUsed: 12,
      },
    });
  });

  it("skips a row of invisible characters only, as one of spaces", () => {
    expect(checkRow(row({ title: "\u200B", publisher: " \u2060 ", authors: "\uFEFF" }))).toBeNull();
  });

  it("gives an ISBN-10 or an ISSN typed as a number back the leading zero the number lost", () => {
    const outcome = checkRow(row({ type: "c", magazineTitle: "Z", isbn: 306406152, issn: 3178471, pagesUsed: 1 }));
    expect(outcome).toMatchObject({ ok: true, position: { publication: { isbn: "9780306406157", issn: "0317-8471" } } });
    // Typed as text, the code is taken as it is: nine digits are no ISBN.
    expect(checkRow(row({ type: "k", title: "T", isbn: "306406152", pagesUsed: 1 }))).toMatchObject({ ok: false, errors: { isbn: [expect.any(String)] } });
  });

  it.each([
    [row({ type: "k", title: "T", pagesUsed: { error: "#DIV/0!" } }), { pagesUsed: ["importCellError:#DIV/0!"] }],
    [row({ type: "k", title: "T", pagesUsed: "12 stron" }), { pagesUsed: ["number"] }],
    [row({ type: "k", title: { error: "#REF!" }, pagesUsed: 1 }), { title: ["importCellError:#REF!"] }],
    [row({ type: "k", title: "T", pagesUsed: { formula: "1/0", result: { error: "#DIV/0!" } } }), { pagesUsed: ["importCellError:#DIV/0!"] }],
    [row({ title: "Bez typu", pagesUsed: 1 }), { type: ["publicationTypeCode"] }],
    [row({ type: "l", title: "T", link: "example.com", pagesUsed: 1 }), { link: ["url"] }],
    [row({ type: "k", title: "T", authors: "Kowalski Jan; Nowak Anna Maria Ewa", pagesUsed: 1 }), { authors: ["authorsFormat:2"] }],
    [row({ type: "k", title: "T", authors: `Kowalski ${"J".repeat(101)}`, pagesUsed: 1 }), { authors: ["maxLength:100"] }],
    [row({ type: "k", title: "T", authors: Array.from({ length: 51 }, () => "Kowalski Jan").join(";"), pagesUsed: 1 }), { authors: ["maxLength:50"] }],
    [row({ type: "k", title: "T", editionNumber: new Date("2024-03-05T00:00:00Z"), pagesUsed: 1 }), { editionNumber: ["importDateCell"] }],
    [row({ type: "k", title: "T", publicationYear: new Date("2024-01-01T00:00:00Z"), pagesUsed: 1 }), { publicationYear: ["importDateInNumberCell"] }],
    [row({ type: "k", title: "T", pagesUsed: new Date("2024-01-12T00:00:00Z") }), { pagesUsed: ["importDateInNumberCell"] }],
    [row({ type: "k", title: "T", pagesUsed: { formula: "1+1" } }), { pagesUsed: ["importFormulaNoResult"] }],
    [row({ type: "k", title: "\u200B\uFEFF", pagesUsed: 1 }), { title: ["required"] }],
    [row({ type: "k", title: "T", isbn: 306406153, pagesUsed: 1 }), { isbn: ["isbnChecksum"] }],
  ])("reports each bad cell under its column (%#)", (values, errors) => {
    expect(checkRow(values)).toEqual({ ok: false, errors });
  });
});
