import type { Actor, ServiceContext } from "../../context";
import { type AccessClaims, verifyAccessToken } from "../../lib/access-token";
import { UnauthorizedError } from "../../lib/errors";
import { jwtSecret } from "../../lib/secrets";
import { assertUsable } from "./auth.guards";
import { findSessionAccount, type SessionAccountRow } from "./auth.queries";

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

/** The claims of the bearer token in an Authorization header; 401 without a valid one. */
export async function bearerClaims(ctx: Pick<ServiceContext, "env">, authorization: string | undefined): Promise<AccessClaims> {
  const token = authorization?.match(BEARER)?.[1];
  if (!token) throw new UnauthorizedError();
  const claims = await verifyAccessToken(token, jwtSecret(ctx.env));
  if (!claims) throw new UnauthorizedError();
  return claims;
}

/** The caller, from the session's row as read now: 401 for a missing or revoked session, 403 for an inactive account or company. */
export function actorOf(claims: AccessClaims, row: SessionAccountRow | undefined): Actor {
  if (!row) throw new UnauthorizedError();
  // Before the revocation, which deactivation also makes: the client learns why (api.md: 403), not just that the session ended.
  assertUsable(row);
  if (row.sessionRevokedOn) throw new UnauthorizedError();
  return {
    userId: row.id,
    role: row.role,
    companyId: row.companyId,
    sessionId: claims.sessionId,
    isPasswordResetRequired: row.isPasswordResetRequired,
  };
}

/**
 * The caller behind an Authorization header. The token's role and company are not trusted here:
 * role, company and status are re-read so a revoked session or a deactivated account stops at once
 * (the lists check the same row in their first batch instead: middleware/session-in-batch.ts).
 */
export async function authenticate(ctx: Pick<ServiceContext, "db" | "env">, authorization: string | undefined): Promise<Actor> {
  const claims = await bearerClaims(ctx, authorization);
  return actorOf(claims, await findSessionAccount(ctx.db, claims.sessionId, claims.userId));
}
