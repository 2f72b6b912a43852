import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CreateCompanyInput, postalCodeIssue } from "./companies";

describe("a company's postal code", () => {
  it("in Poland is two digits, a hyphen and three digits; elsewhere anything", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}-\d{3}$/), (code) => {
        expect(postalCodeIssue("PL", code)).toBeNull();
        expect(v.parse(CreateCompanyInput, { name: "A", postalCode: code }).postalCode).toBe(code);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => s.trim() !== "" && !/^\d{2}-\d{3}$/.test(s.trim())),
        (code) => {
          expect(postalCodeIssue("PL", code.trim())).not.toBeNull();
          expect(postalCodeIssue("DE", code.trim())).toBeNull();
          expect(v.safeParse(CreateCompanyInput, { name: "A", postalCode: code }).success).toBe(false);
          expect(v.safeParse(CreateCompanyInput, { name: "A", country: "DE", postalCode: code }).success).toBe(true);
        },
      ),
    );
    expect(postalCodeIssue("PL", null)).toBeNull();
    expect(v.parse(CreateCompanyInput, { name: "A", postalCode: "" }).postalCode).toBeNull();
  });
});
