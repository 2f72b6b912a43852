import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ROLES } from "../../../../contract/common";
import { foldedSql } from "../fold";
import { companies } from "./companies";

export const USER_STATUSES = ["Active", "Inactive", "Pending"] as const;

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    birthDate: text("birth_date"),
    role: text("role", { enum: ROLES }).notNull(),
    status: text("status", { enum: USER_STATUSES }).notNull().default("Pending"),
    companyId: text("company_id").references(() => companies.id),
    isPasswordResetRequired: integer("is_password_reset_required", { mode: "boolean" }).notNull().default(true),
    createdOn: text("created_on").notNull(),
    updatedOn: text("updated_on").notNull(),
    lastLoginOn: text("last_login_on"),
    /** Names and e-mail lower-cased (Polish letters too), for `q`; computed by SQLite, never written. */
    searchText: text("search_text").generatedAlwaysAs(
      foldedSql(sql`"first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email"`),
      { mode: "virtual" },
    ),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    index("users_role_status_idx").on(t.role, t.status),
    index("users_company_id_role_idx").on(t.companyId, t.role),
    // Sorts of GET /users.
    index("users_last_name_first_name_idx").on(t.lastName, t.firstName),
    index("users_created_on_idx").on(t.createdOn),
    index("users_last_login_on_idx").on(t.lastLoginOn),
  ],
);
