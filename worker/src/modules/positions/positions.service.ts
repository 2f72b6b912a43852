import { type Paged, paged } from "@contract/common";
import { m } from "@contract/messages";
import type { CreatePositionInput, PositionDto, PositionListQuery, UpdatePositionInput } from "@contract/positions";
import { publicationTypeIssues } from "@contract/publications";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Actor, ServiceContext, Verb } from "../../context";
import { positions } from "../../db/schema";
import { auditRow, auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors";
import { createOnce, type Idempotency } from "../../lib/idempotency";
import { assertVersion } from "../../lib/if-match";
import { newId } from "../../lib/ids";
import { rangeReadPays, walkPays } from "../../lib/newest-matches";
import { pageWindow } from "../../lib/paging";
import { iso, nextStamp } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { reportCounterStatements } from "./positions.counters";
import {
  countListed,
  countMatches,
  countQueueMatches,
  findPosition,
  isNewestFirst,
  type PositionRow,
  positionFilter,
  positionOrder,
  positionsSize,
  queueSearchOnly,
  searchOnly,
  selectNewestMatches,
  selectPositionPage,
  updatedOnGuard,
} from "./positions.queries";
import {
  authorsOf,
  canRead,
  changeBlock,
  isCompanyUser,
  isOpen,
  may,
  pickPublication,
  positionFields,
  publicationOf,
  toPositionDto,
} from "./positions.rules";

/** The actor, if its role has this action at all (403 before anything is read otherwise). */
export function actorFor(ctx: Pick<ServiceContext, "actor">, action: string): Actor {
  const actor = requireActor(ctx);
  if (!may(actor.role, action)) throw new ForbiddenError();
  return actor;
}

/** The position if the actor may read it; another company's answers 404 exactly like a missing one. */
export async function loadPosition(ctx: Pick<ServiceContext, "db">, actor: Actor, id: string): Promise<PositionRow> {
  const row = await findPosition(ctx.db, id);
  if (!row || !canRead(actor, row)) throw new NotFoundError("Position");
  return row;
}

export async function listPositions({ ctx, input }: Verb<PositionListQuery>): Promise<Paged<PositionDto>> {
  const actor = actorFor(ctx, "positions.read");
  const where = positionFilter(actor, input);
  const window = pageWindow(input);
  const page = () => selectPositionPage(ctx.db, where, positionOrder(input.sort, input.order), window, input.sort === "companyName");
  // A search newest first is counted first: the total says which read of the page is cheaper.
  // A window past the matches (no match at all, most often) needs no page.
  const countedFirst = async (totals: Promise<[{ n: number }[], { n: number }[]]>, read: (n: number, size: number, depth: number) => Promise<PositionRow[]>) => {
    const [[total], [size]] = await totals;
    const n = total?.n ?? 0;
    const rows = window.offset >= n ? [] : await read(n, size?.n ?? 0, window.offset + window.limit);
    return paged(rows.map(toPositionDto), input.page, input.pageSize, n);
  };
  const newest = isNewestFirst(input.sort, input.order);
  // A staff search alone (counted on position_search): a range of created_on or a sort of the matches.
  const matches = newest ? searchOnly(actor, input) : undefined;
  if (matches) {
    return countedFirst(ctx.db.batch([countMatches(ctx.db, matches), positionsSize(ctx.db)]), (n, size, depth) =>
      rangeReadPays(n, size, depth) ? selectNewestMatches(ctx.db, matches, window) : page(),
    );
  }
  // A search in the queue (counted on queue_search): a walk of the queue's newest-first index for a
  // common word, a sort of the matches for a rare one.
  const queued = newest ? queueSearchOnly(actor, input) : undefined;
  if (queued) {
    const queue = { isReported: true, isVerified: false, isOutdated: input.isOutdated };
    const sorted = () => selectPositionPage(ctx.db, positionFilter(actor, input, { searchDrives: true }), positionOrder(undefined, "desc"), window);
    return countedFirst(ctx.db.batch([countQueueMatches(ctx.db, queued, input.isOutdated), countListed(ctx.db, actor, queue, undefined)]), (n, size, depth) =>
      walkPays(n, size, depth) ? page() : sorted(),
    );
  }
  const [rows, [total]] = await ctx.db.batch([page(), countListed(ctx.db, actor, input, where)]);
  return paged(rows.map(toPositionDto), input.page, input.pageSize, total?.n ?? 0);
}

export async function getPosition({ ctx, input }: Verb<{ id: string }>): Promise<PositionDto> {
  const actor = actorFor(ctx, "positions.read");
  return toPositionDto(await loadPosition(ctx, actor, input.id));
}

/**
 * A company user's new, unreported position in its own company. Under an idempotency key (see
 * lib/idempotency), a request sent again answers with the position the first one created.
 */
export async function createPosition({ ctx, input, idempotency }: Verb<CreatePositionInput> & { idempotency?: Idempotency | null }): Promise<PositionDto> {
  const actor = actorFor(ctx, "positions.create");
  const companyId = actor.companyId;
  if (!companyId) throw new ForbiddenError();
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  const fields = positionFields(publicationOf(input.publication), authorsOf(input.authors), input.pagesUsed);
  return createOnce(
    ctx,
    idempotency,
    id,
    (record) =>
      runBatch(ctx.db, [
        ...record(),
        ctx.db.insert(positions).values({ id, companyId, reportId: null, ...fields, createdOn: now, createdBy: actor.userId, updatedOn: now }),
        auditRow(ctx, { action: "position.create", entity: "position", entityId: id, after: auditedFields(fields) }),
      ]),
    (created) => getPosition({ ctx, input: { id: created } }),
  );
}

function auditedFields(fields: ReturnType<typeof positionFields>) {
  const { groupKey: _g, searchText: _s, ...rest } = fields;
  return rest;
}

/** 409 when the actor may read but not change the position in its state. */
export function assertChangeable(actor: Actor, row: PositionRow): void {
  const block = changeBlock(actor, row);
  if (block) throw new ConflictError(m(block));
}

/**
 * PATCH: publication, authors and pagesUsed, each replaced whole. Company users change their
 * unreported positions; staff any position that is not verified. A reported position's report
 * gets its pages_total in the same batch. Guarded by the row's updated_on: a concurrent change
 * (or the position being put into a report meanwhile) answers 409 and nothing is written.
 */
export async function updatePosition({ ctx, input }: Verb<{ id: string; changes: UpdatePositionInput; ifMatch?: string }>): Promise<PositionDto> {
  const actor = actorFor(ctx, "positions.update");
  const row = await loadPosition(ctx, actor, input.id);
  assertChangeable(actor, row);
  const change = input.changes;
  const publication = change.publication ? publicationOf(change.publication) : pickPublication(row);
  const authors = change.authors ? authorsOf(change.authors) : row.authors;
  const pagesUsed = change.pagesUsed ?? row.pagesUsed;
  const issues = publicationTypeIssues(publication);
  if (Object.keys(issues).length) {
    throw new ValidationError(Object.fromEntries(Object.entries(issues).map(([k, v]) => [`publication.${k}`, [v ?? m("required")]])));
  }
  const fields = positionFields(publication, authors, pagesUsed);
  const before = auditedFields(positionFields(pickPublication(row), row.authors, row.pagesUsed));
  const after = auditedFields(fields);
  const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed.length === 0) return toPositionDto(row);
  assertVersion(input.ifMatch, row.updatedOn);

  const guard = and(updatedOnGuard(row.id, row.updatedOn), stillChangeable(actor)) as SQL;
  const stillThere = sql`exists (select 1 from ${positions} where ${guard})`;
  const statements: BatchItem<"sqlite">[] = [
    auditRowWhen(
      ctx,
      {
        action: "position.update",
        entity: "position",
        entityId: row.id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
      stillThere,
    ),
  ];
  if (row.reportId && pagesUsed !== row.pagesUsed) {
    statements.push(...reportCounterStatements(ctx, [{ reportId: row.reportId, amount: 0, pages: pagesUsed - row.pagesUsed, open: 0 }], stillThere));
  }
  statements.push(
    ctx.db
      .update(positions)
      .set({ ...fields, updatedOn: nextStamp(ctx.now, row.updatedOn) })
      .where(guard),
  );
  const results = await runBatch(ctx.db, statements);
  if (changes(results.at(-1)) === 0) throw await whyNotChanged(ctx, actor, row.id);
  return getPosition({ ctx, input: { id: row.id } });
}

/**
 * DELETE: company users their unreported positions, staff any position that is not verified
 * (a verified one: 409, revert it first). A reported position leaves its report's counters in
 * the same batch, which may make the report verified (its last open position gone).
 */
export async function deletePosition({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const actor = actorFor(ctx, "positions.delete");
  const row = await loadPosition(ctx, actor, input.id);
  assertChangeable(actor, row);
  const guard = and(updatedOnGuard(row.id, row.updatedOn), stillChangeable(actor)) as SQL;
  const stillThere = sql`exists (select 1 from ${positions} where ${guard})`;
  const statements: BatchItem<"sqlite">[] = [
    auditRowWhen(ctx, { action: "position.delete", entity: "position", entityId: row.id, before: toPositionDto(row) }, stillThere),
  ];
  if (row.reportId) {
    statements.push(...reportCounterStatements(ctx, [{ reportId: row.reportId, amount: -1, pages: -row.pagesUsed, open: isOpen(row) ? -1 : 0 }], stillThere));
  }
  statements.push(ctx.db.delete(positions).where(guard));
  const results = await runBatch(ctx.db, statements);
  if (changes(results.at(-1)) === 0) throw await whyNotChanged(ctx, actor, row.id);
}

/** The state condition of changeBlock, re-checked by SQLite when the write runs. */
function stillChangeable(actor: Actor): SQL {
  return and(eq(positions.isVerified, false), isCompanyUser(actor.role) ? isNull(positions.reportId) : undefined) as SQL;
}

/**
 * Why a guarded single-row write changed nothing. (Success is "not 0" rather than "1": D1 counts
 * the rows the search-index triggers write too.)
 */
async function whyNotChanged(ctx: ServiceContext, actor: Actor, id: string) {
  const now = await findPosition(ctx.db, id);
  if (!now || !canRead(actor, now)) return new NotFoundError("Position");
  const block = changeBlock(actor, now);
  return new ConflictError(m(block ?? "changedConcurrently"));
}
