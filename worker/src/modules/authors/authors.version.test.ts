import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authorVersion } from "./authors.version";

const optional = fc.option(fc.string({ maxLength: 30 }), { nil: null });
const author = fc.record({
  firstName: fc.string({ minLength: 1, maxLength: 30 }),
  middleName: optional,
  lastName: fc.string({ minLength: 1, maxLength: 30 }),
  birthDate: fc.option(fc.constantFrom("1950-01-01", "1981-12-13", "2000-02-29"), { nil: null }),
  gender: fc.option(fc.constantFrom("female" as const, "male" as const), { nil: null }),
  authorId: optional,
});
const FIELDS = ["firstName", "middleName", "lastName", "birthDate", "gender", "authorId"] as const;

describe("authorVersion", () => {
  it("is the same for the same fields, whatever else the record carries", () => {
    fc.assert(
      fc.property(author, fc.string(), (a, stamp) => {
        expect(authorVersion({ ...a })).toBe(authorVersion(a));
        expect(authorVersion({ ...a, updatedOn: stamp } as typeof a)).toBe(authorVersion(a));
      }),
    );
  });

  it("changes when any one field changes", () => {
    fc.assert(
      fc.property(author, fc.constantFrom(...FIELDS), fc.string({ minLength: 1, maxLength: 30 }), (a, field, value) => {
        const next = { ...a, [field]: a[field] === value ? `${value}x` : value };
        expect(authorVersion(next)).not.toBe(authorVersion(a));
      }),
      { numRuns: 500 },
    );
  });

  it("changes when an optional field is cleared", () => {
    fc.assert(
      fc.property(author, fc.constantFrom("middleName", "birthDate", "gender", "authorId" as const), (a, field) => {
        fc.pre(a[field] !== null);
        expect(authorVersion({ ...a, [field]: null })).not.toBe(authorVersion(a));
      }),
    );
  });
});
