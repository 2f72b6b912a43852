import type { Paged } from "@contract/common";
import type { UserDto, UserListQuery } from "@contract/users";
import { and, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import { users } from "../../db/schema";
import { ForbiddenError } from "../../lib/errors";
import { pageWindow, toPaged } from "../../lib/paging";
import { matchesAllTerms } from "../../lib/search";
import { nextDay } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { loadUserFor } from "./users.guards";
import { countUsers, listUsers as selectPage, scopeCondition, toUserDto, userOrder } from "./users.queries";
import { listScope } from "./users.rules";

/**
 * Accounts the actor may read, filtered. Without a `role` filter every readable role is listed;
 * a `role` outside them is 403. A Manager sees only its own company: another `companyId` gives
 * an empty list, as a missing company does.
 */
export async function listUsers({ ctx, input }: Verb<UserListQuery>): Promise<Paged<UserDto>> {
  const actor = requireActor(ctx);
  const scope = listScope(actor, input.role);
  if (!scope) throw new ForbiddenError();
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope),
    input.status ? inArray(users.status, input.status) : undefined,
    input.companyId ? eq(users.companyId, input.companyId) : undefined,
    matchesAllTerms(users.searchText, input.q),
    input.createdFrom ? gte(users.createdOn, input.createdFrom) : undefined,
    input.createdTo ? lt(users.createdOn, nextDay(input.createdTo)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await ctx.db.batch([
    selectPage(ctx.db, where, userOrder(input.sort, input.order), pageWindow(input)),
    countUsers(ctx.db, where),
  ]);
  return toPaged(rows, total?.n ?? 0, input, toUserDto);
}

export async function getUser({ ctx, input }: Verb<{ id: string }>): Promise<UserDto> {
  const actor = requireActor(ctx);
  return toUserDto(await loadUserFor(ctx.db, actor, "read", input.id));
}
