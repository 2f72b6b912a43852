// `npm test`: every check CI runs, in order, stopping at the first failure.
// Prints one closing line "tests: N passed, N failed" summed over the vitest runs.
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.ts";
import { baseEnv, root, run } from "./lib.ts";

const results = `${root}/.test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const timings: [string, string][] = [];
async function step(name: string, fn: () => unknown) {
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  try {
    await fn();
  } finally {
    timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  }
}

const vitest = (name: string, projects: string[]) =>
  run("vitest", ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${results}/${name}.json`], {
    env: baseEnv(),
  });

function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ["unit", "e2e"]) {
    try {
      const r = JSON.parse(readFileSync(`${results}/${name}.json`, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    } catch {
      // that run did not happen or did not finish
    }
  }
  return { passed, failed, skipped };
}

let code = 0;
try {
  await step("typecheck", () => run("npm", ["run", "-s", "typecheck"]));
  await step("lint", () => run("npm", ["run", "-s", "lint"]));
  await step("translations", () => run("npm", ["run", "-s", "i18n:check"]));
  await step("unit, API (workerd + D1) and libSQL tests", () => vitest("unit", ["unit", "api", "libsql"]));
  await step("browser", async () => ensureChromium());
  await step("browser tests (Chromium against the built app)", () => vitest("e2e", ["e2e"]));
} catch (e) {
  console.error(`\n✖ ${(e as Error).message}`);
  code = 1;
}
console.info(`\n${timings.map(([n, s]) => `  ${n}: ${s} s`).join("\n")}`);
const t = totals();
if (code === 0 && t.passed === 0) {
  console.error("No test ran.");
  code = 1;
}
console.info(`tests: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ""}`);
process.exit(code);
