import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeContext, launchBrowser, openPage } from "./browser";
import { baseURL } from "./browser";
import { SEED_ADMIN, USERS } from "./fixtures";
import {
  KEYS,
  SESSION_KEYS,
  apiLogin,
  apiRefresh,
  endStoredSession,
  eventually,
  expiredJwt,
  greeting,
  loginAs,
  pathOf,
  readStorage,
  setStorage,
  signInFast,
  userMenuName,
} from "./session";

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await closeContext(context);
  context = undefined;
});

async function fresh(): Promise<Page> {
  const opened = await openPage(browser);
  context = opened.context;
  return opened.page;
}

/** Records the API calls a page makes, as "METHOD /path". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/v1/")) calls.push(`${req.method()} ${url.pathname.slice("/api/v1".length)}`);
  });
  return calls;
}

const isMe = (url: string) => new URL(url).pathname === "/api/v1/auth/me";

describe("logout", () => {
  it("ends the session on the server and in storage, keeping language and theme", async () => {
    const page = await fresh();
    const login = await signInFast(context as BrowserContext, USERS.logout);
    await page.goto("/");
    await greeting(page, `Witaj, ${USERS.logout.firstName}!`).waitFor();
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await page.getByRole("button", { name: "Dark theme", exact: true }).click();
    await greeting(page, `Hello, ${USERS.logout.firstName}!`).waitFor();
    const refreshToken = (await readStorage(page))[KEYS.refreshToken];
    expect(refreshToken).toBe(login.refreshToken);
    const calls = recordApiCalls(page);

    await page.getByRole("button", { name: userMenuName(USERS.logout), exact: true }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { name: "Sign in", level: 1 }).waitFor();
    expect(calls).toContain("POST /auth/logout");

    const stored = await readStorage(page);
    expect(SESSION_KEYS.filter((key) => key in stored)).toEqual([]);
    expect(stored[KEYS.language]).toBe("en");
    expect(stored[KEYS.theme]).toBe("dark");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    // The server revoked that session: its refresh token no longer works.
    const res = await apiRefresh(refreshToken ?? "", login.userId);
    expect(res.status).toBe(401);

    // The shell is closed again.
    await page.goto("/reports");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/reports");
    // The back button does not bring the shell back either.
    await page.goBack();
    await eventually(() => new URL(page.url()).pathname).toBe("/login");
  });
});

describe("token refresh", () => {
  it("renews an expired access token once and retries; a failed renewal sends the user to /login silently", async () => {
    const page = await fresh();
    // The shell shows the stored user at once; wait for its own /auth/me so it is not counted below.
    const firstMe = page.waitForResponse((res) => isMe(res.url()));
    await loginAs(page, USERS.refresh);
    expect((await firstMe).status()).toBe(200);
    await greeting(page, `Witaj, ${USERS.refresh.firstName}!`).waitFor();
    const before = await readStorage(page);
    const userId = (JSON.parse(before[KEYS.userData] ?? "{}") as { userId: string }).userId;
    expect(userId).toBeTruthy();

    const calls = recordApiCalls(page);
    // /auth/me answers by the token they carried.
    const me: { token: string; status: number }[] = [];
    page.on("response", (res) => {
      if (isMe(res.url())) me.push({ token: (res.request().headers().authorization ?? "").replace(/^Bearer /, ""), status: res.status() });
    });
    const garbage = expiredJwt(userId);
    await setStorage(page, { [KEYS.accessToken]: garbage });
    const retried = page.waitForResponse((res) => isMe(res.url()) && res.status() === 200);
    await page.reload();
    await retried;

    await page.getByRole("button", { name: userMenuName(USERS.refresh), exact: true }).waitFor();
    await greeting(page, `Witaj, ${USERS.refresh.firstName}!`).waitFor();
    expect(pathOf(page)).toBe("/");
    // /auth/me: 401 with the bad token, then, after exactly one refresh, 200 with the new one.
    const after = await readStorage(page);
    expect(after[KEYS.accessToken]).toBeTruthy();
    expect(after[KEYS.accessToken]).not.toBe(garbage);
    expect(me).toEqual([
      { token: garbage, status: 401 },
      { token: after[KEYS.accessToken], status: 200 },
    ]);
    expect(calls.filter((c) => c === "POST /auth/refresh-token")).toHaveLength(1);
    expect(after[KEYS.refreshToken]).toBeTruthy();
    expect(after[KEYS.refreshToken]).not.toBe(before[KEYS.refreshToken]);

    // Now the renewal fails too: back to /login, no message (product.md).
    calls.length = 0;
    await setStorage(page, { [KEYS.accessToken]: garbage, [KEYS.refreshToken]: "not-a-refresh-token" });
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { name: "Zaloguj się", level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/");
    expect(new URL(page.url()).searchParams.has("reason")).toBe(false);
    expect(await page.getByRole("main").locator("p").filter({ hasText: /dezaktywowan|wygas/ }).count()).toBe(0);
    expect(calls.filter((c) => c === "POST /auth/refresh-token")).toHaveLength(1);
    const stored = await readStorage(page);
    expect(SESSION_KEYS.filter((key) => key in stored)).toEqual([]);
    // Give a stray toast the time to show up, then make sure there is none.
    await page.waitForTimeout(300);
    expect(await page.getByRole("region", { name: "Powiadomienia" }).getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Powiadomienia" }).getByRole("status").count()).toBe(0);

    // The server side of the rotation: the first refresh token was spent, and presenting it again
    // revokes the session, so the one the app received is refused too.
    expect((await apiRefresh(before[KEYS.refreshToken] ?? "", userId)).status).toBe(401);
    expect((await apiRefresh(after[KEYS.refreshToken] ?? "", userId)).status).toBe(401);
  });
});

describe("a shared computer", () => {
  it("after one user's session ends, the next user who signs in starts at home, not on the page left open", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.logout);
    await page.goto("/admins?search=Kowal");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(pathOf(page)).toBe("/admins?search=Kowal");
    const adminId = await endStoredSession(page);
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/login");
    const params = new URL(page.url()).searchParams;
    expect(params.get("redirect")).toBe("/admins?search=Kowal");
    expect(params.get("for")).toBe(adminId);

    // A coordinator may not open /admins; they start on their own home page, with no detour via 403.
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await loginAs(page, USERS.coordinator);
    await greeting(page, `Witaj, ${USERS.coordinator.firstName}!`).waitFor();
    expect(pathOf(page)).toBe("/");
    expect(visited.filter((path) => path.startsWith("/error") || path === "/admins")).toEqual([]);
  });
});

describe("a session that ends while a position is being added", () => {
  it("keeps what was typed: the same user signing in again finds the form filled in; closing it leaves nothing behind", async () => {
    const page = await fresh();
    await signInFast(context as BrowserContext, USERS.worker);
    await page.goto("/positions?isReported=false");
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().click();
    const form = page.getByRole("dialog", { name: "Dodaj pozycję" });
    const title = `Przerwana ${Date.now()}`;
    await form.getByRole("textbox", { name: "Tytuł", exact: true }).fill(title);
    await form.getByRole("button", { name: "Dodaj autora" }).click();
    const author = form.getByRole("listitem", { name: "Autor 1" });
    await author.getByRole("textbox", { name: "Imię", exact: true }).fill("Maria");
    await author.getByRole("textbox", { name: "Nazwisko" }).fill("Dąbrowska");
    await form.getByRole("textbox", { name: "Wykorzystane strony" }).fill("7");

    await endStoredSession(page);
    await form.getByRole("button", { name: "Dodaj", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await loginAs(page, USERS.worker);
    expect(pathOf(page)).toBe("/positions?isReported=false");
    const back = page.getByRole("dialog", { name: "Dodaj pozycję" });
    await back.getByText("Sesja zakończyła się w trakcie dodawania tej pozycji.", { exact: false }).waitFor();
    expect(await back.getByRole("textbox", { name: "Tytuł", exact: true }).inputValue()).toBe(title);
    const restored = back.getByRole("listitem", { name: "Autor 1" });
    expect(await restored.getByRole("textbox", { name: "Imię", exact: true }).inputValue()).toBe("Maria");
    expect(await restored.getByRole("textbox", { name: "Nazwisko" }).inputValue()).toBe("Dąbrowska");
    expect(await back.getByRole("textbox", { name: "Wykorzystane strony" }).inputValue()).toBe("7");

    // What came back is work to lose: Cancel asks first.
    await back.getByRole("button", { name: "Anuluj" }).click();
    await page.getByRole("alertdialog", { name: "Porzucić zmiany?" }).getByRole("button", { name: "Porzuć" }).click();
    await back.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("button", { name: "Dodaj pozycję" }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("draft:")))).toEqual([]);
  });
});

/** The claims of an access token (its middle part), as the server signed them. */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()) as { role: string };

