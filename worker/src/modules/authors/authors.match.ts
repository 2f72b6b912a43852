import type { AuthorDto } from "@contract/authors";
import type { AuthorType } from "@contract/publications";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext, Verb } from "../../context";
import { authors, publicationAuthors } from "../../db/schema";
import { auditRow } from "../../lib/audit";
import { chunk, chunkForParams, runBatch } from "../../lib/batch";
import { iso } from "../../lib/time";
import { recountAuthors } from "../publications/publications.queries";
import { refreshSearch } from "../publications/publications.search";
import {
  type AuthorRow,
  confirmedLinksOf,
  findAuthor,
  linksOfAuthor,
  namesakes,
  rejectionsOf,
  toAuthorDto,
  verifiedPositionsMentioning,
} from "./authors.queries";
import { type MatchPlan, type Proposal, asciiRun, matchPrefix, matchSource, namesMatch, planMatch } from "./authors.rules";
import { loadAuthor } from "./authors.service";

/**
 * POST /authors/{id}/match: marks the start (updateProcessStartedOn) and hands back the work,
 * which the route runs after answering (waitUntil). The work ends by setting updatedOn, so a
 * client knows the match is done when updatedOn ≥ updateProcessStartedOn.
 */
export async function startMatch({ ctx, input }: Verb<{ id: string }>): Promise<{ author: AuthorDto; work: () => Promise<unknown> }> {
  await loadAuthor(ctx, input.id);
  const startedOn = iso(ctx.now);
  await runBatch(ctx.db, [
    ctx.db.update(authors).set({ updateProcessStartedOn: startedOn }).where(eq(authors.id, input.id)),
    auditRow(ctx, { action: "author.matchStart", entity: "author", entityId: input.id, after: { updateProcessStartedOn: startedOn } }),
  ]);
  const author = await loadAuthor(ctx, input.id);
  return { author: toAuthorDto(author), work: () => runMatch(ctx, input.id, startedOn) };
}

/** What the catalogue says about this author's name: proposals from namesakes' links and from verified positions. */
async function proposalsFor(ctx: ServiceContext, author: AuthorRow): Promise<Proposal[]> {
  const proposals: Proposal[] = [];
  const others = (await namesakes(ctx.db, author.id, matchPrefix(author))).filter((o) => namesMatch(author, o));
  const sourceOf = new Map(others.map((o) => [o.id, matchSource(author.birthDate, o.birthDate)]));
  const linkable = others.filter((o) => sourceOf.get(o.id) !== null).map((o) => o.id);
  for (const ids of chunk(linkable, 90)) {
    for (const link of await confirmedLinksOf(ctx.db, ids)) {
      const source = sourceOf.get(link.authorId);
      if (source) proposals.push({ publicationId: link.publicationId, source, type: link.type });
    }
  }
  // Verified positions name their authors as entered, without birth dates: suggestions only.
  const needle = asciiRun(author.lastName);
  if (needle) {
    for (const position of await verifiedPositionsMentioning(ctx.db, needle)) {
      const entered = Array.isArray(position.authors) ? position.authors.find((a) => namesMatch(author, a)) : undefined;
      if (entered && position.publicationId) {
        proposals.push({ publicationId: position.publicationId, source: "SystemSuggestion", type: entered.type as AuthorType });
      }
    }
  }
  return proposals;
}

/** The match itself; safe to run twice (inserts ignore links that appeared meanwhile). */
export async function runMatch(ctx: ServiceContext, authorId: string, startedOn: string): Promise<MatchPlan | null> {
  const author = await findAuthor(ctx.db, authorId);
  if (!author) return null;
  const [proposals, existing, rejected] = await Promise.all([
    proposalsFor(ctx, author),
    linksOfAuthor(ctx.db, authorId),
    rejectionsOf(ctx.db, authorId),
  ]);
  const plan = planMatch(
    proposals,
    new Map(existing.map((l) => [l.publicationId, l.source])),
    new Set(rejected.map((r) => r.publicationId)),
  );
  const finished = new Date(Math.max(Date.now(), Date.parse(startedOn)));
  const linkedOn = iso(finished);
  const touched = [...plan.insert.map((p) => p.publicationId), ...plan.upgrade];
  const statements: BatchItem<"sqlite">[] = [
    ...chunkForParams(plan.insert, 5).map((part) =>
      ctx.db
        .insert(publicationAuthors)
        .values(part.map((p) => ({ authorId, publicationId: p.publicationId, type: p.type, source: p.source, createdOn: linkedOn })))
        .onConflictDoNothing(),
    ),
    ...chunk(plan.upgrade, 90).map((ids) =>
      ctx.db
        .update(publicationAuthors)
        .set({ source: "System" })
        .where(and(eq(publicationAuthors.authorId, authorId), inArray(publicationAuthors.publicationId, ids), eq(publicationAuthors.source, "SystemSuggestion"))),
    ),
    ...recountAuthors(ctx.db, [authorId]),
    ...refreshSearch(ctx.db, touched),
    // Never before the start, whatever the clocks say, so "done" is updatedOn ≥ updateProcessStartedOn.
    ctx.db
      .update(authors)
      .set({ updatedOn: sql`max(${linkedOn}, coalesce(${authors.updateProcessStartedOn}, ''))` })
      .where(eq(authors.id, authorId)),
    auditRow(
      { ...ctx, now: finished },
      {
        action: "author.match",
        entity: "author",
        entityId: authorId,
        after: {
          system: plan.insert.filter((p) => p.source === "System").map((p) => p.publicationId),
          suggestions: plan.insert.filter((p) => p.source === "SystemSuggestion").map((p) => p.publicationId),
          upgraded: plan.upgrade,
        },
      },
    ),
  ];
  await runBatch(ctx.db, statements);
  return plan;
}
