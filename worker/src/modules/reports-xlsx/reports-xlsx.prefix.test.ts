import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPrefixOf, withoutReadPrefix } from "./reports-xlsx.prefix";
import { chunksOf, throughTransform } from "./reports-xlsx.test-support";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

type Element = { name: string; text: string; selfClosing: boolean };

const elements = fc.array(
  fc.record({
    name: fc.constantFrom("sheetData", "row", "c", "v", "is", "t", "sheet", "si"),
    // Text as XML holds it: "<" only escaped, and look-alikes of a prefix.
    text: fc.constantFrom("", "x:1", "a &lt;x:row&gt; b", "Łódź", "xx:", " < ".replace("<", "&lt;")),
    selfClosing: fc.boolean(),
  }),
  { maxLength: 12 },
);

/** A part whose root declares `x` for SpreadsheetML, its elements named with `prefix` ("" for none). */
function render(children: Element[], prefix: string): string {
  const body = children.map((e) => (e.selfClosing ? `<${prefix}${e.name} r="1"/>` : `<${prefix}${e.name}>${e.text}</${prefix}${e.name}>`)).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by a program -->\n<${prefix}worksheet xmlns:x="${MAIN}" xmlns:r="rels">${body}</${prefix}worksheet>`;
}

const transformed = (chunks: string[]) => throughTransform(withoutReadPrefix, chunks);

describe("withoutReadPrefix", () => {
  it("takes the SpreadsheetML prefix off every element, wherever the chunks are cut, and leaves text as it was", async () => {
    await fc.assert(
      fc.asyncProperty(elements, fc.array(fc.nat(), { maxLength: 10 }), async (children, cuts) => {
        expect(await transformed(chunksOf(render(children, "x:"), cuts))).toBe(render(children, ""));
      }),
      { numRuns: 500 },
    );
  });

  it("passes a part without the prefix on unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(elements, fc.array(fc.nat(), { maxLength: 10 }), async (children, cuts) => {
        const xml = render(children, "");
        expect(await transformed(chunksOf(xml, cuts))).toBe(xml);
      }),
      { numRuns: 200 },
    );
  });

  it("knows the prefix only when it stands for SpreadsheetML's or the relationships' namespace", () => {
    expect(readPrefixOf(`<x:workbook xmlns:r="r" xmlns:x="${MAIN}">`)).toBe("x");
    expect(readPrefixOf(`<?xml version="1.0"?><ns0:Relationships xmlns:ns0='http://schemas.openxmlformats.org/package/2006/relationships'>`)).toBe("ns0");
    expect(readPrefixOf(`<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">`)).toBeUndefined();
    expect(readPrefixOf(`<worksheet xmlns="${MAIN}" xmlns:x="${MAIN}">`)).toBeUndefined();
    expect(readPrefixOf(`<s.1:sst xmlns:s.1="${MAIN}">`)).toBe("s.1");
  });

  it("leaves a part whose prefix names another namespace as it was", async () => {
    const xml = '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:clr/></a:theme>';
    expect(await transformed([xml.slice(0, 5), xml.slice(5)])).toBe(xml);
  });
});
