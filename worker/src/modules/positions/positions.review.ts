import { m, type MessageKey } from "@contract/messages";
import type { BulkResult, PositionIdsInput } from "@contract/positions";
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext, Verb } from "../../context";
import { positions } from "../../db/schema";
import type { AuditEntry } from "../../lib/audit";
import { auditRows } from "../../lib/audit-bulk";
import { runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { abortUnless, inJson, jsonParam } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { reportCounterStatements } from "./positions.counters";
import { type ReportDelta, revertBlock, reviewBlock } from "./positions.rules";
import { actorFor } from "./positions.service";

/**
 * POST /positions/verify (positions.verify.ts), /mark-outdated and /revert: up to 1,000 positions a call, all or nothing.
 *
 * Each verb reads what it needs in one to three round trips, decides everything with pure rules,
 * and writes in one db.batch whose first statement is a guard: every position must still have the
 * report, state and version stamp (updated_on) that was read, or the batch fails and nothing is
 * applied — so two calls racing over the same positions cannot both apply, and the report
 * counters' deltas are exact. The writes are set-based (one statement per kind of change, the
 * rows bound as one JSON array), so 1,000 positions take about a dozen statements.
 */

/** A test-only hook: a statement placed in the middle of a bulk batch (after the positions' update). Never set in production. */
export type FaultInjection = (step: "verify" | "markOutdated" | "revert") => BatchItem<"sqlite"> | undefined;
export type ReviewContext = ServiceContext & { faultInjection?: FaultInjection };

const reviewColumns = {
  id: positions.id,
  reportId: positions.reportId,
  isVerified: positions.isVerified,
  isOutdated: positions.isOutdated,
  updatedOn: positions.updatedOn,
  pagesUsed: positions.pagesUsed,
  publicationId: positions.publicationId,
  verifiedOn: positions.verifiedOn,
  groupKey: positions.groupKey,
  authors: positions.authors,
  type: positions.type,
  title: positions.title,
  publisher: positions.publisher,
  link: positions.link,
  publicationYear: positions.publicationYear,
  editionNumber: positions.editionNumber,
  isbn: positions.isbn,
  issn: positions.issn,
  articleTitle: positions.articleTitle,
  articleDoi: positions.articleDoi,
  magazineTitle: positions.magazineTitle,
};

export type ReviewRow = Awaited<ReturnType<typeof selectForReview>>[number];

export function selectForReview(ctx: ServiceContext, ids: readonly string[]) {
  return ctx.db.select(reviewColumns).from(positions).where(inJson(positions.id, ids));
}

/** The rows of `ids` in the order given; 404 if any is missing (staff read every position). */
export function inOrder(ids: readonly string[], rows: readonly ReviewRow[]): ReviewRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError("Position");
    return row;
  });
}

/** 409 listing each position whose state does not allow the change, as `ids.<index>`. */
export function assertAllowed(rows: readonly ReviewRow[], block: (row: ReviewRow) => MessageKey | null): void {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const reason = block(row);
    if (reason) errors[`ids.${i}`] = [m(reason)];
  });
  const n = Object.keys(errors).length;
  if (n > 0) throw new ConflictError(m("positionsConflict", n), errors);
}

/** First statement of a review batch: every position still has the report, flags and version that were read. */
export function stateGuard(ctx: ServiceContext, rows: readonly ReviewRow[]) {
  const json = jsonParam(rows.map((r) => [r.id, r.reportId, r.updatedOn, r.isVerified ? 1 : 0, r.isOutdated ? 1 : 0]));
  return abortUnless(
    ctx.db,
    sql`(select count(*) from json_each(${json}) j cross join ${positions} p
      where p.id = j.value ->> '$[0]' and p.report_id is j.value ->> '$[1]' and p.updated_on = j.value ->> '$[2]'
        and p.is_verified = j.value ->> '$[3]' and p.is_outdated = j.value ->> '$[4]') = ${rows.length}`,
  );
}

/**
 * Runs a guarded review batch. A failure with the positions no longer as read (or, for a
 * verification, the catalogue: `catalogueMoved`) is a lost race: 409 with nothing applied. Any
 * other failure is rethrown as it is (500).
 */
