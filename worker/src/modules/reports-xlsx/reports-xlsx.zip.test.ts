import { describe, expect, it } from "vitest";
import { UnsupportedMediaTypeError } from "../../lib/errors";
import { dataRows, openWorkbook } from "./reports-xlsx.reader";
import { book, row, xlsx } from "./reports-xlsx.test-support";
import { entryText, hasZipMagic, readZipDirectory, workbookParts, ZipEntryTooLargeError } from "./reports-xlsx.zip";

async function collect(iterable: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const piece of iterable) out += piece;
  return out;
}

describe("the ZIP reader", () => {
  it("lists a workbook's parts and finds the ones the reader needs", async () => {
    const bytes = await xlsx([book(1)]);
    expect(hasZipMagic(bytes)).toBe(true);
    const directory = readZipDirectory(bytes);
    expect(directory?.entries.map((e) => e.name)).toEqual(expect.arrayContaining(["xl/workbook.xml", "xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"]));
    const parts = workbookParts(directory!);
    expect(parts?.worksheets.map((e) => e.name)).toEqual(["xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml"]);
    expect(await collect(entryText(bytes, parts!.workbook, 1 << 20))).toMatch(/^<\?xml[\s\S]*<sheets>/);
  });

  it.each([
    ["no magic", new TextEncoder().encode("id;name\n1;x")],
    ["magic, then nothing", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])],
    ["a PDF", new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n")],
  ])("refuses %s", (_, bytes) => {
    expect(readZipDirectory(bytes)).toBeNull();
  });

  it("refuses a directory whose entries overlap (two names for the same bytes)", async () => {
    const bytes = await xlsx([book(1)]);
    const directory = readZipDirectory(bytes)!;
    const view = new DataView(bytes.buffer);
    // Point the second central-directory record at the first local header.
    let at = directory.centralOffset;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    view.setUint32(at + 42, directory.entries[0]!.localOffset, true);
    expect(readZipDirectory(bytes)).toBeNull();
  });

  it("stops inflating a part past its limit, whatever the directory says", async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => book(i));
    const bytes = await xlsx(rows);
    const sheet = openWorkbook(bytes).worksheets[0]!;
    await expect(collect(entryText(bytes, sheet, 10_000))).rejects.toBeInstanceOf(ZipEntryTooLargeError);
  });

  it("turns a part that does not inflate or parse into 415, not a 500", async () => {
    const bytes = await xlsx([book(1), book(2)]);
    const parts = openWorkbook(bytes);
    const sheet = parts.worksheets[0]!;
    const view = new DataView(bytes.buffer);
    const start = sheet.localOffset + 30 + view.getUint16(sheet.localOffset + 26, true) + view.getUint16(sheet.localOffset + 28, true);
    bytes.fill(0xff, start + 10, start + 40);
    const read = async () => {
      for await (const _ of dataRows(bytes, parts, () => undefined));
    };
    await expect(read()).rejects.toBeInstanceOf(UnsupportedMediaTypeError);
  });

  it("keeps a letter whole when the inflater splits it between two chunks", async () => {
    // ~1 MB of unique Polish titles: the shared strings come out of the inflater in many chunks.
    const title = "Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ ";
    const rows = Array.from({ length: 3000 }, (_, i) => row({ type: "k", title: `${title}${i}`.repeat(3), pagesUsed: 1 }));
    const bytes = await xlsx(rows);
    const seen: string[] = [];
    for await (const r of dataRows(bytes, openWorkbook(bytes), () => undefined)) if (r.number > 1) seen.push(String(r.values[1]));
    expect(seen).toEqual(rows.map((_, i) => `${title}${i}`.repeat(3)));
  });
});
