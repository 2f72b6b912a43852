import type { AuditEntryDto, AuditListQuery } from "@contract/audit";
import type { Paged } from "@contract/common";
import { and, eq, gte, lt } from "drizzle-orm";
import type { Verb } from "../../context";
import { auditLog } from "../../db/schema";
import { pageWindow, toPaged } from "../../lib/paging";
import { nextDay } from "../../lib/time";
import { actionContains, countEntries, listEntries, toAuditEntryDto } from "./audit.queries";

/** The audit trail, newest first, optionally of one entity kind and/or one entity. */
export async function listAudit({ ctx, input }: Verb<AuditListQuery>): Promise<Paged<AuditEntryDto>> {
  const where = and(
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.entityId ? eq(auditLog.entityId, input.entityId) : undefined,
    input.q ? actionContains(input.q) : undefined,
    input.createdFrom ? gte(auditLog.at, input.createdFrom) : undefined,
    input.createdTo ? lt(auditLog.at, nextDay(input.createdTo)) : undefined,
  );
  const [rows, [total]] = await ctx.db.batch([
    listEntries(ctx.db, where, input.order, pageWindow(input)),
    countEntries(ctx.db, where),
  ]);
  return toPaged(rows, total?.n ?? 0, input, toAuditEntryDto);
}
