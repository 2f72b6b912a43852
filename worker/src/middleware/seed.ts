import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { seedAdminPassword } from "../lib/secrets";
import { seedSuperAdmin } from "../modules/auth/auth.seed";

/** Databases already checked by this isolate; a failed check is forgotten so the next request retries. */
const SEED_EXEMPT = new Set(["/api/v1/health", "/api/v1/openapi.json"]);

const checked = new Map<unknown, Promise<unknown>>();

/**
 * Before the first request an isolate serves, makes sure a SuperAdmin exists (one indexed
 * select once it does). Concurrent first requests share one check.
 */
export const seed = createMiddleware<AppEnv>(async (c, next) => {
  // These must answer even when the database does not.
  if (SEED_EXEMPT.has(c.req.path)) return next();
  const password = seedAdminPassword(c.env);
  // Keyed by database rather than a plain flag: tests give each file a fresh database in one isolate.
  const key = c.env.DB ?? c.env.LIBSQL_URL;
  if (password) {
    let pending = checked.get(key);
    if (!pending) {
      pending = seedSuperAdmin({
        ctx: { db: c.var.db, now: new Date(), requestId: c.var.requestId, actor: null },
        input: { password },
      });
      checked.set(key, pending);
      pending.catch(() => checked.delete(key));
    }
    await pending;
  }
  await next();
});
