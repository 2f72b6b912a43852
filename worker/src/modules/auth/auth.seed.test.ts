import { LoginResponse } from "@contract/auth";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../../test/factories";
import { call, assertBody, assertJson } from "../../../test/http";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import { seedAdminPassword } from "../../lib/secrets";
import { SEED_ADMIN_EMAIL, seedSuperAdmin } from "./auth.seed";

const seedOnce = () =>
  seedSuperAdmin({ ctx: { db: db as unknown as Db, now: new Date(), requestId: "seed-test", actor: null }, input: { password: "Admin123!" } });

describe("the seeded SuperAdmin", () => {
  it("concurrent first checks create exactly one, with one audit row", async () => {
    await Promise.all([seedOnce(), seedOnce(), seedOnce()]);
    const rows = await db.select().from(users).where(eq(users.role, "SuperAdmin"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: SEED_ADMIN_EMAIL,
      firstName: "Super",
      lastName: "Admin",
      status: "Active",
      isPasswordResetRequired: false,
    });
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.action, "user.create"), eq(auditLog.entityId, rows[0]?.id ?? "")));
    expect(audit).toHaveLength(1);
    expect(await seedOnce()).toBe(false);
  });

  it("signs in with SEED_ADMIN_PASSWORD and needs no password change", async () => {
    const answer = await call("POST", "/auth/login", { body: { userEmail: SEED_ADMIN_EMAIL, userPassword: "Admin123!" } });
    assertJson(answer, 200);
    const body = assertBody(LoginResponse, answer);
    expect(body).toMatchObject({ userRole: "SuperAdmin", userFirstName: "Super", userLastName: "Admin", isPasswordResetRequired: false, companyId: null });
  });

  it.each([
    ["development without a password", { APP_ENV: "development" }, "Admin123!"],
    ["test without a password", { APP_ENV: "test" }, "Admin123!"],
    ["production without a password: no seed", { APP_ENV: "production" }, undefined],
    ["production with a password", { APP_ENV: "production", SEED_ADMIN_PASSWORD: "Prod-Seed-1" }, "Prod-Seed-1"],
    ["no APP_ENV at all: no seed", {}, undefined],
  ])("seed password in %s", (_, env, expected) => {
    expect(seedAdminPassword(env)).toBe(expected);
  });
});
