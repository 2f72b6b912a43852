import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { publications } from "../../db/schema";
import { jsonChunks } from "../../lib/json-set";
import { catalogueEntryColumns } from "../publications/publications.queries";
import { hasCode, titlePattern, titleRanges } from "./positions.matching";
import type { ReviewRow } from "./positions.review";

/** What a verification reads and guards of the catalogue entries without codes that may share a position's title. */

/**
 * The title ranges of the code-less ones of `titles`, in JSON chunks: up to twenty-one ranges a
 * position (titleRanges), so a call's may pass what one statement binds.
 */
export function titleRangeChunks(titles: readonly Pick<ReviewRow, "type" | "title" | "magazineTitle" | "isbn" | "issn" | "articleDoi">[]): string[] {
  const ranges = new Map<string, TitleRange>();
  for (const r of titles) {
    if (hasCode(r)) continue;
    for (const [from, to] of titleRanges(r)) {
      const range: TitleRange = [from, to, titlePattern(r), r.type];
      ranges.set(JSON.stringify(range), range);
    }
  }
  return jsonChunks([...ranges.values()]);
}

/** Where in titleRangeChunks' JSON chunk `t` a code-less catalogue entry `p` may share a position's title. */
export const inTitleRange = sql.raw(`p.title_folded >= t.value ->> '$[0]' and p.title_folded < t.value ->> '$[1]' and p.title_folded glob t.value ->> '$[2]'
          and +p.type = t.value ->> '$[3]' and p.isbn is null and p.issn is null and p.article_doi is null`);

/** [from, to) of title_folded, the GLOB pattern of the title key, type: what a position without codes may meet by title. */
export type TitleRange = [string, string, string, string];

/**
 * The first catalogue entry (verified, then oldest) of each raw title and type in the ranges,
 * among entries without codes. Read from publications_codeless_title_idx (migration 0015), which
 * carries every column used here: the bench's title-alikes that pass the prefix and pattern run
 * to ~24,000 for 1,000 positions, and reading each from the table was most of this read.
 */
export function selectTitleCandidates(db: ServiceContext["db"], rangesChunk: string) {
  return db
    .select(catalogueEntryColumns)
    .from(publications)
    .where(
      sql`${publications.id} in (select id from (
        select p.id, row_number() over (partition by p.type, coalesce(p.title, p.magazine_title) order by p.is_verified desc, p.created_on, p.id) n
        from json_each(${rangesChunk}) t cross join ${publications} p
        where ${inTitleRange}
      ) where n = 1)`,
    )
    .limit(5000);
}

/**
 * How many code-less entries in the title ranges of a JSON chunk were added after `lastRowid`.
 * The rows added since are few and the ranges' title-alikes may be thousands: they are read first.
 */
export const titledSince = (rangesChunk: string, lastRowid: number) =>
  sql<number>`(select count(*) from ${publications} p cross join json_each(${rangesChunk}) t where p.rowid > ${lastRowid} and ${inTitleRange})`;
