import type { LoginResponse, SessionUser } from "@contract/auth";
import type { Role } from "@contract/common";
import { useSyncExternalStore } from "react";
import type { ApiClient } from "./api-client";
import { storage as appStorage, type AppStorage } from "./storage";

export type Session = {
  accessToken: string | null;
  user: SessionUser | null;
  role: Role | null;
  isPasswordResetRequired: boolean;
};

export function readSession(storage: AppStorage): Session {
  const user = storage.get("userData");
  return {
    accessToken: storage.get("accessToken"),
    user,
    role: user?.userRole ?? null,
    isPasswordResetRequired: storage.get("isPasswordResetRequired") === true,
  };
}

/** Stores what a successful login answered; the reset flag is kept only while it is true. */
export function saveLogin(storage: AppStorage, response: LoginResponse): void {
  const { accessToken, refreshToken, ...user } = response;
  storage.set("accessToken", accessToken);
  storage.set("refreshToken", refreshToken);
  storage.set("userData", user);
  if (user.isPasswordResetRequired) storage.set("isPasswordResetRequired", true);
  else storage.remove("isPasswordResetRequired");
}

/** Keeps the stored user in step with GET /auth/me. */
export function saveUser(storage: AppStorage, user: SessionUser): void {
  const current = storage.get("userData");
  if (current && JSON.stringify(current) === JSON.stringify(user)) return;
  storage.set("userData", user);
  if (user.isPasswordResetRequired) storage.set("isPasswordResetRequired", true);
  else if (storage.get("isPasswordResetRequired") !== null) storage.remove("isPasswordResetRequired");
}

export function clearPasswordResetFlag(storage: AppStorage): void {
  storage.remove("isPasswordResetRequired");
  const user = storage.get("userData");
  if (user?.isPasswordResetRequired) storage.set("userData", { ...user, isPasswordResetRequired: false });
}

/**
 * Logout: tells the server (best effort), clears the stored session but not the language,
 * theme or install-prompt choice, then lets the caller reset caches and leave.
 */
export async function logout(
  api: ApiClient,
  storage: AppStorage,
  after: { resetCache: () => void | Promise<unknown>; redirect: (to: string) => void },
): Promise<void> {
  const refreshToken = storage.get("refreshToken");
  try {
    if (refreshToken) await api.post("/auth/logout", { refreshToken }, { suppressToast: true });
  } catch {
    // The session is dropped locally whatever the server says.
  }
  storage.clearSession();
  try {
    await after.resetCache();
  } finally {
    after.redirect("/login");
  }
}

/** The session as React state, re-rendering on every storage change (also from other tabs). */
export function useSessionFrom(storage: AppStorage): Session {
  const version = useSyncExternalStore(storage.subscribe, storage.version, storage.version);
  return memoSession(storage, version);
}

/** The app's session (default storage). */
export const useSession = (): Session => useSessionFrom(appStorage);

const cache = new WeakMap<AppStorage, { version: number; session: Session }>();
function memoSession(storage: AppStorage, version: number): Session {
  const hit = cache.get(storage);
  if (hit && hit.version === version) return hit.session;
  const session = readSession(storage);
  cache.set(storage, { version, session });
  return session;
}
