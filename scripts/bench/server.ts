// Serves the app as `npm start` does (a production build under `vite preview`, the Worker in
// workerd, D1 persisted in a state dir), from the bench's own build and state, on a free port.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, writeFileSync } from "node:fs";
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

export type Served = { url: string; workerdPid: number; stop: () => void };

/** Serves the build; the server's and the Worker's output goes to logFile (the Worker logs a line per request). */
export async function serve(outDir: string, stateDir: string, logFile: string): Promise<Served> {
  // A registry of its own, so workers of other runs in this work tree do not find each other.
  const env = baseEnv({ STATE_DIR: stateDir, WRANGLER_REGISTRY_PATH: join(stateDir, "registry"), MINIFLARE_REGISTRY_PATH: join(stateDir, "registry") });
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
  // The last one started serves the app (the first may be a helper of the same tree).
  return { url, workerdPid: workerd.at(-1)!.pid, stop };
}
