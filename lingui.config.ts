import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "en",
  locales: ["pl", "en"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/web/src/locales/{locale}/messages",
      include: ["<rootDir>/web/src"],
      exclude: ["**/*.test.*", "**/node_modules/**"],
    },
  ],
});
