import { eq, lte, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { loginThrottles } from "../../db/schema";
import { RateLimitedError } from "../../lib/errors";
import { addSeconds, iso } from "../../lib/time";
import { findThrottles } from "./auth.queries";
import { retryAfterSeconds, THROTTLE } from "./auth.rules";

type ThrottleContext = Pick<ServiceContext, "db" | "now">;

export async function assertNotThrottled(ctx: ThrottleContext, keys: string[]): Promise<void> {
  const wait = retryAfterSeconds(await findThrottles(ctx.db, keys), ctx.now);
  if (wait !== null) throw new RateLimitedError(wait);
}

/**
 * Counts one failure against each key. Windows that have run out are deleted first, which both
 * restarts their count and keeps the table as small as the set of recently failing callers.
 */
export function recordFailure(ctx: ThrottleContext, keys: string[]) {
  const now = iso(ctx.now);
  const expired = iso(addSeconds(ctx.now, -THROTTLE.windowSeconds));
  return [
    ctx.db.delete(loginThrottles).where(lte(loginThrottles.windowStartedOn, expired)),
    ...keys.map((key) =>
      ctx.db
        .insert(loginThrottles)
        .values({ key, failures: 1, windowStartedOn: now })
        .onConflictDoUpdate({ target: loginThrottles.key, set: { failures: sql`${loginThrottles.failures} + 1` } }),
    ),
  ];
}

export function clearFailures(ctx: ThrottleContext, key: string) {
  return ctx.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
