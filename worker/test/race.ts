import { env } from "cloudflare:workers";
import type { Role } from "@contract/common";
import type { ServiceContext } from "../src/context";
import type { Db } from "../src/db/client";
import { db } from "./factories";

/**
 * A service context whose database runs `colleague` once, just before the service's first
 * batch: a colleague's save landing between the service's read and its write, which no HTTP
 * test can time.
 */
export function contextWithColleagueBeforeWrite(user: { id: string; role: Role; companyId: string | null }, colleague: () => Promise<unknown>): ServiceContext {
  let pending = true;
  const raced = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "batch") return Reflect.get(target, key, receiver);
      return async (statements: Parameters<typeof db.batch>[0]) => {
        if (pending) {
          pending = false;
          await colleague();
        }
        return target.batch(statements);
      };
    },
  });
  return {
    db: raced as unknown as Db,
    env,
    now: new Date(),
    requestId: `race-${crypto.randomUUID()}`,
    lang: "en",
    clientAddress: "203.0.113.9",
    actor: { userId: user.id, role: user.role, companyId: user.companyId, sessionId: "s", isPasswordResetRequired: false },
  };
}
