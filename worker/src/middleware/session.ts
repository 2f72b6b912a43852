import { createMiddleware } from "hono/factory";
import { type AppEnv, serviceContext } from "../context";
import { PasswordChangeRequiredError } from "../lib/errors";
import { authenticate } from "../modules/auth/auth.authenticate";

type SessionOptions = {
  /** Only me, logout, refresh-token and change-password may be used while a password change is pending. */
  allowPendingPasswordChange?: boolean;
};

/** 401 without a valid bearer token, 403 for inactive accounts, and the password-change gate. */
export function session(options: SessionOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
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
