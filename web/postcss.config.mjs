import { fileURLToPath } from "node:url";

export default {
  plugins: {
    "@pandacss/dev/postcss": { configPath: fileURLToPath(new URL("../panda.config.ts", import.meta.url)) },
  },
};
