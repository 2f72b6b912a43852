import type { CompanyDto, CreateCompanyInput } from "@contract/companies";
import { eq } from "drizzle-orm";
import type { Verb } from "../../context";
import { companies } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { insertRowIf } from "../../lib/conditional-insert";
import { ForbiddenError, InternalError, NotFoundError } from "../../lib/errors";
import { createOnce, type Idempotency } from "../../lib/idempotency";
import { newId } from "../../lib/ids";
import { iso } from "../../lib/time";
import { companyGrant } from "@contract/permissions";
import { requireActor } from "../auth/auth.guards";
import { taxIdConflict } from "./companies.errors";
import { companyWhere, findCompany, taxIdFree, taxIdTaken, toCompanyDto } from "./companies.queries";

/**
 * A new company, Inactive until its first Manager is added or an administrator activates it. Tax
 * ids are unique. Under an idempotency key, a request sent again answers with the company the
 * first created (its tax id, taken by then, is not held against it).
 */
export async function createCompany({ ctx, input, idempotency }: Verb<CreateCompanyInput> & { idempotency?: Idempotency | null }): Promise<CompanyDto> {
  const actor = requireActor(ctx);
  if (companyGrant(actor.role, "create") !== true) throw new ForbiddenError();
  const taxId = input.taxId ?? null;
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  const row = {
    id,
    name: input.name,
    status: "Inactive" as const,
    maxUsers: input.maxUsers,
    taxId,
    country: input.country,
    city: input.city ?? null,
    postalCode: input.postalCode ?? null,
    street: input.street ?? null,
    homeNumber: input.homeNumber ?? null,
    createdOn: now,
    updatedOn: now,
  };
  return createOnce(
    ctx,
    idempotency,
    id,
    async (record) => {
      if (taxId && (await taxIdTaken(ctx.db, taxId))) throw taxIdConflict();
      // The key is recorded first, under the company's own condition, so a key recorded meanwhile fails the batch.
      const recording = record(taxIdFree(taxId));
      const results = await runBatch(ctx.db, [
        ...recording,
        insertRowIf(ctx.db, companies, row, taxIdFree(taxId)),
        auditRowWhen(ctx, { action: "company.create", entity: "company", entityId: id, after: row }, companyWhere(eq(companies.id, id))),
      ]);
      const inserted = results[recording.length];
      if (changes(inserted) !== 1) {
        if (taxId) throw taxIdConflict();
        throw new InternalError("company insert changed no row");
      }
    },
    async (created) => {
      const company = await findCompany(ctx.db, created);
      if (!company) throw new NotFoundError("Company");
      return toCompanyDto(company);
    },
  );
}
