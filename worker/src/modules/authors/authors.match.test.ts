import { AuthorDetailDto, AuthorDto } from "@contract/authors";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { authorRow, insertVerifiedPosition, linksOf, newAuthor, newPublication, staffToken, uniqueWord } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import * as schema from "../../db/schema";

const NOBODY = "00000000-0000-7000-8000-000000000000";

/** Starts a match and waits (bounded) for the background work to set updatedOn ≥ updateProcessStartedOn. */
async function match(token: string, authorId: string) {
  const answer = await call("POST", `/authors/${authorId}/match`, { token });
  assertJson(answer, 202);
  const started = assertBody(AuthorDto, answer);
  expect(started.updateProcessStartedOn).not.toBeNull();
  for (let i = 0; i < 100; i++) {
    const author = assertBody(AuthorDetailDto, await call("GET", `/authors/${authorId}`, { token }));
    if (author.updateProcessStartedOn && author.updatedOn >= author.updateProcessStartedOn && author.updateProcessStartedOn >= started.updateProcessStartedOn!) {
      return author;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the match did not finish in time");
}

const sourceOf = async (authorId: string, publicationId: string) =>
  (
    await db
      .select()
      .from(schema.publicationAuthors)
      .where(and(eq(schema.publicationAuthors.authorId, authorId), eq(schema.publicationAuthors.publicationId, publicationId)))
  )[0]?.source;

describe("POST /api/v1/authors/{id}/match", () => {
  it("moves updatedOn but not the version of the author's fields: a form opened before the match still saves", async () => {
    const token = await staffToken();
    const last = `Zieliński${uniqueWord()}`;
    const me = await newAuthor(token, { firstName: "Adam", lastName: last });
    await newPublication(token, { authors: [{ authorId: (await newAuthor(token, { firstName: "Adam", lastName: last })).id }] });
    const done = await match(token, me.id);
    expect(done.updatedOn > me.updatedOn).toBe(true);
    expect(done.version).toBe(me.version);
    const saved = await call("PATCH", `/authors/${me.id}`, { token, headers: { "If-Match": me.version }, body: { authorId: "VIAF-1" } });
    expect(assertBody(AuthorDto, saved)).toMatchObject({ authorId: "VIAF-1" });
  });

  it("System where both birth dates agree, SystemSuggestion where one is missing, nothing where they differ", async () => {
    const token = await staffToken();
    const last = `Wiśniewski${uniqueWord()}`;
    const me = await newAuthor(token, { firstName: "Józef", lastName: last, birthDate: "1960-03-04" });
    const twin = await newAuthor(token, { firstName: "JOZEF", lastName: last.toUpperCase(), birthDate: "1960-03-04" });
    const undated = await newAuthor(token, { firstName: "Józef", middleName: "Maria", lastName: last });
    const other = await newAuthor(token, { firstName: "Józef", lastName: last, birthDate: "1990-01-01" });
    const pTwin = await newPublication(token, { authors: [{ authorId: twin.id, type: "T" }] });
    const pUndated = await newPublication(token, { authors: [{ authorId: undated.id }] });
    const pOther = await newPublication(token, { authors: [{ authorId: other.id }] });

    const done = await match(token, me.id);

    expect(await sourceOf(me.id, pTwin.id)).toBe("System");
    expect(await sourceOf(me.id, pUndated.id)).toBe("SystemSuggestion");
    expect(await sourceOf(me.id, pOther.id)).toBeUndefined();
    expect((await linksOf(me.id)).find((l) => l.publicationId === pTwin.id)?.type).toBe("T");
    expect(done).toMatchObject({ publicationCount: 2, linkCounts: { System: 1, SystemSuggestion: 1, Assignment: 0 } });
    expect((await authorRow(me.id))?.publicationCount).toBe(2);
    expect((await auditRows(me.id)).map((r) => r.action)).toEqual(expect.arrayContaining(["author.matchStart", "author.match"]));
    // The namesakes' own links are untouched.
    expect(await sourceOf(twin.id, pTwin.id)).toBe("Assignment");
  });

  it("suggests the catalogue publication of verified positions whose entered authors fold to the name", async () => {
    const token = await staffToken();
    const last = `Łęcki${uniqueWord()}`;
    const me = await newAuthor(token, { firstName: "Ignacy", lastName: last, birthDate: "1950-01-01" });
    const p = await newPublication(token);
    const q = await newPublication(token);
    await insertVerifiedPosition(p.id, [{ firstName: "IGNACY", middleName: null, lastName: last.replace("Łę", "Łe"), type: "R" }]);
    await insertVerifiedPosition(q.id, [{ firstName: "Tomasz", middleName: null, lastName: last, type: "A" }]);
    await insertVerifiedPosition(q.id, [{ firstName: "Ignacy", middleName: null, lastName: last, type: "A" }], { isVerified: false });

    await match(token, me.id);

    expect(await linksOf(me.id)).toEqual([expect.objectContaining({ publicationId: p.id, source: "SystemSuggestion", type: "R" })]);
  });

  it("accept makes a suggestion an Assignment; a rejected one is not suggested again; links are never downgraded", async () => {
    const token = await staffToken();
    const last = `Nowicki${uniqueWord()}`;
    const me = await newAuthor(token, { firstName: "Adam", lastName: last });
    const namesake = await newAuthor(token, { firstName: "Adam", lastName: last, birthDate: "1970-01-01" });
    const kept = await newPublication(token, { authors: [{ authorId: namesake.id }] });
    const rejected = await newPublication(token, { authors: [{ authorId: namesake.id }] });
    const mine = await newPublication(token, { authors: [{ authorId: namesake.id }, { authorId: me.id }] });

    await match(token, me.id);
    expect(await sourceOf(me.id, kept.id)).toBe("SystemSuggestion");
    expect(await sourceOf(me.id, rejected.id)).toBe("SystemSuggestion");
    expect(await sourceOf(me.id, mine.id)).toBe("Assignment");

    assertJson(await call("POST", `/authors/${me.id}/publications/${kept.id}/accept`, { token }), 200);
    expect((await call("POST", `/authors/${me.id}/publications/${rejected.id}/reject`, { token })).status).toBe(204);
    expect(await sourceOf(me.id, kept.id)).toBe("Assignment");

    const again = await match(token, me.id);
    expect(await sourceOf(me.id, kept.id)).toBe("Assignment");
    expect(await sourceOf(me.id, rejected.id)).toBeUndefined();
    expect(await sourceOf(me.id, mine.id)).toBe("Assignment");
    expect(again.publicationCount).toBe(2);
    expect((await authorRow(me.id))?.publicationCount).toBe(2);
  });

  it("upgrades a suggestion to System once the birth dates confirm it", async () => {
    const token = await staffToken();
    const last = `Zieliński${uniqueWord()}`;
    const me = await newAuthor(token, { firstName: "Piotr", lastName: last });
    const namesake = await newAuthor(token, { firstName: "Piotr", lastName: last, birthDate: "1980-02-02" });
    const p = await newPublication(token, { authors: [{ authorId: namesake.id }] });
    await match(token, me.id);
    expect(await sourceOf(me.id, p.id)).toBe("SystemSuggestion");
    await call("PATCH", `/authors/${me.id}`, { token, body: { birthDate: "1980-02-02" } });
    await match(token, me.id);
    expect(await sourceOf(me.id, p.id)).toBe("System");
    expect((await authorRow(me.id))?.publicationCount).toBe(1);
  });

  it("with no namesakes it still finishes (updatedOn ≥ updateProcessStartedOn) and links nothing", async () => {
    const token = await staffToken();
    const me = await newAuthor(token, { lastName: `Solo${uniqueWord()}` });
    const done = await match(token, me.id);
    expect(done.publicationCount).toBe(0);
    expect(done.updatedOn >= (done.updateProcessStartedOn ?? "")).toBe(true);
  });

  it("an unknown author → 404", async () => {
    expectProblem(await call("POST", `/authors/${NOBODY}/match`, { token: await staffToken() }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("POST", `/authors/${NOBODY}/match`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", `/authors/${NOBODY}/match`);
});
