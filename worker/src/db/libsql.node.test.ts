import { LoginResponse, MeResponse, RefreshTokenResponse } from "@contract/auth";
import { ProblemDetails } from "@contract/common";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { libsqlTestApp } from "../../test/libsql";

// The same app, schema and services as on D1, against a libSQL file: proof that no service leans on a D1-only API.
const db = libsqlTestApp(app, { name: "libsql", clientIp: "198.51.100.7" });
const { request } = db;

describe("the app on libSQL", () => {
  it("health runs select 1 on libSQL", async () => {
    const answer = await request("GET", "/health");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "ok", db: "ok" });
  });

  it("seeds, signs in, reads me, rotates the refresh token and changes the password", async () => {
    const login = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    expect(login.status).toBe(200);
    expect(login.contentType).toMatch(/^application\/json/);
    const tokens = v.parse(LoginResponse, login.json);
    expect(tokens).toMatchObject({ userRole: "SuperAdmin", isPasswordResetRequired: false });

    const me = await request("GET", "/auth/me", undefined, tokens.accessToken);
    expect(me.status).toBe(200);
    expect(v.parse(MeResponse, me.json).userId).toBe(tokens.userId);

    const refreshed = await request("POST", "/auth/refresh-token", { refreshToken: tokens.refreshToken, authenticatedUserId: tokens.userId });
    expect(refreshed.status).toBe(200);
    const next = v.parse(RefreshTokenResponse, refreshed.json);

    const reused = await request("POST", "/auth/refresh-token", { refreshToken: tokens.refreshToken, authenticatedUserId: tokens.userId });
    expect(reused.status).toBe(401);
    expect(reused.contentType).toBe("application/problem+json");
    expect(v.parse(ProblemDetails, reused.json).code).toBe("UNAUTHORIZED");

    const again = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    const second = v.parse(LoginResponse, again.json);
    const third = v.parse(LoginResponse, (await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" })).json);
    const changed = await request(
      "POST",
      "/auth/change-password",
      { currentPassword: "Libsql-Seed1", newPassword: "Libsql-New2!", confirmPassword: "Libsql-New2!" },
      second.accessToken,
    );
    expect(changed.status).toBe(204);
    expect((await request("GET", "/auth/me", undefined, next.accessToken)).status).toBe(401);
    expect((await request("GET", "/auth/me", undefined, third.accessToken)).status).toBe(401);
    expect((await request("GET", "/auth/me", undefined, second.accessToken)).status).toBe(200);

    const wrong = await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-Seed1" });
    expect(wrong.status).toBe(400);
    expect(v.parse(ProblemDetails, wrong.json).errors).toEqual({
      userEmail: ["Incorrect e-mail or password"],
      userPassword: ["Incorrect e-mail or password"],
    });
    expect((await request("POST", "/auth/login", { userEmail: "superadmin@example.com", userPassword: "Libsql-New2!" })).status).toBe(200);

    const users = await db.client.execute("select count(*) as n from users where role = 'SuperAdmin'");
    expect(Number(users.rows[0]?.n)).toBe(1);
    const audit = await db.client.execute("select action from audit_log order by at, id");
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["user.create", "user.login", "session.refresh", "session.revoke", "user.changePassword"]),
    );
    const revoked = await db.client.execute("select revoked_reason from sessions where revoked_on is not null order by revoked_reason");
    expect(revoked.rows.map((r) => r.revoked_reason)).toEqual(["passwordChange", "reuse"]);
  });
});
