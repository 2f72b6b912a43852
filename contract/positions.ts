import * as v from "valibot";
import { BoolFromQuery, Id, PagedOf, listQuery, withCreatedRange } from "./common";
import { fold } from "./fold";
import { DoiField, IsbnField, IssnField } from "./identifiers";
import { m } from "./messages";
import {
  AUTHOR_TYPES,
  PUBLICATION_TYPES,
  PublicationDto,
  PublicationYear,
  Url,
  withPublicationTypeRules,
} from "./publications";
import { textRequired, trimmed } from "./text";

/** Most ids one bulk call takes (api.md: up to 1,000 a call). */
export const MAX_BULK_IDS = 1000;

const blankToNull = v.transform((s: string) => (s === "" ? null : s));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), trimmed(), v.maxLength(max, m("maxLength", max)), blankToNull)), null);
const optionalCode = <S extends v.GenericSchema<string, string>>(field: S) =>
  v.optional(v.nullable(v.pipe(v.string(), trimmed(), blankToNull, v.nullable(field))), null);

/** The publication as the company entered it; the same per-type rules as the catalogue's. */
export const PositionPublicationInput = withPublicationTypeRules(
  v.object({
    type: v.picklist(PUBLICATION_TYPES, m("publicationTypeCode")),
    title: optionalText(500),
    publisher: optionalText(300),
    link: optionalCode(Url),
    publicationYear: v.optional(v.nullable(PublicationYear), null),
    editionNumber: optionalText(50),
    isbn: optionalCode(IsbnField),
    issn: optionalCode(IssnField),
    articleTitle: optionalText(500),
    articleDoi: optionalCode(DoiField),
    magazineTitle: optionalText(500),
  }),
);
export type PositionPublicationInput = v.InferOutput<typeof PositionPublicationInput>;

const name = (max: number) => v.pipe(v.string(textRequired), trimmed(), v.nonEmpty(m("required")), v.maxLength(max, m("maxLength", max)));

export const PositionAuthorInput = v.object({
  firstName: name(100),
  middleName: v.optional(v.nullable(v.pipe(v.string(), trimmed(), v.maxLength(100, m("maxLength", 100)), blankToNull)), null),
  lastName: name(100),
  type: v.optional(v.picklist(AUTHOR_TYPES, m("invalidValue")), "A"),
});
export type PositionAuthorInput = v.InferOutput<typeof PositionAuthorInput>;

/** Pages used: a whole number of at least 1, required (product.md §5). */
export const PagesUsed = v.pipe(
  // Required (it has no default), so a missing value says so; a value of another type is no number.
  v.number((issue) => (issue.input === undefined || issue.input === null ? m("required") : m("number"))),
  v.integer(m("integer")),
  v.minValue(1, m("minValue", 1)),
  v.maxValue(1_000_000, m("maxValue", 1_000_000)),
);

/** POST /positions (company users); the same schema checks every row of an .xlsx import. */
export const CreatePositionInput = v.object({
  publication: PositionPublicationInput,
  authors: v.optional(v.pipe(v.array(PositionAuthorInput), v.maxLength(50, m("maxLength", 50))), []),
  pagesUsed: PagesUsed,
});
export type CreatePositionInput = v.InferOutput<typeof CreatePositionInput>;
export type CreatePositionForm = v.InferInput<typeof CreatePositionInput>;

/** PATCH /positions/{id}: any of the three parts, each replaced whole. */
export const UpdatePositionInput = v.object({
  publication: v.optional(PositionPublicationInput),
  authors: v.optional(v.pipe(v.array(PositionAuthorInput), v.maxLength(50, m("maxLength", 50)))),
  pagesUsed: v.optional(PagesUsed),
});
export type UpdatePositionInput = v.InferOutput<typeof UpdatePositionInput>;

export const PositionPublicationDto = v.object({
  type: v.picklist(PUBLICATION_TYPES),
  title: v.nullable(v.string()),
  publisher: v.nullable(v.string()),
  link: v.nullable(v.string()),
  publicationYear: v.nullable(v.number()),
  editionNumber: v.nullable(v.string()),
  isbn: v.nullable(v.string()),
  issn: v.nullable(v.string()),
  articleTitle: v.nullable(v.string()),
  articleDoi: v.nullable(v.string()),
  magazineTitle: v.nullable(v.string()),
});
export type PositionPublicationDto = v.InferOutput<typeof PositionPublicationDto>;

export const PositionDto = v.object({
  id: v.string(),
  companyId: v.string(),
  companyName: v.string(),
  reportId: v.nullable(v.string()),
  reportName: v.nullable(v.string()),
  publication: PositionPublicationDto,
  authors: v.array(
    v.object({ firstName: v.string(), middleName: v.nullable(v.string()), lastName: v.string(), type: v.picklist(AUTHOR_TYPES) }),
  ),
  pagesUsed: v.number(),
  publicationId: v.nullable(v.string()),
  isReported: v.boolean(),
  isVerified: v.boolean(),
  isOutdated: v.boolean(),
  createdOn: v.string(),
  createdBy: v.nullable(v.string()),
  /** The version stamp: sent back in If-Match, a change made meanwhile by someone else is refused (409). */
  updatedOn: v.string(),
  verifiedOn: v.nullable(v.string()),
  verifiedBy: v.nullable(v.string()),
});
export type PositionDto = v.InferOutput<typeof PositionDto>;
export const PositionList = PagedOf(PositionDto);

