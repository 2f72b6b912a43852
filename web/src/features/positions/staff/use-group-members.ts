import { PAGE_SIZES } from "@contract/common";
import type { PositionGroupDto } from "@contract/positions";
import { useState } from "react";
import useSWR from "swr";
import { positionsKey } from "../api/keys";
import { fetchJson, type PositionDto, type PositionPage } from "../api/positions-api";
import { groupSearch } from "./group-key";
import { groupMembers, membersKey, parseMembersKey } from "./group-members";

/** Positions per search page (the largest page the API serves). */
export const MEMBER_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1];

type Members = { items: PositionDto[]; searchPages: number; totalPages: number };

/** Reads search pages 1…n at once (a revalidation after an action must re-read them all anyway). */
async function fetchMembers(key: string): Promise<Members> {
  const { searchKey, pages } = parseMembersKey(key);
  const read = await Promise.all(Array.from({ length: pages }, (_, i) => fetchJson<PositionPage>(`${searchKey}&page=${i + 1}`)));
  return { items: read.flatMap((p) => p.items), searchPages: read.length, totalPages: read[read.length - 1]?.totalPages ?? 1 };
}

/**
 * The positions of one group, a search page at a time. The API has no group filter, so a group's
 * positions are found by searching the list (same filters) for what they share — the identifier,
 * or the longest words of the folded title — and kept when they carry the group's key (or are among
 * the ids the group sent, at most 1,000). `more()` reads the next page of that search, so every
 * position of a group larger than one page can be reached. The key starts with /positions, so the
 * queue's actions refresh it with the rest of the positions.
 */
export function useGroupMembers(group: PositionGroupDto, filterQuery: string, enabled: boolean) {
  const [pages, setPages] = useState(1);
  const query = `${filterQuery}&pageSize=${MEMBER_PAGE_SIZE}&q=${encodeURIComponent(groupSearch(group.key))}`;
  const read = useSWR(enabled ? membersKey(positionsKey(query), pages) : null, fetchMembers, { keepPreviousData: true });
  const items = groupMembers(read.data?.items ?? [], group);
  const hasMore = !!read.data && read.data.searchPages < read.data.totalPages && items.length < group.count;
  return {
    items,
    error: read.error as unknown,
    loading: !read.data,
    /** A "show more" is being read (the shown rows stay). */
    loadingMore: read.isLoading && !!read.data,
    hasMore,
    more: () => setPages((n) => n + 1),
    retry: () => void read.mutate(),
  };
}
