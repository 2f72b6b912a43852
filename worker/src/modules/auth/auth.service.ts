import type { ChangePasswordInput, LoginInput, LoginResponse, LogoutInput, RefreshTokenInput, RefreshTokenResponse, SessionUser } from "@contract/auth";
import { m } from "@contract/messages";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ServiceContext, Verb } from "../../context";
import { refreshTokens, sessions, users } from "../../db/schema";
import { signAccessToken } from "../../lib/access-token";
import { auditRow, auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { sha256Hex } from "../../lib/crypto";
import { ConflictError, InvalidCredentialsError, UnauthorizedError, ValidationError } from "../../lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../lib/passwords";
import { jwtSecret } from "../../lib/secrets";
import { iso } from "../../lib/time";
import { assertUsable, requireActor } from "./auth.guards";
import { findAccountByEmail, findAccountById, findRefreshToken, revokeOtherSessions, revokeSession } from "./auth.queries";
import { addressKey, emailKey, statusAfterPasswordChange, toSessionUser } from "./auth.rules";
import { assertNotThrottled, clearFailures, recordFailure } from "./auth.throttle";
import { mintRefreshToken, openSession } from "./auth.tokens";

export async function login({ ctx, input }: Verb<LoginInput>): Promise<LoginResponse> {
  const secret = jwtSecret(ctx.env);
  const byEmail = emailKey(input.userEmail);
  const keys = [byEmail, addressKey(ctx.clientAddress)];
  await assertNotThrottled(ctx, keys);

  const account = await findAccountByEmail(ctx.db, input.userEmail);
  const passwordOk = account ? verifyPassword(account.passwordHash, input.userPassword) : burnPasswordCheck(input.userPassword);
  if (!account || !passwordOk) {
    await runBatch(ctx.db, recordFailure(ctx, keys));
    // One message on both fields, whichever was wrong: no account enumeration.
    throw new InvalidCredentialsError({ userEmail: [m("invalidCredentials")], userPassword: [m("invalidCredentials")] });
  }
  // Only now, with the password proven, may the answer reveal anything about the account.
  assertUsable(account);

  const session = await openSession(ctx, account.id);
  const now = iso(ctx.now);
  await runBatch(ctx.db, [
    ...session.statements,
    ctx.db.update(users).set({ lastLoginOn: now }).where(eq(users.id, account.id)),
    clearFailures(ctx, byEmail),
    auditRow(ctx, {
      action: "user.login",
      entity: "user",
      entityId: account.id,
      actorId: account.id,
      before: { lastLoginOn: account.lastLoginOn },
      after: { lastLoginOn: now, sessionId: session.sessionId },
    }),
  ]);
  const accessToken = await signAccessToken(
    { userId: account.id, role: account.role, companyId: account.companyId, sessionId: session.sessionId },
    secret,
    ctx.now,
  );
  return { ...toSessionUser(account), accessToken, refreshToken: session.refreshToken };
}

export async function refreshSession({ ctx, input }: Verb<RefreshTokenInput>): Promise<RefreshTokenResponse> {
  const secret = jwtSecret(ctx.env);
  const token = await findRefreshToken(ctx.db, await sha256Hex(input.refreshToken));
  if (!token || token.userId !== input.authenticatedUserId) throw new UnauthorizedError();
  if (token.sessionRevokedOn) {
    // A session a deactivation ended, while its token would still be good, gets the deactivation's
    // 403 (the client learns why); any other ended or old session says nothing of the account.
    const deactivated = token.sessionRevokedReason === "userDeactivated" || token.sessionRevokedReason === "companyDeactivated";
    const account = deactivated && !token.rotatedOn && token.expiresOn > iso(ctx.now) ? await findAccountById(ctx.db, token.userId) : undefined;
    if (account) assertUsable(account);
    throw new UnauthorizedError();
  }
  if (token.rotatedOn) {
    await revokeFamily(ctx, token.sessionId, token.userId);
    throw new UnauthorizedError();
  }
  if (token.expiresOn <= iso(ctx.now)) throw new UnauthorizedError();

  const account = await findAccountById(ctx.db, token.userId);
  if (!account) throw new UnauthorizedError();
  assertUsable(account);

  const next = await mintRefreshToken(ctx, token.sessionId);
  const now = iso(ctx.now);
  const [rotated] = await runBatch(ctx.db, [
    ctx.db
      .update(refreshTokens)
      .set({ rotatedOn: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.rotatedOn))),
    next.insert,
    ctx.db.update(sessions).set({ lastRefreshedOn: now }).where(eq(sessions.id, token.sessionId)),
    auditRow(ctx, {
      action: "session.refresh",
      entity: "session",
      entityId: token.sessionId,
      actorId: token.userId,
    }),
  ]);
  // Another request rotated the same token between our read and write: that is reuse too.
  if (changes(rotated) !== 1) {
    await revokeFamily(ctx, token.sessionId, token.userId);
    throw new UnauthorizedError();
  }
  const accessToken = await signAccessToken(
    { userId: account.id, role: account.role, companyId: account.companyId, sessionId: token.sessionId },
    secret,
    ctx.now,
  );
  return { accessToken, refreshToken: next.token };
}

