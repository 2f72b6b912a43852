import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { SECURITY_HEADERS } from "../lib/security-headers";

/** Runs after everything else, so error and not-found answers get the headers too. */
export const applySecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  // API answers carry tokens and tenant data: no shared or browser cache may keep them.
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
