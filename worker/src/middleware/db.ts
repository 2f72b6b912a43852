import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { createDb } from "../db/client";

export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", await createDb(c.env));
  await next();
});
