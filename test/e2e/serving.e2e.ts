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

  it("keeps a kept-alive connection sound after answers made before the body was read", async () => {
    // A 401 before the JSON is parsed, a 413 by Content-Length: each body is left unread. Once,
    // the connection broke and the next request on it got the proxy's HTML 500 with a stack trace.
    const body = JSON.stringify({ name: "x", pad: "y".repeat(100_000) });
    const huge = JSON.stringify({ name: "x", pad: "y".repeat(1_200_000) });
    const seen: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const refused = await fetch(`${base}/api/v1/companies`, { method: "POST", headers: { "content-type": "application/json" }, body: i % 3 ? body : huge });
      seen.push(`${refused.status} ${refused.headers.get("content-type")?.split(";")[0]}`);
      await refused.arrayBuffer();
      const next = await fetch(`${base}/api/v1/health`);
      seen.push(`${next.status}`);
      await next.arrayBuffer();
    }
    const expected = Array.from({ length: 12 }, (_, i) => [i % 3 ? "401 application/problem+json" : "413 application/problem+json", "200"]).flat();
    expect(seen).toEqual(expected);
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
    const body = (await manifest.json()) as { icons: { src: string; purpose?: string }[] };
    expect(body).toMatchObject({ id: "/", display: "standalone", start_url: "/", lang: "pl" });
    // Launchers that cut icons to a shape get one drawn for it; each icon is served.
    expect(body.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of body.icons) expect((await fetch(`${base}${icon.src}`)).status).toBe(200);
  });
});
