import { CompanyDetailDto } from "@contract/companies";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, addPosition, addReport, createCompany, createUser } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

describe("GET /api/v1/companies/{id}", () => {
  it("answers the company with its dashboard counts", async () => {
    const company = await createCompany({ maxUsers: 7 });
    await createUser({ role: "Manager", companyId: company.id });
    await createUser({ role: "Manager", companyId: company.id, status: "Inactive" });
    await createUser({ role: "Worker", companyId: company.id, status: "Pending" });
    const report = await addReport(company.id);
    await addReport(company.id, 2);
    await addPosition(company.id, report);
    await addPosition(company.id);
    await addPosition(company.id);
    const { token } = await actor({ role: "Coordinator" });

    const answer = await call("GET", `/companies/${company.id}`, { token });

    assertJson(answer, 200);
    expect(assertBody(CompanyDetailDto, answer)).toMatchObject({
      id: company.id,
      maxUsers: 7,
      usersCount: 2,
      counts: { managers: 2, workers: 1, reports: 2, unreportedPositions: 2 },
    });
  });

  it("a Worker reads its own company", async () => {
    const company = await createCompany();
    const { token } = await actor({ role: "Worker", companyId: company.id });
    const body = assertBody(CompanyDetailDto, await call("GET", `/companies/${company.id}`, { token }));
    expect(body.counts).toEqual({ managers: 0, workers: 1, reports: 0, unreportedPositions: 0 });
  });

  it.each([
    ["en", "Company not found."],
    ["pl", "Nie znaleziono firmy."],
  ])("another company and a missing one answer the same 404 to a Manager (%s)", async (lang, title) => {
    const { token } = await actor({ role: "Manager" });
    const other = await createCompany();
    const foreign = expectProblem(await call("GET", `/companies/${other.id}`, { token, lang }), 404, "NOT_FOUND");
    const missing = expectProblem(await call("GET", "/companies/no-such-company", { token, lang }), 404, "NOT_FOUND");
    expect(foreign.title).toBe(title);
    expect({ ...foreign, requestId: "" }).toEqual({ ...missing, requestId: "" });
  });

  itKeepsTheAuthContract("GET", "/companies/some-id");
});
