import type { Lang } from "@contract/common";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { BASE, freshAddress } from "../../../test/http";
import { ExcelJS } from "./reports-xlsx.exceljs";
import { IMPORT_COLUMNS, META_VERSION_KEY, SHEET_NAMES, TEMPLATE_VERSION } from "./reports-xlsx.columns";
import { readZipDirectory } from "./reports-xlsx.zip";

/** Test workbooks are made here with exceljs (writeBuffer), never kept as binary fixtures. */

export const headersIn = (lang: Lang) => IMPORT_COLUMNS.map((c) => c.header[lang]);

/** A data row in template order from named fields; unnamed cells stay empty. */
export function row(fields: Partial<Record<(typeof IMPORT_COLUMNS)[number]["key"], unknown>>): unknown[] {
  return IMPORT_COLUMNS.map((c) => fields[c.key] ?? null);
}

export const book = (n: number) =>
  row({ type: "k", title: `Książka ${n}`, publisher: "PWN", isbn: "978-83-01-00000-4", authors: "Kowalski Jan (A); Nowak Anna Maria (T)", pagesUsed: n });

type WorkbookOptions = {
  headers?: readonly unknown[];
  lang?: Lang;
  version?: number | string | null;
  /** The instructions sheet before the data. */
  extraSheetFirst?: boolean;
  /** A sheet of the user's own, of this name, before the data. */
  userSheetFirst?: string;
  stored?: boolean;
};

export async function xlsx(rows: unknown[][], options: WorkbookOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const lang = options.lang ?? "pl";
  const workbook = new ExcelJS.Workbook();
  if (options.extraSheetFirst) workbook.addWorksheet(SHEET_NAMES.instructions[lang]).addRow(["instrukcja"]);
  if (options.userSheetFirst) workbook.addWorksheet(options.userSheetFirst).addRow(["moje notatki"]);
  const sheet = workbook.addWorksheet(SHEET_NAMES.data[lang]);
  sheet.addRow([...(options.headers ?? headersIn(lang))]);
  for (const r of rows) sheet.addRow(r);
  const version = options.version === undefined ? TEMPLATE_VERSION : options.version;
  if (version !== null) workbook.addWorksheet("meta", { state: "veryHidden" }).addRow([META_VERSION_KEY, version]);
  return new Uint8Array(await workbook.xlsx.writeBuffer(options.stored ? ({ zip: { compression: "STORE" } } as object) : undefined));
}

/** What stands in a cell for an ISO date cell (dateCells); as long as the date and its type attribute together. */
export const DATE_STAND_IN = 1234567890123456;

/**
 * The workbook (written with `stored: true`) with each DATE_STAND_IN cell turned into the ISO date
 * cell `<c t="d"><v>2024-03-04</v></c>`, as openpyxl and others write dates; exceljs writes none.
 * Same length, so the ZIP's offsets hold (the reader checks no CRC).
 */
export function dateCells(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
  const mended = text.replace(/<c (r="[A-Z]+\d+"[^>]*)><v>1234567890123456<\/v>/g, '<c $1 t="d"><v>2024-03-04</v>');
  if (mended === text || mended.length !== text.length) throw new Error("no date stand-in found");
  return Uint8Array.from(mended, (c) => c.charCodeAt(0));
}

/**
 * The workbook's ZIP rebuilt with one part's text replaced (deflated), the other parts copied as
 * they are: for parts exceljs would take long to write. CRCs are left 0 (the reader checks none).
 */
