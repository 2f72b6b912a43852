import * as v from "valibot";
import { BirthDate, BoolFromQuery, Id, PagedOf, listQuery, withCreatedRange } from "./common";
import { m } from "./messages";
import { AUTHOR_TYPES, LINK_SOURCES, PUBLICATION_TYPES } from "./publications";
import { textRequired, trimmed } from "./text";

export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number];

const name = (max: number) =>
  v.pipe(v.string(textRequired), trimmed(), v.nonEmpty(m("required")), v.maxLength(max, m("maxLength", max)));
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), trimmed(), v.maxLength(max, m("maxLength", max)), v.transform((s) => (s === "" ? null : s)))));

const AuthorFields = {
  firstName: name(100),
  middleName: optionalText(100),
  lastName: name(100),
  birthDate: BirthDate,
  gender: v.optional(
    v.nullable(v.pipe(v.string(m("invalidValue")), v.transform((s) => (s === "" ? null : s)), v.nullable(v.picklist(GENDERS, m("invalidValue"))))),
  ),
  /** External identifier of the author (e.g. from a registry); free text. */
  authorId: optionalText(64),
};

export const CreateAuthorInput = v.object(AuthorFields);
export type CreateAuthorInput = v.InferOutput<typeof CreateAuthorInput>;
export type CreateAuthorForm = v.InferInput<typeof CreateAuthorInput>;

/** PATCH: every field optional; null or "" clears an optional field. */
export const UpdateAuthorInput = v.object({
  ...AuthorFields,
  firstName: v.optional(AuthorFields.firstName),
  lastName: v.optional(AuthorFields.lastName),
});
export type UpdateAuthorInput = v.InferOutput<typeof UpdateAuthorInput>;

export const AuthorDto = v.object({
  id: v.string(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  birthDate: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDERS)),
  authorId: v.nullable(v.string()),
  createdOn: v.string(),
  updatedOn: v.string(),
  /**
   * The version of the author's own fields (not of its links, which a match changes): sent back in
   * If-Match, an edit of fields a colleague changed meanwhile is refused (409).
   */
  version: v.string(),
  /** Set when a match starts; the match is finished when updatedOn ≥ updateProcessStartedOn. */
  updateProcessStartedOn: v.nullable(v.string()),
  /** Links of any source. */
  publicationCount: v.number(),
});
export type AuthorDto = v.InferOutput<typeof AuthorDto>;

export const LinkCounts = v.object(
  Object.fromEntries(LINK_SOURCES.map((s) => [s, v.number()])) as Record<(typeof LINK_SOURCES)[number], v.NumberSchema<undefined>>,
);
export type LinkCounts = v.InferOutput<typeof LinkCounts>;

export const AuthorDetailDto = v.object({ ...AuthorDto.entries, linkCounts: LinkCounts });
export type AuthorDetailDto = v.InferOutput<typeof AuthorDetailDto>;

export const AUTHOR_SORTS = ["lastName", "birthDate", "publicationCount", "updatedOn", "createdOn"] as const;

/** GET /authors. `q` matches folded names (case, diacritics, ł→l), every word anywhere in "last first middle". Default order: last name. */
export const AuthorListQuery = withCreatedRange(v.object({
  ...listQuery(AUTHOR_SORTS),
  gender: v.optional(v.picklist(GENDERS, m("invalidValue"))),
  hasBirthDate: v.optional(BoolFromQuery),
}));
export type AuthorListQuery = v.InferOutput<typeof AuthorListQuery>;

export const AuthorList = PagedOf(AuthorDto);
export type AuthorList = v.InferOutput<typeof AuthorList>;

const manyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  v.pipe(
    v.union([v.picklist(values, m("invalidValue")), v.array(v.picklist(values, m("invalidValue")))], m("invalidValue")),
    v.transform((s) => (Array.isArray(s) ? s : [s])),
  );

