import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SECURITY_HEADERS } from "../worker/src/lib/security-headers";

// Static assets never reach the Worker, so web/public/_headers must carry the same values.
it("web/public/_headers repeats the Worker's security headers for every path", () => {
  const text = readFileSync(new URL("../web/public/_headers", import.meta.url), "utf8");
  const [path, ...lines] = text.trim().split("\n");
  expect(path).toBe("/*");
  const headers = Object.fromEntries(
    lines.map((l) => {
      const at = l.indexOf(":");
      return [l.slice(0, at).trim(), l.slice(at + 1).trim()];
    }),
  );
  expect(headers).toEqual(SECURITY_HEADERS);
});