export async function withPart(bytes: Uint8Array<ArrayBuffer>, name: string, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const directory = readZipDirectory(bytes);
  if (!directory) throw new Error("not a ZIP");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const encoded = new TextEncoder().encode(text);
  const deflated = new Uint8Array(await new Response(new Blob([encoded]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  const parts = directory.entries.map((e) => {
    if (e.name === name) return { name: e.name, method: 8, data: deflated, size: encoded.byteLength };
    const start = e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
    return { name: e.name, method: e.method, data: bytes.subarray(start, start + e.compressedSize), size: e.uncompressedSize };
  });
  const names = parts.map((p) => new TextEncoder().encode(p.name));
  const localSize = parts.reduce((sum, p, i) => sum + 30 + names[i]!.length + p.data.length, 0);
  const centralSize = names.reduce((sum, n) => sum + 46 + n.length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const w = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  parts.forEach((p, i) => {
    offsets.push(at);
    w.setUint32(at, 0x04034b50, true);
    w.setUint16(at + 8, p.method, true);
    w.setUint32(at + 18, p.data.length, true);
    w.setUint32(at + 22, p.size, true);
    w.setUint16(at + 26, names[i]!.length, true);
    out.set(names[i]!, at + 30);
    out.set(p.data, at + 30 + names[i]!.length);
    at += 30 + names[i]!.length + p.data.length;
  });
  parts.forEach((p, i) => {
    w.setUint32(at, 0x02014b50, true);
    w.setUint16(at + 10, p.method, true);
    w.setUint32(at + 20, p.data.length, true);
    w.setUint32(at + 24, p.size, true);
    w.setUint16(at + 28, names[i]!.length, true);
    w.setUint32(at + 42, offsets[i]!, true);
    out.set(names[i]!, at + 46);
    at += 46 + names[i]!.length;
  });
  w.setUint32(at, 0x06054b50, true);
  w.setUint16(at + 8, parts.length, true);
  w.setUint16(at + 10, parts.length, true);
  w.setUint32(at + 12, centralSize, true);
  w.setUint32(at + 16, localSize, true);
  return out;
}

/** The status, or a failure that shows the body. */
export function assertStatus(answer: { status: number; json: unknown }, status: number): void {
  if (answer.status !== status) expect.fail(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.json)}`);
}

export type Answer = { status: number; contentType: string; headers: Headers; json: unknown; bytes: Uint8Array<ArrayBuffer> };

async function answerOf(res: Response): Promise<Answer> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const contentType = res.headers.get("Content-Type") ?? "";
  let json: unknown;
  if (contentType.includes("json")) json = JSON.parse(new TextDecoder().decode(bytes));
  return { status: res.status, contentType, headers: res.headers, json, bytes };
}

export type FilePart = { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string };

/** A multipart POST as an outside client would send it. */
export async function upload(
  path: string,
  options: { token?: string; lang?: Lang; file?: FilePart | FilePart[]; fields?: Record<string, string | number> },
): Promise<Answer> {
  const form = new FormData();
  for (const part of [options.file ?? []].flat()) {
    const { bytes, name = "raport.xlsx", type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } = part;
    form.append("file", new File([bytes], name, { type }));
  }
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, String(value));
  const headers: Record<string, string> = { "CF-Connecting-IP": freshAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lang) headers["Accept-Language"] = options.lang;
  return answerOf(await exports.default.fetch(`${BASE}${path}`, { method: "POST", headers, body: form }));
}

export async function get(path: string, options: { token?: string; lang?: Lang } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.lang) headers["Accept-Language"] = options.lang;
  return answerOf(await exports.default.fetch(`${BASE}${path}`, { headers }));
}

export async function load(bytes: Uint8Array<ArrayBuffer>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  return workbook;
}

/** One part of a ZIP, inflated, as text: for checking the XML exceljs wrote. */
export async function zipText(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
  const entry = readZipDirectory(bytes)?.entries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the workbook`);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(data);
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text();
}

/** The text cut at the given places (taken modulo its length, sorted, deduplicated), as chunks of a stream. */
export function chunksOf(text: string, cuts: number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((start, i) => text.slice(start, at[i] ?? text.length));
}

/** What a streaming text transform makes of the chunks, joined. */
export async function throughTransform(transform: (xml: AsyncIterable<string>) => AsyncIterable<string>, chunks: string[]): Promise<string> {
  async function* source() {
    yield* chunks;
  }
  let out = "";
  for await (const part of transform(source())) out += part;
  return out;
}
