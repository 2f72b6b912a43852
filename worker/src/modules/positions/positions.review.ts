import { m, type MessageKey } from "@contract/messages";
import type { BulkResult, PositionIdsInput, VerifyPositionsInput } from "@contract/positions";
import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext, Verb } from "../../context";
import { authors, positions, publicationAuthors, publications } from "../../db/schema";
import type { AuditEntry } from "../../lib/audit";
import { auditRows } from "../../lib/audit-bulk";
import { runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { abortUnless, el, inJson, insertSelect, jsonChunks, jsonParam, qualifiedColumn } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { nameFoldedOf } from "../authors/authors.rules";
import { catalogueEntryColumns, recountAuthorsWhere } from "../publications/publications.queries";
import { derivedColumns } from "../publications/publications.rules";
import { nextSearchId, publicationSearch, refreshSearchWhere } from "../publications/publications.search";
import { reportCounterStatements } from "./positions.counters";
import { type CatalogueEntry, type ExistingAuthor, hasCode, magazinesToRead, planVerification, titlePattern, titleRanges, type VerificationPlan } from "./positions.matching";
import { publicationColumns, publicationValues } from "./positions.publication-columns";
import { pickPublication, type ReportDelta, revertBlock, reviewBlock } from "./positions.rules";
import { actorFor } from "./positions.service";

/**
 * POST /positions/verify, /mark-outdated and /revert: up to 1,000 positions a call, all or nothing.
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

type ReviewRow = Awaited<ReturnType<typeof selectForReview>>[number];

function selectForReview(ctx: ServiceContext, ids: readonly string[]) {
  return ctx.db.select(reviewColumns).from(positions).where(inJson(positions.id, ids));
}

/** The rows of `ids` in the order given; 404 if any is missing (staff read every position). */
function inOrder(ids: readonly string[], rows: readonly ReviewRow[]): ReviewRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError("Position");
    return row;
  });
}

/** 409 listing each position whose state does not allow the change, as `ids.<index>`. */
function assertAllowed(rows: readonly ReviewRow[], block: (row: ReviewRow) => MessageKey | null): void {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, i) => {
    const reason = block(row);
    if (reason) errors[`ids.${i}`] = [m(reason)];
  });
  const n = Object.keys(errors).length;
  if (n > 0) throw new ConflictError(m("positionsConflict", n), errors);
}

