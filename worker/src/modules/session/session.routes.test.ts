import { SessionPermissions } from "@contract/session";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { signedIn } from "../../../test/factories";
import { call, assertBody, assertJson, expectProblem } from "../../../test/http";

describe("GET /api/v1/session/permissions", () => {
  it.each([
    ["SuperAdmin", ["panel", "publications", "authors", "companies", "admins", "coordinators", "reports", "positions"], "?isVerified=false&isReported=true"],
    ["Coordinator", ["panel", "publications", "authors", "companies", "reports", "positions"], "?isVerified=false&isReported=true"],
    ["Manager", ["panel", "managers", "workers", "reports", "positions"], "?isReported=false"],
    ["Worker", ["panel", "reports", "positions"], "?isReported=false"],
  ] as const)("%s: the sidebar of product.md and its actions", async (role, keys, positionsSearch) => {
    const { tokens } = await signedIn({ role });

    const answer = await call("GET", "/session/permissions", { token: tokens.accessToken });

    assertJson(answer, 200);
    const body = assertBody(SessionPermissions, answer);
    expect(body.role).toBe(role);
    expect(body.sidebar.map((e) => e.key)).toEqual(keys);
    expect(body.sidebar.find((e) => e.key === "positions")?.search).toBe(positionsSearch);
    expect(body.companyScoped).toBe(role === "Manager" || role === "Worker");
  });

  it("answers from the role in the database, not the one in the token", async () => {
    const { tokens } = await signedIn({ role: "Admin" });
    const body = assertBody(SessionPermissions, await call("GET", "/session/permissions", { token: tokens.accessToken }));
    expect(body.actions).toContain("audit.read");
  });

  it("is closed while a password change is required (Polish title by default)", async () => {
    const { tokens } = await signedIn({ isPasswordResetRequired: true, status: "Pending" });
    const problem = expectProblem(await call("GET", "/session/permissions", { token: tokens.accessToken }), 403, "PASSWORD_CHANGE_REQUIRED");
    expect(problem.title).toBe("Wymagana zmiana hasła");
    assertJson(await call("GET", "/auth/me", { token: tokens.accessToken }), 200);
  });

  itKeepsTheAuthContract("GET", "/session/permissions");
});