export const POSITION_SORTS = ["createdOn", "title", "pagesUsed", "companyName", "verifiedOn", "type"] as const;

export const PositionFilters = {
  isVerified: v.optional(BoolFromQuery),
  isReported: v.optional(BoolFromQuery),
  isOutdated: v.optional(BoolFromQuery),
  companyId: v.optional(Id),
  reportId: v.optional(Id),
  type: v.optional(v.picklist(PUBLICATION_TYPES, m("invalidValue"))),
};

export const PositionListQuery = withCreatedRange(v.object({ ...listQuery(POSITION_SORTS), ...PositionFilters }));
export type PositionListQuery = v.InferOutput<typeof PositionListQuery>;

const Ids = v.pipe(
  v.array(Id, m("invalidValue")),
  v.minLength(1, m("required")),
  v.maxLength(MAX_BULK_IDS, m("maxItems", MAX_BULK_IDS)),
  v.transform((ids) => [...new Set(ids)]),
);

export const VerifyPositionsInput = v.object({ ids: Ids, publicationId: v.optional(Id) });
export type VerifyPositionsInput = v.InferOutput<typeof VerifyPositionsInput>;
export const PositionIdsInput = v.object({ ids: Ids });
export type PositionIdsInput = v.InferOutput<typeof PositionIdsInput>;

/** Answer of the bulk calls: what changed, and the reports whose verified state they touched. */
export const BulkResult = v.object({ updated: v.number(), reportIds: v.array(v.string()) });
export type BulkResult = v.InferOutput<typeof BulkResult>;

const listParams = listQuery(POSITION_SORTS);
/** The list's filters; groups come largest first, the one order there is (sort=count, order=desc). */
export const PositionGroupsQuery = withCreatedRange(v.object({
  page: listParams.page,
  pageSize: listParams.pageSize,
  q: listParams.q,
  createdFrom: listParams.createdFrom,
  createdTo: listParams.createdTo,
  sort: v.optional(v.picklist(["count"], m("sort"))),
  order: v.optional(v.picklist(["desc"], m("groupOrder"))),
  ...PositionFilters,
}));
export type PositionGroupsQuery = v.InferOutput<typeof PositionGroupsQuery>;

export const PositionGroupDto = v.object({
  key: v.string(),
  count: v.number(),
  pagesTotal: v.number(),
  sample: PositionDto,
  positionIds: v.array(v.string()),
});
export type PositionGroupDto = v.InferOutput<typeof PositionGroupDto>;
export const PositionGroupList = PagedOf(PositionGroupDto);

/** GET /positions/{id}/autofill: values for the position's empty fields, and where they come from. */
export const AutofillResponse = v.object({
  matchedBy: v.nullable(v.picklist(["isbn", "issn", "doi", "title"])),
  publication: v.nullable(PublicationDto),
  suggested: v.object({
    publication: v.partial(PositionPublicationDto),
    authors: v.array(
      v.object({ firstName: v.string(), middleName: v.nullable(v.string()), lastName: v.string(), type: v.picklist(AUTHOR_TYPES) }),
    ),
  }),
});
export type AutofillResponse = v.InferOutput<typeof AutofillResponse>;

/**
 * The "group similar" key: the normalised identifier when there is one (ISBN-13, then DOI, then
 * ISSN), else the type and the folded title with punctuation dropped, so "Pan Tadeusz." and
 * "PAN TADEUSZ" meet. A DOI names the article and an ISSN its magazine, so the DOI comes first:
 * articles of one magazine with different DOIs are not one group (migration 0020 rekeyed them).
 */
export function positionGroupKey(p: {
  type: string;
  title: string | null;
  magazineTitle: string | null;
  isbn: string | null;
  issn: string | null;
  articleDoi: string | null;
}): string {
  if (p.isbn) return `isbn:${p.isbn}`;
  if (p.articleDoi) return `doi:${p.articleDoi}`;
  if (p.issn) return `issn:${p.issn}`;
  const title = fold(p.title ?? p.magazineTitle ?? "")
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `title:${p.type}:${title}`;
}

/** Folded text a position is found by: title, magazine, publisher, identifiers and author names. */
export function positionSearchText(
  p: PositionPublicationDto,
  authors: readonly { firstName: string; middleName: string | null; lastName: string }[],
): string {
  const parts = [
    p.title,
    p.magazineTitle,
    p.articleTitle,
    p.publisher,
    p.isbn,
    p.issn,
    p.articleDoi,
    ...authors.map((a) => [a.firstName, a.middleName, a.lastName].filter(Boolean).join(" ")),
  ];
  return fold(parts.filter(Boolean).join(" "));
}
