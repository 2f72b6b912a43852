import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// In workerd a `.wasm` import yields a compiled module; Node gets the same from the file.
const require = createRequire(import.meta.url);
const path = require.resolve("@phi-ag/argon2/argon2.wasm");
export default new WebAssembly.Module(readFileSync(path));
