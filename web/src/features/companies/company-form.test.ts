import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { companyFormSchema, initialCompanyValues, type CompanyFormValues } from "./company-form";
import { countryName, countryOptions } from "./countries";

const valid: CompanyFormValues = { ...initialCompanyValues(null), name: "Acme", taxId: "526-025-02-74" };

function errorsOf(values: CompanyFormValues): Record<string, string[] | undefined> {
  const result = v.safeParse(companyFormSchema, values);
  if (result.success) return {};
  const [first, ...rest] = result.issues;
  return (v.flatten([first, ...rest]).nested ?? {}) as Record<string, string[] | undefined>;
}

describe("company form", () => {
  it("starts Polish with a limit of 10", () => {
    expect(initialCompanyValues(null)).toMatchObject({ country: "PL", maxUsers: "10", name: "" });
  });

  it("normalises a valid NIP and turns empty optional text into null", () => {
    const out = v.parse(companyFormSchema, valid);
    expect(out).toMatchObject({ name: "Acme", taxId: "5260250274", maxUsers: 10, country: "PL", city: null, street: null });
  });

  it.each([
    ["a wrong NIP check digit", { taxId: "5260250275" }, "taxId", "nip"],
    ["a NIP too short", { taxId: "123" }, "taxId", "nip"],
    ["no name", { name: "  " }, "name", "required"],
    ["no limit", { maxUsers: "" }, "maxUsers", "required"],
    ["a limit that is not a number", { maxUsers: "abc" }, "maxUsers", "number"],
    ["a fractional limit", { maxUsers: "2.5" }, "maxUsers", "integer"],
    ["a limit of zero", { maxUsers: "0" }, "maxUsers", "minValue:1"],
  ])("puts %s on its field", (_, patch, field, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]?.[0]).toBe(message);
  });

  it("accepts any tax id for a foreign company", () => {
    expect(errorsOf({ ...valid, country: "DE", taxId: "DE123456789" })).toEqual({});
  });
});

describe("countries", () => {
  it("names countries in the user's language, Poland first", () => {
    expect(countryName("PL", "pl")).toBe("Polska");
    expect(countryName("DE", "en")).toBe("Germany");
    const options = countryOptions("pl");
    expect(options[0]).toEqual({ value: "PL", label: "Polska" });
    expect(options.length).toBeGreaterThan(240);
  });
});
