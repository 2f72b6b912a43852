import { type Paged, paged } from "@contract/common";
import { MAX_BULK_IDS, type PositionGroupDto, type PositionGroupsQuery } from "@contract/positions";
import type { SQL } from "drizzle-orm";
import type { Verb } from "../../context";
import type { Db } from "../../db/client";
import { pageWindow } from "../../lib/paging";
import {
  type QueueGroups,
  countGroups,
  countQueueGroups,
  queueGroupsOf,
  selectGroupIds,
  selectGroupPage,
  selectQueueGroupPage,
  selectQueueGroupSamples,
} from "./positions.groups.queries";
import { positionFilter, selectPositionsByIds } from "./positions.queries";
import { toPositionDto } from "./positions.rules";
import { actorFor } from "./positions.service";

/**
 * GET /positions/groups: the filtered positions grouped by group_key (normalised ISBN, ISSN or
 * DOI, else type and folded title), largest first (then most pages, then key). Per group: its
 * newest position (highest id) as the sample and the ids of at most MAX_BULK_IDS of its
 * positions, oldest first — one verify call's worth; `count` says how many there are in all.
 *
 * The staff queue itself (with or without outdated positions, nothing else filtered) is read
 * from position_groups, kept by triggers: at 1,000,000 positions its 145,000 rows in 60,000
 * groups took 1.6 s to group and sort on every request. Any other filter is grouped by SQLite
 * with GROUP BY over the filter's rows, which are far fewer.
 */
export async function listPositionGroups({ ctx, input }: Verb<PositionGroupsQuery>): Promise<Paged<PositionGroupDto>> {
  const actor = actorFor(ctx, "positions.group");
  const queue = queueGroupsOf(input);
  return queue ? listQueueGroups(ctx.db, queue, input) : listFilteredGroups(ctx.db, positionFilter(actor, input), input);
}

/** Any filter's groups: GROUP BY over the filter's rows, then the page's samples and ids. */
export async function listFilteredGroups(db: Db, where: SQL | undefined, input: PositionGroupsQuery): Promise<Paged<PositionGroupDto>> {
  const [groups, [total]] = await db.batch([selectGroupPage(db, where, pageWindow(input)), countGroups(db, where)]);
  if (groups.length === 0) return paged([], input.page, input.pageSize, Number(total?.n ?? 0));
  const [samples, ids] = await db.batch([
    selectPositionsByIds(db, groups.map((g) => g.sampleId)),
    selectGroupIds(db, where, groups.map((g) => g.key), MAX_BULK_IDS),
  ]);
  const idsByKey = new Map<string, string[]>();
  for (const { key, id } of ids) {
    const list = idsByKey.get(key) ?? [];
    list.push(id);
    idsByKey.set(key, list);
  }
  const sampleById = new Map(samples.map((s) => [s.id, s]));
  const items = groups.map((g) => ({
    key: g.key,
    count: Number(g.count),
    pagesTotal: Number(g.pagesTotal),
    sample: toPositionDto(sampleById.get(g.sampleId)!),
    positionIds: idsByKey.get(g.key) ?? [],
  }));
  return paged(items, input.page, input.pageSize, Number(total?.n ?? 0));
}

/**
 * The queue's groups: a page of position_groups with each group's sample id and ids, the total,
 * and the samples — one batch, one round trip.
 */
export async function listQueueGroups(db: Db, queue: QueueGroups, input: PositionGroupsQuery): Promise<Paged<PositionGroupDto>> {
  const window = pageWindow(input);
  const [groups, [total], samples] = await db.batch([
    selectQueueGroupPage(db, queue, window, MAX_BULK_IDS),
    countQueueGroups(db, queue),
    selectQueueGroupSamples(db, queue, window),
  ]);
  const sampleById = new Map(samples.map((s) => [s.id, s]));
  const items = groups.map((g) => ({
    key: g.key,
    count: Number(g.count),
    pagesTotal: Number(g.pagesTotal),
    sample: toPositionDto(sampleById.get(g.sampleId)!),
    positionIds: JSON.parse(g.ids) as string[],
  }));
  return paged(items, input.page, input.pageSize, Number(total?.n ?? 0));
}