/** First statement of a review batch: every position still has the report, flags and version that were read. */
function stateGuard(ctx: ServiceContext, rows: readonly ReviewRow[]) {
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
async function runGuarded(
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

const reportIdsOf = (rows: readonly ReviewRow[]) => [...new Set(rows.flatMap((r) => (r.reportId ? [r.reportId] : [])))];

function deltasOf(rows: readonly ReviewRow[], open: 1 | -1): ReportDelta[] {
  return rows.flatMap((r) => (r.reportId ? [{ reportId: r.reportId, amount: 0, pages: 0, open }] : []));
}

function positionAudits(rows: readonly ReviewRow[], action: AuditEntry["action"], after: (row: ReviewRow) => Record<string, unknown>): AuditEntry[] {
  return rows.map((r) => ({
    action,
    entity: "position",
    entityId: r.id,
    before: { isVerified: r.isVerified, isOutdated: r.isOutdated, publicationId: r.publicationId, verifiedOn: r.verifiedOn },
    after: after(r),
  }));
}

// ---------------------------------------------------------------------------------------------
// Verify

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

/**
 * The title ranges of the code-less ones of `titles`, in JSON chunks: up to twenty-one ranges a
 * position (titleRanges), so a call's may pass what one statement binds.
 */
function titleRangeChunks(titles: readonly Pick<ReviewRow, "type" | "title" | "magazineTitle" | "isbn" | "issn" | "articleDoi">[]): string[] {
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
const inTitleRange = sql.raw(`p.title_folded >= t.value ->> '$[0]' and p.title_folded < t.value ->> '$[1]' and p.title_folded glob t.value ->> '$[2]'
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

/** A verification's batch refused because the catalogue gained what it was about to make (see madeCatalogue). */
class CatalogueMovedError extends ConflictError {}

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
 * What a verification's new publications and authors must not meet when it writes: catalogue
 * entries that carry their codes, code-less entries in their title ranges, and authors of their
 * names. A colleague's verification between this one's read and its write may have made them (two
 * staff confirming one book at once), and writing anyway would put the book, and its authors, in
 * the catalogue twice. `expected` is how many such entries the read saw (every entry with the
 * positions' ISBNs and DOIs, and with the ISSNs of those without a DOI, was read); a new author's
 * name had none. The title ranges hold thousands of title-alikes the read never counted, so for
 * them only entries added since the read count: rowids past `lastRowid`, the read's last (SQLite
 * gives a new row the largest rowid plus one). Names and ranges are counted in chunks (1,000
 * positions of 50 authors each may name more than one statement binds).
 */
function madeCatalogue(plan: VerificationPlan, readByCode: readonly CatalogueEntry[], lastRowid: number): { count: SQL<number>; expected: number }[] {
  const codes = (pick: (p: VerificationPlan["newPublications"][number]) => string | null) => [...new Set(plan.newPublications.flatMap((p) => pick(p) ?? []))];
  const isbns = codes((p) => p.isbn);
  const dois = codes((p) => p.articleDoi);
  const issns = codes((p) => (p.isbn === null && p.articleDoi === null ? p.issn : null));
  const names = plan.newAuthors.map((a) => a.nameFolded);
  const sets = { isbn: new Set(isbns), articleDoi: new Set(dois), issn: new Set(issns) };
  const expected = readByCode.filter((e) => (["isbn", "articleDoi", "issn"] as const).some((field) => e[field] !== null && sets[field].has(e[field]))).length;
  const publicationCount = sql<number>`(select count(*) from ${publications} where ${inJson(publications.isbn, isbns)} or ${inJson(publications.articleDoi, dois)} or ${inJson(publications.issn, issns)})`;
  return [
    { count: publicationCount, expected },
    ...titleRangeChunks(plan.newPublications).map((chunk) => ({
      count: titledSince(chunk, lastRowid),
      expected: 0,
    })),
    ...jsonChunks(names).map((chunk) => ({ count: sql<number>`(select count(*) from ${authors} where ${authors.nameFolded} in (select value from json_each(${chunk})))`, expected: 0 })),
  ];
}

/**
 * How many code-less entries in the title ranges of a JSON chunk were added after `lastRowid`.
 * The rows added since are few and the ranges' title-alikes may be thousands: they are read first.
 */
export const titledSince = (rangesChunk: string, lastRowid: number) =>
  sql<number>`(select count(*) from ${publications} p cross join json_each(${rangesChunk}) t where p.rowid > ${lastRowid} and ${inTitleRange})`;

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

/**
 * The catalogue side of a verification, through the catalogue modules' own helpers so its search
 * index and counts stay right: new authors; new verified publications (search ids from
 * nextSearchId); their search rows; the links with source Verification (an existing link of the
 * pair keeps its type and becomes Verification, the strongest source); then, for the links made
 * here, the authors' publication counts recounted and the publications' search rows rewritten
 * with their authors' names (recountAuthorsWhere, refreshSearchWhere).
 */
function catalogueStatements(ctx: ServiceContext, plan: VerificationPlan): BatchItem<"sqlite">[] {
  const at = iso(ctx.now);
  const out: BatchItem<"sqlite">[] = [];
  // A new author's count starts at 0: all its links are made below, and recounted with the rest.
  for (const chunk of jsonChunks(plan.newAuthors.map((a) => [a.id, a.firstName, a.middleName, a.lastName, a.nameFolded]))) {
    out.push(
      insertSelect(
        ctx.db,
        authors,
        { id: el(0), firstName: el(1), middleName: el(2), lastName: el(3), nameFolded: el(4), publicationCount: 0, createdOn: at, updatedOn: at },
        sql`json_each(${chunk})`,
      ),
    );
  }
  const newPublicationRows = plan.newPublications.map((p) => {
    const { id, ...fields } = p;
    const derived = derivedColumns({ ...fields, isVerified: true });
    return [id, ...publicationValues(p), derived.titleFolded, derived.searchText];
  });
  for (const chunk of jsonChunks(newPublicationRows)) {
    out.push(
      insertSelect(
        ctx.db,
        publications,
        {
          id: el(0),
          ...publicationColumns(1),
          isVerified: true,
          titleFolded: el(12),
          searchText: el(13),
          // Distinct and above every existing id whether SQLite evaluates the subquery once or per row.
          searchId: sql`${nextSearchId} + key`,
          createdOn: at,
          updatedOn: at,
        },
        sql`json_each(${chunk}) order by key`,
      ),
      // Their search rows hold their own text; the refresh of the links made below adds the authors' names.
      ctx.db
        .insert(publicationSearch)
        .select(
          sql`select ${publications.searchId}, ${publications.searchText} from ${publications} where ${publications.id} in (select value ->> '$[0]' from json_each(${chunk}))`,
        ),
    );
  }
  const linkChunks = jsonChunks(plan.links.map((l) => [l.publicationId, l.authorId, l.type]));
  for (const chunk of linkChunks) {
    out.push(
      insertSelect(
        ctx.db,
        publicationAuthors,
        { publicationId: el(0), authorId: el(1), type: el(2), source: "Verification", createdOn: at },
        sql`json_each(${chunk}) where true`,
      ).onConflictDoUpdate({ target: [publicationAuthors.authorId, publicationAuthors.publicationId], set: { source: "Verification" } }),
    );
  }
  // Most confirmed positions meet a publication already linked to their authors: that upsert only
  // sets the source, and neither a search row nor a count changes. So only the links this batch
  // created (created_on is this call's instant; an old link keeps its own) are refreshed, found in
  // SQL so a link removed meanwhile is still counted right. A new publication's links are all new.
  for (const chunk of linkChunks) {
    const created = sql`from json_each(${chunk}) j join ${publicationAuthors} pa
      on pa.author_id = j.value ->> '$[1]' and pa.publication_id = j.value ->> '$[0]' where pa.created_on = ${at}`;
    out.push(recountAuthorsWhere(ctx.db, sql`select pa.author_id ${created}`), refreshSearchWhere(ctx.db, sql`select pa.publication_id ${created}`));
  }
  return out;
}

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
