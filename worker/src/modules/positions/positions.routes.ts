import { Id } from "@contract/common";
import {
  AutofillResponse,
  BulkResult,
  CreatePositionInput,
  MAX_BULK_IDS,
  PositionDto,
  PositionGroupList,
  PositionGroupsQuery,
  PositionIdsInput,
  PositionList,
  PositionListQuery,
  UpdatePositionInput,
  VerifyPositionsInput,
} from "@contract/positions";
import { Hono } from "hono";
import * as v from "valibot";
import { type AppEnv, serviceContext } from "../../context";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_NOTE, idempotencyFor } from "../../lib/idempotency";
import { ALREADY_APPLIED_NOTE, versionOf } from "../../lib/if-match";
import { validate } from "../../lib/validate";
import { getOf, session } from "../../middleware/session";
import { describeRoute, named } from "../openapi/openapi.registry";
import { autofillPosition } from "./positions.autofill";
import { listPositionGroups } from "./positions.groups";
import { markPositionsOutdated, revertPositions } from "./positions.review";
import { verifyPositions } from "./positions.verify";
import { createPosition, deletePosition, getPosition, listPositions, updatePosition } from "./positions.service";

export const positionsRoutes = new Hono<AppEnv>();
positionsRoutes.use(session({ checkInFirstBatch: getOf("/positions", "/positions/groups") }));

const PositionIdParam = v.object({ id: Id });

const TENANCY =
  "Staff (SuperAdmin, Admin, Coordinator) reach every position; a Manager or Worker only its own company's — " +
  "another company's position answers 404 exactly like a missing one.";
const BULK =
  `Up to ${MAX_BULK_IDS} ids a call (repeats count once; more: 400). All or nothing: an unknown id answers 404, a ` +
  "position whose state does not allow the change 409 with `errors[\"ids.<index>\"]` saying why, and nothing is " +
  "changed; a concurrent change of any of them between the read and the write also answers 409 with nothing applied. " +
  "Each report of the positions gets its counters (open positions) in the same transaction: it turns verified, with " +
  "verifiedOn, once every position is verified or outdated, and unverified again when one is reverted. `reportIds`: " +
  "the reports of the positions (whose verified state the call may have changed). One audit row per position.";

