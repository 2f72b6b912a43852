import type { Context, Next } from "hono";
import { type AppEnv, serviceContext } from "../context";
import type { Db } from "../db/client";
import { PasswordChangeRequiredError, UnauthorizedError } from "../lib/errors";
import { actorOf, bearerClaims } from "../modules/auth/auth.authenticate";
import { type SessionAccountRow, sessionAccountQuery } from "../modules/auth/auth.queries";

/**
 * The session check of a read that only lists (GET /positions, /reports, …), sent in the list's
 * own first batch instead of a D1 call of its own: a D1 call costs about as much as the list
 * query here, so each list answered one call sooner (GET /auth/me, the check and one read, ran at
 * the lists' rate). Until that batch, the actor is what the signed token says; the batch's
 * session row must then agree: a revoked session, an inactive account or company fail as in
 * `session()`, and a role or company other than the token's is a 401 (the client refreshes and
 * retries with the account as it is now). Nothing reaches the client before the check: a read
 * that made no batch is checked on its own after the handler, before its answer leaves.
 *
 * Only for handlers that write nothing: what they read before the check is thrown away on a
 * failure, a write would not be.
 */
export async function sessionInFirstBatch(c: Context<AppEnv>, next: Next): Promise<void> {
  const claims = await bearerClaims(serviceContext(c), c.req.header("Authorization"));
  const db = c.var.db;
  const query = sessionAccountQuery(db, claims.sessionId, claims.userId);
  let checked = false;
  const check = (row: SessionAccountRow | undefined) => {
    checked = true;
    const actor = actorOf(claims, row);
    if (actor.role !== claims.role || actor.companyId !== claims.companyId) throw new UnauthorizedError();
    if (actor.isPasswordResetRequired) throw new PasswordChangeRequiredError();
  };
  const batch: Db["batch"] = async (items) => {
    if (checked) return db.batch(items);
    const [rows, ...answers] = await db.batch([query, ...items]);
    check(rows[0]);
    return answers as Awaited<ReturnType<Db["batch"]>>;
  };
  c.set("db", new Proxy(db, { get: (target, key) => (key === "batch" ? batch : Reflect.get(target, key, target)) }));
  c.set("actor", { userId: claims.userId, role: claims.role, companyId: claims.companyId, sessionId: claims.sessionId, isPasswordResetRequired: false });
  await next();
  if (!checked) check((await query)[0]);
}
