// Copies what tesseract.js needs in the browser from node_modules into web/public/tesseract/, so
// the camera scan makes no CDN request (CSP connect-src 'self'): the worker script, the LSTM-only
// cores (plain, SIMD and relaxed SIMD; the worker picks one by what the device supports) and the
// English traineddata (4.0.0_best_int, the one tesseract.js uses for LSTM-only recognition).
// The folder is git-ignored and left out of the PWA precache. Files already up to date are skipped.
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { root } from "./lib.ts";

const target = join(root, "web/public/tesseract");
const files = [
  "node_modules/tesseract.js/dist/worker.min.js",
  "node_modules/tesseract.js-core/tesseract-core-lstm.wasm.js",
  "node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
  "node_modules/tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js",
  "node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
];

mkdirSync(target, { recursive: true });
let copied = 0;
for (const file of files) {
  const from = join(root, file);
  const to = join(target, basename(file));
  const source = statSync(from);
  let current: ReturnType<typeof statSync> | undefined;
  try {
    current = statSync(to);
  } catch {
    current = undefined;
  }
  if (current && current.size === source.size && current.mtimeMs >= source.mtimeMs) continue;
  copyFileSync(from, to);
  copied++;
}
if (!process.argv.includes("--silent")) console.info(`tesseract: ${copied} of ${files.length} files copied to web/public/tesseract/`);