describe("a role changed while signed in", () => {
  it("keeps the lists working: the server refuses the old token's role once, the app renews it and shows the list", async () => {
    const page = await fresh();
    await loginAs(page, USERS.promoted);
    await greeting(page, `Witaj, ${USERS.promoted.firstName}!`).waitFor();
    const before = await readStorage(page);
    expect(claimsOf(before[KEYS.accessToken] ?? "").role).toBe("Coordinator");

    // A SuperAdmin makes the coordinator an administrator; the browser still holds a Coordinator token.
    const { accessToken: superAdmin } = await apiLogin(SEED_ADMIN);
    const changed = await fetch(`${baseURL()}/api/v1/users/e2e-${USERS.promoted.key}`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${superAdmin}`, "content-type": "application/json" },
      body: JSON.stringify({ role: "Admin" }),
    });
    expect(changed.status).toBe(200);

    // Every answer from here on, with the token it was asked with: the dashboard may still be
    // reading when the role changes, and then its call, not the list's, meets the refusal first.
    const calls = recordApiCalls(page);
    const answers: { path: string; token: string; status: number }[] = [];
    page.on("response", (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith("/api/v1/") && path !== "/api/v1/auth/refresh-token")
        answers.push({ path, token: (res.request().headers().authorization ?? "").replace(/^Bearer /, ""), status: res.status() });
    });
    await page.getByRole("navigation").first().getByRole("link", { name: "Raporty", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/reports");
    await eventually(() => answers.some((a) => a.path === "/api/v1/reports" && a.status === 200)).toBe(true);
    await page.getByRole("main").getByRole("table").waitFor();

    const after = await readStorage(page);
    const refused = answers.filter((a) => a.status === 401);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.token === before[KEYS.accessToken])).toBe(true);
    expect(answers.filter((a) => a.status !== 401 && a.status !== 200)).toEqual([]);
    const lists = answers.filter((a) => a.path === "/api/v1/reports");
    expect(lists.at(-1)).toEqual({ path: "/api/v1/reports", token: after[KEYS.accessToken], status: 200 });
    expect(claimsOf(after[KEYS.accessToken] ?? "").role).toBe("Admin");
    expect(calls.filter((c) => c === "POST /auth/refresh-token")).toHaveLength(1);
    expect(pathOf(page)).toBe("/reports");
    await page.waitForTimeout(300);
    expect(await page.getByRole("region", { name: "Powiadomienia" }).getByRole("alert").count()).toBe(0);
  });
});

describe("an account deactivated while signed in", () => {
  it("its next call ends the session: /login says the account was deactivated, and once active again the user is back where they were", async () => {
    const page = await fresh();
    await loginAs(page, USERS.deactivated);
    await page.getByRole("button", { name: "EN", exact: true }).click();
    await greeting(page, `Hello, ${USERS.deactivated.firstName}!`).waitFor();
    const calls = recordApiCalls(page);

    const { accessToken: superAdmin } = await apiLogin(SEED_ADMIN);
    const setStatus = (status: "Active" | "Inactive") =>
      fetch(`${baseURL()}/api/v1/users/e2e-${USERS.deactivated.key}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${superAdmin}`, "content-type": "application/json" },
        body: JSON.stringify({ status }),
      });
    expect((await setStatus("Inactive")).status).toBe(200);

    await page.getByRole("navigation").first().getByRole("link", { name: "Reports", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("Your account has been deactivated. Ask an administrator to activate it again.").waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("redirect")).toBe("/reports");
    expect(url.searchParams.get("reason")).toBe("accountInactive");
    // The list's 403 ended the session without a refresh (a deactivation ends it on the server) and without a toast.
    expect(calls.filter((c) => c === "POST /auth/refresh-token")).toHaveLength(0);
    const stored = await readStorage(page);
    expect(SESSION_KEYS.filter((key) => key in stored)).toEqual([]);
    await page.waitForTimeout(300);
    expect(await page.getByRole("region", { name: "Notifications" }).getByRole("alert").count()).toBe(0);

    expect((await setStatus("Active")).status).toBe(200);
    await loginAs(page, USERS.deactivated);
    await page.waitForURL((next) => next.pathname === "/reports");
    await page.getByRole("main").getByRole("table").waitFor();
  });
});

/** The next 200 answer of an API path in a page. */
const answered = (p: Page, path: string) => p.waitForResponse((res) => new URL(res.url()).pathname === `/api/v1${path}` && res.status() === 200);

describe("two windows renewing the session at once", () => {
  it("renew it once between them (a laptop waking with the app open twice) and both stay signed in", async () => {
    const page = await fresh();
    const login = await signInFast(context as BrowserContext, USERS.refresh);
    await page.goto("/reports");
    await page.getByRole("main").getByRole("table").waitFor();
    const other = await (context as BrowserContext).newPage();
    await other.goto("/publications");
    await other.getByRole("main").getByRole("table").waitFor();

    const refreshes: string[] = [];
    (context as BrowserContext).on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/v1/auth/refresh-token") refreshes.push(req.postData() ?? "");
    });
    // The access token ran out while the laptop slept; both windows revalidate as the network comes
    // back (SWR leaves a list alone for 2 s after it loaded).
    await page.waitForTimeout(2_500);
    await setStorage(page, { [KEYS.accessToken]: expiredJwt(login.userId) });
    const lists = Promise.all([answered(page, "/reports"), answered(other, "/publications")]);
    await Promise.all([page, other].map((p) => p.evaluate(() => window.dispatchEvent(new Event("online")))));
    await lists;

    expect(refreshes).toHaveLength(1);
    expect(pathOf(page)).toBe("/reports");
    expect(pathOf(other)).toBe("/publications");
    const stored = await readStorage(other);
    expect(stored[KEYS.refreshToken]).toBeTruthy();
    expect(stored[KEYS.refreshToken]).not.toBe(login.refreshToken);
    // The session lives on: the renewed refresh token still works.
    expect((await apiRefresh(stored[KEYS.refreshToken] ?? "", login.userId)).status).toBe(200);
  });
});
