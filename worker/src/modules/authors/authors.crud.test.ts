import { AuthorDetailDto, AuthorDto, AuthorList } from "@contract/authors";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { authorRow, linksOf, newAuthor, newPublication, publicationRow, staffToken, uniqueWord } from "../../../test/catalogue";
import { actor, auditRows, db } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

const NOBODY = "00000000-0000-7000-8000-000000000000";

describe("POST /api/v1/authors", () => {
  it("creates an author with a folded name, publicationCount 0, audited", async () => {
    const token = await staffToken("SuperAdmin");
    const answer = await call("POST", "/authors", {
      token,
      body: { firstName: " Łucja ", middleName: "", lastName: "Żółkiewska", birthDate: "1970-05-01", gender: "female", authorId: "ORCID-1" },
    });
    assertJson(answer, 201);
    const body = assertBody(AuthorDto, answer);
    expect(body).toMatchObject({
      firstName: "Łucja",
      middleName: null,
      lastName: "Żółkiewska",
      birthDate: "1970-05-01",
      gender: "female",
      authorId: "ORCID-1",
      publicationCount: 0,
      updateProcessStartedOn: null,
    });
    expect((await authorRow(body.id))?.nameFolded).toBe("zolkiewska lucja");
    expect((await auditRows(body.id)).map((r) => r.action)).toEqual(["author.create"]);
  });

  it.each([
    [{ lastName: "X" }, { firstName: ["This field is required"] }],
    [{ firstName: " ", lastName: "X" }, { firstName: ["This field is required"] }],
    [{ firstName: "A", lastName: "X", birthDate: "2001-02-30" }, { birthDate: ["Enter a date as YYYY-MM-DD"] }],
    [{ firstName: "A", lastName: "X", birthDate: "2999-01-01" }, { birthDate: ["The date must not be in the future"] }],
    [{ firstName: "A", lastName: "X", gender: "other" }, { gender: ["Invalid value"] }],
    [{ firstName: "A".repeat(101), lastName: "X" }, { firstName: ["Must be at most 100 characters long"] }],
  ])("%j → 400", async (body, errors) => {
    const problem = expectProblem(await call("POST", "/authors", { token: await staffToken(), lang: "en", body }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("POST", "/authors", { token, body: { firstName: "A", lastName: "B" } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", "/authors", { body: { firstName: "A", lastName: "B" } });
});

describe("GET /api/v1/authors/{id}", () => {
  it("adds link counts by source, every source present", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    await newPublication(token, { authors: [{ authorId: author.id }] });
    const answer = await call("GET", `/authors/${author.id}`, { token });
    assertJson(answer, 200);
    expect(assertBody(AuthorDetailDto, answer)).toMatchObject({
      id: author.id,
      publicationCount: 1,
      linkCounts: { Verification: 0, System: 0, SystemSuggestion: 0, Assignment: 1, Author: 0 },
    });
  });

  it.each([
    ["pl", "Nie znaleziono autora."],
    ["en", "Author not found."],
  ])("a missing one → 404 titled in %s", async (lang, title) => {
    expect(expectProblem(await call("GET", `/authors/${NOBODY}`, { token: await staffToken(), lang }), 404, "NOT_FOUND").title).toBe(title);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", `/authors/${NOBODY}`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", `/authors/${NOBODY}`);
});

describe("PATCH /api/v1/authors/{id}", () => {
  it("changes fields, refolds the name, clears with null, audits the difference", async () => {
    const token = await staffToken();
    const author = await newAuthor(token, { firstName: "Jan", birthDate: "1950-01-01" });
    const answer = await call("PATCH", `/authors/${author.id}`, { token, body: { firstName: "Józef", birthDate: null, gender: "male" } });
    assertJson(answer, 200);
    const body = assertBody(AuthorDto, answer);
    expect(body).toMatchObject({ firstName: "Józef", birthDate: null, gender: "male", lastName: author.lastName });
    expect(body.updatedOn >= author.updatedOn).toBe(true);
    expect((await authorRow(author.id))?.nameFolded).toBe(`${author.lastName.toLowerCase()} jozef`);
    const audit = (await auditRows(author.id)).find((r) => r.action === "author.update");
    expect(audit).toMatchObject({ before: { firstName: "Jan", birthDate: "1950-01-01", gender: null }, after: { firstName: "Józef", birthDate: null, gender: "male" } });
  });

  it("with If-Match: the version read is saved over, a stale one → 409 and nothing written", async () => {
    const token = await staffToken();
    const author = await newAuthor(token, { firstName: "Jan" });
    const mine = await call("PATCH", `/authors/${author.id}`, { token, headers: { "If-Match": `W/"${author.version}"` }, body: { gender: "male" } });
    const saved = assertBody(AuthorDto, mine);
    expect(saved.version).not.toBe(author.version);
    // A colleague's form, opened before that save, still holds the old version.
    const stale = await call("PATCH", `/authors/${author.id}`, { token, lang: "en", headers: { "If-Match": author.version }, body: { firstName: "Józef" } });
    expect(expectProblem(stale, 409, "CONFLICT").detail).toMatch(/changed this record in the meantime/);
    expect(await authorRow(author.id)).toMatchObject({ firstName: "Jan", gender: "male" });
    // The first save sent again under the version it was made from (its answer lost): already so, 200.
    const again = await call("PATCH", `/authors/${author.id}`, { token, headers: { "If-Match": author.version }, body: { gender: "male" } });
    expect(assertBody(AuthorDto, again)).toMatchObject({ gender: "male", version: saved.version });
    // The version answered is the one to send next.
    assertJson(await call("PATCH", `/authors/${author.id}`, { token, headers: { "If-Match": `"${saved.version}"` }, body: { firstName: "Józef" } }), 200);
  });

  it("400 on a bad field, 404 on a missing author", async () => {
    const token = await staffToken();
    const author = await newAuthor(token);
    expect(expectProblem(await call("PATCH", `/authors/${author.id}`, { token, lang: "en", body: { lastName: "" } }), 400, "VALIDATION_FAILED").errors).toEqual({
      lastName: ["This field is required"],
    });
    expectProblem(await call("PATCH", `/authors/${NOBODY}`, { token, body: { lastName: "X" } }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("PATCH", `/authors/${NOBODY}`, { token, body: { lastName: "X" } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("PATCH", `/authors/${NOBODY}`, { body: { lastName: "X" } });
});

describe("DELETE /api/v1/authors/{id}", () => {
  it("deletes the author and its links; the publication stays and no longer finds by the name", async () => {
    const token = await staffToken();
    const tag = uniqueWord();
    const author = await newAuthor(token, { lastName: `Gone${tag}` });
    const book = await newPublication(token, { authors: [{ authorId: author.id }] });
    const answer = await call("DELETE", `/authors/${author.id}`, { token });
    expect(answer.status).toBe(204);
    expect(await authorRow(author.id)).toBeUndefined();
    expect(await linksOf(author.id)).toEqual([]);
    expect(await publicationRow(book.id)).toBeDefined();
    const found = await call("GET", `/publications?q=gone${tag}`, { token });
    expect((found.json as { totalCount: number }).totalCount).toBe(0);
    expect((await auditRows(author.id)).map((r) => r.action)).toContain("author.delete");
    expect((await db.query.publications.findFirst({ where: (p, { eq }) => eq(p.id, book.id) }))?.id).toBe(book.id);
  });

  it("a missing one → 404", async () => {
    expectProblem(await call("DELETE", `/authors/${NOBODY}`, { token: await staffToken() }), 404, "NOT_FOUND");
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("DELETE", `/authors/${NOBODY}`, { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("DELETE", `/authors/${NOBODY}`);
});

async function list(token: string, query: string) {
  const answer = await call("GET", `/authors?${query}`, { token });
  assertJson(answer, 200);
  return assertBody(AuthorList, answer);
}

describe("GET /api/v1/authors", () => {
  it("q folds names and matches every word in any order", async () => {
    const token = await staffToken();
    const tag = uniqueWord("w");
    const a = await newAuthor(token, { firstName: "Łukasz", lastName: `Żak${tag}` });
    const b = await newAuthor(token, { firstName: "Anna", middleName: "Łucja", lastName: `Nowak${tag}` });
    const ids = async (q: string) => (await list(token, `q=${encodeURIComponent(q)}`)).items.map((x) => x.id);
    expect(await ids(`lukasz zak${tag}`)).toEqual([a.id]);
    expect(await ids(`ŻAK${tag.toUpperCase()} ŁUKASZ`)).toEqual([a.id]);
    expect(await ids(`${tag} lucja`)).toEqual([b.id]);
    expect(await ids(tag)).toEqual([b.id, a.id]);
    // As the lists show a name: "Last, First".
    expect(await ids(`Żak${tag}, Łukasz`)).toEqual([a.id]);
  });

  it("filters by gender and birth date, sorts, pages", async () => {
    const token = await staffToken();
    const tag = uniqueWord("g");
    const a = await newAuthor(token, { lastName: `A${tag}`, gender: "female", birthDate: "1980-01-01" });
    const b = await newAuthor(token, { lastName: `B${tag}`, gender: "male" });
    const c = await newAuthor(token, { lastName: `C${tag}`, gender: "female", birthDate: "1960-01-01" });
    await newPublication(token, { authors: [{ authorId: c.id }] });
    await newPublication(token, { authors: [{ authorId: c.id }] });
    await newPublication(token, { authors: [{ authorId: a.id }] });
    const ids = async (q: string) => (await list(token, `q=${tag}&${q}`)).items.map((x) => x.id);
    expect(await ids("")).toEqual([a.id, b.id, c.id]);
    expect(await ids("gender=female")).toEqual([a.id, c.id]);
    expect(await ids("hasBirthDate=true")).toEqual([a.id, c.id]);
    expect(await ids("hasBirthDate=false")).toEqual([b.id]);
    expect(await ids("sort=birthDate&order=desc&hasBirthDate=true")).toEqual([a.id, c.id]);
    expect(await ids("sort=publicationCount&order=desc")).toEqual([c.id, a.id, b.id]);
    expect(await ids("sort=createdOn&order=desc")).toEqual([c.id, b.id, a.id]);
    expect(await ids("sort=updatedOn")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=lastName&order=desc")).toEqual([c.id, b.id, a.id]);
    const page = await list(token, `q=${tag}&pageSize=10&page=1`);
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1, page: 1, pageSize: 10 });
    expect(page.items.find((x) => x.id === c.id)?.publicationCount).toBe(2);
  });

  it.each([
    ["sort=firstName", { sort: ["Unknown sort field"] }],
    ["gender=x", { gender: ["Invalid value"] }],
    ["pageSize=7", { pageSize: ["Page size must be 10, 25, 50 or 100"] }],
  ])("%s → 400", async (query, errors) => {
    expect(expectProblem(await call("GET", `/authors?${query}`, { token: await staffToken(), lang: "en" }), 400, "VALIDATION_FAILED").errors).toEqual(errors);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", "/authors", { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", "/authors");
});
