import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { auditLog } from "../db/schema";
import { type AuditEntry, redactSecrets } from "./audit";
import { newId } from "./ids";
import { el, insertSelect, jsonChunks } from "./json-set";
import { iso } from "./time";

type AuditContext = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

/** The i-th element of the json_each row as JSON text, or NULL for JSON null (before/after of an entry). */
const json = (i: number) => sql.raw(`case when json_type(value, '$[${i}]') = 'null' then null else value -> '$[${i}]' end`);

/**
 * The audit rows of a bulk change — one per entity, as lib/audit.ts writes one — as few
 * `INSERT … SELECT FROM json_each(?)` statements (one per ~500 KB of entries) instead of one
 * statement per row. Put them in the batch of the change.
 */
export function auditRows(ctx: AuditContext, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return [];
  const at = iso(ctx.now);
  const rows = entries.map((e) => [
    newId(ctx.now.getTime()),
    e.actorId !== undefined ? e.actorId : (ctx.actor?.userId ?? null),
    e.action,
    e.entity,
    e.entityId,
    e.before === undefined ? null : redactSecrets(e.before),
    e.after === undefined ? null : redactSecrets(e.after),
  ]);
  return jsonChunks(rows).map((chunk) =>
    insertSelect(
      ctx.db,
      auditLog,
      { id: el(0), at, actorId: el(1), action: el(2), entity: el(3), entityId: el(4), before: json(5), after: json(6), requestId: ctx.requestId },
      sql`json_each(${chunk})`,
    ),
  );
}
