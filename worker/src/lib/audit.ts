import { sql, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { auditLog } from "../db/schema";
import { newId } from "./ids";
import { iso } from "./time";

export type AuditEntry = {
  /** `<entity>.<verb>`, e.g. "user.login". */
  action: `${string}.${string}`;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  /** Who did it when no one is signed in yet (login) or the system acted (seed). */
  actorId?: string | null;
};

const json = (x: unknown) => (x === null ? null : JSON.stringify(x));

/** Keys whose values never reach the audit trail, whoever writes the entry: hashes, passwords, tokens (flags such as isPasswordResetRequired stay). */
const SECRET_KEY = /password|token|secret|hash/i;

/** A copy of an audit payload without secrets (at any depth). */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => typeof item === "boolean" || !SECRET_KEY.test(key))
      .map(([key, item]) => [key, redactSecrets(item)]),
  );
}

type AuditContext = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

function auditValues(ctx: AuditContext, entry: AuditEntry) {
  return {
    id: newId(ctx.now.getTime()),
    at: iso(ctx.now),
    actorId: entry.actorId !== undefined ? entry.actorId : (ctx.actor?.userId ?? null),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
    requestId: ctx.requestId,
  };
}

/** The audit insert for a change; put it in the same db.batch as the change so both commit or neither. */
export function auditRow(ctx: AuditContext, entry: AuditEntry) {
  return ctx.db.insert(auditLog).values(auditValues(ctx, entry));
}

/**
 * An audit insert that only happens if `condition` holds when the batch reaches it — for changes
 * that may turn out to be no-ops (INSERT … ON CONFLICT DO NOTHING) without a round trip to ask.
 */
export function auditRowWhen(ctx: AuditContext, entry: AuditEntry, condition: SQL) {
  const v = auditValues(ctx, entry);
  return ctx.db
    .insert(auditLog)
    .select(
      sql`select ${v.id}, ${v.at}, ${v.actorId}, ${v.action}, ${v.entity}, ${v.entityId}, ${json(v.before)}, ${json(v.after)}, ${v.requestId} where ${condition}`,
    );
}
