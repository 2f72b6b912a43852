import { AssignPublicationsResponse, AuthorPublicationList, LinkResponse, ReassignResponse } from "@contract/authors";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { authorRow, linksOf, newAuthor, newPublication, staffToken } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import * as schema from "../../db/schema";

const NOBODY = "00000000-0000-7000-8000-000000000000";

/** The stored count, the count of link rows, and what GET /authors/{id} says must agree. */
async function expectCount(token: string, authorId: string, n: number) {
  expect((await authorRow(authorId))?.publicationCount).toBe(n);
  expect(await linksOf(authorId)).toHaveLength(n);
  expect((await call("GET", `/authors/${authorId}`, { token })).json).toMatchObject({ publicationCount: n });
}

async function suggest(authorId: string, publicationId: string, type: "A" | "T" = "A") {
  await db.insert(schema.publicationAuthors).values({ authorId, publicationId, type, source: "SystemSuggestion", createdOn: new Date().toISOString() });
  await db.update(schema.authors).set({ publicationCount: (await linksOf(authorId)).length }).where(eq(schema.authors.id, authorId));
}

async function link(authorId: string, publicationId: string) {
  const [row] = await db
    .select()
    .from(schema.publicationAuthors)
    .where(and(eq(schema.publicationAuthors.authorId, authorId), eq(schema.publicationAuthors.publicationId, publicationId)));
  return row;
}

