import {
  CreatePublicationInput,
  LookupQuery,
  LookupResponse,
  PublicationDto,
  PublicationIdParam,
  PublicationList,
  PublicationListQuery,
  UpdatePublicationInput,
} from "@contract/publications";
import { ROLES, STAFF_ROLES } from "@contract/common";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { ALREADY_APPLIED_NOTE, versionOf } from "../../lib/if-match";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_NOTE, idempotencyFor } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import {
  createPublication,
  deletePublication,
  getPublication,
  listPublications,
  lookupPublications,
  updatePublication,
} from "./publications.service";

export const publicationsRoutes = new Hono<AppEnv>();
const staffOnly = requireRole(...STAFF_ROLES);
const anyRole = requireRole(...ROLES);
// The lookup is the one catalogue read company users get: their position form fills itself from it.
publicationsRoutes.use(session({ checkInFirstBatch: getOf("/publications") }), (c, next) => (c.req.path.endsWith("/publications/lookup") ? anyRole(c, next) : staffOnly(c, next)));

const STAFF_ONLY = "SuperAdmin, Admin and Coordinator only (Manager and Worker: 403).";
const DTO = named("PublicationDto", PublicationDto);

describeRoute({
  method: "get",
  path: "/publications",
  tag: "publications",
  summary: "List catalogue publications",
  description:
    `${STAFF_ONLY} \`type\` repeats (k, c, l). \`q\`: a whole ISBN, ISSN or DOI in any spelling finds the entries ` +
    "carrying it; other text is folded (case, diacritics, ł→l) and every word must occur in the title, magazine " +
    "title, article title, publisher, identifiers (ISBN-13, ISBN-10, ISSN with or without hyphen, DOI) or an author's " +
    "name, in any order. Words of 3+ characters use the full-text index; a query of only shorter words matches the " +
    "beginning of the title or of an author's last name. `authorId` lists an author's publications; " +
    "`yearFrom`/`yearTo` bound publicationYear (inclusive); `createdFrom`/`createdTo` the creation day (UTC). " +
    "Sorts: title (folded title, else magazine title), publicationYear, createdOn, type; without `sort`, newest first.",
  auth: "bearer",
  query: PublicationListQuery,
  response: { status: 200, description: "A page of publications with their authors", schema: named("PublicationList", PublicationList) },
  problems: ["FORBIDDEN"],
});
publicationsRoutes.get("/", validate("query", PublicationListQuery), async (c) => {
  return c.json(await listPublications({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/publications/lookup",
  tag: "publications",
  summary: "Find catalogue entries by ISBN, ISSN or DOI",
  description:
    "Every role. Manager and Worker see only verified catalogue entries (their position form fills itself from " +
    'them); staff see all. `code` in any common spelling: ISBN-10 or -13 with or without hyphens, spaces or an "ISBN" ' +
    'label; ISSN with or without hyphen, or the EAN-13 (977…) of a serial; DOI bare, as "doi:…" or as a ' +
    "doi.org link. The answer names the kind and canonical value read and lists at most 20 entries, newest " +
    "first (none found: an empty list). A code that is none of these, or has a wrong check digit: 400 on `code`.",
  auth: "bearer",
  query: LookupQuery,
  response: { status: 200, description: "What the code was read as, and the matches", schema: named("LookupResponse", LookupResponse) },
});
publicationsRoutes.get("/lookup", validate("query", LookupQuery), async (c) => {
  return c.json(await lookupPublications({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/publications/{id}",
  tag: "publications",
  summary: "One publication with its authors",
  auth: "bearer",
  description: STAFF_ONLY,
  params: PublicationIdParam,
  response: { status: 200, description: "The publication", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
publicationsRoutes.get("/:id", validate("param", PublicationIdParam), async (c) => {
  return c.json(await getPublication({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/publications",
  tag: "publications",
  summary: "Add a publication to the catalogue",
  description:
    `${STAFF_ONLY} A book (k) needs a title, a magazine (c) a magazine title, an internet source (l) a title and an ` +
    "http(s) link; each missing one is reported on its field. ISBN-10 or -13 is stored as ISBN-13 digits, ISSN as " +
    "NNNN-NNNC, DOI lower-case; a wrong shape or check digit is reported on the field. publicationYear: 1400 to next " +
    "year. `isVerified` defaults to false. `authors` links existing authors with source Assignment (type default A; " +
    "an author listed twice is linked once); an unknown one: 400 on `authors.<i>.authorId`." +
    IDEMPOTENCY_NOTE,
  auth: "bearer",
  body: named("CreatePublicationInput", CreatePublicationInput),
  response: { status: 201, description: "The publication", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
publicationsRoutes.post("/", validate("json", CreatePublicationInput), async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("json");
  const idempotency = await idempotencyFor(c.req.header(IDEMPOTENCY_HEADER), ctx.actor, input);
  return c.json(await createPublication({ ctx, input, idempotency }), 201);
});

describeRoute({
  method: "patch",
  path: "/publications/{id}",
  tag: "publications",
  summary: "Change a publication",
  description:
    `${STAFF_ONLY} Absent fields keep their value; null or "" clears one. The per-type rules apply to the ` +
    "record as it would be after the change (e.g. clearing the title of a book: 400 on `title`). Links are changed " +
    "under /authors/{id}/publications. A change that changes nothing answers the publication as it is. An optional " +
    "`If-Match` header holding the publication's `updatedOn` (as read, quoted or not) refuses the change with 409 when " +
    "the publication was changed since." + ALREADY_APPLIED_NOTE,
  auth: "bearer",
  params: PublicationIdParam,
  body: named("UpdatePublicationInput", UpdatePublicationInput),
  response: { status: 200, description: "The publication as changed", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
publicationsRoutes.patch("/:id", validate("param", PublicationIdParam), validate("json", UpdatePublicationInput), async (c) => {
  const input = { id: c.req.valid("param").id, changes: c.req.valid("json"), ifMatch: versionOf(c.req.header("if-match")) };
  return c.json(await updatePublication({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "delete",
  path: "/publications/{id}",
  tag: "publications",
  summary: "Delete a publication",
  description:
    `${STAFF_ONLY} Refused with 409 while verified positions refer to it (the detail says how many). Otherwise it ` +
    "is removed with its author links and rejected suggestions (the authors' publicationCount drops), and " +
    "unverified positions that pointed at it no longer do.",
  auth: "bearer",
  params: PublicationIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
publicationsRoutes.delete("/:id", validate("param", PublicationIdParam), async (c) => {
  await deletePublication({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});
