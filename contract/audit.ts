import * as v from "valibot";
import { Id, PagedOf, listQuery, withCreatedRange } from "./common";
import { m } from "./messages";
import { trimmed } from "./text";

/**
 * GET /audit: newest first unless `order=asc`. `createdFrom`/`createdTo` bound the day of `at`
 * (UTC, inclusive); `q` matches a part of the action name (e.g. "user.").
 */
export const AuditListQuery = withCreatedRange(v.object({
  ...listQuery(["at"]),
  order: v.optional(v.picklist(["asc", "desc"], m("order")), "desc"),
  entity: v.optional(v.pipe(v.string(), trimmed(), v.nonEmpty(m("required")), v.maxLength(50, m("maxLength", 50)))),
  entityId: v.optional(Id),
}));
export type AuditListQuery = v.InferOutput<typeof AuditListQuery>;

export const AuditEntryDto = v.object({
  id: v.string(),
  at: v.string(),
  actorId: v.nullable(v.string()),
  /** "Last, First Middle" of the actor while the account exists; null for the system or a deleted account. */
  actorName: v.nullable(v.string()),
  action: v.string(),
  entity: v.string(),
  entityId: v.string(),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
});
export type AuditEntryDto = v.InferOutput<typeof AuditEntryDto>;

export const AuditList = PagedOf(AuditEntryDto);
export type AuditList = v.InferOutput<typeof AuditList>;
