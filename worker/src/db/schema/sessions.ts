import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";

/**
 * One row per sign-in: the "family" that every rotated refresh token of that sign-in belongs to.
 * Revoking it ends the family at once (logout, reuse of a rotated token, password change).
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    createdOn: text("created_on").notNull(),
    lastRefreshedOn: text("last_refreshed_on"),
    revokedOn: text("revoked_on"),
    revokedReason: text("revoked_reason", {
      enum: ["logout", "reuse", "passwordChange", "passwordReset", "userDeleted", "userDeactivated", "companyDeactivated"],
    }),
    clientAddress: text("client_address"),
  },
  (t) => [index("sessions_user_id_revoked_on_idx").on(t.userId, t.revokedOn)],
);

/** Refresh tokens are stored only as a SHA-256 hash; a rotated token keeps its row so reuse can be told apart from garbage. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id),
    tokenHash: text("token_hash").notNull(),
    createdOn: text("created_on").notNull(),
    expiresOn: text("expires_on").notNull(),
    rotatedOn: text("rotated_on"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_idx").on(t.tokenHash),
    index("refresh_tokens_session_id_idx").on(t.sessionId),
  ],
);
