import type { UserDto } from "@contract/users";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { accountFormSchema, initialAccountValues, toCreateInput, toUpdateInput } from "./account-form";

const user: UserDto = {
  id: "u1",
  email: "jan@example.com",
  firstName: "Jan",
  middleName: null,
  lastName: "Kowalski",
  birthDate: "1990-05-01",
  role: "Admin",
  status: "Pending",
  companyId: null,
  companyName: null,
  createdOn: "2025-01-01T00:00:00Z",
  updatedOn: "2025-01-01T00:00:00Z",
  lastLoginOn: null,
};

const nestedOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }): Record<string, string[] | undefined> => {
  const [first, ...rest] = result.issues ?? [];
  return first ? ((v.flatten([first, ...rest]).nested ?? {}) as Record<string, string[] | undefined>) : {};
};

const parse = (needsCompany: boolean, values: Partial<ReturnType<typeof initialAccountValues>>) =>
  v.safeParse(accountFormSchema(needsCompany), { ...initialAccountValues(null, { role: "Worker", companyId: "" }), ...values });

describe("account form schema", () => {
  it("requires an e-mail, a first and a last name, with the contract's message keys", () => {
    const result = parse(false, {});
    expect(result.success).toBe(false);
    const nested = nestedOf(result);
    expect(nested.email?.[0]).toBe("required");
    expect(nested.firstName?.[0]).toBe("required");
    expect(nested.lastName?.[0]).toBe("required");
  });

  it("checks the e-mail and the birth date", () => {
    const result = parse(false, { email: "nope", firstName: "A", lastName: "B", birthDate: "2024-02-30" });
    const nested = nestedOf(result);
    expect(nested.email?.[0]).toBe("email");
    expect(nested.birthDate?.[0]).toBe("date");
  });

  it("needs a company only when staff add a manager or worker", () => {
    const base = { email: "a@b.pl", firstName: "A", lastName: "B" };
    expect(parse(false, base).success).toBe(true);
    expect(parse(true, base).success).toBe(false);
    expect(parse(true, { ...base, companyId: "c1" }).success).toBe(true);
  });
});

describe("form → API input", () => {
  it("trims, lowercases the e-mail and drops empty optional fields on create", () => {
    const out = v.parse(accountFormSchema(true), {
      ...initialAccountValues(null, { role: "Worker", companyId: "c1" }),
      email: " Jan@Example.COM ",
      firstName: " Jan ",
      lastName: "Kowalski",
    });
    expect(toCreateInput(out, "Worker", true)).toEqual({
      email: "jan@example.com",
      firstName: "Jan",
      middleName: null,
      lastName: "Kowalski",
      birthDate: null,
      role: "Worker",
      companyId: "c1",
    });
    expect(toCreateInput(out, "Worker", false)).not.toHaveProperty("companyId");
  });

  it("sends status and role on edit only when they changed to something the actor may set", () => {
    const values = initialAccountValues(user, { role: "Admin", companyId: "" });
    expect(values.birthDate).toBe("1990-05-01");
    const same = v.parse(accountFormSchema(false), values);
    expect(toUpdateInput(same, user, ["SuperAdmin", "Admin"])).toEqual({
      email: "jan@example.com",
      firstName: "Jan",
      middleName: null,
      lastName: "Kowalski",
      birthDate: "1990-05-01",
    });
    const changed = v.parse(accountFormSchema(false), { ...values, status: "Inactive", role: "SuperAdmin" });
    expect(toUpdateInput(changed, user, ["SuperAdmin", "Admin"])).toMatchObject({ status: "Inactive", role: "SuperAdmin" });
    expect(toUpdateInput(changed, user, ["Admin"])).not.toHaveProperty("role");
  });
});
