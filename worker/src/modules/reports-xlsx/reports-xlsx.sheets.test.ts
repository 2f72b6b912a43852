import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dataSheetOf, relationshipPart, worksheetsInTabOrder } from "./reports-xlsx.sheets";
import type { ZipEntry } from "./reports-xlsx.zip";

const entry = (name: string): ZipEntry => ({ name, method: 8, compressedSize: 0, uncompressedSize: 0, localOffset: 0, end: 0 });
const named = (...names: string[]) => names.map((name, i) => ({ entry: entry(`xl/worksheets/sheet${i + 1}.xml`), name }));
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);

describe("the workbook's sheets", () => {
  it("resolves a relationship's target against the workbook part, in any of the forms writers use", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), (segments) => {
        const path = `${segments.join("/")}.xml`;
        const forms = [path, `./${path}`, `/xl/${path}`, `../xl/${path}`];
        return forms.every((form) => relationshipPart(form) === `xl/${path}`);
      }),
      { numRuns: 500 },
    );
    expect(relationshipPart("worksheets/sheet%201.xml")).toBe("xl/worksheets/sheet 1.xml");
  });

  it("lists the worksheets in tab order with their names, parts no sheet names last", () => {
    const parts = ["xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml", "xl/worksheets/sheet3.xml"].map(entry);
    const rels = [
      { Id: "rId1", Target: "/xl/worksheets/sheet1.xml" },
      { Id: "rId2", Target: "worksheets/sheet2.xml" },
      { Id: "rId9", Target: "styles.xml" },
    ];
    const sheets = [
      { name: "Pozycje", rId: "rId2" },
      { name: "Instrukcja", rId: "rId1" },
    ];
    const listed = worksheetsInTabOrder(parts, rels, sheets).map((s) => [s.entry.name, s.name]);
    expect(listed).toEqual([
      ["xl/worksheets/sheet2.xml", "Pozycje"],
      ["xl/worksheets/sheet1.xml", "Instrukcja"],
      ["xl/worksheets/sheet3.xml", ""],
    ]);
  });

  it("takes the sheet named as the template's data sheet, else the first that is no meta sheet and no instructions", () => {
    expect(dataSheetOf(named("Notatki", "Instrukcja", " pozycje ", "meta"))?.name).toBe(" pozycje ");
    expect(dataSheetOf(named("meta", "Instructions", "Raport I kwartał", "Notatki"))?.name).toBe("Raport I kwartał");
    expect(dataSheetOf(named("meta", "Instrukcja"))).toBeUndefined();
  });
});
