import {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  LogoutInput,
  MeResponse,
  RefreshTokenInput,
  RefreshTokenResponse,
} from "@contract/auth";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AppEnv, serviceContext } from "../../context";
import { PayloadTooLargeError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { optionalSession, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { changePassword, getMe, login, logout, refreshSession } from "./auth.service";

export const authRoutes = new Hono<AppEnv>();

// Every auth body is a few hundred bytes; refusing more spares the parser and argon2 from abuse.
const AUTH_BODY_LIMIT = 16 * 1024;
authRoutes.use(
  bodyLimit({
    maxSize: AUTH_BODY_LIMIT,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  }),
);

describeRoute({
  method: "post",
  path: "/auth/login",
  tag: "auth",
  summary: "Sign in with e-mail and password",
  description:
    "Wrong e-mail and wrong password give the same 400 INVALID_CREDENTIALS, with one message on both fields. " +
    "An inactive user or company gets 403 only after the password has been proven. Pending users may sign in.",
  auth: "public",
  body: named("LoginInput", LoginInput),
  response: { status: 200, description: "Tokens and the signed-in user", schema: named("LoginResponse", LoginResponse) },
  problems: ["INVALID_CREDENTIALS", "ACCOUNT_INACTIVE", "COMPANY_INACTIVE", "RATE_LIMITED", "PAYLOAD_TOO_LARGE"],
});
authRoutes.post("/login", validate("json", LoginInput), async (c) => {
  return c.json(await login({ ctx: serviceContext(c), input: c.req.valid("json") }));
});

describeRoute({
  method: "post",
  path: "/auth/refresh-token",
  tag: "auth",
  summary: "Exchange a refresh token for new tokens",
  description:
    "The refresh token is rotated: the one sent stops working. Sending an already-rotated token revokes the whole " +
    "session (every token issued since that sign-in) and answers 401.",
  auth: "public",
  allowedDuringPasswordChange: true,
  body: named("RefreshTokenInput", RefreshTokenInput),
  response: { status: 200, description: "A new access token and refresh token", schema: named("RefreshTokenResponse", RefreshTokenResponse) },
  problems: ["UNAUTHORIZED", "ACCOUNT_INACTIVE", "COMPANY_INACTIVE", "PAYLOAD_TOO_LARGE"],
});
authRoutes.post("/refresh-token", validate("json", RefreshTokenInput), async (c) => {
  return c.json(await refreshSession({ ctx: serviceContext(c), input: c.req.valid("json") }));
});

describeRoute({
  method: "post",
  path: "/auth/logout",
  tag: "auth",
  summary: "Sign out",
  description:
    "Revokes the session of the given refresh token or, without one, of the bearer token. An unknown or already " +
    "revoked refresh token is accepted (204). Neither credential: 401.",
  auth: "optional",
  allowedDuringPasswordChange: true,
  body: named("LogoutInput", LogoutInput),
  response: { status: 204, description: "Signed out" },
  problems: ["UNAUTHORIZED", "PAYLOAD_TOO_LARGE"],
});
authRoutes.post("/logout", validate("json", LogoutInput), optionalSession, async (c) => {
  await logout({ ctx: serviceContext(c), input: c.req.valid("json") });
  return c.body(null, 204);
});

describeRoute({
  method: "get",
  path: "/auth/me",
  tag: "auth",
  summary: "The signed-in user",
  auth: "bearer",
  allowedDuringPasswordChange: true,
  response: { status: 200, description: "The user fields of the login answer", schema: named("MeResponse", MeResponse) },
});
authRoutes.get("/me", session({ allowPendingPasswordChange: true }), async (c) => {
  return c.json(await getMe({ ctx: serviceContext(c) }));
});

describeRoute({
  method: "post",
  path: "/auth/change-password",
  tag: "auth",
  summary: "Change one's own password",
  description:
    "Needs the current password; the new one must meet the password rules and differ from it. Clears the " +
    "password-change flag, makes a Pending user Active and revokes the user's other sessions (this one stays).",
  auth: "bearer",
  allowedDuringPasswordChange: true,
  body: named("ChangePasswordInput", ChangePasswordInput),
  response: { status: 204, description: "Password changed" },
  problems: ["CONFLICT", "PAYLOAD_TOO_LARGE"],
});
authRoutes.post("/change-password", session({ allowPendingPasswordChange: true }), validate("json", ChangePasswordInput), async (c) => {
  await changePassword({ ctx: serviceContext(c), input: c.req.valid("json") });
  return c.body(null, 204);
});
