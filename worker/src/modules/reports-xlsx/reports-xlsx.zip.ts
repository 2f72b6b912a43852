/**
 * Just enough of the ZIP format (APPNOTE 6.3) to check that an upload is a workbook and to read
 * its parts one at a time, inflated as they are consumed. The upload is in memory anyway (≤ 10 MB,
 * needed whole for its hash and for R2); the central directory says where each part is.
 */

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Where its bytes (local header, data, descriptor) end: the next entry or the central directory. */
  end: number;
};

export type ZipDirectory = { entries: ZipEntry[]; centralOffset: number };

export type WorkbookParts = {
  workbook: ZipEntry;
  rels: ZipEntry;
  sharedStrings: ZipEntry | undefined;
  /** Number formats: a cell formatted as a date holds a date, not the serial number it stores. */
  styles: ZipEntry | undefined;
  /** xl/worksheets/sheet<N>.xml by N. */
  worksheets: ZipEntry[];
  directory: ZipDirectory;
};

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const MAX_COMMENT = 0xffff;

/** "PK\3\4": every .xlsx starts with a local file header. */
export function hasZipMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === LOCAL_HEADER;
}

/** The entries of a ZIP, or null when it is not one this reader can trust (ZIP64, overlapping or truncated entries). */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  if (!hasZipMagic(bytes) || bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - MAX_COMMENT); at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const centralOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || centralOffset === 0xffffffff || centralOffset + size > eocd) return null;

  const decoder = new TextDecoder();
  const found: Omit<ZipEntry, "end">[] = [];
  let at = centralOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)).replace(/^\/+/, ""),
    };
    if (entry.compressedSize === 0xffffffff || entry.uncompressedSize === 0xffffffff || entry.localOffset === 0xffffffff) return null;
    found.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }

  const byOffset = [...found].sort((a, b) => a.localOffset - b.localOffset);
  const entries: ZipEntry[] = [];
  for (const [i, entry] of byOffset.entries()) {
    const end = byOffset[i + 1]?.localOffset ?? centralOffset;
    // Two names for the same bytes, or data running past the next entry: a crafted archive.
    if (end <= entry.localOffset || entry.localOffset + 30 + entry.compressedSize > end) return null;
    if (view.getUint32(entry.localOffset, true) !== LOCAL_HEADER) return null;
    entries.push({ ...entry, end });
  }
  return { entries, centralOffset };
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The parts of a SpreadsheetML package the reader needs, or null when the ZIP is no workbook (a .docx, a plain archive). */
export function workbookParts(directory: ZipDirectory): WorkbookParts | null {
  const byName = new Map(directory.entries.map((e) => [e.name, e]));
  const workbook = byName.get("xl/workbook.xml");
  const rels = byName.get("xl/_rels/workbook.xml.rels");
  const worksheets = directory.entries
    .filter((e) => WORKSHEET.test(e.name))
    .sort((a, b) => Number(WORKSHEET.exec(a.name)?.[1]) - Number(WORKSHEET.exec(b.name)?.[1]));
  if (!workbook || !rels || worksheets.length === 0) return null;
  return { workbook, rels, sharedStrings: byName.get("xl/sharedStrings.xml"), styles: byName.get("xl/styles.xml"), worksheets, directory };
}

const CHUNK = 64 * 1024;

/** Thrown when a part cannot be inflated within its limit or with a method other than deflate/store. */
export class ZipEntryError extends Error {}

/** A part that inflates past its limit: a ZIP bomb, or far more data than an import takes. */
export class ZipEntryTooLargeError extends ZipEntryError {
  constructor(
    name: string,
    readonly maxBytes: number,
  ) {
    super(`${name}: more than ${maxBytes} bytes inflated`);
  }
}

/**
 * One part as text, streamed: the compressed bytes are fed to DecompressionStream 64 KB at a time
 * and decoded as one UTF-8 stream (a character split between two chunks stays whole). Stops with
 * ZipEntryTooLargeError once more than `maxBytes` come out, whatever the directory claimed (a ZIP bomb).
 */
export async function* entryText(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): AsyncGenerator<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
  if (start + entry.compressedSize > entry.end) throw new ZipEntryError(`${entry.name}: data runs past its entry`);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipEntryError(`${entry.name}: compression method ${entry.method}`);
  let at = 0;
  let source: ReadableStream<Uint8Array> = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= data.length) return controller.close();
      controller.enqueue(data.slice(at, at + CHUNK));
      at += CHUNK;
    },
  });
  if (entry.method === 8) source = source.pipeThrough(new DecompressionStream("deflate-raw") as unknown as TransformStream<Uint8Array, Uint8Array>);
  const decoder = new TextDecoder("utf-8");
  let total = 0;
  try {
    for await (const chunk of source) {
      total += chunk.byteLength;
      if (total > maxBytes) throw new ZipEntryTooLargeError(entry.name, maxBytes);
      const text = decoder.decode(chunk, { stream: true });
      if (text) yield text;
    }
  } catch (error) {
    if (error instanceof ZipEntryError) throw error;
    throw new ZipEntryError(`${entry.name}: ${String(error)}`);
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
