import type { Role } from "@contract/common";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";

/** Mount after `session()`: lets through only the listed roles. */
export function requireRole(...roles: [Role, ...Role[]]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor");
    if (!actor) throw new UnauthorizedError();
    if (!roles.includes(actor.role)) throw new ForbiddenError();
    await next();
  });
}
