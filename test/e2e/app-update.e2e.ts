import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, browserForFile } from "./browser";
import { USERS } from "./fixtures";
import { KEYS, apiLogin } from "./session";

/**
 * A new version is deployed while the app is open in two windows. The server serves one build, so
 * a proxy in front of it stands in for the deploy: it serves /sw.js with a changed last line.
 */
let deployed = 1;
let proxy: Server;
let proxyURL: string;

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length", "content-encoding"]);

async function forward(req: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const target = new URL(req.url ?? "/", baseURL());
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && typeof value === "string")) as Record<string, string>;
  const upstream = await fetch(target, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: "manual" });
  const answer: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) answer[name] = value;
  });
  let body = Buffer.from(await upstream.arrayBuffer());
  if (target.pathname === "/sw.js") {
    body = Buffer.concat([body, Buffer.from(`\n// deploy ${deployed}\n`)]);
    delete answer.etag;
    delete answer["last-modified"];
    answer["cache-control"] = "no-cache";
  }
  return { status: upstream.status, headers: answer, body };
}

beforeAll(async () => {
  proxy = createServer((req, res) => {
    forward(req).then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyURL = `http://localhost:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const files = browserForFile();

async function signedInContext(): Promise<BrowserContext> {
  const { accessToken, refreshToken, ...userData } = await apiLogin(USERS.admin);
  const context = await files.browser.newContext({ baseURL: proxyURL, locale: "pl-PL", viewport: { width: 1280, height: 800 }, serviceWorkers: "allow" });
  files.context = context;
  await context.addInitScript(
    (seed) => {
      if (sessionStorage.getItem("e2e:seeded") === "1") return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      sessionStorage.setItem("e2e:seeded", "1");
    },
    { [KEYS.accessToken]: accessToken, [KEYS.refreshToken]: refreshToken, [KEYS.userData]: JSON.stringify(userData) },
  );
  return context;
}

/** A mark on the window: it survives anything but a reload. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { e2eMark: true }));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
const READY = "Nowa wersja aplikacji jest gotowa. Odśwież, gdy zapiszesz swoją pracę.";
const unmarked = (page: Page) => page.waitForFunction(() => !(window as unknown as { e2eMark?: boolean }).e2eMark, null, { timeout: 30_000 });

describe("a new version deployed while the app is open", () => {
  it("is announced in every window and applied only when a user reloads; then every window reloads into it", async () => {
    deployed = 1;
    const context = await signedInContext();
    const first = await context.newPage();
    await first.goto("/companies");
    await first.getByRole("heading", { name: "Firmy", level: 1 }).waitFor();
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const second = await context.newPage();
    await second.goto("/authors");
    await second.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    const search = first.getByRole("searchbox", { name: "Szukaj firm" });
    await search.fill("Lipą");
    await mark(first);
    await mark(second);

    deployed = 2;
    // The hourly (or back-on-screen) check, made now.
    await first.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await first.getByText(READY).waitFor({ timeout: 30_000 });
    await second.getByText(READY).waitFor();
    // Announced, not applied: nothing reloads under the user, what was typed stays.
    await first.waitForTimeout(500);
    expect(await marked(first)).toBe(true);
    expect(await marked(second)).toBe(true);
    expect(await search.inputValue()).toBe("Lipą");

    await second.getByRole("button", { name: "Odśwież", exact: true }).click();
    // The new worker took over: both windows reload into it (product.md).
    await unmarked(second);
    await unmarked(first);
    await second.getByRole("heading", { name: "Autorzy", level: 1 }).waitFor();
    await first.getByRole("heading", { name: "Firmy", level: 1 }).waitFor();
    for (const page of [first, second]) {
      expect(await page.getByText(READY).count()).toBe(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    }
  }, 90_000);
});
