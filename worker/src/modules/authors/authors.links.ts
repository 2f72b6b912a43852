import type {
  AssignPublicationsInput,
  AssignPublicationsResponse,
  AuthorPublicationDto,
  AuthorPublicationsQuery,
  LinkResponse,
  ReassignInput,
  ReassignResponse,
} from "@contract/authors";
import { type Paged, paged } from "@contract/common";
import { m } from "@contract/messages";
import { LINK_SOURCES } from "@contract/publications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Verb } from "../../context";
import { publicationAuthors, rejectedSuggestions } from "../../db/schema";
import { auditRow, auditRowWhen } from "../../lib/audit";
import { changes, chunkForParams, runBatch } from "../../lib/batch";
import { insertRowIf } from "../../lib/conditional-insert";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { pageWindow } from "../../lib/paging";
import { iso } from "../../lib/time";
import { recountAuthors } from "../publications/publications.queries";
import { refreshSearch } from "../publications/publications.search";
import {
  authorLinksFilter,
  authorLinksOrder,
  countAuthorLinks,
  existingPublicationIds,
  findLink,
  selectAuthorLinks,
  selectAuthorLinksPage,
  toAuthorDto,
  toAuthorPublicationDto,
} from "./authors.queries";
import { SOURCE_RANK } from "./authors.rules";
import { loadAuthor } from "./authors.service";

type LinkKey = { id: string; publicationId: string };

export async function listAuthorPublications({ ctx, input }: Verb<{ id: string; query: AuthorPublicationsQuery }>): Promise<Paged<AuthorPublicationDto>> {
  await loadAuthor(ctx, input.id);
  const where = authorLinksFilter(input.id, input.query);
  // Not one db.batch: D1 batch results are keyed by column name, so a join's two `type` and `id` columns would collide.
  const [rows, [total]] = await Promise.all([
    selectAuthorLinksPage(ctx.db, where, authorLinksOrder(input.query.sort, input.query.order), pageWindow(input.query)),
    countAuthorLinks(ctx.db, where),
  ]);
  return paged(rows.map(toAuthorPublicationDto), input.query.page, input.query.pageSize, total?.n ?? 0);
}

/**
 * Links publications to the author with source Assignment. Idempotent: a publication already
 * linked keeps its link (row, date and source), takes the requested type, and a SystemSuggestion
 * becomes Assignment (assigning it is accepting it). Unknown ids: 400 on `publicationIds.<i>`.
 */
export async function assignPublications({ ctx, input }: Verb<{ id: string; body: AssignPublicationsInput }>): Promise<AssignPublicationsResponse> {
  const { id, body } = input;
  await loadAuthor(ctx, id);
  const known = new Set((await existingPublicationIds(ctx.db, body.publicationIds)).map((r) => r.id));
  const unknown = body.publicationIds.flatMap((pid, i) => (known.has(pid) ? [] : [[`publicationIds.${i}`, [m("unknownPublication")]]]));
  if (unknown.length) throw new ValidationError(Object.fromEntries(unknown));

  const before = await selectAuthorLinks(ctx.db, id, body.publicationIds);
  const now = iso(ctx.now);
  await runBatch(ctx.db, [
    ...chunkForParams(body.publicationIds, 5).map((ids) =>
      ctx.db
        .insert(publicationAuthors)
        .values(ids.map((publicationId) => ({ authorId: id, publicationId, type: body.type, source: "Assignment" as const, createdOn: now })))
        .onConflictDoUpdate({
          target: [publicationAuthors.authorId, publicationAuthors.publicationId],
          set: {
            type: sql`excluded.type`,
            source: sql`case when ${publicationAuthors.source} = 'SystemSuggestion' then 'Assignment' else ${publicationAuthors.source} end`,
          },
        }),
    ),
    ...recountAuthors(ctx.db, [id]),
    ...refreshSearch(ctx.db, body.publicationIds),
    auditRow(ctx, {
      action: "author.assign",
      entity: "author",
      entityId: id,
      before: { links: before.map(({ publicationId, type, source }) => ({ publicationId, type, source })) },
      after: { publicationIds: body.publicationIds, type: body.type },
    }),
  ]);
  const [author, items] = await Promise.all([loadAuthor(ctx, id), selectAuthorLinks(ctx.db, id, body.publicationIds)]);
  return { author: toAuthorDto(author), items: items.map(toAuthorPublicationDto) };
}

async function loadLink(ctx: Verb["ctx"], key: LinkKey) {
  await loadAuthor(ctx, key.id);
  const link = await findLink(ctx.db, key.id, key.publicationId);
  if (!link) throw new NotFoundError("Publication");
  return link;
}

/** Never suggest or system-link this pair again (an unassigned, moved away or rejected link). */
function rememberRejection(ctx: Verb["ctx"], key: LinkKey) {
  return ctx.db
    .insert(rejectedSuggestions)
    .values({ authorId: key.id, publicationId: key.publicationId, rejectedOn: iso(ctx.now) })
    .onConflictDoNothing();
}

/**
 * Removes the link, whatever its source; matching will not link this pair again (a manual
 * assignment still can). 404 when the author has no such link.
 */
