import { m } from "@contract/messages";
import type { BulkResult, VerifyPositionsInput } from "@contract/positions";
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext, Verb } from "../../context";
import { authors, positions, publications } from "../../db/schema";
import type { AuditEntry } from "../../lib/audit";
import { auditRows } from "../../lib/audit-bulk";
import { ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { abortUnless, inJson, jsonChunks, jsonParam, qualifiedColumn } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { nameFoldedOf } from "../authors/authors.rules";
import { catalogueEntryColumns } from "../publications/publications.queries";
import { reportCounterStatements } from "./positions.counters";
import { type CatalogueEntry, type ExistingAuthor, magazinesToRead, planVerification } from "./positions.matching";
import {
  assertAllowed,
  CatalogueMovedError,
  deltasOf,
  inOrder,
  positionAudits,
  type ReviewContext,
  type ReviewRow,
  reportIdsOf,
  runGuarded,
  selectForReview,
  stateGuard,
} from "./positions.review";
import { pickPublication, reviewBlock } from "./positions.rules";
import { actorFor } from "./positions.service";
import { catalogueStatements, madeCatalogue } from "./positions.verify-catalogue";
import { selectTitleCandidates, titleRangeChunks } from "./positions.title-ranges";

/**
 * POST /positions/verify: the positions linked to the catalogue (positions.review.ts has the guard
 * and the rules every review verb shares).
 */

/** Catalogue entries the positions may meet: by any of their codes, and by title ranges (titleRanges) for those without codes. */
function selectCandidates(ctx: ServiceContext, rows: readonly ReviewRow[]) {
  const values = (pick: (r: ReviewRow) => string | null) => [...new Set(rows.flatMap((r) => (pick(r) ? [pick(r)!] : [])))];
  const isbns = values((r) => r.isbn);
  const dois = values((r) => r.articleDoi);
  // An ISSN names a magazine, shared by all its articles: for a position with a DOI, an entry of
  // that magazine with another DOI contradicts it and can never match (positions.matching). The
  // entries with the positions' DOIs are read here; the magazine's articles without a DOI only
  // when those leave it open (magazinesToRead, selectMagazines). A magazine's every article is
  // read for positions without a DOI.
  const issnsWithoutDoi = values((r) => (r.articleDoi === null ? r.issn : null));
  const byCode = ctx.db
    .select(catalogueEntryColumns)
    .from(publications)
    .where(sql`${inJson(publications.isbn, isbns)} or ${inJson(publications.issn, issnsWithoutDoi)} or ${inJson(publications.articleDoi, dois)}`);
  // Only entries that can meet a position by title (positions.matching): without codes, of its
  // type, with its title's prefix and its title's words in order (titlePattern, checked on the
  // title index before a row is read) — and of those sharing a raw title (so a title key) only
  // the first in matching's order (all share no code: verified, then oldest), as title-alikes
  // run to thousands.
  const byTitle = titleRangeChunks(rows).map((chunk) => selectTitleCandidates(ctx.db, chunk));
  return [byCode, byTitle, issnsWithoutDoi] as const;
}

/** The articles without a DOI of these magazines (those that selectCandidates left open), or nothing. */
async function selectMagazines(ctx: ServiceContext, rows: readonly ReviewRow[], readByCode: readonly CatalogueEntry[], readWhole: readonly string[]) {
  const whole = new Set(readWhole);
  const issns = magazinesToRead(rows, readByCode).filter((issn) => !whole.has(issn));
  if (issns.length === 0) return [];
  return ctx.db
    .select(catalogueEntryColumns)
    .from(publications)
    .where(sql`${inJson(publications.issn, issns)} and ${publications.articleDoi} is null`);
}

/**
 * A verification whose new publications or authors a colleague made in the meantime is read and
 * planned once more: it then links to theirs. A second such race answers 409.
 */
export async function verifyPositions(args: Verb<VerifyPositionsInput> & { ctx: ReviewContext }): Promise<BulkResult> {
  try {
    return await verifyOnce(args);
  } catch (error) {
    if (error instanceof CatalogueMovedError) return verifyOnce(args);
    throw error;
  }
}

async function verifyOnce({ ctx, input }: Verb<VerifyPositionsInput> & { ctx: ReviewContext }): Promise<BulkResult> {
  const actor = actorFor(ctx, "positions.verify");
  const [found, given] = await ctx.db.batch([
    selectForReview(ctx, input.ids),
    ctx.db.select(catalogueEntryColumns).from(publications).where(eq(publications.id, input.publicationId ?? "")).limit(1),
  ]);
  if (input.publicationId && given.length === 0) throw new ValidationError({ publicationId: [m("unknownPublication")] });
  const rows = inOrder(input.ids, found);
  assertAllowed(rows, reviewBlock);

  const distinct = new Map(rows.flatMap((r) => r.authors.map((a) => [`${a.lastName}\u0000${a.firstName}\u0000${a.middleName ?? ""}`, a] as const)));
  const names = [...new Set([...distinct.values()].map((a) => nameFoldedOf(a)))];
  const [byCode, byTitle, wholeMagazines] = selectCandidates(ctx, input.publicationId ? [] : rows);
  const [codeRows, lastRow, ...rest] = await ctx.db.batch([
    byCode,
    ctx.db.select({ n: sql<number | null>`max(rowid)` }).from(publications),
    ...byTitle,
    ...jsonChunks(names).map((chunk) => selectOldestAuthors(ctx.db, chunk)),
  ]);
  const titleRows = rest.slice(0, byTitle.length).flat() as CatalogueEntry[];
  const existingAuthors = rest.slice(byTitle.length).flat() as ExistingAuthor[];
  const magazineRows = await selectMagazines(ctx, input.publicationId ? [] : rows, codeRows, wholeMagazines);
  const candidates: CatalogueEntry[] = [...codeRows, ...magazineRows, ...titleRows];
  const plan = planVerification(
    {
      positions: rows.map((r) => ({ ...pickPublication(r), id: r.id, groupKey: r.groupKey, authors: r.authors })),
      given: given[0] ?? null,
      candidates,
      authors: existingAuthors,
    },
    () => newId(ctx.now.getTime()),
  );

  const at = iso(ctx.now);
  const publicationOf = new Map(plan.assignments.map((a) => [a.positionId, a.publicationId]));
  const made = madeCatalogue(plan, codeRows, lastRow[0]?.n ?? 0);
  const statements: BatchItem<"sqlite">[] = [
    stateGuard(ctx, rows),
    ...made.map(({ count, expected }) => abortUnless(ctx.db, sql`${count} = ${expected}`)),
    ...catalogueStatements(ctx, plan),
    ctx.db
      .update(positions)
      .set({ isVerified: true, isOutdated: false, verifiedOn: at, verifiedBy: actor.userId, updatedOn: at, publicationId: sql`m.value ->> '$[1]'` })
      .from(sql`json_each(${jsonParam(rows.map((r) => [r.id, publicationOf.get(r.id)]))}) m`)
      .where(sql`${qualifiedColumn(positions.id)} = m.value ->> '$[0]'`),
  ];
  const fault = ctx.faultInjection?.("verify");
  if (fault) statements.push(fault);
  statements.push(
    ...reportCounterStatements(ctx, deltasOf(rows, -1)),
    ...auditRows(ctx, [
      ...positionAudits(rows, "position.verify", (r) => ({ isVerified: true, isOutdated: false, publicationId: publicationOf.get(r.id), verifiedOn: at })),
      ...plan.newPublications.map((p): AuditEntry => {
        const { id, ...fields } = p;
        return { action: "publication.create", entity: "publication", entityId: id, after: { ...fields, isVerified: true, source: "Verification" } };
      }),
      ...plan.newAuthors.map((a): AuditEntry => {
        const { id, nameFolded: _n, ...fields } = a;
        return { action: "author.create", entity: "author", entityId: id, after: { ...fields, source: "Verification" } };
      }),
    ]),
  );
  await runGuarded(ctx, input.ids, rows, statements, async () => {
    const now = await Promise.all(made.map(({ count }) => ctx.db.select({ n: count }).from(sql`(select 1)`)));
    return made.some(({ expected }, i) => now[i]?.[0]?.n !== expected);
  });
  return { updated: rows.length, reportIds: reportIdsOf(rows) };
}

/**
 * The oldest author of each folded name of a JSON chunk (the one planVerification takes): names repeat, and
 * reading every namesake of 1,000 names was tens of thousands of rows. One seek per name on
 * authors_name_folded_created_on_idx (migration 0013).
 */
export function selectOldestAuthors(db: ServiceContext["db"], namesChunk: string) {
  return db
    .select({ id: authors.id, nameFolded: authors.nameFolded, createdOn: authors.createdOn })
    .from(sql`json_each(${namesChunk}) n`)
    .innerJoin(authors, sql`${authors.id} = (select o.id from ${authors} o where o.name_folded = n.value order by o.created_on, o.id limit 1)`);
}
