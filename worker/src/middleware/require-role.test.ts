import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import type { AppEnv } from "../context";
import { database } from "./db";
import { notFound, onError } from "./error-handlers";
import { language } from "./language";
import { requestId } from "./request-id";
import { requireRole } from "./require-role";
import { session } from "./session";

// No production route uses requireRole yet; a tiny app made of the real middleware stands in.
const probe = new Hono<AppEnv>();
probe.use(requestId, language, database);
probe.get("/staff-only", session(), requireRole("SuperAdmin", "Admin", "Coordinator"), (c) => c.json({ role: c.var.actor?.role }));
probe.get("/no-session", requireRole("Admin"), (c) => c.json({}));
probe.notFound(notFound);
probe.onError(onError);

const get = (path: string, token?: string) =>
  probe.request(path, { headers: { "Accept-Language": "en", ...(token ? { Authorization: `Bearer ${token}` } : {}) } }, env);

describe("requireRole", () => {
  it.each(["SuperAdmin", "Admin", "Coordinator"] as const)("lets %s through", async (role) => {
    const { tokens } = await signedIn({ role });
    const res = await get("/staff-only", tokens.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role });
  });

  it.each(["Manager", "Worker"] as const)("refuses %s with 403 FORBIDDEN", async (role) => {
    const { tokens } = await signedIn({ role });
    const res = await get("/staff-only", tokens.accessToken);
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN", title: "You don't have permission to do this" });
  });

  it("mounted without a session, answers 401 rather than letting anyone through", async () => {
    const res = await get("/no-session");
    expect(res.status).toBe(401);
  });
});
