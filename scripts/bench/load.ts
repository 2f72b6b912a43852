// A small closed-loop load generator: `connections` loops, each sending the next request as soon
// as the previous answer is read (Node's fetch keeps the connections alive), for a warm-up and
// then a fixed measured time. Latency is from sending to the last byte of the body.

export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p99: number; totalCount: number | null; firstError: string | null };

export type LoadOptions = { connections: number; seconds: number; warmupSeconds: number };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function load(url: string, headers: Record<string, string>, options: LoadOptions): Promise<LoadResult> {
  let totalCount: number | null = null;
  let firstError: string | null = null;
  const one = async (): Promise<boolean> => {
    try {
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (!res.ok) {
        firstError ??= `HTTP ${res.status}: ${text.replace(/\s+/g, " ").slice(0, 120)}`;
        return false;
      }
      if (totalCount === null) totalCount = (JSON.parse(text) as { totalCount?: number }).totalCount ?? null;
      return true;
    } catch (e) {
      firstError ??= (e as Error).message;
      return false;
    }
  };
  const phase = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + seconds * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const ok = await one();
        if (!record) continue;
        if (ok) latencies.push(performance.now() - started);
        else errors++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.connections }, loop));
    return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
  };
  await phase(options.warmupSeconds, false);
  const { latencies, errors, elapsed } = await phase(options.seconds, true);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    totalCount,
    firstError,
  };
}