export const AUTHOR_PUBLICATION_SORTS = ["linkedOn", "title", "publicationYear"] as const;

/**
 * GET /authors/{id}/publications. `source` and `type` (the link's author type code, A…I) are
 * repeatable; `publicationType` (k, c, l) filters on the publication. Default order: newest link first.
 */
const authorPublicationsPaging = listQuery(AUTHOR_PUBLICATION_SORTS);

export const AuthorPublicationsQuery = v.object({
  page: authorPublicationsPaging.page,
  pageSize: authorPublicationsPaging.pageSize,
  sort: authorPublicationsPaging.sort,
  order: v.optional(v.picklist(["asc", "desc"], m("order"))),
  source: v.optional(manyOf(LINK_SOURCES)),
  type: v.optional(manyOf(AUTHOR_TYPES)),
  publicationType: v.optional(manyOf(PUBLICATION_TYPES)),
});
export type AuthorPublicationsQuery = v.InferOutput<typeof AuthorPublicationsQuery>;

/** A publication as listed under an author. */
export const PublicationSummaryDto = v.object({
  id: v.string(),
  type: v.picklist(PUBLICATION_TYPES),
  title: v.nullable(v.string()),
  magazineTitle: v.nullable(v.string()),
  articleTitle: v.nullable(v.string()),
  publisher: v.nullable(v.string()),
  publicationYear: v.nullable(v.number()),
  isbn: v.nullable(v.string()),
  issn: v.nullable(v.string()),
  articleDoi: v.nullable(v.string()),
  /** An internet source's address (its identifier where it has no code). */
  link: v.nullable(v.string()),
  isVerified: v.boolean(),
});
export type PublicationSummaryDto = v.InferOutput<typeof PublicationSummaryDto>;

/** One author ↔ publication link. */
export const AuthorPublicationDto = v.object({
  authorId: v.string(),
  publicationId: v.string(),
  type: v.picklist(AUTHOR_TYPES),
  source: v.picklist(LINK_SOURCES),
  linkedOn: v.string(),
  publication: PublicationSummaryDto,
});
export type AuthorPublicationDto = v.InferOutput<typeof AuthorPublicationDto>;

export const AuthorPublicationList = PagedOf(AuthorPublicationDto);
export type AuthorPublicationList = v.InferOutput<typeof AuthorPublicationList>;

/** POST /authors/{id}/publications: repeated ids count once. */
export const AssignPublicationsInput = v.object({
  publicationIds: v.pipe(
    v.array(Id, m("invalidValue")),
    v.minLength(1, m("required")),
    v.maxLength(100, m("maxLength", 100)),
    v.transform((ids) => [...new Set(ids)]),
  ),
  type: v.optional(v.picklist(AUTHOR_TYPES, m("invalidValue")), "A"),
});
export type AssignPublicationsInput = v.InferOutput<typeof AssignPublicationsInput>;

/** The author afterwards (publicationCount updated) and the links named in the request. */
export const AssignPublicationsResponse = v.object({
  author: AuthorDto,
  items: v.array(AuthorPublicationDto),
});
export type AssignPublicationsResponse = v.InferOutput<typeof AssignPublicationsResponse>;

export const ReassignInput = v.object({ toAuthorId: Id });
export type ReassignInput = v.InferOutput<typeof ReassignInput>;

/** Both authors afterwards and the link as it now stands on the target author. */
export const ReassignResponse = v.object({
  from: AuthorDto,
  to: AuthorDto,
  link: AuthorPublicationDto,
});
export type ReassignResponse = v.InferOutput<typeof ReassignResponse>;

/** Accepting a suggestion answers the link (now source Assignment). */
export const LinkResponse = v.object({ author: AuthorDto, link: AuthorPublicationDto });
export type LinkResponse = v.InferOutput<typeof LinkResponse>;

export const AuthorIdParam = v.object({ id: Id });
export const AuthorPublicationParam = v.object({ id: Id, publicationId: Id });
