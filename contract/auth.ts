import * as v from "valibot";
import { ROLES } from "./common";
import { m } from "./messages";
import { textRequired, trimmed } from "./text";

export const Email = v.pipe(
  v.string(textRequired),
  trimmed(),
  v.nonEmpty(m("required")),
  v.maxLength(254, m("maxLength", 254)),
  v.email(m("email")),
  v.toLowerCase(),
);

/** A special character: punctuation or a symbol ("!", "-", "€", "^"); not a control or invisible one. */
export const PASSWORD_SPECIAL = /[\p{P}\p{S}]/u;
// NUL, tab, line breaks: no keyboard types them into a password box, and they break pasting it.
const CONTROL = /\p{Cc}/u;

/** Password rules of api.md: 8–128 characters, an upper-case, a lower-case and a special character. */
export const Password = v.pipe(
  v.string(textRequired),
  v.nonEmpty(m("required")),
  v.minLength(8, m("minLength", 8)),
  v.maxLength(128, m("maxLength", 128)),
  v.regex(/\p{Lu}/u, m("passwordUpper")),
  v.regex(/\p{Ll}/u, m("passwordLower")),
  v.regex(PASSWORD_SPECIAL, m("passwordSpecial")),
  v.check((s) => !CONTROL.test(s), m("passwordControl")),
);

export const LoginInput = v.object({
  userEmail: Email,
  userPassword: v.pipe(v.string(textRequired), v.nonEmpty(m("required")), v.maxLength(128, m("maxLength", 128))),
});
export type LoginInput = v.InferOutput<typeof LoginInput>;

export const SessionUser = v.object({
  userId: v.string(),
  userEmail: v.string(),
  userFirstName: v.string(),
  userMiddleName: v.nullable(v.string()),
  userLastName: v.string(),
  userRole: v.picklist(ROLES),
  companyId: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  isPasswordResetRequired: v.boolean(),
});
export type SessionUser = v.InferOutput<typeof SessionUser>;

export const LoginResponse = v.object({
  ...SessionUser.entries,
  accessToken: v.string(),
  refreshToken: v.string(),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const RefreshTokenInput = v.object({
  refreshToken: v.pipe(v.string(textRequired), v.nonEmpty(m("required")), v.maxLength(512)),
  authenticatedUserId: v.pipe(v.string(textRequired), v.nonEmpty(m("required")), v.maxLength(64)),
});
export type RefreshTokenInput = v.InferOutput<typeof RefreshTokenInput>;

export const RefreshTokenResponse = v.object({ accessToken: v.string(), refreshToken: v.string() });
export type RefreshTokenResponse = v.InferOutput<typeof RefreshTokenResponse>;

export const LogoutInput = v.object({
  refreshToken: v.optional(v.pipe(v.string(), v.maxLength(512))),
});
export type LogoutInput = v.InferOutput<typeof LogoutInput>;

/** New password with its confirmation; the mismatch error lands on confirmPassword. */
export const ChangePasswordInput = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(textRequired), v.nonEmpty(m("required")), v.maxLength(128, m("maxLength", 128))),
    newPassword: Password,
    confirmPassword: v.pipe(v.string(textRequired), v.nonEmpty(m("required"))),
  }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (i) => i.newPassword === i.confirmPassword,
      m("passwordsMismatch"),
    ),
    ["confirmPassword"],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInput>;

/** GET /auth/me: the login answer's user fields, without tokens. */
export const MeResponse = SessionUser;
export type MeResponse = SessionUser;
