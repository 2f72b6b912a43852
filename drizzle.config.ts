import { defineConfig } from "drizzle-kit";

// `npm run db:generate -- --name <verb>_<object>` writes migrations/NNNN_<verb>_<object>.sql.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/src/db/schema/index.ts",
  out: "./migrations",
  migrations: { prefix: "index" },
});
