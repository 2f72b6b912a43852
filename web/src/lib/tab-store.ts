import { STORAGE_PREFIX } from "./storage";

/** Where this tab keeps a user's unsaved forms: `${STORAGE_PREFIX}draft:<form>:<userId>` in sessionStorage. */
export const DRAFT_KEY = "draft:";

const NO_STORE: Storage = { length: 0, clear: () => undefined, key: () => null, getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** This tab's sessionStorage, or a store that keeps nothing where the browser refuses it (reading it can throw). */
export function tabStore(): Storage {
  try {
    return globalThis.sessionStorage ?? NO_STORE;
  } catch {
    return NO_STORE;
  }
}

/** Removes every kept draft but `userId`'s: someone else signed in on this tab (a shared computer). */
export function dropOthersDrafts(store: Pick<Storage, "length" | "key" | "removeItem">, userId: string): void {
  try {
    const prefix = `${STORAGE_PREFIX}${DRAFT_KEY}`;
    const others = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(prefix) && !key.endsWith(`:${userId}`),
    );
    for (const key of others) store.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses access holds no draft either.
  }
}
