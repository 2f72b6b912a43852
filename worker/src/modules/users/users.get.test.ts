import { UserDto } from "@contract/users";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { actor, createCompany, createUser } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

describe("GET /api/v1/users/{id}", () => {
  it("answers the account with its company's name", async () => {
    const company = await createCompany({ name: "Wydawnictwo Ćma" });
    const target = await createUser({ role: "Worker", companyId: company.id, middleName: "Ewa", birthDate: "1985-07-01" });
    const { token } = await actor({ role: "Coordinator" });

    const answer = await call("GET", `/users/${target.id}`, { token });

    assertJson(answer, 200);
    expect(assertBody(UserDto, answer)).toMatchObject({ id: target.id, companyName: "Wydawnictwo Ćma", middleName: "Ewa", birthDate: "1985-07-01" });
  });

  it.each([
    ["en", "User not found."],
    ["pl", "Nie znaleziono użytkownika."],
  ])("a missing account and another company's account answer the same 404 (%s)", async (lang, title) => {
    const mine = await createCompany();
    const other = await createUser({ role: "Worker" });
    const { token } = await actor({ role: "Manager", companyId: mine.id });

    const missing = expectProblem(await call("GET", "/users/no-such-user", { token, lang }), 404, "NOT_FOUND");
    const foreign = expectProblem(await call("GET", `/users/${other.id}`, { token, lang }), 404, "NOT_FOUND");

    expect(missing.title).toBe(title);
    expect({ ...foreign, requestId: undefined }).toEqual({ ...missing, requestId: undefined });
  });

  it("a role the caller may not read answers 404, not 403", async () => {
    const admin = await createUser({ role: "Admin" });
    const { token } = await actor({ role: "Coordinator" });
    expectProblem(await call("GET", `/users/${admin.id}`, { token }), 404, "NOT_FOUND");
  });

  it("an over-long id → 400", async () => {
    const { token } = await actor({ role: "Admin" });
    const problem = expectProblem(await call("GET", `/users/${"x".repeat(65)}`, { token, lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ id: ["Must be at most 64 characters long"] });
  });

  itKeepsTheAuthContract("GET", "/users/some-id");
});