describe("POST /api/v1/authors/{id}/publications", () => {
  it("assigns with source Assignment; twice is one link; the count stays exact", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p1 = await newPublication(token);
    const p2 = await newPublication(token);
    const answer = await call("POST", `/authors/${author.id}/publications`, { token, body: { publicationIds: [p1.id, p2.id, p1.id], type: "R" } });
    assertJson(answer, 200);
    const body = assertBody(AssignPublicationsResponse, answer);
    expect(body.author.publicationCount).toBe(2);
    expect(body.items.map((l) => [l.publicationId, l.type, l.source]).sort()).toEqual(
      [
        [p1.id, "R", "Assignment"],
        [p2.id, "R", "Assignment"],
      ].sort(),
    );
    await expectCount(token, author.id, 2);
    const first = await link(author.id, p1.id);

    const again = assertBody(AssignPublicationsResponse, await call("POST", `/authors/${author.id}/publications`, { token, body: { publicationIds: [p1.id] } }));
    expect(again.author.publicationCount).toBe(2);
    await expectCount(token, author.id, 2);
    // The same row (date kept), the type of the latest request.
    expect(await link(author.id, p1.id)).toEqual({ ...first, type: "A" });
    expect((await auditRows(author.id)).filter((r) => r.action === "author.assign")).toHaveLength(2);
  });

  it("turns a suggestion into an Assignment and keeps a Verification link's source", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const suggested = await newPublication(token);
    const verified = await newPublication(token);
    await suggest(author.id, suggested.id);
    await db.insert(schema.publicationAuthors).values({ authorId: author.id, publicationId: verified.id, type: "A", source: "Verification", createdOn: new Date().toISOString() });
    await call("POST", `/authors/${author.id}/publications`, { token, body: { publicationIds: [suggested.id, verified.id] } });
    expect((await link(author.id, suggested.id))?.source).toBe("Assignment");
    expect((await link(author.id, verified.id))?.source).toBe("Verification");
    await expectCount(token, author.id, 2);
  });

  it.each([
    [{ publicationIds: [] }, { publicationIds: ["This field is required"] }],
    [{ publicationIds: "x" }, { publicationIds: ["Invalid value"] }],
    [{ publicationIds: Array.from({ length: 101 }, (_, i) => `id${i}`) }, { publicationIds: ["Must be at most 100 characters long"] }],
    [{ publicationIds: ["a"], type: "Z" }, { type: ["Invalid value"] }],
  ])("%j → 400", async (body, errors) => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const problem = expectProblem(await call("POST", `/authors/${author.id}/publications`, { token, lang: "en", body }), 400, "VALIDATION_FAILED");
    expect(Object.keys(problem.errors ?? {})).toEqual(Object.keys(errors));
  });

  it("an unknown publication → 400 on its index, nothing linked", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token);
    const problem = expectProblem(
      await call("POST", `/authors/${author.id}/publications`, { token, lang: "en", body: { publicationIds: [p.id, NOBODY] } }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.errors).toEqual({ "publicationIds.1": ["Publication not found."] });
    await expectCount(token, author.id, 0);
  });

  it("an unknown author → 404", async () => {
    const token = await staffToken();
    const p = await newPublication(token);
    expectProblem(await call("POST", `/authors/${NOBODY}/publications`, { token, body: { publicationIds: [p.id] } }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("POST", `/authors/${NOBODY}/publications`, { token, body: { publicationIds: ["x"] } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", `/authors/${NOBODY}/publications`, { body: { publicationIds: ["x"] } });
});

describe("GET /api/v1/authors/{id}/publications", () => {
  it("lists links with summaries, filtered by source, type and publication type", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const book = await newPublication(token, { title: "Alfa", publicationYear: 2001 });
    const magazine = await newPublication(token, { type: "c", title: null, magazineTitle: "Beta", publicationYear: 1999 });
    const site = await newPublication(token, { type: "l", title: "Gamma", link: "https://example.org", publicationYear: 2010 });
    await call("POST", `/authors/${author.id}/publications`, { token, body: { publicationIds: [book.id, magazine.id], type: "A" } });
    await call("POST", `/authors/${author.id}/publications`, { token, body: { publicationIds: [site.id], type: "T" } });
    await db
      .update(schema.publicationAuthors)
      .set({ source: "SystemSuggestion" })
      .where(and(eq(schema.publicationAuthors.authorId, author.id), eq(schema.publicationAuthors.publicationId, magazine.id)));

    const list = async (q: string) => {
      const answer = await call("GET", `/authors/${author.id}/publications?${q}`, { token });
      assertJson(answer, 200);
      return assertBody(AuthorPublicationList, answer);
    };
    const all = await list("sort=title");
    expect(all.totalCount).toBe(3);
    expect(all.items.map((l) => l.publicationId)).toEqual([book.id, magazine.id, site.id]);
    expect(all.items[0]).toMatchObject({ authorId: author.id, type: "A", source: "Assignment", publication: { id: book.id, type: "k", title: "Alfa", publicationYear: 2001, link: null } });
    // An internet source's address is its identifier where it has no code (the author's page shows it).
    expect(all.items[2]?.publication).toMatchObject({ type: "l", link: "https://example.org", isbn: null, issn: null, articleDoi: null });
    expect((await list("source=SystemSuggestion")).items.map((l) => l.publicationId)).toEqual([magazine.id]);
    expect((await list("source=Assignment&source=Verification&sort=publicationYear")).items.map((l) => l.publicationId)).toEqual([book.id, site.id]);
    expect((await list("type=T")).items.map((l) => l.publicationId)).toEqual([site.id]);
    expect((await list("publicationType=k&publicationType=c&sort=publicationYear&order=desc")).items.map((l) => l.publicationId)).toEqual([book.id, magazine.id]);
    expect((await list("pageSize=10&page=2")).items).toEqual([]);
  });

  it("an unknown author → 404; a bad source → 400", async () => {
    const token = await staffToken();
    expectProblem(await call("GET", `/authors/${NOBODY}/publications`, { token }), 404, "NOT_FOUND");
    const author = await newAuthor(token);
    expectProblem(await call("GET", `/authors/${author.id}/publications?source=Robot`, { token }), 400, "VALIDATION_FAILED");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", `/authors/${NOBODY}/publications`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", `/authors/${NOBODY}/publications`);
});

describe("DELETE /api/v1/authors/{id}/publications/{publicationId}", () => {
  it("unassigns, recounts, remembers the pair, audits", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p1 = await newPublication(token, { authors: [{ authorId: author.id }] });
    const p2 = await newPublication(token, { authors: [{ authorId: author.id }] });
    await expectCount(token, author.id, 2);
    const answer = await call("DELETE", `/authors/${author.id}/publications/${p1.id}`, { token });
    expect(answer.status).toBe(204);
    await expectCount(token, author.id, 1);
    expect((await link(author.id, p2.id))?.source).toBe("Assignment");
    const [rejected] = await db.select().from(schema.rejectedSuggestions).where(eq(schema.rejectedSuggestions.authorId, author.id));
    expect(rejected?.publicationId).toBe(p1.id);
    expect((await auditRows(author.id)).map((r) => r.action)).toContain("author.unassign");
  });

  it("no such link → 404 Publication; unknown author → 404 Author", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token);
    expect(expectProblem(await call("DELETE", `/authors/${author.id}/publications/${p.id}`, { token, lang: "en" }), 404, "NOT_FOUND").title).toBe(
      "Publication not found.",
    );
    expect(expectProblem(await call("DELETE", `/authors/${NOBODY}/publications/${p.id}`, { token, lang: "en" }), 404, "NOT_FOUND").title).toBe(
      "Author not found.",
    );
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("DELETE", `/authors/${NOBODY}/publications/${NOBODY}`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("DELETE", `/authors/${NOBODY}/publications/${NOBODY}`);
});

describe("POST /api/v1/authors/{id}/publications/{publicationId}/reassign", () => {
  it("moves the link keeping its type; both counts follow", async () => {
    const token = await staffToken();
    const from = await newAuthor(token);
    const to = await newAuthor(token);
    const p = await newPublication(token);
    await call("POST", `/authors/${from.id}/publications`, { token, body: { publicationIds: [p.id], type: "T" } });
    const answer = await call("POST", `/authors/${from.id}/publications/${p.id}/reassign`, { token, body: { toAuthorId: to.id } });
    assertJson(answer, 200);
    const body = assertBody(ReassignResponse, answer);
    expect(body).toMatchObject({ from: { id: from.id, publicationCount: 0 }, to: { id: to.id, publicationCount: 1 }, link: { authorId: to.id, publicationId: p.id, type: "T", source: "Assignment" } });
    await expectCount(token, from.id, 0);
    await expectCount(token, to.id, 1);
    expect((await auditRows(from.id)).map((r) => r.action)).toContain("author.reassign");
  });

  it("merges into the target's link: its type stays, a suggestion becomes Assignment", async () => {
    const token = await staffToken();
    const from = await newAuthor(token);
    const to = await newAuthor(token);
    const p = await newPublication(token, { authors: [{ authorId: from.id, type: "A" }] });
    await suggest(to.id, p.id, "T");
    const body = assertBody(ReassignResponse, await call("POST", `/authors/${from.id}/publications/${p.id}/reassign`, { token, body: { toAuthorId: to.id } }));
    expect(body.link).toMatchObject({ type: "T", source: "Assignment" });
    await expectCount(token, from.id, 0);
    await expectCount(token, to.id, 1);
  });

  it("a Verification link on the target keeps its source", async () => {
    const token = await staffToken();
    const from = await newAuthor(token);
    const to = await newAuthor(token);
    const p = await newPublication(token, { authors: [{ authorId: from.id }] });
    await db.insert(schema.publicationAuthors).values({ authorId: to.id, publicationId: p.id, type: "A", source: "Verification", createdOn: new Date().toISOString() });
    const body = assertBody(ReassignResponse, await call("POST", `/authors/${from.id}/publications/${p.id}/reassign`, { token, body: { toAuthorId: to.id } }));
    expect(body.link.source).toBe("Verification");
  });

  it("to the same author → 400; to an unknown author → 404; no link → 404", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token, { authors: [{ authorId: author.id }] });
    const same = expectProblem(await call("POST", `/authors/${author.id}/publications/${p.id}/reassign`, { token, lang: "en", body: { toAuthorId: author.id } }), 400, "VALIDATION_FAILED");
    expect(same.errors).toEqual({ toAuthorId: ["Choose a different author"] });
    expect(expectProblem(await call("POST", `/authors/${author.id}/publications/${p.id}/reassign`, { token, lang: "en", body: { toAuthorId: NOBODY } }), 404, "NOT_FOUND").title).toBe("Author not found.");
    const other = await newAuthor(token);
    expectProblem(await call("POST", `/authors/${other.id}/publications/${p.id}/reassign`, { token, body: { toAuthorId: author.id } }), 404, "NOT_FOUND");
    await expectCount(token, author.id, 1);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("POST", `/authors/${NOBODY}/publications/${NOBODY}/reassign`, { token, body: { toAuthorId: "x" } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", `/authors/${NOBODY}/publications/${NOBODY}/reassign`, { body: { toAuthorId: "x" } });
});

describe("POST /api/v1/authors/{id}/publications/{publicationId}/accept and /reject", () => {
  it("accept turns a suggestion into an Assignment", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token);
    await suggest(author.id, p.id);
    const answer = await call("POST", `/authors/${author.id}/publications/${p.id}/accept`, { token });
    assertJson(answer, 200);
    expect(assertBody(LinkResponse, answer)).toMatchObject({ author: { publicationCount: 1 }, link: { source: "Assignment", type: "A" } });
    expect((await link(author.id, p.id))?.source).toBe("Assignment");
    await expectCount(token, author.id, 1);
  });

  it("reject removes the suggestion, remembers it, recounts", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token);
    await suggest(author.id, p.id);
    const answer = await call("POST", `/authors/${author.id}/publications/${p.id}/reject`, { token });
    expect(answer.status).toBe(204);
    expect(await link(author.id, p.id)).toBeUndefined();
    await expectCount(token, author.id, 0);
    expect(await db.select().from(schema.rejectedSuggestions).where(eq(schema.rejectedSuggestions.authorId, author.id))).toHaveLength(1);
    expect((await auditRows(author.id)).map((r) => r.action)).toContain("author.rejectSuggestion");
  });

  it.each(["accept", "reject"])("%s of a link that is not a suggestion → 409; of none → 404", async (verb) => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const p = await newPublication(token, { authors: [{ authorId: author.id }] });
    const problem = expectProblem(await call("POST", `/authors/${author.id}/publications/${p.id}/${verb}`, { token, lang: "en" }), 409, "CONFLICT");
    expect(problem.detail).toBe("Only a suggested link (SystemSuggestion) can be accepted or rejected");
    expect((await link(author.id, p.id))?.source).toBe("Assignment");
    const q = await newPublication(token);
    expectProblem(await call("POST", `/authors/${author.id}/publications/${q.id}/${verb}`, { token }), 404, "NOT_FOUND");
  });

  it.each(["accept", "reject"])("%s: Manager and Worker → 403", async (verb) => {
    for (const role of ["Manager", "Worker"] as const) {
      const { token } = await actor({ role });
      expectProblem(await call("POST", `/authors/${NOBODY}/publications/${NOBODY}/${verb}`, { token }), 403, "FORBIDDEN");
    }
  });

  itKeepsTheAuthContract("POST", `/authors/${NOBODY}/publications/${NOBODY}/accept`);
  itKeepsTheAuthContract("POST", `/authors/${NOBODY}/publications/${NOBODY}/reject`);
});
