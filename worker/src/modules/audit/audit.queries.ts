import type { AuditEntryDto } from "@contract/audit";
import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorFirstName: users.firstName,
  actorMiddleName: users.middleName,
  actorLastName: users.lastName,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

/** "Last, First Middle", as the SPA's user menu writes names (product.md). */
function actorName(last: string, first: string | null, middle: string | null): string {
  return `${last}, ${[first, middle].filter(Boolean).join(" ")}`;
}

type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

export function toAuditEntryDto(row: EntryRow): AuditEntryDto {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actorId,
    actorName: row.actorLastName === null ? null : actorName(row.actorLastName, row.actorFirstName, row.actorMiddleName),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export function listEntries(db: Db, where: SQL | undefined, order: "asc" | "desc", window: { offset: number; limit: number }) {
  const dir = order === "asc" ? asc : desc;
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(dir(auditLog.at), dir(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
}

export function countEntries(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(auditLog).where(where);
}

export const actionContains = (q: string): SQL => sql`instr(${auditLog.action}, ${q}) > 0`;
