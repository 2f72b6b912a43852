import {
  CompanyDetailDto,
  CompanyDto,
  CompanyIdParam,
  CompanyList,
  CompanyListQuery,
  CreateCompanyInput,
  UpdateCompanyInput,
} from "@contract/companies";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { ALREADY_APPLIED_NOTE, versionOf } from "../../lib/if-match";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_NOTE, idempotencyFor } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { createCompany } from "./companies.create";
import { deleteCompany } from "./companies.delete";
import { getCompany, listCompanies } from "./companies.service";
import { activateCompany, deactivateCompany } from "./companies.status";
import { updateCompany } from "./companies.update";

export const companiesRoutes = new Hono<AppEnv>();
companiesRoutes.use(session({ checkInFirstBatch: getOf("/companies") }));

const TENANCY = "A Manager or Worker asking about another company gets 404, exactly as for a missing one.";
const ADMINS_ONLY = "SuperAdmin and Admin only (others: 403, before any lookup).";

describeRoute({
  method: "get",
  path: "/companies",
  tag: "companies",
  summary: "List companies",
  description:
    "Staff see every company, a Manager or Worker only its own. `status` repeats; `q` matches every word against " +
    "name, tax id and city, case-insensitively; `createdFrom`/`createdTo` bound the creation day (UTC). " +
    "`usersCount` is the seats in use: managers and workers that are not Inactive. Default sort: name.",
  auth: "bearer",
  query: CompanyListQuery,
  response: { status: 200, description: "A page of companies", schema: named("CompanyList", CompanyList) },
});
companiesRoutes.get("/", validate("query", CompanyListQuery), async (c) => {
  return c.json(await listCompanies({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/companies/{id}",
  tag: "companies",
  summary: "One company with its dashboard counts",
  description: `${TENANCY} counts.managers and counts.workers count every status; counts.unreportedPositions are positions in no report.`,
  auth: "bearer",
  params: CompanyIdParam,
  response: { status: 200, description: "The company", schema: named("CompanyDetailDto", CompanyDetailDto) },
  problems: ["NOT_FOUND"],
});
companiesRoutes.get("/:id", validate("param", CompanyIdParam), async (c) => {
  return c.json(await getCompany({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/companies",
  tag: "companies",
  summary: "Create a company",
  description:
    `${ADMINS_ONLY} Created Inactive; it becomes Active with its first Manager or by /activate. country defaults to PL, ` +
    "maxUsers to 10. A Polish taxId must be a NIP (10 digits, valid check digit; separators and a PL prefix are " +
    "accepted) and is stored as its digits. Duplicate tax id: 409 with errors.taxId." +
    IDEMPOTENCY_NOTE,
  auth: "bearer",
  body: named("CreateCompanyInput", CreateCompanyInput),
  response: { status: 201, description: "The company", schema: named("CompanyDto", CompanyDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
companiesRoutes.post("/", validate("json", CreateCompanyInput), async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("json");
  const idempotency = await idempotencyFor(c.req.header(IDEMPOTENCY_HEADER), ctx.actor, input);
  return c.json(await createCompany({ ctx, input, idempotency }), 201);
});

describeRoute({
  method: "patch",
  path: "/companies/{id}",
  tag: "companies",
  summary: "Change a company",
  description:
    `${ADMINS_ONLY} Absent fields stay, null clears an optional one. The tax id is checked against the merged record ` +
    "(400 errors.taxId when a Polish one is no NIP) and must stay unique (409 errors.taxId). maxUsers below the seats " +
    "in use: 409 errors.maxUsers. A concurrent change: 409. Status changes go through /activate and /deactivate. " +
    "An optional `If-Match` header holding the company's `updatedOn` (as read, quoted or not) refuses the change with " +
    "409 when the company was changed since." + ALREADY_APPLIED_NOTE,
  auth: "bearer",
  params: CompanyIdParam,
  body: named("UpdateCompanyInput", UpdateCompanyInput),
  response: { status: 200, description: "The company as changed", schema: named("CompanyDto", CompanyDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
companiesRoutes.patch("/:id", validate("param", CompanyIdParam), validate("json", UpdateCompanyInput), async (c) => {
  const input = { id: c.req.valid("param").id, changes: c.req.valid("json"), ifMatch: versionOf(c.req.header("if-match")) };
  return c.json(await updateCompany({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "delete",
  path: "/companies/{id}",
  tag: "companies",
  summary: "Delete a company",
  description: `${ADMINS_ONLY} Only a company with no users, reports or positions: otherwise 409, whose detail gives the counts.`,
  auth: "bearer",
  params: CompanyIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
companiesRoutes.delete("/:id", validate("param", CompanyIdParam), async (c) => {
  await deleteCompany({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});

describeRoute({
  method: "post",
  path: "/companies/{id}/activate",
  tag: "companies",
  summary: "Activate a company",
  description: `${ADMINS_ONLY} Idempotent: an Active company is answered as it is.`,
  auth: "bearer",
  params: CompanyIdParam,
  response: { status: 200, description: "The company", schema: named("CompanyDto", CompanyDto) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
companiesRoutes.post("/:id/activate", validate("param", CompanyIdParam), async (c) => {
  return c.json(await activateCompany({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/companies/{id}/deactivate",
  tag: "companies",
  summary: "Deactivate a company",
  description:
    `${ADMINS_ONLY} Idempotent. Every session of the company's users ends at once: their tokens, refreshes and ` +
    "sign-ins answer 403 COMPANY_INACTIVE until the company is activated again (then the ended sessions answer 401).",
  auth: "bearer",
  params: CompanyIdParam,
  response: { status: 200, description: "The company", schema: named("CompanyDto", CompanyDto) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
companiesRoutes.post("/:id/deactivate", validate("param", CompanyIdParam), async (c) => {
  return c.json(await deactivateCompany({ ctx: serviceContext(c), input: c.req.valid("param") }));
});