export async function unassignPublication({ ctx, input }: Verb<LinkKey>): Promise<void> {
  const link = await loadLink(ctx, input);
  await runBatch(ctx.db, [
    ctx.db.delete(publicationAuthors).where(and(eq(publicationAuthors.authorId, input.id), eq(publicationAuthors.publicationId, input.publicationId))),
    rememberRejection(ctx, input),
    ...recountAuthors(ctx.db, [input.id]),
    ...refreshSearch(ctx.db, [input.publicationId]),
    auditRow(ctx, {
      action: "author.unassign",
      entity: "author",
      entityId: input.id,
      before: { publicationId: link.publicationId, type: link.type, source: link.source },
    }),
  ]);
}

/**
 * Moves the link to another author, keeping its type; on the target it is a manual choice, so its
 * source is Assignment. If the target already has a link to the publication they merge: the
 * target's type stays and its source becomes the stronger of its own and Assignment. The pair left
 * behind is not suggested again.
 */
export async function reassignPublication({ ctx, input }: Verb<LinkKey & { body: ReassignInput }>): Promise<ReassignResponse> {
  const { toAuthorId } = input.body;
  if (toAuthorId === input.id) throw new ValidationError({ toAuthorId: [m("sameAuthor")] });
  const link = await loadLink(ctx, input);
  await loadAuthor(ctx, toAuthorId);
  const now = iso(ctx.now);
  const weaker = LINK_SOURCES.filter((s) => SOURCE_RANK[s] < SOURCE_RANK.Assignment);
  await runBatch(ctx.db, [
    ctx.db
      .insert(publicationAuthors)
      .values({ authorId: toAuthorId, publicationId: input.publicationId, type: link.type, source: "Assignment", createdOn: now })
      .onConflictDoUpdate({
        target: [publicationAuthors.authorId, publicationAuthors.publicationId],
        set: { source: sql`case when ${inArray(publicationAuthors.source, weaker)} then 'Assignment' else ${publicationAuthors.source} end` },
      }),
    ctx.db.delete(publicationAuthors).where(and(eq(publicationAuthors.authorId, input.id), eq(publicationAuthors.publicationId, input.publicationId))),
    rememberRejection(ctx, input),
    ...recountAuthors(ctx.db, [input.id, toAuthorId]),
    ...refreshSearch(ctx.db, [input.publicationId]),
    auditRow(ctx, {
      action: "author.reassign",
      entity: "author",
      entityId: input.id,
      before: { authorId: input.id, publicationId: input.publicationId, type: link.type, source: link.source },
      after: { authorId: toAuthorId, publicationId: input.publicationId },
    }),
  ]);
  const [from, to, moved] = await Promise.all([loadAuthor(ctx, input.id), loadAuthor(ctx, toAuthorId), findLink(ctx.db, toAuthorId, input.publicationId)]);
  return { from: toAuthorDto(from), to: toAuthorDto(to), link: toAuthorPublicationDto(moved!) };
}

const isSuggestion = (key: LinkKey) =>
  and(
    eq(publicationAuthors.authorId, key.id),
    eq(publicationAuthors.publicationId, key.publicationId),
    eq(publicationAuthors.source, "SystemSuggestion"),
  );

/** A SystemSuggestion becomes an Assignment. Any other link: 409 (nothing to accept). */
export async function acceptSuggestion({ ctx, input }: Verb<LinkKey>): Promise<LinkResponse> {
  const link = await loadLink(ctx, input);
  if (link.source !== "SystemSuggestion") throw new ConflictError(m("notSuggestion"));
  const [updated] = await runBatch(ctx.db, [
    ctx.db.update(publicationAuthors).set({ source: "Assignment" }).where(isSuggestion(input)),
    auditRow(ctx, {
      action: "author.acceptSuggestion",
      entity: "author",
      entityId: input.id,
      before: { publicationId: input.publicationId, source: "SystemSuggestion" },
      after: { publicationId: input.publicationId, source: "Assignment" },
    }),
  ]);
  if (changes(updated) === 0) throw new ConflictError(m("notSuggestion"));
  const [author, now] = await Promise.all([loadAuthor(ctx, input.id), findLink(ctx.db, input.id, input.publicationId)]);
  return { author: toAuthorDto(author), link: toAuthorPublicationDto(now!) };
}

/** A SystemSuggestion is removed and remembered, so matching never suggests it again. Any other link: 409. */
export async function rejectSuggestion({ ctx, input }: Verb<LinkKey>): Promise<void> {
  const link = await loadLink(ctx, input);
  if (link.source !== "SystemSuggestion") throw new ConflictError(m("notSuggestion"));
  // The rejection and its audit row only if the suggestion is still there when the batch runs.
  const stillSuggested = sql`exists (select 1 from ${publicationAuthors} where ${isSuggestion(input)})`;
  const results = await runBatch(ctx.db, [
    auditRowWhen(
      ctx,
      {
        action: "author.rejectSuggestion",
        entity: "author",
        entityId: input.id,
        before: { publicationId: input.publicationId, type: link.type, source: "SystemSuggestion" },
      },
      stillSuggested,
    ),
    insertRowIf(ctx.db, rejectedSuggestions, { authorId: input.id, publicationId: input.publicationId, rejectedOn: iso(ctx.now) }, stillSuggested),
    ctx.db.delete(publicationAuthors).where(isSuggestion(input)),
    ...recountAuthors(ctx.db, [input.id]),
    ...refreshSearch(ctx.db, [input.publicationId]),
  ]);
  const deleted = results[2];
  if (changes(deleted) === 0) throw new ConflictError(m("notSuggestion"));
}
