import type { Role } from "@contract/common";
import { type Grant, XLSX_GRANTS, type XlsxAction } from "@contract/permissions";

/** No grant → 403 before any lookup; "own" and another company → 404, as for a missing one. */
export function xlsxAccess(actor: { role: Role; companyId: string | null }, action: XlsxAction, companyId: string): "allowed" | "forbidden" | "notFound" {
  const grant: Grant = XLSX_GRANTS[action][actor.role];
  if (grant === false) return "forbidden";
  if (grant === "own" && companyId !== actor.companyId) return "notFound";
  return "allowed";
}

/**
 * R2 keys. A template is kept by its version (which the import checks) and by a fingerprint of its
 * text (`textFingerprint`): a corrected note or instruction is a new file, not an old copy served
 * under the same version, and files made from either still import.
 */
export const templateKey = (version: number, fingerprint: string, lang: string) => `templates/v${version}/${fingerprint}/${lang}.xlsx`;
export const importKey = (companyId: string, reportId: string) => `imports/${companyId}/${reportId}.xlsx`;

/** Where a client downloads the current template, for the SHEET_HEADERS_OUTDATED answer. */
export const templatePath = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/report-template`;

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 8187). */
export function attachment(filename: string): string {
  const ascii = filename.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\;]/g, "_") || "download.xlsx";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A short FNV-1a hash of a text, in hex: which edition of the template's wording a stored copy holds. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}
