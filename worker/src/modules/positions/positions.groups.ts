import { type Paged, paged } from "@contract/common";
import { MAX_BULK_IDS, type PositionGroupDto, type PositionGroupsQuery } from "@contract/positions";
import type { Verb } from "../../context";
import { pageWindow } from "../../lib/paging";
import { countGroups, positionFilter, selectGroupIds, selectGroupPage, selectPositionsByIds } from "./positions.queries";
import { toPositionDto } from "./positions.rules";
import { actorFor } from "./positions.service";

/**
 * GET /positions/groups: the filtered positions grouped by group_key (normalised ISBN, ISSN or
 * DOI, else type and folded title), largest first (then most pages, then key) — computed by
 * SQLite with GROUP BY over the filter's rows (over the staff queue a covering partial index,
 * so the table itself is not read), never in memory. Per group: its newest position as the
 * sample and the ids of at most MAX_BULK_IDS of its positions, oldest first — one verify call's
 * worth; `count` says how many there are in all.
 */
export async function listPositionGroups({ ctx, input }: Verb<PositionGroupsQuery>): Promise<Paged<PositionGroupDto>> {
  const actor = actorFor(ctx, "positions.group");
  const where = positionFilter(actor, input);
  const [groups, [total]] = await ctx.db.batch([selectGroupPage(ctx.db, where, pageWindow(input)), countGroups(ctx.db, where)]);
  if (groups.length === 0) return paged([], input.page, input.pageSize, total?.n ?? 0);
  const [samples, ids] = await ctx.db.batch([
    selectPositionsByIds(ctx.db, groups.map((g) => g.sampleId)),
    selectGroupIds(ctx.db, where, groups.map((g) => g.key), MAX_BULK_IDS),
  ]);
  const sampleById = new Map(samples.map((s) => [s.id, s]));
  const idsByKey = new Map<string, string[]>();
  for (const { key, id } of ids) {
    const list = idsByKey.get(key) ?? [];
    list.push(id);
    idsByKey.set(key, list);
  }
  const items = groups.map((g) => ({
    key: g.key,
    count: Number(g.count),
    pagesTotal: Number(g.pagesTotal),
    sample: toPositionDto(sampleById.get(g.sampleId)!),
    positionIds: idsByKey.get(g.key) ?? [],
  }));
  return paged(items, input.page, input.pageSize, Number(total?.n ?? 0));
}
