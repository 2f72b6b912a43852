import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { quietStreamDebug } from "./scripts/vite/quiet-stream-debug";

const stateDir = process.env.STATE_DIR ?? fileURLToPath(new URL("./.wrangler/state", import.meta.url));

export default defineConfig({
  root: "web",
  publicDir: "public",
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
      "styled-system": fileURLToPath(new URL("./web/styled-system", import.meta.url)),
    },
  },
  build: { outDir: "../dist", emptyOutDir: true },
  environments: {
    report_panel: { build: { minify: true } },
  },
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    quietStreamDebug(),
    cloudflare({ configPath: "../wrangler.toml", persistState: { path: stateDir } }),
    // Without the environment filter the PWA plugin also emits into the Worker bundle.
    ...VitePWA({
      // The app registers the worker itself (lib/pwa.ts) and asks before a new one takes over.
      registerType: "prompt",
      injectRegister: false,
      filename: "sw.js",
      manifest: {
        id: "/",
        name: "Panel raportów",
        short_name: "Raporty",
        description: "Publikacje, autorzy, firmy i ich raporty kwartalne",
        lang: "pl",
        theme_color: "#1f3a5f",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [
          { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          // icon.svg's glyph at 80 % on a full square, inside the safe circle a launcher's mask keeps.
          { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        globIgnores: ["tesseract/**"],
        // The OCR engine (15 MB of cores, of which a browser fetches one) is kept once used, so
        // scanning works offline after its first use; revalidated in the background for new versions.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/tesseract/"),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "ocr-engine", expiration: { maxEntries: 8 }, cacheableResponse: { statuses: [200] } },
          },
        ],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The first visit's page too is served from the cache once the worker is active: without
        // it, a page opened before the worker was installed cannot load its screens' code offline.
        clientsClaim: true,
      },
    }).map((plugin) => ({ ...plugin, applyToEnvironment: (env: { name: string }) => env.name === "client" })),
  ],
});
