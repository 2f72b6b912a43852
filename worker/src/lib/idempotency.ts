import { m } from "@contract/messages";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { insertRowIf } from "./conditional-insert";
import { sha256Hex } from "./crypto";
import { ConflictError, ValidationError } from "./errors";
import { iso } from "./time";

/** How long a key answers with what it created (draft-ietf-httpapi-idempotency-key-header leaves it to the server). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The field name a malformed header is reported under. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

// Visible ASCII but the double quote, which only wraps a structured-field string.
const KEY = /^[\x21\x23-\x7e]{1,255}$/;

/**
 * The Idempotency-Key header's key: a structured-field string ("…", as the draft writes it) or the
 * bare token most clients send. No header, no key; a malformed one is a 400, not silently ignored,
 * since a client that sends it relies on it.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  let value = header.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  if (!KEY.test(value)) throw new ValidationError({ [IDEMPOTENCY_HEADER]: [m("idempotencyKey")] });
  return value;
}

export type Idempotency = { userId: string; key: string; requestHash: string };

/** The Idempotency-Key header's key for the signed-in user, with the fingerprint of the request's validated body. */
export async function idempotencyFor(header: string | undefined, actor: { userId: string } | null, body: unknown): Promise<Idempotency | null> {
  const key = idempotencyKeyOf(header);
  return key === undefined || !actor ? null : { userId: actor.userId, key, requestHash: await sha256Hex(JSON.stringify(body)) };
}

/** Said in the description of each create route that takes the header. */
export const IDEMPOTENCY_NOTE =
  " An optional Idempotency-Key header (1 to 255 visible ASCII characters other than the double quote, bare or in double quotes) makes a retry safe: the same " +
  "user sending the same key with the same body within 24 hours gets 201 with the record the first request created " +
  "(as it is now; 404 if it was deleted since) instead of a second one; the same key with another body answers 409, " +
  "a malformed key 400.";

/**
 * The id of what an earlier request under this key created within the window, or undefined when
 * the key is new. 409 when the key came with another request: the client mixed up its keys, and
 * answering with the other record would hide that.
 */
export async function earlierCreation(db: Db, idem: Idempotency, now: Date): Promise<string | undefined> {
  const row = await selectKey(db, idem, now).get();
  if (!row) return undefined;
  if (row.requestHash !== idem.requestHash) throw new ConflictError(m("idempotencyKeyReused"));
  return row.entityId;
}

/**
 * Statements for the creating batch: keys past the window go, and this one is recorded with what
 * the batch creates (when `condition` holds, if given). A concurrent request under the same key
 * fails on the primary key, taking its whole batch with it; it then finds this one's record with
 * earlierCreation.
 */
export function recordCreation(db: Db, idem: Idempotency, entityId: string, now: Date, condition?: SQL): BatchItem<"sqlite">[] {
  const row = { userId: idem.userId, key: idem.key, requestHash: idem.requestHash, entityId, createdOn: iso(now) };
  return [
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdOn, windowStart(now))),
    // A conditional create (a company's free tax id) records its key only when its condition holds,
    // and a key recorded meanwhile still fails the batch.
    condition ? insertRowIf(db, idempotencyKeys, row, condition, "fail") : db.insert(idempotencyKeys).values(row),
  ];
}

/** The key's row within the window (by the primary key). */
export const selectKey = (db: Db, idem: Idempotency, now: Date) =>
  db
    .select({ requestHash: idempotencyKeys.requestHash, entityId: idempotencyKeys.entityId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key), gte(idempotencyKeys.createdOn, windowStart(now))));

/**
 * A create call under an optional key: what an earlier request under it created (`read`), or else
 * `write` with a maker of the statements that record the key, for its batch; a batch lost to a
 * concurrent request under the same key answers with that request's record.
 */
export async function createOnce<T>(
  { db, now }: { db: Db; now: Date },
  idem: Idempotency | null | undefined,
  id: string,
  write: (record: (condition?: SQL) => BatchItem<"sqlite">[]) => Promise<unknown>,
  read: (id: string) => Promise<T>,
): Promise<T> {
  if (!idem) {
    await write(() => []);
    return read(id);
  }
  const earlier = await earlierCreation(db, idem, now);
  if (earlier !== undefined) return read(earlier);
  try {
    await write((condition) => recordCreation(db, idem, id, now, condition));
  } catch (error) {
    const winner = await earlierCreation(db, idem, now);
    if (winner === undefined) throw error;
    return read(winner);
  }
  return read(id);
}

const windowStart = (now: Date) => iso(new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
