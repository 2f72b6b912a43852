import { m } from "@contract/messages";
import { and, eq, type SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import { companies } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { requireActor } from "../auth/auth.guards";
import { loadCompanyFor } from "./companies.guards";
import { companyCounts, companyWhere, findCompany, toCompanyDto, unreferenced } from "./companies.queries";

/**
 * Deletes a company that nothing refers to. With users, reports or positions it answers 409 and
 * says how many of each: users are never deleted as a side effect (delete or move them first).
 */
export async function deleteCompany({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const actor = requireActor(ctx);
  const target = await loadCompanyFor(ctx.db, actor, "delete", input.id);
  const guard = and(eq(companies.id, target.id), unreferenced(target.id)) as SQL;
  const [, deleted] = await runBatch(ctx.db, [
    auditRowWhen(ctx, { action: "company.delete", entity: "company", entityId: target.id, before: toCompanyDto(target) }, companyWhere(guard)),
    ctx.db.delete(companies).where(guard),
  ]);
  if (changes(deleted) === 1) return;
  if (!(await findCompany(ctx.db, target.id))) throw new NotFoundError("Company");
  const counts = await companyCounts(ctx.db, target.id);
  throw new ConflictError(m("companyInUse", counts.users, counts.reports, counts.positions));
}
