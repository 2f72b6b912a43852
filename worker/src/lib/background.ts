import type { Context } from "hono";

/**
 * Runs work after the answer is sent: `waitUntil` keeps the Worker alive until it settles. Without
 * an execution context (the app driven from Node, as in the libSQL tests) the promise simply runs
 * on. A failure is logged with the request id; it never reaches the client, who already has its answer.
 */
export function runInBackground(c: Context, requestId: string, work: () => Promise<unknown>): void {
  const done = work().catch((error: unknown) => {
    console.error(JSON.stringify({ level: "error", requestId, message: "background work failed", error: String(error) }));
  });
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // No ExecutionContext outside the Workers runtime.
  }
}
