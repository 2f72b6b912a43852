import type { Plugin } from "vite";

/**
 * workerd's node:util enables every debuglog (it has no NODE_DEBUG to read), and readable-stream,
 * which exceljs streams through, logs each chunk with `util.debuglog('stream')`: about 31,000
 * console lines, each formatted, for one export of 100,000 positions — CPU, heap and the Worker's
 * log quota spent on nothing. The Worker's copies get readable-stream's own fallback instead, a
 * function that does nothing.
 */
const STREAM_DEBUG = /\b[A-Za-z_$][\w$]*\.debuglog\((["'])stream\1\)/g;

export function withoutStreamDebug(code: string): string | null {
  const quiet = code.replaceAll(STREAM_DEBUG, "(function debug() {})");
  return quiet === code ? null : quiet;
}

export function quietStreamDebug(): Plugin {
  return {
    name: "report-panel:quiet-stream-debug",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name !== "client",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]readable-stream[\\/]/.test(id)) return null;
      const quiet = withoutStreamDebug(code);
      return quiet === null ? null : { code: quiet, map: null };
    },
  };
}
