import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../test/factories";
import { call, assertJson } from "../../test/http";
import { users } from "../db/schema";

describe("seed middleware", () => {
  it("seeds a fresh database before its first request, once, even under concurrent first requests", async () => {
    const before = await db.select().from(users).where(eq(users.role, "SuperAdmin"));
    expect(before).toHaveLength(0);

    const body = { userEmail: "superadmin@example.com", userPassword: "Admin123!" };
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", "/auth/login", { body })));

    for (const answer of answers) assertJson(answer, 200);
    expect(await db.select().from(users).where(eq(users.role, "SuperAdmin"))).toHaveLength(1);
  });

  it("leaves health alone: it answers without touching the seed", async () => {
    assertJson(await call("GET", "/health"), 200);
  });
});
