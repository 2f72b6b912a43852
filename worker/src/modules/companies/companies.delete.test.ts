import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, addPosition, addReport, auditRows, companyRow, createCompany, createUser } from "../../../test/factories";
import { call, expectProblem } from "../../../test/http";

const remove = (token: string, id: string, lang = "en") => call("DELETE", `/companies/${id}`, { token, lang });

describe("DELETE /api/v1/companies/{id}", () => {
  it("deletes a company nothing refers to, and audits it", async () => {
    const company = await createCompany();
    const { user: admin, token } = await actor({ role: "Admin" });
    const answer = await remove(token, company.id);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await companyRow(company.id)).toBeUndefined();
    expect((await auditRows(company.id)).find((r) => r.action === "company.delete")).toMatchObject({ actorId: admin.id, before: { id: company.id, name: company.name } });
  });

  it.each([
    ["users", async (id: string) => void (await createUser({ role: "Worker", companyId: id, status: "Inactive" })), "(1), reports (0) or positions (0)"],
    ["reports", async (id: string) => void (await addReport(id)), "(0), reports (1) or positions (0)"],
    ["positions", async (id: string) => void (await addPosition(id)), "(0), reports (0) or positions (1)"],
  ])("a company with %s → 409 saying what blocks it; nothing is deleted", async (_, add, counts) => {
    const company = await createCompany();
    await add(company.id);
    const { token } = await actor({ role: "SuperAdmin" });
    const problem = expectProblem(await remove(token, company.id), 409, "CONFLICT");
    expect(problem.detail).toBe(`The company cannot be deleted while it has users ${counts}`);
    expect(await companyRow(company.id)).toBeDefined();
    expect((await auditRows(company.id)).filter((r) => r.action === "company.delete")).toEqual([]);
  });

  it("Polish detail", async () => {
    const company = await createCompany();
    await createUser({ role: "Worker", companyId: company.id });
    const { token } = await actor({ role: "Admin" });
    expect(expectProblem(await remove(token, company.id, "pl"), 409, "CONFLICT").detail).toBe(
      "Nie można usunąć firmy, która ma użytkowników (1), raporty (0) lub pozycje (0)",
    );
  });

  it("a missing company → 404", async () => {
    const { token } = await actor({ role: "Admin" });
    expectProblem(await remove(token, "no-such-company"), 404, "NOT_FOUND");
  });

  itKeepsTheAuthContract("DELETE", "/companies/some-id");
});
