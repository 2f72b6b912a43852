import {
  AssignPublicationsInput,
  AssignPublicationsResponse,
  AuthorDetailDto,
  AuthorDto,
  AuthorIdParam,
  AuthorList,
  AuthorListQuery,
  AuthorPublicationList,
  AuthorPublicationParam,
  AuthorPublicationsQuery,
  CreateAuthorInput,
  LinkResponse,
  ReassignInput,
  ReassignResponse,
  UpdateAuthorInput,
} from "@contract/authors";
import { STAFF_ROLES } from "@contract/common";
import { Hono } from "hono";
import { type AppEnv, serviceContext } from "../../context";
import { runInBackground } from "../../lib/background";
import { ALREADY_APPLIED_NOTE, versionOf } from "../../lib/if-match";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_NOTE, idempotencyFor } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { requireRole } from "../../middleware/require-role";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import {
  acceptSuggestion,
  assignPublications,
  listAuthorPublications,
  reassignPublication,
  rejectSuggestion,
  unassignPublication,
} from "./authors.links";
import { startMatch } from "./authors.match";
import { createAuthor, deleteAuthor, getAuthor, listAuthors, updateAuthor } from "./authors.service";

export const authorsRoutes = new Hono<AppEnv>();
authorsRoutes.use(session({ checkInFirstBatch: getOf("/authors") }), requireRole(...STAFF_ROLES));

const STAFF_ONLY = "SuperAdmin, Admin and Coordinator only (Manager and Worker: 403).";
const DTO = named("AuthorDto", AuthorDto);
const COUNT = "publicationCount is recounted from the links in the same batch as every link change.";

