import { IMPORT_MAX_BYTES } from "@contract/reports";
import { m } from "@contract/messages";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../context";
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "../../lib/errors";
import { hasZipMagic } from "./reports-xlsx.zip";

/** Room for the multipart boundaries, part headers and the year/quarter fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
export const MAX_UPLOAD_BODY = IMPORT_MAX_BYTES + MULTIPART_OVERHEAD;

const MB = IMPORT_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new PayloadTooLargeError({ detail: m("importFileSize", MB) });
const wrongType = () => new UnsupportedMediaTypeError({ detail: m("importFileType") });

/**
 * 413 before a byte is parsed: by Content-Length when the client sends one, else by counting
 * the streamed body (chunked uploads).
 */
export const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY,
  onError: () => {
    throw tooLarge();
  },
});

/** Browsers send the .xlsx type; curl and many HTTP libraries send octet-stream or nothing. */
const ACCEPTED_TYPES = new Set(["", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream", "application/zip", "application/x-zip-compressed"]);

export type Upload = { name: string; bytes: Uint8Array<ArrayBuffer>; fields: Record<string, string> };

/**
 * The multipart body of an import: the `file` part and the text fields. Checks, cheapest first:
 * multipart at all (415), one file part (400), its name and type (415), its size (413),
 * then its first bytes (415: a CSV or a PDF renamed .xlsx is no ZIP).
 */
export async function readUpload(c: Context<AppEnv>): Promise<Upload> {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw wrongType();
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new ValidationError({ file: [m("required")] });
  }
  const files = form.getAll("file");
  // Two files would import the first and drop the second without a word.
  if (files.length > 1) throw new ValidationError({ file: [m("importOneFile")] });
  const file = files[0];
  if (file === undefined || typeof file === "string") throw new ValidationError({ file: [m("required")] });

  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined && extension !== "xlsx") throw wrongType();
  if (!ACCEPTED_TYPES.has(file.type.split(";")[0]?.trim().toLowerCase() ?? "")) throw wrongType();
  if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasZipMagic(bytes)) throw new UnsupportedMediaTypeError({ detail: m("importFileUnreadable") });

  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return { name: file.name, bytes, fields };
}
