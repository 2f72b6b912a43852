// Helpers shared by the project's scripts. They run under npm, so node_modules/.bin
// (and with it Node 22 and wrangler) is first on PATH.
import { type SpawnOptions, spawn } from "node:child_process";

export const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...opts });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

export function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Offline machines otherwise log a failed Request.cf fetch on every start.
  return { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", ...extra };
}

export async function applyMigrations(stateDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    env: { ...env, CI: "true" },
  });
}

export type Health = { status: string; db: string; version: string };

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<Health> {
  const until = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return (await res.json()) as Health;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer ${url}/api/v1/health in ${timeoutMs} ms (${last})`);
}
