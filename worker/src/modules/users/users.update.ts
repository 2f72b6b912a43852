import { m } from "@contract/messages";
import type { UpdateUserInput, UserDto } from "@contract/users";
import { and, eq, ne, or, type SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import { users } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors";
import { assertVersion } from "../../lib/if-match";
import { iso, nextStamp } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { changedConcurrentlyError, emailConflict, lastSuperAdminError, seatLimitError } from "./users.errors";
import { loadUserFor } from "./users.guards";
import {
  anotherActiveSuperAdmin,
  countSeats,
  emailFree,
  emailTaken,
  findCompany,
  findUser,
  hasFreeSeat,
  revokeUserSessions,
  toUserDto,
  type UserRow,
  userWhere,
} from "./users.queries";
import { checkRoleChange, takesSeat } from "./users.rules";

const EDITABLE = ["email", "firstName", "middleName", "lastName", "birthDate", "status", "role"] as const;
type Editable = (typeof EDITABLE)[number];
type Changes = Partial<Pick<UserRow, Editable>>;

/** The fields of the input that differ from the row. */
function diff(row: UserRow, input: UpdateUserInput): Changes {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = input[key];
    if (value !== undefined && value !== row[key]) out[key] = value;
  }
  return out as Changes;
}

/**
 * Changes an account within the actor's grants. Nobody changes their own role or status; a role
 * change stays within what the actor may create and never turns staff into company users or back.
 * The write is guarded by the row's updatedOn (a concurrent change → 409) and, as needed, by a
 * free e-mail, a free seat (re-activating a manager or worker) and another active SuperAdmin.
 */
export async function updateUser({ ctx, input }: Verb<{ id: string; changes: UpdateUserInput; ifMatch?: string }>): Promise<UserDto> {
  const actor = requireActor(ctx);
  const target = await loadUserFor(ctx.db, actor, "update", input.id);
  const change = diff(target, input.changes);
  if (change.role) {
    const check = checkRoleChange(actor, target, change.role);
    if (!check.ok && check.reason === "ownRole") throw new ForbiddenError({ detail: m("changeOwnRole") });
    if (!check.ok && check.reason === "forbidden") throw new ForbiddenError({ detail: m("roleNotAllowed") });
    if (!check.ok) throw new ValidationError({ role: [m("roleKindChange")] });
  }
  if (change.status && target.id === actor.userId) throw new ForbiddenError({ detail: m("changeOwnStatus") });
  if (Object.keys(change).length === 0) return toUserDto(target);
  assertVersion(input.ifMatch, target.updatedOn);
  if (change.email && (await emailTaken(ctx.db, change.email, target.id))) throw emailConflict();

  const next = { ...target, ...change };
  const needsSeat = next.companyId !== null && takesSeat(next) && !takesSeat(target);
  const leavesSuperAdmins = target.role === "SuperAdmin" && target.status === "Active" && (next.role !== "SuperAdmin" || next.status !== "Active");
  const guard = and(
    eq(users.id, target.id),
    eq(users.updatedOn, target.updatedOn),
    change.email ? emailFree(change.email, target.id) : undefined,
    needsSeat && next.companyId ? hasFreeSeat(next.companyId) : undefined,
    leavesSuperAdmins ? or(ne(users.role, "SuperAdmin"), ne(users.status, "Active"), anotherActiveSuperAdmin(target.id)) : undefined,
  ) as SQL;
  const now = iso(ctx.now);
  const before = Object.fromEntries(Object.keys(change).map((key) => [key, target[key as Editable]]));
  const results = await runBatch(ctx.db, [
    // Before the update, so they see the state its condition sees.
    auditRowWhen(ctx, { action: "user.update", entity: "user", entityId: target.id, before, after: change }, userWhere(guard)),
    ...(change.status === "Inactive" ? [revokeUserSessions(ctx.db, target.id, now, "userDeactivated", userWhere(guard))] : []),
    ctx.db.update(users).set({ ...change, updatedOn: nextStamp(ctx.now, target.updatedOn) }).where(guard),
  ]);
  const updated = results.at(-1);
  if (changes(updated) !== 1) throw await whyNotUpdated(ctx.db, target, change, needsSeat, leavesSuperAdmins);
  const row = await findUser(ctx.db, target.id);
  if (!row) throw new NotFoundError("User");
  return toUserDto(row);
}

async function whyNotUpdated(db: Parameters<typeof findUser>[0], target: UserRow, change: Changes, needsSeat: boolean, leavesSuperAdmins: boolean) {
  const now = await findUser(db, target.id);
  if (!now) return new NotFoundError("User");
  if (now.updatedOn !== target.updatedOn) return changedConcurrentlyError();
  if (change.email && (await emailTaken(db, change.email, target.id))) return emailConflict();
  if (needsSeat && target.companyId) {
    const company = await findCompany(db, target.companyId);
    if (company && (await countSeats(db, target.companyId)) >= company.maxUsers) return seatLimitError(db, target.companyId);
  }
  if (leavesSuperAdmins) return lastSuperAdminError();
  return changedConcurrentlyError();
}
