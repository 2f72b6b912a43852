import { COMPANY_ROLES, type Paged, paged, type Role } from "@contract/common";
import { parseIdentifier } from "@contract/identifiers";
import { m } from "@contract/messages";
import type {
  CreatePublicationInput,
  LookupQuery,
  LookupResponse,
  PublicationDto,
  PublicationListQuery,
  UpdatePublicationInput,
} from "@contract/publications";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Verb } from "../../context";
import { positions, publicationAuthors, publications, rejectedSuggestions } from "../../db/schema";
import { auditRow, auditRowWhen } from "../../lib/audit";
import { changes, chunkForParams, runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { createOnce, type Idempotency } from "../../lib/idempotency";
import { assertVersion } from "../../lib/if-match";
import { newId } from "../../lib/ids";
import { rangeReadPays, sortWalkCap } from "../../lib/newest-matches";
import { pageWindow } from "../../lib/paging";
import { iso, nextStamp } from "../../lib/time";
import {
  countMatches,
  countPublications,
  countVerifiedPositions,
  existingAuthorIds,
  findPublication,
  isNewestFirst,
  linkedAuthorIds,
  noVerifiedPositions,
  publicationFilter,
  publicationOrder,
  publicationsSize,
  recountAuthors,
  selectByIdentifier,
  selectNewestMatches,
  selectSortedMatches,
  selectWalkedMatches,
  selectPublicationPage,
  searchOnly,
  walkedSort,
  withAuthors,
} from "./publications.queries";
import { changedFields, derivedColumns, fieldsOfCreate, mergeFields, typeRuleErrors, uniqueAuthorLinks } from "./publications.rules";
import { deleteSearchRows, insertSearchRow, nextSearchId, refreshSearch } from "./publications.search";

/** Lookup answers at most this many catalogue entries for one code. */
export const LOOKUP_LIMIT = 20;

export async function listPublications({ ctx, input }: Verb<PublicationListQuery>): Promise<Paged<PublicationDto>> {
  const where = publicationFilter(input);
  const window = pageWindow(input);
  const order = publicationOrder(input.sort, input.order);
  // A search alone is counted on the FTS table. Newest first or by year or title, the count comes
  // first: it says whether a range of created_on, a walk of the sort's index or a sort of the
  // matches reads less.
  const matches = searchOnly(input);
  const walkSort = walkedSort(input.sort) ? input.sort : undefined;
  if (matches && (walkSort || isNewestFirst(input.sort, input.order))) {
    const [[total], [size]] = await ctx.db.batch([countMatches(ctx.db, matches), publicationsSize(ctx.db)]);
    const n = total?.n ?? 0;
    const tableRows = size?.n ?? 0;
    const depth = window.offset + window.limit;
    const pageOf = async () => {
      if (!walkSort) return rangeReadPays(n, tableRows, depth) ? selectNewestMatches(ctx.db, matches, window) : selectPublicationPage(ctx.db, where, order, window);
      const cap = sortWalkCap(n, tableRows, depth);
      const walked = cap ? await selectWalkedMatches(ctx.db, matches, walkSort, input.order, { ...window, cap }) : [];
      // Fewer rows than the window holds: the matches lie past the walk's cap; sort them.
      return walked.length === Math.min(window.limit, n - window.offset) ? walked : selectSortedMatches(ctx.db, matches, order, window);
    };
    // A window past the matches (no match at all, most often) needs no page.
    const rows = window.offset >= n ? [] : await pageOf();
    return paged(await withAuthors(ctx.db, rows), input.page, input.pageSize, n);
  }
  const [rows, [total]] = await ctx.db.batch([
    matches ? selectSortedMatches(ctx.db, matches, order, window) : selectPublicationPage(ctx.db, where, order, window),
    matches ? countMatches(ctx.db, matches) : countPublications(ctx.db, where),
  ]);
  return paged(await withAuthors(ctx.db, rows), input.page, input.pageSize, total?.n ?? 0);
}

export async function getPublication({ ctx, input }: Verb<{ id: string }>): Promise<PublicationDto> {
  const row = await findPublication(ctx.db, input.id);
  if (!row) throw new NotFoundError("Publication");
  const [dto] = await withAuthors(ctx.db, [row]);
  return dto!;
}

/**
 * A new catalogue entry, with its links to existing authors (source Assignment), its search row,
 * the authors' recounted publication counts and the audit row: one batch.
 */
export async function createPublication({
  ctx,
  input,
  idempotency,
}: Verb<CreatePublicationInput> & { idempotency?: Idempotency | null }): Promise<PublicationDto> {
  const links = uniqueAuthorLinks(input.authors);
  if (links.length) {
    const known = new Set((await existingAuthorIds(ctx.db, links.map((l) => l.authorId))).map((r) => r.id));
    const errors = Object.fromEntries(
      input.authors.flatMap((l, i) => (known.has(l.authorId) ? [] : [[`authors.${i}.authorId`, [m("unknownAuthor")]]])),
    );
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  const fields = fieldsOfCreate(input);
  const statements: BatchItem<"sqlite">[] = [
    ctx.db.insert(publications).values({ id, ...fields, ...derivedColumns(fields), searchId: nextSearchId, createdOn: now, updatedOn: now }),
  ];
  for (const part of chunkForParams(links, 5)) {
    statements.push(
      ctx.db.insert(publicationAuthors).values(part.map((l) => ({ publicationId: id, authorId: l.authorId, type: l.type, source: "Assignment" as const, createdOn: now }))),
    );
  }
  statements.push(
    insertSearchRow(ctx.db, id),
    ...recountAuthors(ctx.db, links.map((l) => l.authorId)),
    auditRow(ctx, { action: "publication.create", entity: "publication", entityId: id, after: { ...fields, authors: links } }),
  );
  return createOnce(
    ctx,
    idempotency,
    id,
    (record) => runBatch(ctx.db, [...record(), ...statements]),
    (created) => getPublication({ ctx, input: { id: created } }),
  );
}

/**
 * PATCH: the per-type rules are checked on the stored record merged with the change. The whole
 * merged record is written, so the write is guarded by the updatedOn read: a colleague's save
 * between the read and the write answers 409 and nothing is written, with If-Match or without.
 */
export async function updatePublication({ ctx, input }: Verb<{ id: string; changes: UpdatePublicationInput; ifMatch?: string }>): Promise<PublicationDto> {
  const stored = await findPublication(ctx.db, input.id);
  if (!stored) throw new NotFoundError("Publication");
  const { id: _id, createdOn: _c, updatedOn: _u, ...before } = stored;
  const after = mergeFields(before, input.changes);
  const errors = typeRuleErrors(after);
  if (errors) throw new ValidationError(errors);
  const diff = changedFields(before, after);
  if (Object.keys(diff.after).length === 0) return getPublication({ ctx, input: { id: input.id } });
  assertVersion(input.ifMatch, stored.updatedOn);

  const guard = and(eq(publications.id, input.id), eq(publications.updatedOn, stored.updatedOn)) as SQL;
  const [, updated] = await runBatch(ctx.db, [
    auditRowWhen(ctx, { action: "publication.update", entity: "publication", entityId: input.id, ...diff }, sql`exists (select 1 from ${publications} where ${guard})`),
    ctx.db
      .update(publications)
      .set({ ...after, ...derivedColumns(after), updatedOn: nextStamp(ctx.now, stored.updatedOn) })
      .where(guard),
    ...refreshSearch(ctx.db, [input.id]),
  ]);
  if (changes(updated) !== 1) {
    if (!(await findPublication(ctx.db, input.id))) throw new NotFoundError("Publication");
    throw new ConflictError(m("changedConcurrently"));
  }
  return getPublication({ ctx, input: { id: input.id } });
}

/**
 * Refused (409) while verified positions name the publication; otherwise it goes with its links,
 * its search row and its rejected suggestions, unverified positions that still pointed at it lose
 * the pointer, and the authors' counts are recounted. Every statement is conditioned on "no
 * verified position", so a verification racing the delete leaves everything in place (409 then).
 */
export async function deletePublication({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const stored = await findPublication(ctx.db, input.id);
  if (!stored) throw new NotFoundError("Publication");
  const [[verified], authorRows] = await ctx.db.batch([countVerifiedPositions(ctx.db, input.id), linkedAuthorIds(ctx.db, input.id)]);
  if ((verified?.n ?? 0) > 0) throw new ConflictError(m("publicationInUse", verified?.n ?? 0));

  const free = noVerifiedPositions(input.id);
  const before: BatchItem<"sqlite">[] = [
    auditRowWhen(ctx, { action: "publication.delete", entity: "publication", entityId: input.id, before: stored }, free),
    ctx.db
      .update(positions)
      .set({ publicationId: null })
      .where(and(eq(positions.publicationId, input.id), eq(positions.isVerified, false), free)),
    ...deleteSearchRows(ctx.db, [input.id], free),
    ctx.db.delete(publicationAuthors).where(and(eq(publicationAuthors.publicationId, input.id), free)),
    ctx.db.delete(rejectedSuggestions).where(and(eq(rejectedSuggestions.publicationId, input.id), free)),
  ];
  const results = await runBatch(ctx.db, [
    ...before,
    ctx.db.delete(publications).where(and(eq(publications.id, input.id), free)),
    ...recountAuthors(ctx.db, authorRows.map((r) => r.authorId)),
  ]);
  const deleted = changes(results[before.length]);
  if (deleted === 0) {
    const [again] = await countVerifiedPositions(ctx.db, input.id);
    if ((again?.n ?? 0) > 0) throw new ConflictError(m("publicationInUse", again?.n ?? 0));
    throw new NotFoundError("Publication");
  }
}

/** An ISBN, ISSN or DOI in any common spelling → the catalogue entries carrying it. */
export async function lookupPublications({ ctx, input }: Verb<LookupQuery>): Promise<LookupResponse> {
  const code = parseIdentifier(input.code);
  if (!code) throw new ValidationError({ code: [m("identifier")] });
  // Company users get only what verification vouched for; drafts stay with the staff.
  const companyUser = ctx.actor !== null && (COMPANY_ROLES as readonly Role[]).includes(ctx.actor.role);
  const rows = await selectByIdentifier(ctx.db, code.kind, code.value, LOOKUP_LIMIT, companyUser);
  return { code: input.code, kind: code.kind, value: code.value, items: await withAuthors(ctx.db, rows) };
}
