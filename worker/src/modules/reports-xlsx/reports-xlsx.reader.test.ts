import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_MERGES, notingLayout, type SheetLayout } from "./reports-xlsx.reader";

/**
 * A worksheet's XML of rows 1..n, those in `hidden` marked, and its merged ranges after the rows,
 * as Excel and exceljs write them; cell text carries escaped look-alikes of both tags.
 */
function sheetXml(rows: readonly { hidden: boolean; spans: boolean }[], merges: readonly string[] = []): string {
  const body = rows
    .map(({ hidden, spans }, i) => {
      const attrs = [`r="${i + 1}"`, spans ? 'spans="1:14"' : "", hidden ? 'hidden="1"' : "", 'x14ac:dyDescent="0.25"'].filter(Boolean).join(" ");
      return `<row ${attrs}><c r="A${i + 1}" t="inlineStr"><is><t>&lt;row hidden="1"&gt; &lt;mergeCell ref="A1:B2"/&gt; ${i}</t></is></c></row>`;
    })
    .join("");
  const mergeCells = merges.length ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join("")}</mergeCells>` : "";
  return `<?xml version="1.0"?><worksheet><sheetData>${body}</sheetData>${mergeCells}<pageMargins left="0.7"/></worksheet>`;
}

const column = fc.integer({ min: 0, max: 40 }).map((n) => (n < 26 ? String.fromCharCode(65 + n) : `A${String.fromCharCode(65 + n - 26)}`));
const range = fc.tuple(column, fc.integer({ min: 1, max: 5000 }), column, fc.integer({ min: 1, max: 5000 })).map(([c1, r1, c2, r2]) => `${c1}${r1}:${c2}${r2}`);

async function* chunks(text: string, cuts: readonly number[]): AsyncGenerator<string> {
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    yield text.slice(at, cut);
    at = cut;
  }
  yield text.slice(at);
}

async function noted(xml: string, cuts: readonly number[]): Promise<{ passed: string; layout: SheetLayout }> {
  const layout: SheetLayout = { hidden: new Set<number>(), merges: [], typed: new Map() };
  let passed = "";
  for await (const chunk of notingLayout(chunks(xml, cuts), layout)) passed += chunk;
  return { passed, layout };
}

describe("notingLayout", () => {
  it("passes the XML on unchanged and notes exactly the hidden rows and the merged ranges, in order, however the text is cut", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ hidden: fc.boolean(), spans: fc.boolean() }), { minLength: 1, maxLength: 40 }),
        fc.array(range, { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        async (rows, merges, cutSeeds) => {
          const xml = sheetXml(rows, merges);
          const { passed, layout } = await noted(xml, cutSeeds.map((s) => s % xml.length));
          expect(passed).toBe(xml);
          expect([...layout.hidden].sort((a, b) => a - b)).toEqual(rows.flatMap((r, i) => (r.hidden ? [i + 1] : [])));
          expect(layout.merges).toEqual(merges);
        },
      ),
    );
  });

  it("notes every ISO date and error cell with its value, formula or not, however the text is cut", async () => {
    const cellKind = fc.constantFrom("d", "e", "fe", "n", "s");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cellKind, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 20 }), fc.array(fc.nat(), { maxLength: 30 }), async (rows, cutSeeds) => {
        const expected = new Map<number, Map<number, { type: "d" | "e"; text: string }>>();
        const body = rows
          .map((cells, i) => {
            const r = i + 1;
            const xml = cells.map((kind, c) => {
              const ref = `${String.fromCharCode(65 + c)}${r}`;
              const note = (type: "d" | "e", text: string) => expected.set(r, (expected.get(r) ?? new Map()).set(c, { type, text }));
              if (kind === "d") return note("d", `2024-0${(r % 9) + 1}-1${c}`), `<c r="${ref}" s="1" t="d"><v>2024-0${(r % 9) + 1}-1${c}</v></c>`;
              if (kind === "e") return note("e", "#N/A"), `<c r="${ref}" t="e"><v>#N/A</v></c>`;
              if (kind === "fe") return note("e", "#DIV/0!"), `<c r="${ref}" t="e"><f>1/0</f><v>#DIV/0!</v></c>`;
              if (kind === "n") return `<c r="${ref}"><v>${r}</v></c>`;
              return `<c r="${ref}" t="inlineStr"><is><t>t="d" &lt;c r="A1" t="e"&gt;</t></is></c>`;
            });
            return `<row r="${r}">${xml.join("")}</row>`;
          })
          .join("");
        const xml = `<worksheet><sheetData>${body}</sheetData></worksheet>`;
        const layout: SheetLayout = { hidden: new Set<number>(), merges: [], typed: new Map() };
        let passed = "";
        for await (const chunk of notingLayout(chunks(xml, cutSeeds.map((n) => n % xml.length)), layout)) passed += chunk;
        expect(passed).toBe(xml);
        expect(layout.typed).toEqual(expected);
      }),
    );
  });

  it("lets a tag of megabytes go by in small chunks, still noting the rows after it", async () => {
    const huge = `<c r="A1" t="inlineStr" x:note="${"x".repeat(2_000_000)}"><is><t>a</t></is></c>`;
    const xml = `<worksheet><sheetData><row r="1">${huge}</row><row r="2" hidden="1"></row></sheetData><mergeCells><mergeCell ref="A2:B3"/></mergeCells></worksheet>`;
    const cuts = Array.from({ length: Math.floor(xml.length / 1000) }, (_, i) => (i + 1) * 1000);
    const { passed, layout } = await noted(xml, cuts);
    expect(passed).toBe(xml);
    expect([...layout.hidden]).toEqual([2]);
    expect(layout.merges).toEqual(["A2:B3"]);
  });

  it("lets a comment flooded with unclosed row tags go by, noting only the real rows", async () => {
    const flood = "<row ".repeat(200_000);
    const xml = `<worksheet><sheetData><!-- ${flood} --><row r="1" hidden="1"></row></sheetData></worksheet>`;
    const { passed, layout } = await noted(xml, [300_000, 600_000]);
    expect(passed).toBe(xml);
    expect([...layout.hidden]).toEqual([1]);
  });

  it("keeps the first MAX_MERGES merged ranges of a sheet that has more", async () => {
    const merges = Array.from({ length: MAX_MERGES + 5 }, (_, i) => `A${i * 2 + 2}:B${i * 2 + 3}`);
    const { layout } = await noted(sheetXml([{ hidden: false, spans: false }], merges), [100, 5000, 70_000]);
    expect(layout.merges).toEqual(merges.slice(0, MAX_MERGES));
  });
});
