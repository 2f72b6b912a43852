import type { AuthorDetailDto, AuthorDto, AuthorListQuery, CreateAuthorInput, UpdateAuthorInput } from "@contract/authors";
import { type Paged, paged } from "@contract/common";
import { m } from "@contract/messages";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Verb } from "../../context";
import { authors, publicationAuthors, rejectedSuggestions } from "../../db/schema";
import { auditRow, auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { createOnce, type Idempotency } from "../../lib/idempotency";
import { assertVersion } from "../../lib/if-match";
import { pageWindow } from "../../lib/paging";
import { iso, nextStamp } from "../../lib/time";
import { refreshSearchOfAuthor } from "../publications/publications.search";
import {
  type AuthorRow,
  authorFilter,
  authorOrder,
  countAuthors,
  findAuthor,
  linkCountsOf,
  selectAuthor,
  selectAuthorPage,
  toAuthorDto,
  toLinkCounts,
} from "./authors.queries";
import { nameFoldedOf } from "./authors.rules";
import { authorVersion } from "./authors.version";

export async function listAuthors({ ctx, input }: Verb<AuthorListQuery>): Promise<Paged<AuthorDto>> {
  const where = authorFilter(input);
  const [rows, [total]] = await ctx.db.batch([
    selectAuthorPage(ctx.db, where, authorOrder(input.sort, input.order), pageWindow(input)),
    countAuthors(ctx.db, where),
  ]);
  return paged(rows.map(toAuthorDto), input.page, input.pageSize, total?.n ?? 0);
}

export async function loadAuthor(ctx: Verb["ctx"], id: string): Promise<AuthorRow> {
  const row = await findAuthor(ctx.db, id);
  if (!row) throw new NotFoundError("Author");
  return row;
}

export async function getAuthor({ ctx, input }: Verb<{ id: string }>): Promise<AuthorDetailDto> {
  const [[row], counts] = await ctx.db.batch([selectAuthor(ctx.db, input.id), linkCountsOf(ctx.db, input.id)]);
  if (!row) throw new NotFoundError("Author");
  return { ...toAuthorDto(row), linkCounts: toLinkCounts(counts) };
}

export async function createAuthor({ ctx, input, idempotency }: Verb<CreateAuthorInput> & { idempotency?: Idempotency | null }): Promise<AuthorDto> {
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  const fields = {
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    birthDate: input.birthDate ?? null,
    gender: input.gender ?? null,
    authorId: input.authorId ?? null,
  };
  return createOnce(
    ctx,
    idempotency,
    id,
    (record) =>
      runBatch(ctx.db, [
        ...record(),
        ctx.db.insert(authors).values({ id, ...fields, nameFolded: nameFoldedOf(fields), publicationCount: 0, createdOn: now, updatedOn: now }),
        auditRow(ctx, { action: "author.create", entity: "author", entityId: id, after: fields }),
      ]),
    async (created) => toAuthorDto(await loadAuthor(ctx, created)),
  );
}

const EDITABLE = ["firstName", "middleName", "lastName", "birthDate", "gender", "authorId"] as const;

/**
 * PATCH: absent fields keep their value, null or "" clears an optional one. A new name reaches the
 * search rows of the author's publications in the same batch. The write is guarded by the fields
 * as read (the version is their hash): a colleague's save between the read and the write answers
 * 409 and nothing is written; a match finished meanwhile changes no field and does not stop it.
 */
export async function updateAuthor({ ctx, input }: Verb<{ id: string; changes: UpdateAuthorInput; ifMatch?: string }>): Promise<AuthorDto> {
  const stored = await loadAuthor(ctx, input.id);
  const after = { ...stored };
  for (const key of EDITABLE) {
    const value = input.changes[key];
    if (value !== undefined) (after as Record<string, unknown>)[key] = value;
  }
  const changed = EDITABLE.filter((k) => stored[k] !== after[k]);
  if (changed.length === 0) return toAuthorDto(stored);
  assertVersion(input.ifMatch, authorVersion(stored));
  const nameFolded = nameFoldedOf(after);
  const guard = and(eq(authors.id, input.id), ...EDITABLE.map((k) => sql`${authors[k]} is ${stored[k]}`)) as SQL;
  const [, updated] = await runBatch(ctx.db, [
    auditRowWhen(
      ctx,
      {
        action: "author.update",
        entity: "author",
        entityId: input.id,
        before: Object.fromEntries(changed.map((k) => [k, stored[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      },
      sql`exists (select 1 from ${authors} where ${guard})`,
    ),
    ctx.db
      .update(authors)
      .set({ ...Object.fromEntries(changed.map((k) => [k, after[k]])), nameFolded, updatedOn: nextStamp(ctx.now, stored.updatedOn) })
      .where(guard),
    ...(nameFolded !== nameFoldedOf(stored) ? [refreshSearchOfAuthor(ctx.db, input.id)] : []),
  ]);
  const saved = await loadAuthor(ctx, input.id);
  if (changes(updated) !== 1) throw new ConflictError(m("changedConcurrently"));
  return toAuthorDto(saved);
}

/**
 * The author goes with its links (of every source) and its rejected suggestions; the search rows
 * of its publications drop its name first. Publications stay.
 */
export async function deleteAuthor({ ctx, input }: Verb<{ id: string }>): Promise<void> {
  const stored = await loadAuthor(ctx, input.id);
  await runBatch(ctx.db, [
    refreshSearchOfAuthor(ctx.db, input.id, { without: true }),
    ctx.db.delete(publicationAuthors).where(eq(publicationAuthors.authorId, input.id)),
    ctx.db.delete(rejectedSuggestions).where(eq(rejectedSuggestions.authorId, input.id)),
    ctx.db.delete(authors).where(eq(authors.id, input.id)),
    auditRow(ctx, { action: "author.delete", entity: "author", entityId: input.id, before: stored }),
  ]);
}
