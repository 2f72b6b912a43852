// The browser tests need Debian's Chromium. On a fresh machine where we are root with apt,
// install it; otherwise stop with the one command that does.
import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt || process.env.NO_BROWSER_INSTALL === "1") {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH).`,
    );
  }
  console.info("Installing Debian's chromium for the browser tests (about 30 s)…");
  const opts: ExecFileSyncOptions = { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } };
  execFileSync("apt-get", ["update", "-qq"], opts);
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], opts);
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing`);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
