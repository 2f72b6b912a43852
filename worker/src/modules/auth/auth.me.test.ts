import { MeResponse } from "@contract/auth";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { createCompany, signedIn } from "../../../test/factories";
import { call, assertBody, assertJson, expectProblem } from "../../../test/http";

describe("GET /api/v1/auth/me", () => {
  it("answers the user fields of the login answer, without tokens", async () => {
    const company = await createCompany({ name: "Beta" });
    const { user } = await signedIn({ role: "Worker", companyId: company.id });
    const { tokens } = await signedIn({ role: "Worker", companyId: company.id, email: `me.${user.email}` });

    const answer = await call("GET", "/auth/me", { token: tokens.accessToken });

    assertJson(answer, 200);
    const body = assertBody(MeResponse, answer);
    expect(answer.json).not.toHaveProperty("accessToken");
    expect(answer.json).not.toHaveProperty("refreshToken");
    expect(body).toMatchObject({ userId: tokens.userId, userRole: "Worker", companyId: company.id, companyName: "Beta" });
  });

  it("works while a password change is required, and says so", async () => {
    const { tokens } = await signedIn({ isPasswordResetRequired: true, status: "Pending" });
    const body = assertBody(MeResponse, await call("GET", "/auth/me", { token: tokens.accessToken }));
    expect(body.isPasswordResetRequired).toBe(true);
  });

  it("without a token → 401 problem, titled in the request's language", async () => {
    expect(expectProblem(await call("GET", "/auth/me", { lang: "en" }), 401, "UNAUTHORIZED").title).toBe("Not signed in");
    expect(expectProblem(await call("GET", "/auth/me"), 401, "UNAUTHORIZED").title).toBe("Nie jesteś zalogowany");
  });

  it("refuses a token with alg none", async () => {
    const { tokens } = await signedIn();
    const [, payload] = tokens.accessToken.split(".");
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${payload}.`;
    expectProblem(await call("GET", "/auth/me", { token: none }), 401, "UNAUTHORIZED");
  });

  itKeepsTheAuthContract("GET", "/auth/me", { gated: false });
});
