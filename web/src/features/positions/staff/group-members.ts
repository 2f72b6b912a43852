import { positionGroupKey, type PositionDto, type PositionGroupDto } from "@contract/positions";

/** The member list's key: the search's own key plus how many of its pages to read (after "#", never sent). */
export const membersKey = (searchKey: string, pages: number) => `${searchKey}#pages=${pages}`;

/** Splits a member key into the search to read and how many of its pages. */
export function parseMembersKey(key: string): { searchKey: string; pages: number } {
  const at = key.lastIndexOf("#pages=");
  if (at < 0) return { searchKey: key, pages: 1 };
  const pages = Number(key.slice(at + "#pages=".length));
  return { searchKey: key.slice(0, at), pages: Number.isInteger(pages) && pages > 0 ? pages : 1 };
}

/**
 * The search's hits that belong to the group, each once, in the search's order: those that carry
 * the group's key (a title search also finds other titles with the same words), or are among the
 * ids the group sent.
 */
export function groupMembers(hits: readonly PositionDto[], group: Pick<PositionGroupDto, "key" | "positionIds">): PositionDto[] {
  const ids = new Set(group.positionIds);
  const seen = new Set<string>();
  return hits.filter((p) => {
    if (seen.has(p.id) || !(ids.has(p.id) || positionGroupKey(p.publication) === group.key)) return false;
    seen.add(p.id);
    return true;
  });
}