describeRoute({
  method: "get",
  path: "/authors",
  tag: "authors",
  summary: "List authors",
  description:
    `${STAFF_ONLY} \`q\`: every word, folded (case, diacritics, ł→l), must occur in "last first middle" name. ` +
    "`gender` female|male; `hasBirthDate` true|false; `createdFrom`/`createdTo` the creation day (UTC). Sorts: " +
    "lastName (folded last, first, middle name; the default), birthDate, publicationCount, updatedOn, createdOn.",
  auth: "bearer",
  query: AuthorListQuery,
  response: { status: 200, description: "A page of authors", schema: named("AuthorList", AuthorList) },
  problems: ["FORBIDDEN"],
});
authorsRoutes.get("/", validate("query", AuthorListQuery), async (c) => {
  return c.json(await listAuthors({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/authors/{id}",
  tag: "authors",
  summary: "One author, with link counts by source",
  description: `${STAFF_ONLY} linkCounts has every source (Verification, System, SystemSuggestion, Assignment, Author), 0 when none.`,
  auth: "bearer",
  params: AuthorIdParam,
  response: { status: 200, description: "The author", schema: named("AuthorDetailDto", AuthorDetailDto) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.get("/:id", validate("param", AuthorIdParam), async (c) => {
  return c.json(await getAuthor({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/authors",
  tag: "authors",
  summary: "Add an author",
  description: `${STAFF_ONLY} birthDate must not be in the future; "" or null leaves an optional field empty.${IDEMPOTENCY_NOTE}`,
  auth: "bearer",
  body: named("CreateAuthorInput", CreateAuthorInput),
  response: { status: 201, description: "The author", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
authorsRoutes.post("/", validate("json", CreateAuthorInput), async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("json");
  const idempotency = await idempotencyFor(c.req.header(IDEMPOTENCY_HEADER), ctx.actor, input);
  return c.json(await createAuthor({ ctx, input, idempotency }), 201);
});

describeRoute({
  method: "patch",
  path: "/authors/{id}",
  tag: "authors",
  summary: "Change an author",
  description:
    `${STAFF_ONLY} Absent fields keep their value; null or "" clears an optional one. A new name is searchable in the author's publications at once. ` +
    "An optional `If-Match` header holding the author's `version` (as read, quoted or not) refuses the change with 409 when a field " +
    "of the author was changed since (a finished match, which moves updatedOn, does not)." + ALREADY_APPLIED_NOTE,
  auth: "bearer",
  params: AuthorIdParam,
  body: named("UpdateAuthorInput", UpdateAuthorInput),
  response: { status: 200, description: "The author as changed", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
authorsRoutes.patch("/:id", validate("param", AuthorIdParam), validate("json", UpdateAuthorInput), async (c) => {
  const input = { id: c.req.valid("param").id, changes: c.req.valid("json"), ifMatch: versionOf(c.req.header("if-match")) };
  return c.json(await updateAuthor({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "delete",
  path: "/authors/{id}",
  tag: "authors",
  summary: "Delete an author",
  description: `${STAFF_ONLY} The author goes with its links of every source and its rejected suggestions; the publications stay.`,
  auth: "bearer",
  params: AuthorIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.delete("/:id", validate("param", AuthorIdParam), async (c) => {
  await deleteAuthor({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});

describeRoute({
  method: "get",
  path: "/authors/{id}/publications",
  tag: "authors",
  summary: "An author's links, with publication summaries",
  description:
    `${STAFF_ONLY} \`source\` and \`type\` (the link's author type code A, T, O, R, P, I) repeat; \`publicationType\` ` +
    "(k, c, l) filters on the publication. Sorts: linkedOn (default, newest first), title, publicationYear.",
  auth: "bearer",
  params: AuthorIdParam,
  query: AuthorPublicationsQuery,
  response: { status: 200, description: "A page of links", schema: named("AuthorPublicationList", AuthorPublicationList) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.get("/:id/publications", validate("param", AuthorIdParam), validate("query", AuthorPublicationsQuery), async (c) => {
  const input = { id: c.req.valid("param").id, query: c.req.valid("query") };
  return c.json(await listAuthorPublications({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "post",
  path: "/authors/{id}/publications",
  tag: "authors",
  summary: "Assign publications to an author",
  description:
    `${STAFF_ONLY} 1 to 100 ids (repeats count once), type default A. New links get source Assignment. Idempotent: ` +
    "an existing link keeps its row, date and source but takes the requested type, and a SystemSuggestion becomes " +
    "Assignment (assigning accepts it). An unknown id: 400 on `publicationIds.<i>`, nothing is linked. " +
    COUNT,
  auth: "bearer",
  params: AuthorIdParam,
  body: named("AssignPublicationsInput", AssignPublicationsInput),
  response: { status: 200, description: "The author and the links named", schema: named("AssignPublicationsResponse", AssignPublicationsResponse) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.post("/:id/publications", validate("param", AuthorIdParam), validate("json", AssignPublicationsInput), async (c) => {
  const input = { id: c.req.valid("param").id, body: c.req.valid("json") };
  return c.json(await assignPublications({ ctx: serviceContext(c), input }));
});

describeRoute({
  method: "delete",
  path: "/authors/{id}/publications/{publicationId}",
  tag: "authors",
  summary: "Unassign a publication from an author",
  description:
    `${STAFF_ONLY} Removes the link whatever its source; matching will not link the pair again (assigning it by hand ` +
    `still can). No such link: 404 Publication. ${COUNT}`,
  auth: "bearer",
  params: AuthorPublicationParam,
  response: { status: 204, description: "Unassigned" },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.delete("/:id/publications/:publicationId", validate("param", AuthorPublicationParam), async (c) => {
  await unassignPublication({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});

describeRoute({
  method: "post",
  path: "/authors/{id}/publications/{publicationId}/reassign",
  tag: "authors",
  summary: "Move a link to another author",
  description:
    `${STAFF_ONLY} The link keeps its type and becomes an Assignment of the target author. If the target already has ` +
    "a link to the publication the two merge: the target's type stays, its source becomes the stronger of its own " +
    "and Assignment (Verification > Assignment = Author > System > SystemSuggestion). The pair left behind is not " +
    `suggested again. The same author: 400 on toAuthorId; an unknown target: 404 Author. ${COUNT}`,
  auth: "bearer",
  params: AuthorPublicationParam,
  body: named("ReassignInput", ReassignInput),
  response: { status: 200, description: "Both authors and the link as it now stands", schema: named("ReassignResponse", ReassignResponse) },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.post(
  "/:id/publications/:publicationId/reassign",
  validate("param", AuthorPublicationParam),
  validate("json", ReassignInput),
  async (c) => {
    const input = { ...c.req.valid("param"), body: c.req.valid("json") };
    return c.json(await reassignPublication({ ctx: serviceContext(c), input }));
  },
);

describeRoute({
  method: "post",
  path: "/authors/{id}/publications/{publicationId}/accept",
  tag: "authors",
  summary: "Accept a suggested link",
  description: `${STAFF_ONLY} A SystemSuggestion becomes Assignment. A link of another source: 409; no link: 404 Publication.`,
  auth: "bearer",
  params: AuthorPublicationParam,
  response: { status: 200, description: "The author and the accepted link", schema: named("LinkResponse", LinkResponse) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
authorsRoutes.post("/:id/publications/:publicationId/accept", validate("param", AuthorPublicationParam), async (c) => {
  return c.json(await acceptSuggestion({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/authors/{id}/publications/{publicationId}/reject",
  tag: "authors",
  summary: "Reject a suggested link",
  description:
    `${STAFF_ONLY} The SystemSuggestion is removed and remembered: matching never suggests the pair again. A link of ` +
    `another source: 409 (unassign it instead); no link: 404 Publication. ${COUNT}`,
  auth: "bearer",
  params: AuthorPublicationParam,
  response: { status: 204, description: "Rejected" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
authorsRoutes.post("/:id/publications/:publicationId/reject", validate("param", AuthorPublicationParam), async (c) => {
  await rejectSuggestion({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});

describeRoute({
  method: "post",
  path: "/authors/{id}/match",
  tag: "authors",
  summary: "Match the catalogue against the author's name (in the background)",
  description:
    `${STAFF_ONLY} Answers 202 at once with updateProcessStartedOn set; the match runs after the answer and sets ` +
    "updatedOn when done (poll GET /authors/{id} until updatedOn ≥ updateProcessStartedOn). Other authors whose folded " +
    "first and last names equal this one's (middle names too when both have one) lend their confirmed links (any " +
    "source but SystemSuggestion): both birth dates known and equal → System link; either unknown → SystemSuggestion; " +
    "both known and different → nothing. Verified positions whose entered authors have the name → SystemSuggestion " +
    "for their catalogue publication. A rejected or unassigned pair is never linked again; an existing link is never " +
    "downgraded or retyped (a SystemSuggestion the birth date now confirms becomes System).",
  auth: "bearer",
  params: AuthorIdParam,
  response: { status: 202, description: "The author, match started", schema: DTO },
  problems: ["FORBIDDEN", "NOT_FOUND"],
});
authorsRoutes.post("/:id/match", validate("param", AuthorIdParam), async (c) => {
  const ctx = serviceContext(c);
  const { author, work } = await startMatch({ ctx, input: c.req.valid("param") });
  runInBackground(c, ctx.requestId, work);
  return c.json(author, 202);
});
