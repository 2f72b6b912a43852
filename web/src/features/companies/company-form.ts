import type { CompanyDto } from "@contract/companies";
import { CreateCompanyInput } from "@contract/companies";
import { m } from "@contract/messages";
import * as v from "valibot";

export type CompanyFormValues = {
  name: string;
  maxUsers: string;
  taxId: string;
  country: string;
  city: string;
  postalCode: string;
  street: string;
  homeNumber: string;
};

const FIELD_KEYS = ["name", "maxUsers", "taxId", "country", "city", "postalCode", "street", "homeNumber"] as const;

export function initialCompanyValues(company: CompanyDto | null): CompanyFormValues {
  return {
    name: company?.name ?? "",
    maxUsers: String(company?.maxUsers ?? 10),
    taxId: company?.taxId ?? "",
    country: company?.country ?? "PL",
    city: company?.city ?? "",
    postalCode: company?.postalCode ?? "",
    street: company?.street ?? "",
    homeNumber: company?.homeNumber ?? "",
  };
}

/** The strings of the form in the shape the API takes: a number of users, null for empty optional text. */
const text = (s: string) => (s.trim() === "" ? null : s);

export function toCompanyInput(values: CompanyFormValues): Record<string, unknown> {
  const max = values.maxUsers.trim();
  return {
    name: values.name,
    maxUsers: max === "" ? Number.NaN : Number(max),
    taxId: text(values.taxId),
    country: values.country,
    city: text(values.city),
    postalCode: text(values.postalCode),
    street: text(values.street),
    homeNumber: text(values.homeNumber),
  };
}

/**
 * The company form checked by the contract's own CreateCompanyInput (required name, users limit,
 * country code, a NIP with its check digit for Polish companies), its messages landing on the
 * fields they name. The output is what POST and PATCH take (NIP as its 10 digits).
 */
export const companyFormSchema = v.pipe(
  v.object(Object.fromEntries(FIELD_KEYS.map((k) => [k, v.string()])) as Record<keyof CompanyFormValues, v.StringSchema<undefined>>),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value as CompanyFormValues;
    if (values.maxUsers.trim() === "") {
      addIssue({ message: m("required"), path: [pathItem(values, "maxUsers")] });
      return NEVER;
    }
    const result = v.safeParse(CreateCompanyInput, toCompanyInput(values));
    if (result.success) return result.output;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      addIssue({ message: issue.message, ...(typeof key === "string" ? { path: [pathItem(values, key)] } : {}) });
    }
    return NEVER;
  }),
);
export type CompanyFormOutput = v.InferOutput<typeof companyFormSchema>;

function pathItem(values: CompanyFormValues, key: string): v.ObjectPathItem {
  return { type: "object", origin: "value", input: values, key, value: (values as Record<string, string>)[key] };
}
