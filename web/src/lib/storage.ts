import { SessionUser } from "@contract/auth";
import { LANGS, type Lang } from "@contract/common";
import * as v from "valibot";

/** Every item of the product lives under this prefix; only the theme uses a bare key. */
export const STORAGE_PREFIX = "report-panel:";
export const THEME_STORAGE_KEY = "vite-ui-theme";

export type StoredItems = {
  accessToken: string;
  refreshToken: string;
  isPasswordResetRequired: boolean;
  /** The login answer minus the tokens (userId, names, role, company…). */
  userData: SessionUser;
  language: Lang;
  installPromptConfirmed: boolean;
};
export type StorageKey = keyof StoredItems;

export const STORAGE_KEYS = [
  "accessToken",
  "refreshToken",
  "isPasswordResetRequired",
  "userData",
  "language",
  "installPromptConfirmed",
] as const satisfies readonly StorageKey[];

/** What logout removes: the session. The language, theme and install-prompt choice stay. */
export const SESSION_KEYS = [
  "accessToken",
  "refreshToken",
  "isPasswordResetRequired",
  "userData",
] as const satisfies readonly StorageKey[];

export type StorageBackend = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type Codec<T> = { encode: (value: T) => string; decode: (raw: string) => T | null };

const text: Codec<string> = { encode: (s) => s, decode: (s) => (s === "" ? null : s) };
const flag: Codec<boolean> = { encode: (b) => String(b), decode: (s) => (s === "true" ? true : s === "false" ? false : null) };
const json = <T>(schema: v.GenericSchema<unknown, T>): Codec<T> => ({
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
});

const codecs: { [K in StorageKey]: Codec<StoredItems[K]> } = {
  accessToken: text,
  refreshToken: text,
  isPasswordResetRequired: flag,
  userData: json(SessionUser),
  language: { encode: (l) => l, decode: (s) => ((LANGS as readonly string[]).includes(s) ? (s as Lang) : null) },
  installPromptConfirmed: flag,
};

/** A Map standing in for localStorage where it is missing or throws (private mode, tests). */
export function memoryBackend(): StorageBackend & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, value) => void map.set(k, String(value)),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}

export type AppStorage = ReturnType<typeof createAppStorage>;

/** localStorage throws in some private modes and when full; storage then simply does nothing. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function createAppStorage(backend: StorageBackend, prefix = STORAGE_PREFIX) {
  const listeners = new Set<() => void>();
  let version = 0;
  const emit = () => {
    version++;
    for (const fn of listeners) fn();
  };
  function get<K extends StorageKey>(key: K): StoredItems[K] | null {
    const raw = safe(() => backend.getItem(prefix + key), null);
    return raw === null ? null : codecs[key].decode(raw);
  }
  function set<K extends StorageKey>(key: K, value: StoredItems[K]): void {
    safe(() => backend.setItem(prefix + key, codecs[key].encode(value)), undefined);
    emit();
  }
  function remove(key: StorageKey): void {
    safe(() => backend.removeItem(prefix + key), undefined);
    emit();
  }
  function clearSession(): void {
    for (const key of SESSION_KEYS) safe(() => backend.removeItem(prefix + key), undefined);
    emit();
  }
  return {
    prefix,
    get,
    set,
    remove,
    clearSession,
    /** Raw access for the un-prefixed theme key. */
    getRaw: (key: string) => safe(() => backend.getItem(key), null),
    setRaw: (key: string, value: string) => safe(() => backend.setItem(key, value), undefined),
    /** Changes made through this object (and, in the browser, by other tabs). */
    subscribe(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    /** Bumped on every change; a cheap snapshot key for useSyncExternalStore. */
    version: () => version,
    /** Lets the browser adapter report changes made by other tabs. */
    notifyExternalChange: emit,
  };
}

function browserBackend(): StorageBackend {
  try {
    const ls = globalThis.localStorage;
    const probe = `${STORAGE_PREFIX}probe`;
    ls.setItem(probe, "1");
    ls.removeItem(probe);
    return ls;
  } catch {
    return memoryBackend();
  }
}

export const storage = createAppStorage(browserBackend());

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) storage.notifyExternalChange();
  });
}
