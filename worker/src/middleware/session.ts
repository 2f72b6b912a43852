import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type AppEnv, serviceContext } from "../context";
import { PasswordChangeRequiredError } from "../lib/errors";
import { authenticate } from "../modules/auth/auth.authenticate";
import { sessionInFirstBatch } from "./session-in-batch";

type SessionOptions = {
  /** Only me, logout, refresh-token and change-password may be used while a password change is pending. */
  allowPendingPasswordChange?: boolean;
  /** The requests whose check rides in their first batch (sessionInFirstBatch): lists, which write nothing. */
  checkInFirstBatch?: (c: Context<AppEnv>) => boolean;
};

/** GET of exactly these paths under /api/v1 (a router's list reads), for `checkInFirstBatch`. */
export const getOf =
  (...paths: string[]) =>
  (c: Context<AppEnv>): boolean =>
    c.req.method === "GET" && paths.some((p) => c.req.path === `/api/v1${p}`);

/** 401 without a valid bearer token, 403 for inactive accounts, and the password-change gate. */
export function session(options: SessionOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (options.checkInFirstBatch?.(c)) return sessionInFirstBatch(c, next);
    const actor = await authenticate(serviceContext(c), c.req.header("Authorization"));
    if (actor.isPasswordResetRequired && !options.allowPendingPasswordChange) throw new PasswordChangeRequiredError();
    c.set("actor", actor);
    await next();
  });
}

/** For calls that accept a bearer token but have another credential too (logout): a bad token is ignored. */
export const optionalSession = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization");
  if (header) {
    const actor = await authenticate(serviceContext(c), header).catch(() => undefined);
    if (actor) c.set("actor", actor);
  }
  await next();
});
