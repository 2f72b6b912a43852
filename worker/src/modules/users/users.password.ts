import { m } from "@contract/messages";
import type { SetPasswordInput, TemporaryPasswordResponse } from "@contract/users";
import { eq } from "drizzle-orm";
import type { Verb } from "../../context";
import { users } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { temporaryPassword } from "../../lib/temporary-password";
import { iso, nextStamp } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { loadUserFor } from "./users.guards";
import { revokeUserSessions, userWhere } from "./users.queries";

/**
 * Sets another account's password: the one given, or a generated one returned once. Either way
 * the account must change it at its next sign-in, and every session it has ends now.
 * Returns the generated password, or null when the caller chose the password.
 */
export async function setUserPassword({ ctx, input }: Verb<{ id: string; body: SetPasswordInput }>): Promise<TemporaryPasswordResponse | null> {
  const actor = requireActor(ctx);
  const target = await loadUserFor(ctx.db, actor, "setPassword", input.id);
  if (target.id === actor.userId) throw new ForbiddenError({ detail: m("setOwnPassword") });
  const generated = input.body.newPassword === undefined;
  const password = input.body.newPassword ?? temporaryPassword();
  const now = iso(ctx.now);
  const guard = eq(users.id, target.id);
  const results = await runBatch(ctx.db, [
    auditRowWhen(
      ctx,
      {
        action: "user.setPassword",
        entity: "user",
        entityId: target.id,
        before: { isPasswordResetRequired: target.isPasswordResetRequired },
        after: { isPasswordResetRequired: true, generated },
      },
      userWhere(guard),
    ),
    revokeUserSessions(ctx.db, target.id, now, "passwordReset", userWhere(guard)),
    ctx.db.update(users).set({ passwordHash: hashPassword(password), isPasswordResetRequired: true, updatedOn: nextStamp(ctx.now, target.updatedOn) }).where(guard),
  ]);
  if (changes(results.at(-1)) !== 1) throw new NotFoundError("User");
  return generated ? { temporaryPassword: password } : null;
}
