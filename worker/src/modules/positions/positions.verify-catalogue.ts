import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../../context";
import { authors, publicationAuthors, publications } from "../../db/schema";
import { el, inJson, insertSelect, jsonChunks } from "../../lib/json-set";
import { iso } from "../../lib/time";
import { recountAuthorsWhere } from "../publications/publications.queries";
import { derivedColumns } from "../publications/publications.rules";
import { nextSearchId, publicationSearch, refreshSearchWhere } from "../publications/publications.search";
import type { CatalogueEntry, VerificationPlan } from "./positions.matching";
import { publicationColumns, publicationValues } from "./positions.publication-columns";
import { titledSince, titleRangeChunks } from "./positions.title-ranges";

/** The catalogue side of a verification's batch: what it must not meet, and what it writes. */

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
export function madeCatalogue(plan: VerificationPlan, readByCode: readonly CatalogueEntry[], lastRowid: number): { count: SQL<number>; expected: number }[] {
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
 * The catalogue side of a verification, through the catalogue modules' own helpers so its search
 * index and counts stay right: new authors; new verified publications (search ids from
 * nextSearchId); their search rows; the links with source Verification (an existing link of the
 * pair keeps its type and becomes Verification, the strongest source); then, for the links made
 * here, the authors' publication counts recounted and the publications' search rows rewritten
 * with their authors' names (recountAuthorsWhere, refreshSearchWhere).
 */
export function catalogueStatements(ctx: ServiceContext, plan: VerificationPlan): BatchItem<"sqlite">[] {
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
