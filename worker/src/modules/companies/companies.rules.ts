import { taxIdIssue } from "@contract/companies";
import type { Role } from "@contract/common";
import { type CompanyAction, companyGrant } from "@contract/permissions";
import { normalizeNip } from "@contract/nip";

export type Access = "allowed" | "forbidden" | "notFound";

/** The matrix for one company: no grant → 403 before any lookup; "own" and another company → 404, like a missing one. */
export function companyAccess(actor: { role: Role; companyId: string | null }, action: CompanyAction, companyId: string): Access {
  const grant = companyGrant(actor.role, action);
  if (grant === false) return "forbidden";
  if (grant === "own" && companyId !== actor.companyId) return "notFound";
  return "allowed";
}

export type TaxIdFields = { country: string; taxId: string | null };

/**
 * The tax id to store for a (merged) record: a Polish one must be a NIP and is kept as its 10
 * digits; others as typed. `null` result with `ok: false` means the NIP check failed.
 */
export function storedTaxId(record: TaxIdFields): { ok: true; taxId: string | null } | { ok: false } {
  if (taxIdIssue(record.country, record.taxId) !== null) return { ok: false };
  if (record.country === "PL" && record.taxId) return { ok: true, taxId: normalizeNip(record.taxId) };
  return { ok: true, taxId: record.taxId };
}
