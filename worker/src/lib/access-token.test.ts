import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from "./access-token";

const SECRET = "unit-test-secret-that-is-long-enough-0123456789";
const claims = { userId: "u1", role: "Manager" as const, companyId: "c1", sessionId: "s1" };

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(atob((token.split(".")[1] ?? "").replaceAll("-", "+").replaceAll("_", "/"))) as Record<string, unknown>;
}

describe("access tokens", () => {
  it("carry sub, role, companyId, sid and a jti, and live 15 minutes", async () => {
    const now = new Date();
    const token = await signAccessToken(claims, SECRET, now);
    const payload = payloadOf(token);
    expect(payload).toMatchObject({ sub: "u1", role: "Manager", companyId: "c1", sid: "s1", jti: expect.any(String) });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
  });

  it("gives each token its own jti", async () => {
    const now = new Date();
    const [a, b] = await Promise.all([signAccessToken(claims, SECRET, now), signAccessToken(claims, SECRET, now)]);
    expect(payloadOf(a).jti).not.toBe(payloadOf(b).jti);
  });

  it("refuses expired, foreign, tampered and garbage tokens", async () => {
    const expired = await signAccessToken(claims, SECRET, new Date(Date.now() - 16 * 60 * 1000));
    expect(await verifyAccessToken(expired, SECRET)).toBeNull();
    const valid = await signAccessToken(claims, SECRET, new Date());
    expect(await verifyAccessToken(valid, `${SECRET}x`)).toBeNull();
    const [h, , s] = valid.split(".");
    const tampered = `${h}.${btoa(JSON.stringify({ ...payloadOf(valid), role: "SuperAdmin" })).replace(/=+$/, "")}.${s}`;
    expect(await verifyAccessToken(tampered, SECRET)).toBeNull();
    expect(await verifyAccessToken("garbage", SECRET)).toBeNull();
  });
});
