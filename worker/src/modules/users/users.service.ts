import { type Paged, ROLES } from "@contract/common";
import { m } from "@contract/messages";
import { readableUserRoles } from "@contract/permissions";
import type { UserDto, UserListQuery } from "@contract/users";
import type { Verb } from "../../context";
import { ForbiddenError, ValidationError } from "../../lib/errors";
import { pageWindow, toPaged } from "../../lib/paging";
import { requireActor } from "../auth/auth.guards";
import { loadUserFor } from "./users.guards";
import { countUsers, listUsers as selectPage, toUserDto, userFilter, userOrder } from "./users.queries";
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
  // api.md: a caller who may read only some roles names the ones it lists.
  if (!input.role?.length && readableUserRoles(actor.role).length < ROLES.length) throw new ValidationError({ role: [m("required")] });
  const where = userFilter(scope, input);
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
