// Memory of the Worker while an operation runs. First the isolate's own V8 heap, sampled over the
// DevTools protocol (isolate-heap.ts): the figure the Workers limit of 128 MB per isolate is about.
// Second, as the operating system sees it: the resident set (RSS) of the workerd process that serves the app. It holds the Worker's isolate and also the local D1 (SQLite runs
// inside workerd here): the database file's pages it maps show as file-backed RSS (RssFile, up to
// the file's size), SQLite's page cache and every isolate's heap as anonymous RSS (RssAnon). So
// the anonymous part, and how much an operation adds to it, is the nearest figure to the Worker's
// own memory; both are upper bounds of it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { collect, type IsolateGc, logEnd } from "./gc-trace.ts";
import type { HeapUsage, Inspector } from "./isolate-heap.ts";

/** Resident set (all, anonymous) and peak resident set of a process, in MB (from /proc/<pid>/status). */
export function rss(pid: number): { rss: number; anon: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, anon: kb("RssAnon") / 1024, hwm: kb("VmHWM") / 1024 };
}

/**
 * The isolate's heap during an operation, in MB: before, the highest sample of each figure, after,
 * and the longest wait for a sample (the isolate answers the inspector between its tasks, so a long
 * synchronous stretch of work shows as a gap, and a peak inside it can be missed).
 */
export type Heap = { baseline: HeapUsage; peak: HeapUsage; after: HeapUsage; samples: number; maxGapMs: number; gc: IsolateGc[] };

export type Memory = { baseline: number; peak: number; after: number; anonBaseline: number; anonPeak: number; heap?: Heap };

/** Samples the isolate's heap, one call at a time, until `stop` is aborted. */
async function sampleHeap(inspector: Inspector, baseline: HeapUsage, stop: AbortSignal): Promise<Omit<Heap, "gc">> {
  const peak = { ...baseline };
  let samples = 0;
  let maxGapMs = 0;
  let last = performance.now();
  while (!stop.aborted) {
    const now = await inspector.heapUsage();
    const t = performance.now();
    maxGapMs = Math.max(maxGapMs, t - last);
    last = t;
    samples++;
    peak.used = Math.max(peak.used, now.used);
    peak.total = Math.max(peak.total, now.total);
    peak.external = Math.max(peak.external, now.external);
    await new Promise((r) => setTimeout(r, 10));
  }
  const after = await inspector.heapUsage();
  return { baseline, peak, after, samples, maxGapMs };
}

/** The processes below `root` (children, grandchildren, …) with their command names. */
export function descendants(root: number): { pid: number; comm: string }[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so split at the last ")".
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out: { pid: number; comm: string }[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      out.push({ pid: child, comm: names.get(child) ?? "" });
      walk(child);
    }
  };
  walk(root);
  return out;
}

/**
 * Samples a process's RSS while `work` runs: the baseline before, the peak during (the kernel's
 * VmHWM, reset first through clear_refs, and our own 20 ms samples), what is left after, and the
 * same for the anonymous part (sampled only: the kernel keeps no peak of it). With `isolate`, also
 * the isolates' heaps: sampled over the inspector, and from the GC trace in the server's log.
 */
export async function measureMemory<T>(pid: number, work: () => Promise<T>, isolate?: { inspector: Inspector; logFile: string }): Promise<Memory & { result: T }> {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
  } catch {
    // not permitted: the sampled peak still counts
  }
  const start = rss(pid);
  let peak = start.rss;
  let anonPeak = start.anon;
  const sample = () => {
    try {
      const now = rss(pid);
      peak = Math.max(peak, now.rss);
      anonPeak = Math.max(anonPeak, now.anon);
    } catch {
      // the process went away; the call will fail on its own
    }
  };
  const inspector = isolate?.inspector;
  const heapStart = inspector && (await inspector.heapUsage());
  const logOffset = isolate && logEnd(isolate.logFile);
  const finished = new AbortController();
  // A failed sample (the inspector went away) leaves the heap unmeasured; the operation goes on.
  const heap = inspector && heapStart && sampleHeap(inspector, heapStart, finished.signal).catch(() => undefined);
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    const end = rss(pid);
    finished.abort();
    const sampled = await heap;
    const gc = isolate && logOffset !== undefined ? await collect(isolate.logFile, logOffset) : [];
    return { result, baseline: start.rss, peak: Math.max(peak, end.hwm), after: end.rss, anonBaseline: start.anon, anonPeak, heap: sampled && { ...sampled, gc } };
  } finally {
    finished.abort();
    clearInterval(timer);
  }
}
