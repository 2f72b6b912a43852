import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations, baseEnv, root, run, waitForHealth } from "../../scripts/lib.ts";
import { fixtureSql } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
  }
}

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

let server: ChildProcess | undefined;
let stateDir: string | undefined;

/** Builds the app once, gives it a fresh local D1 with fixtures, and serves it as `npm start` does. */
export default async function setup(project: TestProject) {
  stateDir = mkdtempSync(join(tmpdir(), "report-panel-e2e-"));
  // Each run builds into its own folder so parallel runs in one work tree cannot swap builds
  // under each other; E2E_OUT_DIR + E2E_SKIP_BUILD=1 reuses an earlier build.
  const outDir = process.env.E2E_OUT_DIR ?? join(stateDir, "dist");
  if (process.env.E2E_SKIP_BUILD !== "1" || !process.env.E2E_OUT_DIR) {
    await run("npm", ["run", "-s", "codegen"], { stdio: ["ignore", "ignore", "inherit"] });
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle and leave
    // out the service worker: the browser tests run the build users get.
    await run("vite", ["build", "--outDir", outDir, "--logLevel", "warn"], { env: baseEnv({ NODE_ENV: "production" }), stdio: ["ignore", "ignore", "inherit"] });
  }
  // A registry of its own, so workers of parallel runs do not find each other.
  const env = baseEnv({ STATE_DIR: stateDir, WRANGLER_REGISTRY_PATH: join(stateDir, "registry"), MINIFLARE_REGISTRY_PATH: join(stateDir, "registry") });
  await applyMigrations(stateDir, env);
  const sqlFile = join(stateDir, "fixtures.sql");
  writeFileSync(sqlFile, await fixtureSql());
  await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile], {
    env: { ...env, CI: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // `vite preview` finds the built Worker through web/.wrangler/deploy/config.json, which every
  // build in this work tree rewrites; point it at this run's build just before serving it.
  const deployConfig = join(root, "web/.wrangler/deploy/config.json");
  mkdirSync(dirname(deployConfig), { recursive: true });
  writeFileSync(
    deployConfig,
    JSON.stringify({ configPath: relative(dirname(deployConfig), join(outDir, "report_panel/wrangler.json")), auxiliaryWorkers: [] }),
  );
  const port = await freePort();
  server = spawn("vite", ["preview", "--outDir", outDir, "--port", String(port), "--host", "127.0.0.1", "--strictPort"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL);
  project.provide("baseURL", baseURL);
  project.provide("stateDir", stateDir);

  return async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  };
}
