import type { LoginResponse } from "@contract/auth";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { clearPasswordResetFlag, logout, readSession, saveLogin } from "./session";
import { createAppStorage, memoryBackend, STORAGE_KEYS, STORAGE_PREFIX, THEME_STORAGE_KEY } from "./storage";

const loginResponse = (over: Partial<LoginResponse> = {}): LoginResponse => ({
  accessToken: "access-1",
  refreshToken: "refresh-1",
  isPasswordResetRequired: false,
  userId: "u1",
  userEmail: "jan@example.com",
  userFirstName: "Jan",
  userMiddleName: null,
  userLastName: "Kowalski",
  userRole: "Coordinator",
  companyId: null,
  companyName: null,
  ...over,
});

describe("storage", () => {
  it("keeps every item under the product prefix", () => {
    const backend = memoryBackend();
    const storage = createAppStorage(backend);
    saveLogin(storage, loginResponse({ isPasswordResetRequired: true }));
    storage.set("language", "en");
    storage.set("installPromptConfirmed", true);
    const keys = Object.keys(backend.dump()).sort();
    expect(keys).toEqual(STORAGE_KEYS.map((k) => `${STORAGE_PREFIX}${k}`).sort());
    expect(STORAGE_PREFIX).toBe("report-panel:");
    expect(backend.dump()[`${STORAGE_PREFIX}accessToken`]).toBe("access-1");
    expect(JSON.parse(backend.dump()[`${STORAGE_PREFIX}userData`] ?? "{}")).not.toHaveProperty("accessToken");
  });

  it("reads back what it wrote and ignores values that do not fit", () => {
    const backend = memoryBackend();
    const storage = createAppStorage(backend);
    saveLogin(storage, loginResponse());
    expect(readSession(storage)).toMatchObject({ accessToken: "access-1", role: "Coordinator", isPasswordResetRequired: false });
    backend.setItem(`${STORAGE_PREFIX}userData`, "{not json");
    backend.setItem(`${STORAGE_PREFIX}language`, "de");
    expect(storage.get("userData")).toBeNull();
    expect(storage.get("language")).toBeNull();
  });

  it("stores the reset flag only while it is true", () => {
    const storage = createAppStorage(memoryBackend());
    saveLogin(storage, loginResponse({ isPasswordResetRequired: true }));
    expect(storage.get("isPasswordResetRequired")).toBe(true);
    clearPasswordResetFlag(storage);
    expect(storage.get("isPasswordResetRequired")).toBeNull();
    expect(storage.get("userData")?.isPasswordResetRequired).toBe(false);
    saveLogin(storage, loginResponse({ isPasswordResetRequired: true }));
    saveLogin(storage, loginResponse({ isPasswordResetRequired: false }));
    expect(storage.get("isPasswordResetRequired")).toBeNull();
  });

  it("survives a backend that throws", () => {
    const storage = createAppStorage({
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => saveLogin(storage, loginResponse())).not.toThrow();
    expect(storage.get("accessToken")).toBeNull();
  });

  it("notifies subscribers of changes", () => {
    const storage = createAppStorage(memoryBackend());
    const fn = vi.fn<() => void>();
    const off = storage.subscribe(fn);
    storage.set("language", "pl");
    off();
    storage.set("language", "en");
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("logout", () => {
  it("tells the server, clears the session but keeps language, theme and install choice, resets caches, goes to /login", async () => {
    const backend = memoryBackend();
    const storage = createAppStorage(backend);
    saveLogin(storage, loginResponse({ isPasswordResetRequired: true }));
    storage.set("language", "en");
    storage.set("installPromptConfirmed", true);
    storage.setRaw(THEME_STORAGE_KEY, "dark");

    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const api = createApiClient({
      baseUrl: "http://api.test/api/v1",
      storage,
      getLanguage: () => "en",
      fetch: async (url, init) => {
        calls.push({ url: String(url), init });
        return new Response(null, { status: 204 });
      },
    });
    const order: string[] = [];
    await logout(api, storage, {
      resetCache: () => void order.push("cache"),
      redirect: (to) => void order.push(`redirect:${to}`),
    });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("http://api.test/api/v1/auth/logout");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ refreshToken: "refresh-1" });
    expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer access-1");
    expect(order).toEqual(["cache", "redirect:/login"]);
    expect(backend.dump()).toEqual({
      [`${STORAGE_PREFIX}language`]: "en",
      [`${STORAGE_PREFIX}installPromptConfirmed`]: "true",
      [THEME_STORAGE_KEY]: "dark",
    });
  });

  it("clears the session even when the server cannot be reached", async () => {
    const storage = createAppStorage(memoryBackend());
    saveLogin(storage, loginResponse());
    const api = createApiClient({
      baseUrl: "http://api.test/api/v1",
      storage,
      getLanguage: () => "pl",
      fetch: () => Promise.reject(new TypeError("offline")),
      onError: () => {
        throw new Error("logout must not toast");
      },
    });
    const redirect = vi.fn<(to: string) => void>();
    await logout(api, storage, { resetCache: () => undefined, redirect });
    expect(readSession(storage)).toMatchObject({ accessToken: null, user: null });
    expect(redirect).toHaveBeenCalledWith("/login");
  });
});
