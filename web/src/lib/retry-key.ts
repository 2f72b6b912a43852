import { ApiError, isUnanswered } from "./api-error";
/**
 * Idempotency-Keys for a form that creates records (see POST /positions): a request sent again with
 * the same body, after its answer was lost, goes under the same key, so the server answers with
 * what the first one created instead of storing it twice. Another body, or the next record after a
 * success, gets a new key.
 */
export type RetryKeys = {
  /** The key for this body: the last one's, when the body is the same and no answer came for it. */
  keyFor(body: unknown): string;
  /** The record was created: the next request is a new one, whatever its body. */
  settle(): void;
};

export function retryKeys(newKey: () => string = randomKey): RetryKeys {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}

/** 128 random bits in hex: crypto.getRandomValues works where randomUUID does not (a page served over plain http). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The header of a create sent under `key` (none without one). */
export function idempotencyHeader(key: string | undefined): Record<string, string> | undefined {
  return key ? { "Idempotency-Key": key } : undefined;
}

/**
 * Runs a call that is safe to repeat (a DELETE, or a create under its Idempotency-Key) and, when
 * the network lost it, sends it once more at once: a moment's drop then costs the user nothing,
 * where "try again" after the lost answer met a form or list already read anew. `settledBy`
 * tells a refusal of the second call that means the first went through (a delete's 404).
 */
export async function resendIfUnanswered<T>(call: () => Promise<T>, settledBy?: (error: ApiError) => T | undefined): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isUnanswered(error)) throw error;
  }
  try {
    return await call();
  } catch (error) {
    const settled = error instanceof ApiError ? settledBy?.(error) : undefined;
    if (settled === undefined) throw error;
    return settled;
  }
}
