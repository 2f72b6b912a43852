import type { PositionGroupsQuery } from "@contract/positions";
import { type SQL, and, asc, desc, sql } from "drizzle-orm";
import { type SQLiteColumn, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { positions } from "../../db/schema";
import { inJson } from "../../lib/json-set";
import { selectPositions } from "./positions.queries";

// ---------------------------------------------------------------------------------------------
// Any filter: GROUP BY over the filter's rows

/** A page of the filter's groups, largest first (then most pages, then key), with the newest id of each as its sample. */
export function selectGroupPage(db: Db, where: SQL | undefined, window: { offset: number; limit: number }) {
  const n = sql<number>`count(*)`;
  const pages = sql<number>`coalesce(sum(${positions.pagesUsed}), 0)`;
  return db
    .select({ key: positions.groupKey, count: n, pagesTotal: pages, sampleId: sql<string>`max(${positions.id})` })
    .from(positions)
    .where(where)
    .groupBy(positions.groupKey)
    .orderBy(desc(n), desc(pages), asc(positions.groupKey))
    .limit(window.limit)
    .offset(window.offset);
}

export function countGroups(db: Db, where: SQL | undefined) {
  return db.select({ n: sql<number>`count(distinct ${positions.groupKey})` }).from(positions).where(where);
}

/** The ids of some groups' positions (the filter applied again), oldest first, at most `perGroup` each. */
export function selectGroupIds(db: Db, where: SQL | undefined, keys: readonly string[], perGroup: number) {
  const ranked = db
    .select({
      key: positions.groupKey,
      id: positions.id,
      rank: sql<number>`row_number() over (partition by ${positions.groupKey} order by ${positions.createdOn}, ${positions.id})`.as("rank"),
    })
    .from(positions)
    .where(and(where, inJson(positions.groupKey, keys)))
    .as("ranked");
  return db
    .select({ key: ranked.key, id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perGroup}`)
    .orderBy(asc(ranked.key), asc(ranked.rank));
}

// ---------------------------------------------------------------------------------------------
// The staff queue unfiltered: position_groups

/**
 * The staff queue's groups (migration 0012, kept by triggers on positions): per group key the
 * reported, not verified positions and their pages, with outdated ones (`n`, `pages`) and without
 * (`nOpen`, `pagesOpen`). Declared here rather than in the schema, like position_counts: the
 * migration made it and drizzle-kit must not manage it.
 */
export const positionGroups = sqliteTable("position_groups", {
  groupKey: text("group_key").primaryKey(),
  n: integer("n").notNull(),
  pages: integer("pages").notNull(),
  nOpen: integer("n_open").notNull(),
  pagesOpen: integer("pages_open").notNull(),
});

/** How many rows of position_groups there are (`groups`) and how many have open positions. */
export const positionGroupTotals = sqliteTable("position_group_totals", {
  id: integer("id").primaryKey(),
  groups: integer("groups").notNull(),
  openGroups: integer("open_groups").notNull(),
});

/** "all": the queue as the API names it (isVerified=false&isReported=true); "open": without outdated, as the SPA asks. */
export type QueueGroups = "all" | "open";

/**
 * Which of position_groups' two orders a query is, or undefined when it filters more than that
 * (company, report, type, search, outdated only) and is grouped from its own rows.
 */
export function queueGroupsOf(query: PositionGroupsQuery): QueueGroups | undefined {
  if (query.isReported !== true || query.isVerified !== false || query.isOutdated === true) return undefined;
  if (query.companyId || query.reportId || query.type || query.q || query.createdFrom || query.createdTo) return undefined;
  return query.isOutdated === false ? "open" : "all";
}

/**
 * The queue's groups in the groups' order (count, pages, key; desc, desc, asc): read so, a page
 * is a walk of position_groups' index for that order, stopping at the page. Column and literal as
 * in the partial index's WHERE (`n_open > 0`), so SQLite can use it.
 */
function queueOrder(queue: QueueGroups) {
  const g = positionGroups;
  const [n, pages] = queue === "open" ? [g.nOpen, g.pagesOpen] : [g.n, g.pages];
  return { n, pages, where: queue === "open" ? sql`${g.nOpen} > 0` : undefined, orderBy: [desc(n), desc(pages), asc(g.groupKey)] };
}

/**
 * The queue's positions of the group `key` (a column of the outer query), as `q`: literals, so
 * the queue's partial indexes on (group_key, …) of migration 0012 apply.
 */
function inQueueGroup(queue: QueueGroups, key: SQL | SQLiteColumn): SQL {
  return sql`q.group_key = ${key} and q.report_id is not null and q.is_verified = 0${sql.raw(queue === "open" ? " and q.is_outdated = 0" : "")}`;
}

/** The group's newest position (highest id): one step down the (group_key, id) index. */
const newestOf = (queue: QueueGroups, key: SQL | SQLiteColumn) => sql<string>`(select max(q.id) from positions q where ${inQueueGroup(queue, key)})`;

/**
 * A page of the queue's groups with, per group, the count and pages of the asked order, the
 * sample's id and the ids of at most `perGroup` of its positions, oldest first (created_on, id):
 * a walk of the group's range of the (group_key, created_on, id) index that stops at `perGroup`,
 * instead of ranking every position of the group. `ids` is a JSON array, in that order. SQLite
 * computes the subqueries for the page's rows only, not for those OFFSET skips.
 */
export function selectQueueGroupPage(db: Db, queue: QueueGroups, window: { offset: number; limit: number }, perGroup: number) {
  const g = positionGroups;
  const { n, pages, where, orderBy } = queueOrder(queue);
  const ids = sql<string>`(select json_group_array(id) from (select q.id from positions q where ${inQueueGroup(queue, g.groupKey)} order by q.created_on, q.id limit ${perGroup}))`;
  return db
    .select({ key: g.groupKey, count: n, pagesTotal: pages, sampleId: newestOf(queue, g.groupKey), ids })
    .from(g)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

/** The samples of the same page, whole, found by the same walk (one statement of the same batch, so no second round trip). */
export function selectQueueGroupSamples(db: Db, queue: QueueGroups, window: { offset: number; limit: number }) {
  const { where, orderBy } = queueOrder(queue);
  const keys = db
    .select({ key: sql<string>`${positionGroups.groupKey}`.as("key") })
    .from(positionGroups)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return selectPositions(db).where(sql`${positions.id} in (select ${newestOf(queue, sql`k.key`)} from (${keys}) k)`);
}

export function countQueueGroups(db: Db, queue: QueueGroups) {
  const t = positionGroupTotals;
  return db.select({ n: queue === "open" ? t.openGroups : t.groups }).from(t);
}
