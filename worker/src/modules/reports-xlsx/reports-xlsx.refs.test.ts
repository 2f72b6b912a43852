import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { columnLetter } from "./reports-xlsx.columns";
import { withReferences } from "./reports-xlsx.refs";
import { chunksOf, throughTransform } from "./reports-xlsx.test-support";

type Cell = { gap: number; omit: boolean; selfClosing: boolean; text: string };
type Row = { gap: number; omit: boolean; cells: Cell[] };

/** Rows and cells a step or more after the one before; a reference may be left out only where the step is one (ECMA-376). */
const sheet = fc.array(
  fc.record({
    gap: fc.integer({ min: 1, max: 3 }),
    omit: fc.boolean(),
    cells: fc.array(
      fc.record({ gap: fc.integer({ min: 1, max: 30 }), omit: fc.boolean(), selfClosing: fc.boolean(), text: fc.constantFrom("", "7", "a &lt;row r=&quot;9&quot;&gt; b", "Łódź") }),
      { maxLength: 6 },
    ),
  }),
  { maxLength: 8 },
);

/** The sheet's XML, with the references it leaves out, and every row's and cell's reference in order. */
function render(rows: Row[]): { xml: string; refs: string[] } {
  const refs: string[] = [];
  let number = 0;
  const body = rows.map((row) => {
    number += row.gap;
    refs.push(String(number));
    let column = 0;
    const cells = row.cells.map((cell) => {
      column += cell.gap;
      const ref = `${columnLetter(column - 1)}${number}`;
      refs.push(ref);
      const r = cell.omit && cell.gap === 1 ? "" : ` r="${ref}"`;
      return cell.selfClosing ? `<c${r} s="1"/>` : `<c${r} t="inlineStr"><is><t>${cell.text}</t></is></c>`;
    });
    const r = row.omit && row.gap === 1 ? "" : ` r="${number}"`;
    return `<row${r} spans="1:3">${cells.join("")}</row>`;
  });
  return { xml: `<worksheet><cols><col min="1" max="2"/></cols><sheetData>${body.join("")}</sheetData><rowBreaks count="0"/></worksheet>`, refs };
}

const transformed = (chunks: string[]) => throughTransform(withReferences, chunks);

const referencesIn = (xml: string) => [...xml.matchAll(/<(?:row|c)\b[^<>]*?\sr="([^"]*)"/g)].map((m) => m[1]);

describe("withReferences", () => {
  it("gives every row and cell its reference, wherever the stream's chunks are cut, and keeps the rest as it was", async () => {
    await fc.assert(
      fc.asyncProperty(sheet, fc.array(fc.nat(), { maxLength: 12 }), async (rows, cuts) => {
        const { xml, refs } = render(rows);
        const out = await transformed(chunksOf(xml, cuts));
        expect(referencesIn(out)).toEqual(refs);
        expect(out.replace(/ r="[^"]*"/g, "")).toBe(xml.replace(/ r="[^"]*"/g, ""));
      }),
      { numRuns: 500 },
    );
  });

  it("passes a sheet whose rows and cells all carry their references on unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(sheet, fc.array(fc.nat(), { maxLength: 12 }), async (rows, cuts) => {
        const { xml } = render(rows.map((row) => ({ ...row, omit: false, cells: row.cells.map((cell) => ({ ...cell, omit: false })) })));
        expect(await transformed(chunksOf(xml, cuts))).toBe(xml);
      }),
      { numRuns: 200 },
    );
  });

  it("reads a row without a reference as the one after the row before, and a cell as the one after the cell before", async () => {
    const xml = '<sheetData><row r="4"><c r="C4"/><c/></row><row><c/><c r="E5"/><c><v>1</v></c></row></sheetData>';
    expect(await transformed([xml.slice(0, 30), xml.slice(30)])).toBe(
      '<sheetData><row r="4"><c r="C4"/><c r="D4"/></row><row r="5"><c r="A5"/><c r="E5"/><c r="F5"><v>1</v></c></row></sheetData>',
    );
    // A chunk whose tags all have references leaves the next one at its last row, and the cell after that row's last.
    expect(await transformed(['<row r="1"><c r="C1"/></row><row r="2">', "<c/></row>"])).toBe('<row r="1"><c r="C1"/></row><row r="2"><c r="A2"/></row>');
    expect(await transformed(['<row r="7"><c r="B7"/>', "<c/></row>"])).toBe('<row r="7"><c r="B7"/><c r="C7"/></row>');
  });
});
