import { AuditList, AuditListQuery } from "@contract/audit";
import { AUDIT_READERS } from "@contract/permissions";
import type { Role } from "@contract/common";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { validate } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { listAudit } from "./audit.service";

export const auditRoutes = new Hono<AppEnv>();

describeRoute({
  method: "get",
  path: "/audit",
  tag: "audit",
  summary: "The audit trail",
  description:
    "SuperAdmin and Admin only. Every change with who (actorId, actorName while the account exists), when, the entity " +
    "and its before/after (never passwords, hashes or tokens). Filters: `entity` (user, company, session, …), " +
    "`entityId`, `q` (part of the action name, e.g. `user.`), `createdFrom`/`createdTo` (the day of `at`, UTC). " +
    "Newest first unless `order=asc`; the only sort field is `at`.",
  auth: "bearer",
  query: AuditListQuery,
  response: { status: 200, description: "A page of audit entries", schema: named("AuditList", AuditList) },
  problems: ["FORBIDDEN"],
});
auditRoutes.get("/", session(), requireRole(...(AUDIT_READERS as [Role, ...Role[]])), validate("query", AuditListQuery), async (c) => {
  return c.json(await listAudit({ ctx: serviceContext(c), input: c.req.valid("query") }));
});