describeRoute({
  method: "get",
  path: "/positions",
  tag: "positions",
  summary: "List positions",
  description:
    `${TENANCY} A Manager's or Worker's list is its company's unreported positions (matrix: CRUD own unreported) — ` +
    "unless it asks for one of its reports' positions with `reportId`. Filters: isVerified, isReported, isOutdated, " +
    "companyId, reportId, type, createdFrom/createdTo (creation day, UTC, inclusive). `q`: every word (folded: case, " +
    "Polish and other diacritics) must occur in the title, magazine or article title, publisher, ISBN/ISSN/DOI or an " +
    "author's name — words of 3+ characters through a full-text (trigram) index; an ISBN, ISSN or DOI in any spelling " +
    "is searched as stored. Default order: newest first; `sort=title` orders by the folded title.",
  auth: "bearer",
  query: PositionListQuery,
  response: { status: 200, description: "A page of positions", schema: named("PositionList", PositionList) },
  problems: ["FORBIDDEN"],
});
positionsRoutes.get("/", validate("query", PositionListQuery), async (c) => {
  return c.json(await listPositions({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "get",
  path: "/positions/groups",
  tag: "positions",
  summary: "Similar positions, grouped",
  description:
    "Staff only. The positions the list filters select, grouped by their similarity key — the normalised ISBN, else " +
    "DOI (an article's own), else ISSN (its magazine's), else the type and the folded title without punctuation (`isbn:…`, `doi:…`, `issn:…`, " +
    "`title:<type>:<title>`) — largest group first (then most pages, then key). Per group: `count` and `pagesTotal` " +
    `of all its positions, its newest position as \`sample\`, and \`positionIds\`: the ids of its oldest ${MAX_BULK_IDS} ` +
    "positions (one verify call's worth; verify, then reload for the rest). They are the positions the filters select: " +
    "to confirm whole groups, filter with `isOutdated=false` too, as verify refuses an outdated position (409). " +
    "Paged like every list; `totalCount` counts groups. " +
    "That order is the only one: `sort` may only be `count` and `order` only `desc` (else 400).",
  auth: "bearer",
  query: PositionGroupsQuery,
  response: { status: 200, description: "A page of groups", schema: named("PositionGroupList", PositionGroupList) },
  problems: ["FORBIDDEN"],
});
positionsRoutes.get("/groups", validate("query", PositionGroupsQuery), async (c) => {
  return c.json(await listPositionGroups({ ctx: serviceContext(c), input: c.req.valid("query") }));
});

describeRoute({
  method: "post",
  path: "/positions/verify",
  tag: "positions",
  summary: "Confirm positions",
  description:
    "Staff only. Each position (reported, neither verified nor outdated) is linked to the catalogue: to `publicationId` " +
    "when given (unknown: 400), else to the entry with its ISBN, then DOI, then ISSN (an entry whose other code " +
    "contradicts the position's is skipped; among several: most codes shared, verified, oldest), else — for a " +
    "position without codes — to an entry without codes with the same type and folded title, else to a new verified " +
    "publication made from its fields (one per similarity key within the call). Its authors are linked to that entry " +
    "with source Verification (an existing link keeps its type and becomes Verification); an author is matched by " +
    "folded full name (last, first, middle; the oldest namesake), and a name the catalogue lacks becomes a new author. " +
    "The position records verifiedOn and verifiedBy. The catalogue's search index and authors' publication counts " +
    `are kept in the same transaction. ${BULK}`,
  auth: "bearer",
  body: named("VerifyPositionsInput", VerifyPositionsInput),
  response: { status: 200, description: "How many positions changed and their reports", schema: named("BulkResult", BulkResult) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.post("/verify", validate("json", VerifyPositionsInput), async (c) => {
  return c.json(await verifyPositions({ ctx: serviceContext(c), input: c.req.valid("json") }));
});

describeRoute({
  method: "post",
  path: "/positions/mark-outdated",
  tag: "positions",
  summary: "Mark positions outdated",
  description: `Staff only. Each position must be reported and neither verified nor outdated. ${BULK}`,
  auth: "bearer",
  body: named("PositionIdsInput", PositionIdsInput),
  response: { status: 200, description: "How many positions changed and their reports", schema: named("BulkResult", BulkResult) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.post("/mark-outdated", validate("json", PositionIdsInput), async (c) => {
  return c.json(await markPositionsOutdated({ ctx: serviceContext(c), input: c.req.valid("json") }));
});

describeRoute({
  method: "post",
  path: "/positions/revert",
  tag: "positions",
  summary: "Revert positions to be confirmed again",
  description:
    "Staff only. Undoes verify or outdated: each position must be verified or outdated; it becomes open again, without " +
    "its catalogue link and verification stamp. Catalogue entries, authors and links a verification created stay. " +
    BULK,
  auth: "bearer",
  body: named("PositionIdsInput", PositionIdsInput),
  response: { status: 200, description: "How many positions changed and their reports", schema: named("BulkResult", BulkResult) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.post("/revert", validate("json", PositionIdsInput), async (c) => {
  return c.json(await revertPositions({ ctx: serviceContext(c), input: c.req.valid("json") }));
});

describeRoute({
  method: "get",
  path: "/positions/{id}",
  tag: "positions",
  summary: "One position",
  description: TENANCY,
  auth: "bearer",
  params: PositionIdParam,
  response: { status: 200, description: "The position", schema: named("PositionDto", PositionDto) },
  problems: ["NOT_FOUND"],
});
positionsRoutes.get("/:id", validate("param", PositionIdParam), async (c) => {
  return c.json(await getPosition({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "get",
  path: "/positions/{id}/autofill",
  tag: "positions",
  summary: "Values for a position's empty fields from the catalogue",
  description:
    "Staff, from the whole catalogue; a Manager or Worker for its own company's unreported position (409 once reported), " +
    "from verified entries only, as the lookup answers them. The catalogue entry the position matches — by ISBN, then DOI, then ISSN, " +
    "then by type and folded title (`matchedBy`) — with, in `suggested`, its values for the position's empty fields " +
    "only, and its authors when the position lists none. No match: `matchedBy` and `publication` null. Nothing is saved.",
  auth: "bearer",
  params: PositionIdParam,
  response: { status: 200, description: "The match and the suggested values", schema: named("AutofillResponse", AutofillResponse) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.get("/:id/autofill", validate("param", PositionIdParam), async (c) => {
  return c.json(await autofillPosition({ ctx: serviceContext(c), input: c.req.valid("param") }));
});

describeRoute({
  method: "post",
  path: "/positions",
  tag: "positions",
  summary: "Add a position",
  description:
    "Managers and Workers, in their own company (the session's); staff add positions only through an import (403 here). " +
    "The position is unreported until its company's Manager creates a report. The per-type rules of publications " +
    "apply (a book needs a title, a magazine a magazine title, an internet source a title and a link); ISBN, ISSN and " +
    "DOI are stored in their canonical forms; pagesUsed is a whole number of at least 1." +
    IDEMPOTENCY_NOTE,
  auth: "bearer",
  body: named("CreatePositionInput", CreatePositionInput),
  response: { status: 201, description: "The position", schema: named("PositionDto", PositionDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.post("/", validate("json", CreatePositionInput), async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("json");
  const idempotency = await idempotencyFor(c.req.header(IDEMPOTENCY_HEADER), ctx.actor, input);
  return c.json(await createPosition({ ctx, input, idempotency }), 201);
});

describeRoute({
  method: "patch",
  path: "/positions/{id}",
  tag: "positions",
  summary: "Change a position",
  description:
    `${TENANCY} Any of publication, authors and pagesUsed, each replaced whole. A Manager or Worker changes only ` +
    "positions not yet in a report (a reported one: 409); staff any position that is not verified (a verified one: " +
    "409 — revert it first). A change of pagesUsed updates its report's pagesTotal in the same transaction. A " +
    "concurrent change of the position: 409. An optional `If-Match` header holding the position's `updatedOn` (as " +
    "read, quoted or not) refuses the change with 409 when the position was changed since." + ALREADY_APPLIED_NOTE,
  auth: "bearer",
  params: PositionIdParam,
  body: named("UpdatePositionInput", UpdatePositionInput),
  response: { status: 200, description: "The position as changed", schema: named("PositionDto", PositionDto) },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.patch("/:id", validate("param", PositionIdParam), validate("json", UpdatePositionInput), async (c) => {
  const ifMatch = versionOf(c.req.header("if-match"));
  return c.json(await updatePosition({ ctx: serviceContext(c), input: { id: c.req.valid("param").id, changes: c.req.valid("json"), ifMatch } }));
});

describeRoute({
  method: "delete",
  path: "/positions/{id}",
  tag: "positions",
  summary: "Delete a position",
  description:
    `${TENANCY} A Manager or Worker deletes only positions not yet in a report (a reported one: 409); staff any ` +
    "position that is not verified (a verified one: 409 — revert it first). A reported position leaves its report's " +
    "counters in the same transaction (its report may become verified, its last open position gone).",
  auth: "bearer",
  params: PositionIdParam,
  response: { status: 204, description: "Deleted" },
  problems: ["FORBIDDEN", "NOT_FOUND", "CONFLICT"],
});
positionsRoutes.delete("/:id", validate("param", PositionIdParam), async (c) => {
  await deletePosition({ ctx: serviceContext(c), input: c.req.valid("param") });
  return c.body(null, 204);
});
