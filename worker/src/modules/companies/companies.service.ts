import type { CompanyDetailDto, CompanyDto, CompanyListQuery } from "@contract/companies";
import type { Paged } from "@contract/common";
import { and, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import { companies } from "../../db/schema";
import { ForbiddenError } from "../../lib/errors";
import { pageWindow, toPaged } from "../../lib/paging";
import { matchesAllTerms } from "../../lib/search";
import { nextDay } from "../../lib/time";
import { companyGrant } from "@contract/permissions";
import { requireActor } from "../auth/auth.guards";
import { loadCompanyFor } from "./companies.guards";
import { companyCounts, companyOrder, countCompanies, listCompanies as selectPage, toCompanyDto } from "./companies.queries";

/** Companies the actor may read: all for staff, only its own for a Manager or Worker. */
export async function listCompanies({ ctx, input }: Verb<CompanyListQuery>): Promise<Paged<CompanyDto>> {
  const actor = requireActor(ctx);
  const grant = companyGrant(actor.role, "read");
  if (grant === false) throw new ForbiddenError();
  const conditions: (SQL | undefined)[] = [
    grant === "own" ? eq(companies.id, actor.companyId ?? "") : undefined,
    input.status ? inArray(companies.status, input.status) : undefined,
    input.country ? eq(companies.country, input.country) : undefined,
    input.city ? eq(companies.city, input.city) : undefined,
    matchesAllTerms(companies.searchText, input.q),
    input.createdFrom ? gte(companies.createdOn, input.createdFrom) : undefined,
    input.createdTo ? lt(companies.createdOn, nextDay(input.createdTo)) : undefined,
  ];
  const where = and(...conditions);
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
