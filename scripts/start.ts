// `npm start`: build, apply migrations to the local D1, serve SPA + /api/v1 from one Worker in
// workerd. `npm run dev`: the same with hot reload. PORT, HOST and STATE_DIR override defaults.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { applyMigrations, baseEnv, root, run, waitForHealth } from "./lib.ts";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "8787";
const host = process.env.HOST ?? "127.0.0.1";
const stateDir = resolve(root, process.env.STATE_DIR ?? ".wrangler/state");
const env = baseEnv({ STATE_DIR: stateDir });

if (!dev) await run("npm", ["run", "build"], { env });
else await run("npm", ["run", "codegen"], { env });
await applyMigrations(stateDir, env);

const server = spawn("vite", [dev ? "dev" : "preview", "--port", port, "--host", host, "--strictPort"], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The first request creates the seed SuperAdmin when it is missing.
const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
const health = await waitForHealth(url);
console.info(`\nReport panel is up at ${url} (db: ${health.db}, version ${health.version}).`);
console.info("Sign in as superadmin@example.com with SEED_ADMIN_PASSWORD (default Admin123!).\n");
