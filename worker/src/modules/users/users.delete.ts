import { m } from "@contract/messages";
import { and, eq, ne, or, type SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import { users } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { requireActor } from "../auth/auth.guards";
import { lastSuperAdminError } from "./users.errors";
import { loadUserFor } from "./users.guards";
import { anotherActiveSuperAdmin, deleteUserSessions, findUser, isReferenced, toUserDto, unreferenced, userWhere } from "./users.queries";

const userInUse = () => new ConflictError(m("userInUse"));

/**
 * Removes an account for good (api.md knows no "deleted" state) together with its sessions and
 * refresh tokens; its audit rows stay. Nobody deletes themselves; the last active SuperAdmin
 * stays; an account that reports or positions name as author or verifier answers 409 (deactivate it).
 */
export async function deleteUser({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const actor = requireActor(ctx);
  const target = await loadUserFor(ctx.db, actor, "delete", input.id);
  if (target.id === actor.userId) throw new ForbiddenError({ detail: m("deleteSelf") });
  const guard = and(
    eq(users.id, target.id),
    or(ne(users.role, "SuperAdmin"), ne(users.status, "Active"), anotherActiveSuperAdmin(target.id)),
    unreferenced(target.id),
  ) as SQL;
  const allowed = userWhere(guard);
  let results: unknown[];
  try {
    results = await runBatch(ctx.db, [
      auditRowWhen(ctx, { action: "user.delete", entity: "user", entityId: target.id, before: toUserDto(target) }, allowed),
      ...deleteUserSessions(ctx.db, target.id, allowed),
      ctx.db.delete(users).where(guard),
    ]);
  } catch (error) {
    // A table added later that references users and is not in `unreferenced` yet.
    if (/FOREIGN KEY constraint failed/i.test(errorText(error))) throw userInUse();
    throw error;
  }
  if (changes(results.at(-1)) === 1) return;
  if (!(await findUser(ctx.db, target.id))) throw new NotFoundError("User");
  if (await isReferenced(ctx.db, target.id)) throw userInUse();
  throw lastSuperAdminError();
}

function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 5; e = e.cause) parts.push(e.message);
  return parts.join(" ");
}
