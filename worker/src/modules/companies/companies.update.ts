import { type CompanyDto, postalCodeIssue, type UpdateCompanyInput } from "@contract/companies";
import { m } from "@contract/messages";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Verb } from "../../context";
import { companies } from "../../db/schema";
import { seatsTaken } from "../../db/seats";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { assertVersion } from "../../lib/if-match";
import { nextStamp } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { changedConcurrently, taxIdConflict } from "./companies.errors";
import { loadCompanyFor } from "./companies.guards";
import { companyWhere, type CompanyRow, findCompany, taxIdFree, taxIdTaken, toCompanyDto } from "./companies.queries";
import { storedTaxId } from "./companies.rules";

const EDITABLE = ["name", "maxUsers", "taxId", "country", "city", "postalCode", "street", "homeNumber"] as const;
type Editable = (typeof EDITABLE)[number];

const seatsBelow = (maxUsers: number) => new ConflictError(m("maxUsersBelowCount", maxUsers), { maxUsers: [m("maxUsersBelowCount", maxUsers)] });

/**
 * Changes a company's fields. The tax id is checked against the merged record (a Polish one must
 * be a NIP, whichever of country and tax id changed) and must stay unique; `maxUsers` may not drop
 * below the seats in use. Guarded by updatedOn: a concurrent change answers 409.
 */
export async function updateCompany({ ctx, input }: Verb<{ id: string; changes: UpdateCompanyInput; ifMatch?: string }>): Promise<CompanyDto> {
  const actor = requireActor(ctx);
  const target = await loadCompanyFor(ctx.db, actor, "update", input.id);
  const merged = { ...target, ...definedOnly(input.changes) };
  const tax = storedTaxId(merged);
  // A postal code is checked when it or the country changes: an older record's code does not block other edits.
  const postal = merged.postalCode !== target.postalCode || merged.country !== target.country ? postalCodeIssue(merged.country, merged.postalCode) : null;
  if (!tax.ok || postal) throw new ValidationError({ ...(tax.ok ? {} : { taxId: [m("nip")] }), ...(postal ? { postalCode: [postal] } : {}) });
  merged.taxId = tax.taxId;
  const change = Object.fromEntries(EDITABLE.filter((key) => merged[key] !== target[key]).map((key) => [key, merged[key]])) as Partial<Pick<CompanyRow, Editable>>;
  if (Object.keys(change).length === 0) return toCompanyDto(target);
  assertVersion(input.ifMatch, target.updatedOn);
  if (change.taxId && (await taxIdTaken(ctx.db, change.taxId, target.id))) throw taxIdConflict();
  if (change.maxUsers !== undefined && change.maxUsers < Number(target.usersCount)) throw seatsBelow(Number(target.usersCount));

  const guard = and(
    eq(companies.id, target.id),
    eq(companies.updatedOn, target.updatedOn),
    change.taxId ? taxIdFree(change.taxId, target.id) : undefined,
    change.maxUsers !== undefined ? sql`${seatsTaken(target.id)} <= ${change.maxUsers}` : undefined,
  ) as SQL;
  const before = Object.fromEntries(Object.keys(change).map((key) => [key, target[key as Editable]]));
  const [, updated] = await runBatch(ctx.db, [
    auditRowWhen(ctx, { action: "company.update", entity: "company", entityId: target.id, before, after: change }, companyWhere(guard)),
    ctx.db.update(companies).set({ ...change, updatedOn: nextStamp(ctx.now, target.updatedOn) }).where(guard),
  ]);
  const row = await findCompany(ctx.db, target.id);
  if (!row) throw new NotFoundError("Company");
  if (changes(updated) !== 1) {
    if (row.updatedOn !== target.updatedOn) throw changedConcurrently();
    if (change.taxId && (await taxIdTaken(ctx.db, change.taxId, target.id))) throw taxIdConflict();
    if (change.maxUsers !== undefined && change.maxUsers < Number(row.usersCount)) throw seatsBelow(Number(row.usersCount));
    throw changedConcurrently();
  }
  return toCompanyDto(row);
}

/** PATCH semantics: an absent field stays; null clears an optional one. */
function definedOnly<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
