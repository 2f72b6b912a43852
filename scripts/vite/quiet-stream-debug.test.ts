import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withoutStreamDebug } from "./quiet-stream-debug";

const require = createRequire(import.meta.url);
const installed = (path: string) => readFileSync(require.resolve(path), "utf8");

describe("withoutStreamDebug", () => {
  it("replaces readable-stream's debuglog('stream') in the installed copy with a function that does nothing", () => {
    const source = installed("readable-stream/lib/_stream_readable.js");
    expect(source).toContain("debugUtil.debuglog('stream')");
    const quiet = withoutStreamDebug(source)!;
    expect(quiet).not.toMatch(/debuglog\(['"]stream/);
    expect(quiet).toContain("debug = (function debug() {});");
    // Only the call changes.
    expect(quiet.length - source.length).toBe("(function debug() {})".length - "debugUtil.debuglog('stream')".length);
  });

  it("takes either quote and any receiver, and leaves code without the call alone", () => {
    expect(withoutStreamDebug('var f = K_(), p; p = f && f.debuglog ? f.debuglog("stream") : function () {};')).toBe(
      'var f = K_(), p; p = f && f.debuglog ? (function debug() {}) : function () {};',
    );
    expect(withoutStreamDebug("util.debuglog('gfs4')")).toBeNull();
    expect(withoutStreamDebug("const x = 1;")).toBeNull();
  });
});
