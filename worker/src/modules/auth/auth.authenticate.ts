import type { Actor, ServiceContext } from "../../context";
import { verifyAccessToken } from "../../lib/access-token";
import { UnauthorizedError } from "../../lib/errors";
import { jwtSecret } from "../../lib/secrets";
import { assertUsable } from "./auth.guards";
import { findSessionAccount } from "./auth.queries";

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/**
 * The caller behind an Authorization header. The token only names the user and session; role,
 * company and status are re-read so a revoked session or a deactivated account stops at once.
 */
export async function authenticate(ctx: Pick<ServiceContext, "db" | "env">, authorization: string | undefined): Promise<Actor> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw new UnauthorizedError();
  const claims = await verifyAccessToken(token, jwtSecret(ctx.env));
  if (!claims) throw new UnauthorizedError();
  const row = await findSessionAccount(ctx.db, claims.sessionId, claims.userId);
  if (!row || row.sessionRevokedOn) throw new UnauthorizedError();
  assertUsable(row);
  return {
    userId: row.id,
    role: row.role,
    companyId: row.companyId,
    sessionId: claims.sessionId,
    isPasswordResetRequired: row.isPasswordResetRequired,
  };
}
