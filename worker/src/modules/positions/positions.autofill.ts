import type { AutofillResponse } from "@contract/positions";
import { sql } from "drizzle-orm";
import type { Verb } from "../../context";
import { publications } from "../../db/schema";
import { inJson } from "../../lib/json-set";
import { catalogueEntryColumns, findPublication, withAuthors } from "../publications/publications.queries";
import { autofillMatch, suggestedFields, titlePattern, titleRanges } from "./positions.matching";
import { isCompanyUser, pickPublication } from "./positions.rules";
import { actorFor, assertChangeable, loadPosition } from "./positions.service";

const codes = (value: string | null) => (value ? [value] : []);

/** Entries in the title ranges read at most; the match among them is exact (positions.matching.ts). */
const TITLE_CANDIDATES = 200;

/**
 * GET /positions/{id}/autofill: the catalogue entry the position matches — by ISBN, ISSN, DOI,
 * then by type and folded title — and, from it, values for the position's empty fields only
 * (and its authors when the position lists none). Nothing is saved.
 */
export async function autofillPosition({ ctx, input }: Verb<{ id: string }>): Promise<AutofillResponse> {
  const actor = actorFor(ctx, "positions.update");
  const row = await loadPosition(ctx, actor, input.id);
  // A company user fills its own position while it may still change it, from what verification
  // vouched for only (as GET /publications/lookup answers it); staff from the whole catalogue.
  const companyUser = isCompanyUser(actor.role);
  if (companyUser) assertChangeable(actor, row);
  else actorFor(ctx, "publications.read");
  const verifiedOnly = companyUser ? sql` and +${publications.isVerified} = 1` : sql``;
  const position = pickPublication(row);
  const ranges = titleRanges(position);
  const [byCode, byTitle] = await ctx.db.batch([
    ctx.db
      .select(catalogueEntryColumns)
      .from(publications)
      .where(
        sql`(${inJson(publications.isbn, codes(position.isbn))} or ${inJson(publications.issn, codes(position.issn))} or ${inJson(publications.articleDoi, codes(position.articleDoi))})${verifiedOnly}`,
      ),
    ctx.db
      .select(catalogueEntryColumns)
      .from(publications)
      .where(
        ranges.length > 0
          ? sql`(${sql.join(
              ranges.map(([from, to]) => sql`(${publications.titleFolded} >= ${from} and ${publications.titleFolded} < ${to})`),
              sql` or `,
            )}) and ${publications.titleFolded} glob ${titlePattern(position)}${verifiedOnly}`
          : sql`0`,
      )
      .limit(TITLE_CANDIDATES),
  ]);
  const match = autofillMatch(position, [...byCode, ...byTitle]);
  if (!match) return { matchedBy: null, publication: null, suggested: { publication: {}, authors: [] } };
  const entry = await findPublication(ctx.db, match.entry.id);
  const [publication] = entry ? await withAuthors(ctx.db, [entry]) : [];
  if (!publication) return { matchedBy: null, publication: null, suggested: { publication: {}, authors: [] } };
  return {
    matchedBy: match.kind,
    publication,
    suggested: {
      publication: suggestedFields(position, publication),
      authors:
        row.authors.length > 0
          ? []
          : publication.authors.map((a) => ({ firstName: a.firstName, middleName: a.middleName, lastName: a.lastName, type: a.type })),
    },
  };
}
