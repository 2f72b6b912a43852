// Serves the app as `npm start` does (a production build under `vite preview`, the Worker in
// workerd, D1 persisted in a state dir), from the bench's own build and state, on a free port.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, relative } from "node:path";
import { baseEnv, root, run, waitForHealth } from "../lib.ts";
import { descendants } from "./memory.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Builds into outDir (its own folder, so other builds in this work tree are not disturbed). */
export async function build(outDir: string): Promise<void> {
  await run("npm", ["run", "-s", "codegen"], { stdio: ["ignore", "ignore", "inherit"] });
  await run("vite", ["build", "--outDir", outDir, "--logLevel", "warn"], { env: baseEnv(), stdio: ["ignore", "ignore", "inherit"] });
}

export const isBuilt = (outDir: string) => existsSync(join(outDir, "report_panel/wrangler.json"));

/** inspector: the DevTools websocket of the Worker's isolate, when one was found. */
export type Served = { url: string; workerdPid: number; inspector: string | undefined; stop: () => void };

/** The TCP ports a process listens on (its sockets' inodes in /proc/<pid>/fd matched to /proc/<pid>/net/tcp{,6}). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ["tcp", "tcp6"]) {
    for (const row of readFileSync(`/proc/${pid}/net/${table}`, "utf8").split("\n").slice(1)) {
      // sl local_address rem_address st … inode: state 0A is LISTEN.
      const cols = row.trim().split(/\s+/);
      if (cols[3] === "0A" && inodes.has(cols[9]!)) ports.push(Number.parseInt(cols[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/**
 * The DevTools websocket of the Worker's isolate. `vite preview` (Miniflare) enables the V8 inspector
 * and serves it through its inspector proxy on the first free port from 9229, in the vite process;
 * other servers on this machine (npm start, e2e runs) take ports from 9229 as well, so the proxy is
 * found among the ports our vite process listens on, not by number.
 */
async function findInspector(vitePid: number, appPort: number, workerName: string): Promise<string | undefined> {
  for (const port of listeningPorts(vitePid).filter((p) => p !== appPort)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(2000) });
      const targets = (await res.json()) as { webSocketDebuggerUrl?: string }[];
      const target = targets.find((t) => t.webSocketDebuggerUrl?.endsWith(`/${workerName}`));
      if (target?.webSocketDebuggerUrl) return target.webSocketDebuggerUrl;
    } catch {
      // not the inspector proxy
    }
  }
  return undefined;
}

/**
 * Serves the build; the server's and the Worker's output goes to logFile (the Worker logs a line per request).
 * traceGc: V8 logs every garbage collection there. heapLimitMb: V8 caps each isolate's heap at this
 * size, as the Workers runtime does (an isolate that needs more dies, and workerd with it).
 */
export async function serve(outDir: string, stateDir: string, logFile: string, opts: { traceGc?: boolean; heapLimitMb?: number } = {}): Promise<Served> {
  // A registry of its own, so workers of other runs in this work tree do not find each other.
  // With traceGc, V8 prints every garbage collection of every isolate in workerd to its output
  // (gc-trace.ts reads the heap's sizes from there: the inspector cannot answer while a request runs).
  const env = baseEnv({
    STATE_DIR: stateDir,
    WRANGLER_REGISTRY_PATH: join(stateDir, "registry"),
    MINIFLARE_REGISTRY_PATH: join(stateDir, "registry"),
    ...(opts.traceGc || opts.heapLimitMb ? { MINIFLARE_WORKERD_V8_FLAGS: [opts.traceGc ? "--trace-gc" : "", opts.heapLimitMb ? `--max-heap-size=${opts.heapLimitMb}` : ""].join(" ").trim() } : {}),
  });
  // `vite preview` finds the built Worker through web/.wrangler/deploy/config.json, which every
  // build in this work tree rewrites; point it at our build just before serving it.
  const deployConfig = join(root, "web/.wrangler/deploy/config.json");
  mkdirSync(dirname(deployConfig), { recursive: true });
  writeFileSync(deployConfig, JSON.stringify({ configPath: relative(dirname(deployConfig), join(outDir, "report_panel/wrangler.json")), auxiliaryWorkers: [] }));
  const port = await freePort();
  const log = openSync(logFile, "w");
  const server: ChildProcess = spawn("vite", ["preview", "--outDir", outDir, "--port", String(port), "--host", "127.0.0.1", "--strictPort"], {
    cwd: root,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, 120_000);
  } catch (e) {
    stop();
    throw e;
  }
  const workerd = descendants(server.pid!).filter((p) => p.comm === "workerd");
  if (workerd.length === 0) {
    stop();
    throw new Error("no workerd process found under vite preview");
  }
  const { name } = JSON.parse(readFileSync(join(outDir, "report_panel/wrangler.json"), "utf8")) as { name: string };
  const inspector = await findInspector(server.pid!, port, name);
  // The last one started serves the app (the first may be a helper of the same tree).
  return { url, workerdPid: workerd.at(-1)!.pid, inspector, stop };
}
