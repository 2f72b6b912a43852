import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL } from "./browser";

// What the server answers before any screen is involved: the SPA fallback, headers, API 404s.
describe("serving the app", () => {
  let base: string;
  beforeAll(() => {
    base = baseURL();
  });
  afterAll(() => undefined);

  it("serves index.html with security headers for a deep link", async () => {
    const res = await fetch(`${base}/companies/some-id`, { headers: { "sec-fetch-mode": "navigate", accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(?! 'unsafe-inline')/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it("answers an unknown API path with a 404 problem, not the SPA", async () => {
    const res = await fetch(`${base}/api/v1/no-such-thing`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as { status: number; title: string };
    expect(body.status).toBe(404);
    expect(res.headers.get("content-security-policy")).toBeTruthy();
  });

  it("reports health with the database reachable", async () => {
    const res = await fetch(`${base}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok" });
  });

  it("serves the service worker and the web manifest", async () => {
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toContain("javascript");
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ display: "standalone", start_url: "/" });
  });
});
