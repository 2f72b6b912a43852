// The V8 heap of the Worker's isolate, read through the DevTools protocol (the inspector that
// `vite preview` enables, see server.ts). This is what the Workers limit of 128 MB per isolate is
// about, unlike workerd's RSS (memory.ts), which also holds the local D1's SQLite and workerd itself.

/**
 * The isolate's V8 heap in MB (Runtime.getHeapUsage): used by live and not yet collected objects,
 * and allocated by V8 for it; `external` is the memory of ArrayBuffers' backing stores and
 * embedder objects, which lives outside the heap (0 when this V8 does not report it).
 */
export type HeapUsage = { used: number; total: number; external: number };

export type Inspector = {
  heapUsage: () => Promise<HeapUsage>;
  /** A full garbage collection, so a baseline or what is left after an operation counts only live objects. */
  collectGarbage: () => Promise<void>;
  close: () => void;
};

const MB = 1024 * 1024;

/** Connects to the isolate's DevTools websocket (one session; calls answer in order). */
export async function connectInspector(url: string): Promise<Inspector> {
  // Miniflare's inspector proxy closes connections without an Origin it knows (DevTools or localhost).
  const init = { headers: { Origin: "http://127.0.0.1" } };
  const ws = new WebSocket(url, init as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", () => reject(new Error(`cannot open the inspector at ${url}`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.addEventListener("message", (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const call = msg.id === undefined ? undefined : pending.get(msg.id);
    if (!call) return; // an event: none are enabled, but the proxy may send some
    pending.delete(msg.id!);
    if (msg.error) call.reject(new Error(msg.error.message));
    else call.resolve(msg.result);
  });
  ws.addEventListener("close", () => {
    for (const call of pending.values()) call.reject(new Error("the inspector closed"));
    pending.clear();
  });
  const send = <T>(method: string, timeoutMs = 120_000): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      const done = { resolve: (v: unknown) => (clearTimeout(timer), resolve(v as T)), reject: (e: Error) => (clearTimeout(timer), reject(e)) };
      pending.set(id, done);
      ws.send(JSON.stringify({ id, method }));
    });
  return {
    heapUsage: async () => {
      const r = await send<{ usedSize: number; totalSize: number; embedderHeapUsedSize?: number; backingStorageSize?: number }>("Runtime.getHeapUsage");
      return { used: r.usedSize / MB, total: r.totalSize / MB, external: ((r.embedderHeapUsedSize ?? 0) + (r.backingStorageSize ?? 0)) / MB };
    },
    collectGarbage: async () => {
      await send("HeapProfiler.collectGarbage", 5000);
    },
    close: () => ws.close(),
  };
}
