import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Idempotency-Key of each create call that sent one, for a day: the same user sending the same
 * key again (a request sent twice because its answer was lost) gets what the first one created
 * instead of a second record. `request_hash` tells a retry from another request under a used key.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    entityId: text("entity_id").notNull(),
    createdOn: text("created_on").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_on_idx").on(t.createdOn)],
);
