import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** One row per mutation: who, when, what, and the entity before and after (JSON). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    at: text("at").notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_entity_entity_id_at_idx").on(t.entity, t.entityId, t.at),
    // GET /audit without an entity id: newest first, optionally of one entity kind.
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_at_idx").on(t.entity, t.at),
    index("audit_log_entity_id_at_idx").on(t.entityId, t.at),
  ],
);
