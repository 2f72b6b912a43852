// The isolates' heap sizes at each garbage collection, from V8's --trace-gc lines in workerd's
// output (server.ts turns the flag on; the output goes to the server's log file). Unlike the
// inspector, which the isolate answers only between requests, V8 prints these while a request
// runs: the used heap only grows between two collections, so the largest size a collection
// starts from is the peak of the used heap (garbage included), unless the heap after the
// operation (the inspector's sample, memory.ts) is larger: with no collection at all, that is the
// peak. The size a full collection leaves is the live heap at that moment.
import { closeSync, openSync, readSync, statSync } from "node:fs";

/** One isolate's collections during an operation, in MB. */
export type IsolateGc = {
  isolate: string;
  collections: number;
  /** Largest used heap a collection started from, and its committed heap size. */
  peakUsed: number;
  peakTotal: number;
  /** Largest heap left after a full (Mark-Compact) collection, when there was one: live objects. */
  peakLive: number | null;
};

// [pid:isolate(:context)]  1234 ms: Scavenge 12.3 (14.5) -> 11.2 (15.5) MB, …
const LINE = /^\[\d+:(0x[0-9a-f]+)(?::\d+)?\]\s+[\d.]+ ms: ([A-Za-z -]+?) ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/gm;

/** Where the log ends now: collect() reads from here. */
export const logEnd = (logFile: string): number => statSync(logFile).size;

function readFrom(logFile: string, offset: number): string {
  const size = statSync(logFile).size;
  if (size <= offset) return "";
  const buf = Buffer.alloc(size - offset);
  const fd = openSync(logFile, "r");
  try {
    readSync(fd, buf, 0, buf.length, offset);
  } finally {
    closeSync(fd);
  }
  return buf.toString("utf8");
}

/**
 * The collections logged since `offset`, per isolate, largest peak first. workerd's output reaches
 * the log through Miniflare with a delay, so this waits until the log has stopped growing.
 */
export async function collect(logFile: string, offset: number): Promise<IsolateGc[]> {
  let size = -1;
  for (let waited = 0; waited < 15_000 && statSync(logFile).size !== size; waited += 500) {
    size = statSync(logFile).size;
    await new Promise((r) => setTimeout(r, 500));
  }
  const byIsolate = new Map<string, IsolateGc>();
  for (const m of readFrom(logFile, offset).matchAll(LINE)) {
    const [, isolate, kind, before, totalBefore, after] = m as unknown as [string, string, string, string, string, string];
    const gc = byIsolate.get(isolate) ?? { isolate, collections: 0, peakUsed: 0, peakTotal: 0, peakLive: null };
    gc.collections++;
    gc.peakUsed = Math.max(gc.peakUsed, Number(before));
    gc.peakTotal = Math.max(gc.peakTotal, Number(totalBefore));
    if (kind === "Mark-Compact") gc.peakLive = Math.max(gc.peakLive ?? 0, Number(after));
    byIsolate.set(isolate, gc);
  }
  return [...byIsolate.values()].sort((a, b) => b.peakUsed - a.peakUsed);
}
