import type { CompanyDto } from "@contract/companies";
import { and, eq, ne, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Verb } from "../../context";
import { companies } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { runBatch } from "../../lib/batch";
import { NotFoundError } from "../../lib/errors";
import { iso, nextStamp } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { loadCompanyFor } from "./companies.guards";
import { companyWhere, findCompany, revokeCompanySessions, toCompanyDto } from "./companies.queries";

type Target = "Active" | "Inactive";

/**
 * Activates or deactivates a company; idempotent (no change, no audit row). Deactivating ends
 * every session of its users in the same batch — they could not use them anyway, since each
 * request re-reads the company — and their tokens, refreshes and sign-ins answer 403 COMPANY_INACTIVE
 * until it is active again.
 */
async function setCompanyStatus({ ctx, input }: Verb<{ id: string }>, status: Target): Promise<CompanyDto> {
  const actor = requireActor(ctx);
  const target = await loadCompanyFor(ctx.db, actor, "activate", input.id);
  const guard = and(eq(companies.id, target.id), ne(companies.status, status)) as SQL;
  const now = iso(ctx.now);
  const statements: BatchItem<"sqlite">[] = [
    auditRowWhen(
      ctx,
      { action: status === "Active" ? "company.activate" : "company.deactivate", entity: "company", entityId: target.id, before: { status: target.status }, after: { status } },
      companyWhere(guard),
    ),
  ];
  if (status === "Inactive") statements.push(revokeCompanySessions(ctx.db, target.id, now, companyWhere(guard)));
  statements.push(ctx.db.update(companies).set({ status, updatedOn: nextStamp(ctx.now, target.updatedOn) }).where(guard));
  await runBatch(ctx.db, statements);
  const row = await findCompany(ctx.db, target.id);
  if (!row) throw new NotFoundError("Company");
  return toCompanyDto(row);
}

export const activateCompany = (verb: Verb<{ id: string }>) => setCompanyStatus(verb, "Active");
export const deactivateCompany = (verb: Verb<{ id: string }>) => setCompanyStatus(verb, "Inactive");
