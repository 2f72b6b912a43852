import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  "@contract": here("./contract"),
  "@web": here("./web/src"),
  "styled-system": here("./web/styled-system"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves a core free by default, but a worker here mostly waits on workerd or the browser:
    // on a 2-core machine one file at a time took the unit and API tests 433 s, two 316 s.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        // Components use Lingui macros; compile them as the build does (vite.config.ts).
        plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
        test: {
          name: "unit",
          environment: "node",
          include: ["contract/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            main: here("./worker/src/index.ts"),
            wrangler: { configPath: here("./wrangler.toml") },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(here("./migrations")),
                APP_ENV: "test",
                JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
                SEED_ADMIN_PASSWORD: "Admin123!",
              },
            },
          })),
        ],
        test: {
          name: "api",
          include: ["worker/**/*.test.ts"],
          exclude: ["worker/**/*.node.test.ts"],
          setupFiles: [here("./worker/test/apply-migrations.ts")],
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            // The Worker talks to remote libSQL over HTTP; in Node the same code opens a file.
            "@libsql/client/web": "@libsql/client",
            "@phi-ag/argon2/argon2.wasm": here("./worker/test/node-argon2-wasm.ts"),
          },
        },
        test: {
          name: "libsql",
          environment: "node",
          include: ["worker/**/*.node.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.e2e.ts"],
          globalSetup: [here("./test/e2e/global-setup.ts")],
          // One app and one browser on a 2-core machine: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