async function revokeFamily(ctx: ServiceContext, sessionId: string, userId: string): Promise<void> {
  await runBatch(ctx.db, [
    revokeSession(ctx.db, sessionId, iso(ctx.now), "reuse"),
    auditRow(ctx, {
      action: "session.revoke",
      entity: "session",
      entityId: sessionId,
      actorId: userId,
      after: { reason: "reuse" },
    }),
  ]);
}

/** Revokes the session of the given refresh token, or else of the bearer token; unknown tokens are already "logged out". */
export async function logout({ ctx, input }: Verb<LogoutInput>): Promise<void> {
  let target: { sessionId: string; userId: string } | undefined;
  if (input.refreshToken) {
    const token = await findRefreshToken(ctx.db, await sha256Hex(input.refreshToken));
    if (token && !token.sessionRevokedOn) target = { sessionId: token.sessionId, userId: token.userId };
  } else if (ctx.actor) {
    target = { sessionId: ctx.actor.sessionId, userId: ctx.actor.userId };
  } else {
    throw new UnauthorizedError();
  }
  if (!target) return;
  await runBatch(ctx.db, [
    revokeSession(ctx.db, target.sessionId, iso(ctx.now), "logout"),
    auditRow(ctx, {
      action: "user.logout",
      entity: "user",
      entityId: target.userId,
      actorId: target.userId,
      after: { sessionId: target.sessionId },
    }),
  ]);
}

export async function getMe({ ctx }: Verb): Promise<SessionUser> {
  const actor = requireActor(ctx);
  const account = await findAccountById(ctx.db, actor.userId);
  if (!account) throw new UnauthorizedError();
  return toSessionUser(account);
}

export async function changePassword({ ctx, input }: Verb<ChangePasswordInput>): Promise<void> {
  const actor = requireActor(ctx);
  const account = await findAccountById(ctx.db, actor.userId);
  if (!account) throw new UnauthorizedError();
  if (!verifyPassword(account.passwordHash, input.currentPassword)) {
    throw new ValidationError({ currentPassword: [m("currentPasswordWrong")] });
  }
  if (input.newPassword === input.currentPassword) throw new ValidationError({ newPassword: [m("passwordSame")] });

  const now = iso(ctx.now);
  const status = statusAfterPasswordChange(account.status);
  const passwordHash = hashPassword(input.newPassword);
  // The new hash has a fresh salt, so finding it stored proves this batch's update is the one that won.
  const applied = sql`exists (select 1 from ${users} where ${users.id} = ${account.id} and ${users.passwordHash} = ${passwordHash})`;
  const [updated] = await runBatch(ctx.db, [
    ctx.db
      .update(users)
      .set({ passwordHash, isPasswordResetRequired: false, status, updatedOn: now })
      // Guarded by the hash we checked against, so two concurrent changes cannot both win.
      .where(and(eq(users.id, account.id), eq(users.passwordHash, account.passwordHash))),
    revokeOtherSessions(ctx.db, account.id, actor.sessionId, now, applied),
    auditRowWhen(ctx, {
      action: "user.changePassword",
      entity: "user",
      entityId: account.id,
      before: { status: account.status, isPasswordResetRequired: account.isPasswordResetRequired },
      after: { status, isPasswordResetRequired: false },
    }, applied),
  ]);
  if (changes(updated) !== 1) throw new ConflictError();
}
