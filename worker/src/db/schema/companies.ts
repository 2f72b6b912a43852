import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { foldedSql } from "../fold";

export const COMPANY_STATUSES = ["Inactive", "Active", "Pending", "OutsideSystem"] as const;

export const companies = sqliteTable(
  "companies",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    status: text("status", { enum: COMPANY_STATUSES }).notNull().default("Inactive"),
    maxUsers: integer("max_users").notNull().default(10),
    taxId: text("tax_id"),
    country: text("country").notNull().default("PL"),
    city: text("city"),
    postalCode: text("postal_code"),
    street: text("street"),
    homeNumber: text("home_number"),
    createdOn: text("created_on").notNull(),
    updatedOn: text("updated_on").notNull(),
    /** Name, tax id and city lower-cased (Polish letters too), for `q`; computed by SQLite, never written. */
    searchText: text("search_text").generatedAlwaysAs(
      foldedSql(sql`"name" || ' ' || coalesce("tax_id", '') || ' ' || coalesce("city", '')`),
      { mode: "virtual" },
    ),
  },
  (t) => [
    uniqueIndex("companies_tax_id_idx").on(t.taxId).where(sql`${t.taxId} is not null`),
    index("companies_status_created_on_idx").on(t.status, t.createdOn),
    index("companies_created_on_idx").on(t.createdOn),
    // Filters and sorts of GET /companies.
    index("companies_name_idx").on(t.name),
    index("companies_country_city_idx").on(t.country, t.city),
    index("companies_city_idx").on(t.city),
  ],
);
