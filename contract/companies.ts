import * as v from "valibot";
import { Id, PagedOf, listQuery, withCreatedRange } from "./common";
import { CountryCode } from "./countries";
import { m } from "./messages";
import { isValidNip, normalizeNip } from "./nip";
import { textRequired, trimmed } from "./text";

export const COMPANY_STATUSES = ["Inactive", "Active", "Pending", "OutsideSystem"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

const text = (max: number) => v.pipe(v.string(), trimmed(), v.maxLength(max, m("maxLength", max)));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(text(max), v.transform((s) => (s === "" ? null : s)))));

const CompanyFields = {
  name: v.pipe(v.string(textRequired), trimmed(), v.nonEmpty(m("required")), v.maxLength(200, m("maxLength", 200))),
  maxUsers: v.pipe(v.number(m("number")), v.integer(m("integer")), v.minValue(1, m("minValue", 1)), v.maxValue(10_000, m("maxValue", 10_000))),
  taxId: optionalText(20),
  country: CountryCode,
  city: optionalText(100),
  postalCode: optionalText(20),
  street: optionalText(200),
  homeNumber: optionalText(20),
};

/** A Polish company's tax id must be a NIP; it is stored as its 10 digits. */
export function taxIdIssue(country: string | undefined, taxId: string | null | undefined): string | null {
  return country === "PL" && taxId && !isValidNip(taxId) ? m("nip") : null;
}

const PL_POSTAL_CODE = /^\d{2}-\d{3}$/;

/** A Polish company's postal code is written 00-000; other countries' as typed. */
export function postalCodeIssue(country: string | undefined, postalCode: string | null | undefined): string | null {
  return country === "PL" && postalCode && !PL_POSTAL_CODE.test(postalCode) ? m("postalCode") : null;
}

export const CreateCompanyInput = v.pipe(
  v.object({ ...CompanyFields, country: v.optional(CompanyFields.country, "PL"), maxUsers: v.optional(CompanyFields.maxUsers, 10) }),
  v.forward(
    v.check((c) => taxIdIssue(c.country, c.taxId) === null, m("nip")),
    ["taxId"],
  ),
  v.forward(
    v.check((c) => postalCodeIssue(c.country, c.postalCode) === null, m("postalCode")),
    ["postalCode"],
  ),
  v.transform((c) => (c.country === "PL" && c.taxId ? { ...c, taxId: normalizeNip(c.taxId) } : c)),
);
export type CreateCompanyInput = v.InferOutput<typeof CreateCompanyInput>;

/** PATCH: every field optional; the server re-checks the tax id and postal code against the merged record. */
export const UpdateCompanyInput = v.object({
  name: v.optional(CompanyFields.name),
  maxUsers: v.optional(CompanyFields.maxUsers),
  taxId: CompanyFields.taxId,
  country: v.optional(CompanyFields.country),
  city: CompanyFields.city,
  postalCode: CompanyFields.postalCode,
  street: CompanyFields.street,
  homeNumber: CompanyFields.homeNumber,
});
export type UpdateCompanyInput = v.InferOutput<typeof UpdateCompanyInput>;

export const CompanyDto = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(COMPANY_STATUSES),
  maxUsers: v.number(),
  taxId: v.nullable(v.string()),
  country: v.string(),
  city: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  street: v.nullable(v.string()),
  homeNumber: v.nullable(v.string()),
  createdOn: v.string(),
  /** The version stamp: sent back in If-Match, a change made meanwhile by someone else is refused (409). */
  updatedOn: v.string(),
  usersCount: v.number(),
});
export type CompanyDto = v.InferOutput<typeof CompanyDto>;

export const CompanyDetailDto = v.object({
  ...CompanyDto.entries,
  counts: v.object({
    managers: v.number(),
    workers: v.number(),
    reports: v.number(),
    unreportedPositions: v.number(),
  }),
});
export type CompanyDetailDto = v.InferOutput<typeof CompanyDetailDto>;

const statusList = v.pipe(
  v.union([v.picklist(COMPANY_STATUSES, m("invalidValue")), v.array(v.picklist(COMPANY_STATUSES, m("invalidValue")))]),
  v.transform((s) => (Array.isArray(s) ? s : [s])),
);

export const CompanyListQuery = withCreatedRange(v.object({
  ...listQuery(["name", "status", "city", "country", "createdOn", "usersCount"]),
  status: v.optional(statusList),
  country: v.optional(v.pipe(v.string(), trimmed(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, m("country")))),
  city: v.optional(v.pipe(v.string(), trimmed(), v.maxLength(100, m("maxLength", 100)))),
}));
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuery>;

export const CompanyIdParam = v.object({ id: Id });

export const CompanyList = PagedOf(CompanyDto);
export type CompanyList = v.InferOutput<typeof CompanyList>;
