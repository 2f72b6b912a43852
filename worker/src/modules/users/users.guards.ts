import type { Actor } from "../../context";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import type { Db } from "../../db/client";
import { findUser, type UserRow } from "./users.queries";
import { mayEver, userAccess } from "./users.rules";
import type { UserAction } from "@contract/permissions";

/** Refuses a role that the matrix never grants this action, before anything is read. */
export function assertMayEver(actor: Actor, action: UserAction): void {
  if (!mayEver(actor.role, action)) throw new ForbiddenError();
}

/** The account behind `id` if the actor may do `action` on it: 404 when it may not even see it, 403 when it may only look. */
export async function loadUserFor(db: Db, actor: Actor, action: UserAction, id: string): Promise<UserRow> {
  assertMayEver(actor, action);
  const row = await findUser(db, id);
  if (!row) throw new NotFoundError("User");
  const access = userAccess(actor, action, row);
  if (access === "notFound") throw new NotFoundError("User");
  if (access === "forbidden") throw new ForbiddenError();
  return row;
}
