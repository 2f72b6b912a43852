import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CreateUserInput, UpdateUserInput } from "./users";
import { fieldErrors, safeParseKeyed } from "./validation";

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = safeParseKeyed(schema, input);
  return r.success ? {} : fieldErrors(r.issues, "body");
};
const base = { email: "jan@example.org", firstName: "Jan", lastName: "Nowak", role: "Worker", companyId: "c1" };
const today = () => new Date().toISOString().slice(0, 10);

describe("a user's birth date", () => {
  it("is a real day, not in the future, as an author's is; blank clears it", () => {
    expect(v.parse(CreateUserInput, { ...base, birthDate: "" }).birthDate).toBeNull();
    expect(v.parse(CreateUserInput, { ...base, birthDate: "1990-05-17" }).birthDate).toBe("1990-05-17");
    expect(v.parse(CreateUserInput, { ...base, birthDate: today() }).birthDate).toBe(today());
    expect(errorsOf(CreateUserInput, { ...base, birthDate: "2999-01-01" })).toEqual({ birthDate: ["dateInFuture"] });
    expect(errorsOf(CreateUserInput, { ...base, birthDate: "1990-02-30" })).toEqual({ birthDate: ["date"] });
    expect(errorsOf(UpdateUserInput, { birthDate: "2999-01-01" })).toEqual({ birthDate: ["dateInFuture"] });
    expect(v.parse(UpdateUserInput, { birthDate: null })).toEqual({ birthDate: null });
  });

  it("refuses every day after today and takes every day up to it", () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 * 200 }), (days) => {
        const future = new Date(Date.now() + days * day).toISOString().slice(0, 10);
        const past = new Date(Date.now() - days * day).toISOString().slice(0, 10);
        expect(errorsOf(CreateUserInput, { ...base, birthDate: future })).toEqual({ birthDate: ["dateInFuture"] });
        expect(v.parse(CreateUserInput, { ...base, birthDate: past }).birthDate).toBe(past);
      }),
    );
  });
});