export async function runGuarded(
  ctx: ServiceContext,
  ids: readonly string[],
  rows: readonly ReviewRow[],
  statements: BatchItem<"sqlite">[],
  catalogueMoved?: () => Promise<boolean>,
): Promise<void> {
  try {
    await runBatch(ctx.db, statements);
  } catch (error) {
    if (catalogueMoved && (await catalogueMoved())) throw new CatalogueMovedError(m("changedConcurrently"));
    const now = await selectForReview(ctx, ids);
    const before = new Map(rows.map((r) => [r.id, r]));
    const moved =
      now.length !== rows.length ||
      now.some((r) => {
        const was = before.get(r.id);
        return !was || was.updatedOn !== r.updatedOn || was.reportId !== r.reportId || was.isVerified !== r.isVerified || was.isOutdated !== r.isOutdated;
      });
    if (moved) throw new ConflictError(m("changedConcurrently"));
    throw error;
  }
}

export const reportIdsOf = (rows: readonly ReviewRow[]) => [...new Set(rows.flatMap((r) => (r.reportId ? [r.reportId] : [])))];

export function deltasOf(rows: readonly ReviewRow[], open: 1 | -1): ReportDelta[] {
  return rows.flatMap((r) => (r.reportId ? [{ reportId: r.reportId, amount: 0, pages: 0, open }] : []));
}

export function positionAudits(rows: readonly ReviewRow[], action: AuditEntry["action"], after: (row: ReviewRow) => Record<string, unknown>): AuditEntry[] {
  return rows.map((r) => ({
    action,
    entity: "position",
    entityId: r.id,
    before: { isVerified: r.isVerified, isOutdated: r.isOutdated, publicationId: r.publicationId, verifiedOn: r.verifiedOn },
    after: after(r),
  }));
}


/** A verification's batch refused because the catalogue gained what it was about to make (see madeCatalogue). */
export class CatalogueMovedError extends ConflictError {}

// ---------------------------------------------------------------------------------------------
// Mark outdated, revert

/** Open positions of reports become outdated; their reports' open counts drop (a report may become verified). */
export async function markPositionsOutdated({ ctx, input }: Verb<PositionIdsInput> & { ctx: ReviewContext }): Promise<BulkResult> {
  actorFor(ctx, "positions.markOutdated");
  const rows = inOrder(input.ids, await selectForReview(ctx, input.ids));
  assertAllowed(rows, reviewBlock);
  const at = iso(ctx.now);
  const statements: BatchItem<"sqlite">[] = [
    stateGuard(ctx, rows),
    ctx.db.update(positions).set({ isOutdated: true, updatedOn: at }).where(inJson(positions.id, input.ids)),
  ];
  const fault = ctx.faultInjection?.("markOutdated");
  if (fault) statements.push(fault);
  statements.push(
    ...reportCounterStatements(ctx, deltasOf(rows, -1)),
    ...auditRows(ctx, positionAudits(rows, "position.markOutdated", () => ({ isVerified: false, isOutdated: true, publicationId: null, verifiedOn: null }))),
  );
  await runGuarded(ctx, input.ids, rows, statements);
  return { updated: rows.length, reportIds: reportIdsOf(rows) };
}

/**
 * Undoes verify or outdated: the position is open again, without its catalogue link and
 * verification stamp; its report is unverified again. The catalogue rows and links that the
 * verification made stay (they are the catalogue's now).
 */
export async function revertPositions({ ctx, input }: Verb<PositionIdsInput> & { ctx: ReviewContext }): Promise<BulkResult> {
  actorFor(ctx, "positions.revert");
  const rows = inOrder(input.ids, await selectForReview(ctx, input.ids));
  assertAllowed(rows, revertBlock);
  const at = iso(ctx.now);
  const statements: BatchItem<"sqlite">[] = [
    stateGuard(ctx, rows),
    ctx.db
      .update(positions)
      .set({ isVerified: false, isOutdated: false, verifiedOn: null, verifiedBy: null, publicationId: null, updatedOn: at })
      .where(inJson(positions.id, input.ids)),
  ];
  const fault = ctx.faultInjection?.("revert");
  if (fault) statements.push(fault);
  statements.push(
    ...reportCounterStatements(ctx, deltasOf(rows, 1)),
    ...auditRows(ctx, positionAudits(rows, "position.revert", () => ({ isVerified: false, isOutdated: false, publicationId: null, verifiedOn: null }))),
  );
  await runGuarded(ctx, input.ids, rows, statements);
  return { updated: rows.length, reportIds: reportIdsOf(rows) };
}
