import type { ServiceContext } from "../../context";
import { refreshTokens, sessions } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { newId } from "../../lib/ids";
import { addSeconds, iso } from "../../lib/time";
import { REFRESH_TOKEN_TTL_SECONDS } from "./auth.rules";

type TokenContext = Pick<ServiceContext, "db" | "now">;

/** The client sees 32 random bytes; the database sees only their SHA-256, so a leaked table signs no one in. */
export async function mintRefreshToken(ctx: TokenContext, sessionId: string) {
  const token = randomToken(32);
  const insert = ctx.db.insert(refreshTokens).values({
    id: newId(ctx.now.getTime()),
    sessionId,
    tokenHash: await sha256Hex(token),
    createdOn: iso(ctx.now),
    expiresOn: iso(addSeconds(ctx.now, REFRESH_TOKEN_TTL_SECONDS)),
  });
  return { token, insert };
}

/** A new session family with its first refresh token: two inserts for the caller's batch. */
export async function openSession(ctx: TokenContext & Pick<ServiceContext, "clientAddress">, userId: string) {
  const sessionId = newId(ctx.now.getTime());
  const insertSession = ctx.db
    .insert(sessions)
    .values({ id: sessionId, userId, createdOn: iso(ctx.now), clientAddress: ctx.clientAddress });
  const refresh = await mintRefreshToken(ctx, sessionId);
  return { sessionId, refreshToken: refresh.token, statements: [insertSession, refresh.insert] as const };
}
