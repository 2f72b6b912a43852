import { SessionUser, type ChangePasswordInput, type LoginInput, type LoginResponse } from "@contract/auth";
import * as v from "valibot";
import { api } from "../../../lib/api-client";

export const ME_KEY = "/auth/me";
/** product.md §9: the profile is cached for 4 hours. */
export const ME_CACHE_MS = 4 * 60 * 60 * 1000;

/** POST /auth/login; errors are handled by the form (field errors), so no toast here. */
export const login = (input: LoginInput) => api.post<LoginResponse>("/auth/login", input, { suppressToast: true });

export const changePassword = (input: ChangePasswordInput) =>
  api.post<void>("/auth/change-password", input, { suppressToast: true });

/** GET /auth/me with the error toast suppressed; a malformed answer counts as none. */
export async function fetchMe(): Promise<SessionUser | null> {
  const data = await api.get<unknown>(ME_KEY, { suppressToast: true });
  const parsed = v.safeParse(SessionUser, data);
  return parsed.success ? parsed.output : null;
}
