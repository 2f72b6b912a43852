import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

// Past this the client is sending junk on purpose: the connection is given up instead.
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads to its end any request body left unread when the answer was made (a 401 before the JSON
 * was parsed, a 413 by Content-Length). Served locally (vite preview → miniflare → workerd), a
 * body left behind broke the kept-alive connection, and the next request on it, perhaps another
 * user's, failed with the proxy's HTML 500.
 */
export const drainBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const request = c.req.raw;
  // A locked body is being read, or was given up, by someone else (the body limit's count).
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
      if (read > DRAIN_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away; there is nothing left to keep.
  }
});
