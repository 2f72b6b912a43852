import * as fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CreateCompanyInput, postalCodeIssue } from "./companies";
import { COUNTRY_CODES } from "./countries";

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

describe("a company's country", () => {
  it("is an assigned ISO 3166-1 alpha-2 code, in any case; two letters alone are not enough", () => {
    expect(v.parse(CreateCompanyInput, { name: "A", country: " de " }).country).toBe("DE");
    for (const code of ["XX", "ZZ", "EU", "UK", "QQ", "12", "POL"]) {
      expect({ code, accepted: v.is(CreateCompanyInput, { name: "A", country: code }) }).toEqual({ code, accepted: false });
    }
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), (code) => {
        expect(v.parse(CreateCompanyInput, { name: "A", country: code.toLowerCase() }).country).toBe(code);
      }),
    );
  });
});
