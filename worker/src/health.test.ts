import { exports } from "cloudflare:workers";
import { expect, it } from "vitest";
it("health", async () => {
  const res = await exports.default.fetch("http://x/api/v1/health");
  expect(res.status).toBe(200);
});
