import { PublicationDto } from "@contract/publications";
import { maxPublicationYear } from "@contract/publications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { authorRow, insertVerifiedPosition, linksOf, newAuthor, newPublication, publicationRow, staffToken, uniqueWord } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import * as schema from "../../db/schema";

const NOBODY = "00000000-0000-7000-8000-000000000000";

async function searchRow(searchId: number | null) {
  const rows = await db.all<{ body: string }>(`select body from publication_search where rowid = ${Number(searchId)}`);
  return rows[0]?.body;
}

describe("POST /api/v1/publications", () => {
  it("creates a book, stores ISBN-10 as ISBN-13, links authors, keeps the search row and the audit", async () => {
    const token = await staffToken("Coordinator");
    const author = await newAuthor(token, { firstName: "Zofia", lastName: "Nałkowska" });
    const answer = await call("POST", "/publications", {
      token,
      body: {
        type: "k",
        title: "Granica",
        publisher: "Wydawnictwo Łódzkie",
        isbn: "83-01-00000-7",
        publicationYear: 1935,
        editionNumber: "2",
        authors: [{ authorId: author.id, type: "A" }, { authorId: author.id, type: "T" }],
      },
    });
    assertJson(answer, 201);
    const body = assertBody(PublicationDto, answer);
    expect(body).toMatchObject({
      type: "k",
      title: "Granica",
      isbn: "9788301000004",
      isVerified: false,
      authors: [{ authorId: author.id, firstName: "Zofia", middleName: null, lastName: "Nałkowska", type: "A", source: "Assignment" }],
    });
    const row = await publicationRow(body.id);
    expect(row).toMatchObject({ isbn: "9788301000004", titleFolded: "granica wydawnictwo lodzkie" });
    expect(row?.searchText).toContain("8301000007");
    expect(await searchRow(row?.searchId ?? null)).toContain("nalkowska zofia");
    expect((await authorRow(author.id))?.publicationCount).toBe(1);
    expect((await auditRows(body.id)).map((r) => r.action)).toEqual(["publication.create"]);
  });

  it.each([
    ["book without title", { type: "k" }, { title: ["To pole jest wymagane"] }],
    ["magazine without magazine title", { type: "c", title: "Issue" }, { magazineTitle: ["To pole jest wymagane"] }],
    ["internet source without title and link", { type: "l" }, { title: ["To pole jest wymagane"], link: ["To pole jest wymagane"] }],
    ["internet source with a non-http link", { type: "l", title: "X", link: "mailto:a@b.pl" }, { link: ["Podaj adres internetowy zaczynający się od http:// lub https://"] }],
    ["ISBN of the wrong shape", { type: "k", title: "X", isbn: "12345" }, { isbn: ["ISBN ma 10 lub 13 cyfr (ISBN-10 może kończyć się na X)"] }],
    ["ISBN with a wrong check digit", { type: "k", title: "X", isbn: "83-01-00000-8" }, { isbn: ["Nieprawidłowa cyfra kontrolna ISBN"] }],
    ["ISSN with a wrong check digit", { type: "c", magazineTitle: "X", issn: "0317-8472" }, { issn: ["Nieprawidłowa cyfra kontrolna ISSN"] }],
    ["DOI without a prefix", { type: "k", title: "X", articleDoi: "abc/def" }, { articleDoi: ["Podaj DOI, np. 10.1234/xyz.123"] }],
    ["year before 1400", { type: "k", title: "X", publicationYear: 1399 }, { publicationYear: ["Wartość musi wynosić co najmniej 1400"] }],
    ["year after next year", { type: "k", title: "X", publicationYear: maxPublicationYear() + 1 }, { publicationYear: [`Wartość może wynosić co najwyżej ${maxPublicationYear()}`] }],
    ["unknown type", { type: "x", title: "X" }, { type: ["Wpisz k (książka), c (czasopismo) lub l (źródło internetowe)"] }],
  ])("%s → 400 on the field (pl)", async (_, body, errors) => {
    const problem = expectProblem(await call("POST", "/publications", { token: await staffToken(), body }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it.each([
    ["isbn", "978-83-01-00000-5", "The ISBN check digit is wrong"],
    ["isbn", "ISBN 12", "An ISBN has 10 or 13 digits (an ISBN-10 may end in X)"],
    ["issn", "1234", "Enter a valid ISSN, e.g. 1234-567X"],
    ["articleDoi", "doi 11.1/x", "Enter a DOI such as 10.1234/xyz.123"],
  ])("identifier error on %s in English", async (field, value, message) => {
    const answer = await call("POST", "/publications", { token: await staffToken(), lang: "en", body: { type: "k", title: "X", [field]: value } });
    expect(expectProblem(answer, 400, "VALIDATION_FAILED").errors).toEqual({ [field]: [message] });
  });

  it("canonicalises ISSN and DOI spellings and clears blanks", async () => {
    const token = await staffToken();
    const body = await newPublication(token, { type: "c", title: null, magazineTitle: "Wiedza", issn: "03178471", articleDoi: "https://doi.org/10.1000/ABC.1", publisher: "" });
    expect(body).toMatchObject({ issn: "0317-8471", articleDoi: "10.1000/abc.1", publisher: null, title: null });
  });

  it("an unknown author in `authors` → 400 on that entry, nothing stored", async () => {
    const token = await staffToken();
    const title = uniqueWord();
    const problem = expectProblem(
      await call("POST", "/publications", { token, lang: "en", body: { type: "k", title, authors: [{ authorId: NOBODY }] } }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.errors).toEqual({ "authors.0.authorId": ["Author not found."] });
    expect(await db.select().from(schema.publications).where(eq(schema.publications.title, title))).toEqual([]);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("POST", "/publications", { token, body: { type: "k", title: "X" } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", "/publications", { body: { type: "k", title: "X" } });
});

describe("GET /api/v1/publications/{id}", () => {
  it("answers the publication with its authors", async () => {
    const token = await staffToken();
    const created = await newPublication(token);
    const answer = await call("GET", `/publications/${created.id}`, { token });
    assertJson(answer, 200);
    expect(assertBody(PublicationDto, answer)).toEqual(created);
  });

  it.each([
    ["pl", "Nie znaleziono publikacji."],
    ["en", "Publication not found."],
  ])("a missing one → 404 titled in %s", async (lang, title) => {
    const problem = expectProblem(await call("GET", `/publications/${NOBODY}`, { token: await staffToken(), lang }), 404, "NOT_FOUND");
    expect(problem.title).toBe(title);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", `/publications/${NOBODY}`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", `/publications/${NOBODY}`);
});

describe("PATCH /api/v1/publications/{id}", () => {
  it("changes fields, refolds the title and refreshes the search row", async () => {
    const token = await staffToken();
    const created = await newPublication(token, { title: "Stary tytuł" });
    const answer = await call("PATCH", `/publications/${created.id}`, { token, body: { title: "Zażółć gęślą", isbn: "9788301000004", publisher: null } });
    assertJson(answer, 200);
    expect(assertBody(PublicationDto, answer)).toMatchObject({ title: "Zażółć gęślą", isbn: "9788301000004", publisher: null });
    const row = await publicationRow(created.id);
    expect(row?.titleFolded).toBe("zazolc gesla");
    expect(await searchRow(row?.searchId ?? null)).toContain("zazolc gesla");
    const audit = (await auditRows(created.id)).find((r) => r.action === "publication.update");
    expect(audit?.before).toMatchObject({ title: "Stary tytuł", isbn: null });
    expect(audit?.after).toMatchObject({ title: "Zażółć gęślą", isbn: "9788301000004" });
  });

  it.each([
    ["clearing a book's title", { title: null }, "k", { title: ["This field is required"] }],
    ["turning a book into an internet source without a link", { type: "l" }, "k", { link: ["This field is required"] }],
    ["turning a book into a magazine", { type: "c" }, "k", { magazineTitle: ["This field is required"] }],
    ["a bad ISBN", { isbn: "123" }, "k", { isbn: ["An ISBN has 10 or 13 digits (an ISBN-10 may end in X)"] }],
  ])("%s → 400 on the field of the merged record", async (_, change, type, errors) => {
    const token = await staffToken();
    const created = await newPublication(token, { type });
    const problem = expectProblem(await call("PATCH", `/publications/${created.id}`, { token, lang: "en", body: change }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
    expect((await publicationRow(created.id))?.title).toBe(created.title);
  });

  it("with If-Match: the version read is saved over, a stale one → 409 and nothing written", async () => {
    const token = await staffToken();
    const created = await newPublication(token, { title: "Przedwiośnie" });
    const mine = await call("PATCH", `/publications/${created.id}`, { token, headers: { "If-Match": `W/"${created.updatedOn}"` }, body: { publisher: "Rój" } });
    assertJson(mine, 200);
    // A colleague's form, opened before that save, still holds the old version.
    const stale = await call("PATCH", `/publications/${created.id}`, { token, lang: "en", headers: { "If-Match": created.updatedOn }, body: { publisher: "PIW" } });
    expect(expectProblem(stale, 409, "CONFLICT").detail).toMatch(/changed this record in the meantime/);
    expect((await publicationRow(created.id))?.publisher).toBe("Rój");
    // The first save sent again under the version it was made from (its answer lost): already so, 200.
    const again = await call("PATCH", `/publications/${created.id}`, { token, headers: { "If-Match": created.updatedOn }, body: { publisher: "Rój" } });
    expect(assertBody(PublicationDto, again)).toMatchObject({ publisher: "Rój", updatedOn: assertBody(PublicationDto, mine).updatedOn });
  });

  it("a missing one → 404", async () => {
    expectProblem(await call("PATCH", `/publications/${NOBODY}`, { token: await staffToken(), body: { title: "x" } }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("PATCH", `/publications/${NOBODY}`, { token, body: { title: "x" } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("PATCH", `/publications/${NOBODY}`, { body: { title: "x" } });
});

describe("DELETE /api/v1/publications/{id}", () => {
  it("deletes with its links, search row and rejections; recounts the authors; audits", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const created = await newPublication(token, { authors: [{ authorId: author.id }] });
    const searchId = (await publicationRow(created.id))?.searchId ?? null;
    const unverified = await insertVerifiedPosition(created.id, [], { isVerified: false });
    expect((await authorRow(author.id))?.publicationCount).toBe(1);

    const answer = await call("DELETE", `/publications/${created.id}`, { token });
    expect(answer.status).toBe(204);
    expect(await publicationRow(created.id)).toBeUndefined();
    expect(await linksOf(author.id)).toEqual([]);
    expect(await searchRow(searchId)).toBeUndefined();
    expect((await authorRow(author.id))?.publicationCount).toBe(0);
    const [position] = await db.select().from(schema.positions).where(eq(schema.positions.id, unverified));
    expect(position?.publicationId).toBeNull();
    expect((await auditRows(created.id)).map((r) => r.action)).toContain("publication.delete");
  });

  it.each([
    ["pl", "Nie można usunąć publikacji, do której odnoszą się zweryfikowane pozycje (2)"],
    ["en", "The publication cannot be deleted while verified positions (2) refer to it"],
  ])("verified positions use it → 409 (%s), nothing deleted", async (lang, detail) => {
    const token = await staffToken();
    const author = await newAuthor(token);
    const created = await newPublication(token, { authors: [{ authorId: author.id }] });
    await insertVerifiedPosition(created.id);
    await insertVerifiedPosition(created.id);
    const problem = expectProblem(await call("DELETE", `/publications/${created.id}`, { token, lang }), 409, "CONFLICT");
    expect(problem.detail).toBe(detail);
    expect(await publicationRow(created.id)).toBeDefined();
    expect(await linksOf(author.id)).toHaveLength(1);
  });

  it("a missing one → 404", async () => {
    expectProblem(await call("DELETE", `/publications/${NOBODY}`, { token: await staffToken() }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("DELETE", `/publications/${NOBODY}`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("DELETE", `/publications/${NOBODY}`);
});
