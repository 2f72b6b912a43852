import type { CompanyDetailDto, CompanyDto, CompanyListQuery } from "@contract/companies";
import type { Paged } from "@contract/common";
import type { Verb } from "../../context";
import { ForbiddenError } from "../../lib/errors";
import { pageWindow, toPaged } from "../../lib/paging";
import { companyGrant } from "@contract/permissions";
import { requireActor } from "../auth/auth.guards";
import { loadCompanyFor } from "./companies.guards";
import { companyCounts, companyFilter, companyOrder, countCompanies, listCompanies as selectPage, toCompanyDto } from "./companies.queries";

/** Companies the actor may read: all for staff, only its own for a Manager or Worker. */
export async function listCompanies({ ctx, input }: Verb<CompanyListQuery>): Promise<Paged<CompanyDto>> {
  const actor = requireActor(ctx);
  const grant = companyGrant(actor.role, "read");
  if (grant === false) throw new ForbiddenError();
  const where = companyFilter(grant === "own" ? (actor.companyId ?? "") : undefined, input);
  const [rows, [total]] = await ctx.db.batch([
    selectPage(ctx.db, where, companyOrder(input.sort, input.order), pageWindow(input)),
    countCompanies(ctx.db, where),
  ]);
  return toPaged(rows, total?.n ?? 0, input, toCompanyDto);
}

/** One company with the counts of its dashboard: managers and workers (every status), reports, unreported positions. */
export async function getCompany({ ctx, input }: Verb<{ id: string }>): Promise<CompanyDetailDto> {
  const actor = requireActor(ctx);
  const row = await loadCompanyFor(ctx.db, actor, "read", input.id);
  const counts = await companyCounts(ctx.db, row.id);
  return {
    ...toCompanyDto(row),
    counts: { managers: counts.managers, workers: counts.workers, reports: counts.reports, unreportedPositions: counts.unreportedPositions },
  };
}
