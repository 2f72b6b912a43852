import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { notingHiddenRows } from "./reports-xlsx.reader";

/** A worksheet's XML of rows 1..n, those in `hidden` marked as Excel and exceljs write them. */
function sheetXml(rows: readonly { hidden: boolean; spans: boolean }[]): string {
  const body = rows
    .map(({ hidden, spans }, i) => {
      const attrs = [`r="${i + 1}"`, spans ? 'spans="1:14"' : "", hidden ? 'hidden="1"' : "", 'x14ac:dyDescent="0.25"'].filter(Boolean).join(" ");
      return `<row ${attrs}><c r="A${i + 1}" t="inlineStr"><is><t>&lt;row hidden="1"&gt; ${i}</t></is></c></row>`;
    })
    .join("");
  return `<?xml version="1.0"?><worksheet><sheetData>${body}</sheetData></worksheet>`;
}

async function* chunks(text: string, cuts: readonly number[]): AsyncGenerator<string> {
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    yield text.slice(at, cut);
    at = cut;
  }
  yield text.slice(at);
}

describe("notingHiddenRows", () => {
  it("passes the XML on unchanged and notes exactly the hidden rows, however the text is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ hidden: fc.boolean(), spans: fc.boolean() }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        async (rows, cutSeeds) => {
          const xml = sheetXml(rows);
          const hidden = new Set<number>();
          let passed = "";
          for await (const chunk of notingHiddenRows(chunks(xml, cutSeeds.map((s) => s % xml.length)), hidden)) passed += chunk;
          expect(passed).toBe(xml);
          expect([...hidden].sort((a, b) => a - b)).toEqual(rows.flatMap((r, i) => (r.hidden ? [i + 1] : [])));
        },
      ),
    );
  });
});
