import { CompanyDto } from "@contract/companies";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, auditRows, companyRow, createCompany, createUser, db, loginAs } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { sessions } from "../../db/schema";

describe("POST /api/v1/companies/{id}/deactivate", () => {
  it("makes the company Inactive and ends its users' sessions: their tokens, refreshes and sign-ins answer 403 COMPANY_INACTIVE", async () => {
    const company = await createCompany({ status: "Active" });
    const worker = await createUser({ role: "Worker", companyId: company.id });
    const manager = await createUser({ role: "Manager", companyId: company.id });
    const bystander = await createUser({ role: "Worker" });
    const workerSession = await loginAs(worker);
    const managerSession = await loginAs(manager);
    const bystanderSession = await loginAs(bystander);
    assertJson(await call("GET", `/companies/${company.id}`, { token: workerSession.accessToken }), 200);
    const { user: admin, token } = await actor({ role: "Admin" });

    const answer = await call("POST", `/companies/${company.id}/deactivate`, { token });

    assertJson(answer, 200);
    expect(assertBody(CompanyDto, answer)).toMatchObject({ id: company.id, status: "Inactive" });
    expect((await companyRow(company.id))?.status).toBe("Inactive");
    for (const session of [workerSession, managerSession]) {
      expectProblem(await call("GET", `/companies/${company.id}`, { token: session.accessToken }), 403, "COMPANY_INACTIVE");
      // A list checks the session in its own first batch: the same answer.
      expectProblem(await call("GET", "/positions", { token: session.accessToken }), 403, "COMPANY_INACTIVE");
      expectProblem(await call("POST", "/auth/refresh-token", { body: { refreshToken: session.refreshToken, authenticatedUserId: session.userId } }), 403, "COMPANY_INACTIVE");
    }
    const problem = expectProblem(await call("POST", "/auth/login", { body: { userEmail: worker.email, userPassword: worker.password }, lang: "en" }), 403, "COMPANY_INACTIVE");
    expect(problem.title).toBe("This company is inactive");
    expect((await db.select().from(sessions).where(eq(sessions.userId, worker.id))).map((s) => s.revokedReason)).toEqual(["companyDeactivated"]);
    // Another company's users are untouched.
    assertJson(await call("GET", "/auth/me", { token: bystanderSession.accessToken }), 200);
    expect((await auditRows(company.id)).find((r) => r.action === "company.deactivate")).toMatchObject({
      actorId: admin.id,
      before: { status: "Active" },
      after: { status: "Inactive" },
    });
  });

  it("is idempotent: an Inactive company answers as it is, with no new audit row", async () => {
    const company = await createCompany({ status: "Inactive" });
    const { token } = await actor({ role: "SuperAdmin" });
    expect(assertBody(CompanyDto, await call("POST", `/companies/${company.id}/deactivate`, { token })).status).toBe("Inactive");
    expect(await auditRows(company.id)).toEqual([]);
  });

  itKeepsTheAuthContract("POST", "/companies/some-id/deactivate");
});

describe("POST /api/v1/companies/{id}/activate", () => {
  it("makes the company Active; its users may sign in again", async () => {
    const company = await createCompany({ status: "Inactive" });
    const worker = await createUser({ role: "Worker", companyId: company.id });
    expectProblem(await call("POST", "/auth/login", { body: { userEmail: worker.email, userPassword: worker.password } }), 403, "COMPANY_INACTIVE");
    const { token } = await actor({ role: "Admin" });

    expect(assertBody(CompanyDto, await call("POST", `/companies/${company.id}/activate`, { token })).status).toBe("Active");

    await loginAs(worker);
    expect((await auditRows(company.id)).map((r) => r.action)).toEqual(["company.activate"]);
  });

  it("a missing company → 404 Company not found.", async () => {
    const { token } = await actor({ role: "Admin" });
    const problem = expectProblem(await call("POST", "/companies/no-such-company/activate", { token, lang: "en" }), 404, "NOT_FOUND");
    expect(problem.title).toBe("Company not found.");
  });

  itKeepsTheAuthContract("POST", "/companies/some-id/activate");
});
