import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Failed sign-in counters, one row per key ("email:<address>" or "address:<client ip>") and
 * fixed window. Kept in D1 rather than in memory because isolates come and go.
 */
export const loginThrottles = sqliteTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedOn: text("window_started_on").notNull(),
  },
  (t) => [index("login_throttles_window_started_on_idx").on(t.windowStartedOn)],
);
