import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { newId } from "../lib/ids";

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's (or Cloudflare's) request id when it looks harmless, so logs can be joined. */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header("X-Request-Id");
  const id = incoming && SAFE_ID.test(incoming) ? incoming : newId();
  c.set("requestId", id);
  await next();
  c.header("X-Request-Id", id);
});
