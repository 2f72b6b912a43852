import { ROLES, type Role } from "@contract/common";
import { sign, verify } from "hono/jwt";
import { newId } from "./ids";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "report-panel";
const AUDIENCE = "report-panel-api";

export type AccessClaims = { userId: string; role: Role; companyId: string | null; sessionId: string };

export async function signAccessToken(claims: AccessClaims, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return sign(
    {
      sub: claims.userId,
      role: claims.role,
      companyId: claims.companyId,
      sid: claims.sessionId,
      jti: newId(now.getTime()),
      iss: ISSUER,
      aud: AUDIENCE,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    },
    secret,
    "HS256",
  );
}

/** The claims of a valid token, or null for anything forged, expired, malformed or of another algorithm. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const payload = await verify(token, secret, { alg: "HS256", iss: ISSUER, aud: AUDIENCE });
    const { sub, role, companyId, sid } = payload;
    if (typeof sub !== "string" || typeof sid !== "string") return null;
    if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role)) return null;
    if (companyId !== null && typeof companyId !== "string") return null;
    if (typeof payload.exp !== "number") return null;
    return { userId: sub, role: role as Role, companyId, sessionId: sid };
  } catch {
    return null;
  }
}
