import { env } from "cloudflare:workers";
import type { Role } from "@contract/common";
import type { ServiceContext } from "../src/context";
import type { Db } from "../src/db/client";
import { db } from "./factories";

/**
 * A service context whose database runs `colleague` just before the service's first batch (or
 * before each of the `atBatch`-th ones, for a service that also reads in batches or tries again):
 * a colleague's save landing between the service's read and its write, which no HTTP test can
 * time. The colleague is told which of its turns this is (0, 1, …).
 */
export function contextWithColleagueBeforeWrite(
  user: { id: string; role: Role; companyId: string | null },
  colleague: (turn: number) => Promise<unknown>,
  atBatch: number | readonly number[] = 1,
): ServiceContext {
  const turns = typeof atBatch === "number" ? [atBatch] : atBatch;
  let batches = 0;
  const raced = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "batch") return Reflect.get(target, key, receiver);
      return async (statements: Parameters<typeof db.batch>[0]) => {
        const turn = turns.indexOf(++batches);
        if (turn >= 0) await colleague(turn);
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
