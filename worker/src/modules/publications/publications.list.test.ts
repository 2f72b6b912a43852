import { ean13CheckDigit, issnToEan13 } from "@contract/identifiers";
import { LookupResponse, PublicationList } from "@contract/publications";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { newAuthor, newPublication, staffToken, uniqueWord } from "../../../test/catalogue";
import { actor } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";

async function list(token: string, query: string) {
  const answer = await call("GET", `/publications?${query}`, { token });
  assertJson(answer, 200);
  return assertBody(PublicationList, answer);
}

const titles = (page: { items: { title: string | null; magazineTitle: string | null }[] }) => page.items.map((p) => p.title ?? p.magazineTitle);

describe("GET /api/v1/publications — search", () => {
  it.each([
    ["lodz", "Łódź"],
    ["LÓDŹ", "Łódź"],
    ["zazolc", "ZAŻÓŁĆ"],
    ["gesla zaz", "ZAŻÓŁĆ"],
    ["Gęślą", "ZAŻÓŁĆ"],
  ])("folds Polish text: %j finds the title containing %j", async (q, needle) => {
    const token = await staffToken();
    const tag = uniqueWord();
    await newPublication(token, { title: `Łódź ${tag}` });
    await newPublication(token, { title: `ZAŻÓŁĆ GĘŚLĄ JAŹŃ ${tag}` });
    await newPublication(token, { title: `Inna ${tag}` });
    const page = await list(token, `q=${encodeURIComponent(`${q} ${tag}`)}`);
    expect(titles(page)).toEqual([expect.stringContaining(needle)]);
  });

  it("searches magazine title, article title and publisher", async () => {
    const token = await staffToken();
    const tag = uniqueWord();
    const magazine = await newPublication(token, { type: "c", title: null, magazineTitle: `Przegląd ${tag}`, articleTitle: "O żubrach" });
    const book = await newPublication(token, { title: `K ${tag}`, publisher: "Wydawnictwo Śląsk" });
    expect((await list(token, `q=przeglad+${tag}`)).items.map((p) => p.id)).toEqual([magazine.id]);
    expect((await list(token, `q=zubrach+${tag}`)).items.map((p) => p.id)).toEqual([magazine.id]);
    expect((await list(token, `q=slask+${tag}`)).items.map((p) => p.id)).toEqual([book.id]);
  });

  it("finds identifiers in any spelling, whole or partial", async () => {
    const token = await staffToken();
    const tag = uniqueWord();
    const book = await newPublication(token, { title: `Id ${tag}`, isbn: "978-83-01-00000-4" });
    const magazine = await newPublication(token, { type: "c", magazineTitle: `Mag ${tag}`, issn: "0317-8471" });
    const article = await newPublication(token, { title: `Art ${tag}`, articleDoi: "10.1000/XYZ.123" });
    const ids = async (q: string) => (await list(token, `q=${encodeURIComponent(q)}`)).items.map((p) => p.id);
    // Whole codes: read as identifiers, matched on the indexed canonical column.
    expect(await ids("83-01-00000-7")).toContain(book.id);
    expect(await ids("ISBN 978 83 01 00000 4")).toContain(book.id);
    expect(await ids("03178471")).toContain(magazine.id);
    expect(await ids("https://doi.org/10.1000/xyz.123")).toContain(article.id);
    // Parts of codes, with the search words of the test to keep other tests' rows out.
    expect(await ids(`830100 ${tag}`)).toEqual([book.id]);
    expect(await ids(`83-01-00 ${tag}`)).toEqual([book.id]);
    expect(await ids(`0317-84 ${tag}`)).toEqual([magazine.id]);
    expect(await ids(`xyz.12 ${tag}`)).toEqual([article.id]);
  });

  it("finds author names, folded, in any order, and follows renames and unassignment", async () => {
    const token = await staffToken();
    const tag = uniqueWord("n");
    const author = await newAuthor(token, { firstName: "Stanisław", lastName: `Łem${tag}` });
    const book = await newPublication(token, { title: "Solaris", authors: [{ authorId: author.id }] });
    const ids = async (q: string) => (await list(token, `q=${encodeURIComponent(q)}`)).items.map((p) => p.id);
    expect(await ids(`lem${tag} stanislaw`)).toEqual([book.id]);
    expect(await ids(`STANISŁAW ŁEM${tag.toUpperCase()}`)).toEqual([book.id]);

    await call("PATCH", `/authors/${author.id}`, { token, body: { lastName: `Lemm${tag}` } });
    expect(await ids(`lemm${tag}`)).toEqual([book.id]);

    await call("DELETE", `/authors/${author.id}/publications/${book.id}`, { token });
    expect(await ids(`lemm${tag}`)).toEqual([]);
  });

  it("short queries match the beginning of the folded title or of an author's last name", async () => {
    const token = await staffToken();
    // Two-letter queries cannot carry a unique word; a rarely used year keeps other tests' rows out.
    const year = 1400 + Math.floor(Math.random() * 550);
    const author = await newAuthor(token, { lastName: `Źdźbło${uniqueWord()}` });
    const book = await newPublication(token, { title: "Ćma nocna", publicationYear: year });
    const other = await newPublication(token, { title: "Zupełnie inna", publicationYear: year, authors: [{ authorId: author.id }] });
    const third = await newPublication(token, { title: "Trzecia", publicationYear: year });
    const ids = async (q: string) => (await list(token, `q=${encodeURIComponent(q)}&yearFrom=${year}&yearTo=${year}&pageSize=100`)).items.map((p) => p.id);
    expect(await ids("ĆM")).toEqual([book.id]);
    expect(await ids("zd")).toEqual([other.id]);
    expect(await ids("zu")).toEqual([other.id]);
    expect(await ids("t")).toEqual([third.id]);
  });

  it("q that matches nothing → empty page", async () => {
    const page = await list(await staffToken(), `q=${uniqueWord()}`);
    expect(page).toEqual({ items: [], page: 1, pageSize: 25, totalCount: 0, totalPages: 1 });
  });
});

async function fixture() {
  const token = await staffToken();
  const author = await newAuthor(token);
  const a = await newPublication(token, { type: "k", title: "Alfa", publicationYear: 1990, isVerified: true, authors: [{ authorId: author.id }] });
  const b = await newPublication(token, { type: "c", title: "beta", magazineTitle: "M", publicationYear: 2005, authors: [{ authorId: author.id }] });
  const c = await newPublication(token, { type: "l", title: "Ćwiczenia", link: "https://example.com", publicationYear: 2020, authors: [{ authorId: author.id }] });
  return { token, author, a, b, c };
}

describe("GET /api/v1/publications — filters and sorts", () => {
  it("filters by author, type (repeated), verification and year range", async () => {
    const { token, author, a, b, c } = await fixture();
    const ids = async (q: string) => (await list(token, `authorId=${author.id}&sort=publicationYear&${q}`)).items.map((p) => p.id);
    expect(await ids("")).toEqual([a.id, b.id, c.id]);
    expect(await ids("type=k&type=l")).toEqual([a.id, c.id]);
    expect(await ids("type=c")).toEqual([b.id]);
    expect(await ids("isVerified=true")).toEqual([a.id]);
    expect(await ids("isVerified=false")).toEqual([b.id, c.id]);
    expect(await ids("yearFrom=2000")).toEqual([b.id, c.id]);
    expect(await ids("yearFrom=1990&yearTo=2005")).toEqual([a.id, b.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`createdFrom=${today}&createdTo=${today}`)).toEqual([a.id, b.id, c.id]);
    expect(await ids("createdTo=2000-01-01")).toEqual([]);
  });

  it.each([
    ["title", "asc", ["a", "b", "c"]],
    ["title", "desc", ["c", "b", "a"]],
    ["publicationYear", "desc", ["c", "b", "a"]],
    ["type", "asc", ["b", "a", "c"]],
    ["createdOn", "asc", ["a", "b", "c"]],
    [undefined, undefined, ["c", "b", "a"]],
  ] as const)("sort=%s order=%s", async (sort, order, expected) => {
    const f = await fixture();
    const query = [sort ? `sort=${sort}` : "", order ? `order=${order}` : ""].filter(Boolean).join("&");
    const page = await list(f.token, `authorId=${f.author.id}&${query}`);
    expect(page.items.map((p) => p.id)).toEqual(expected.map((k) => f[k].id));
  });

  it("pages", async () => {
    const { token, author, c } = await fixture();
    const page = await list(token, `authorId=${author.id}&pageSize=10&page=1&sort=publicationYear&order=desc`);
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalCount: 3, totalPages: 1 });
    expect(page.items[0]?.id).toBe(c.id);
    expect((await list(token, `authorId=${author.id}&pageSize=10&page=2`)).items).toEqual([]);
  });

  it.each([
    ["sort=publisher", { sort: ["Unknown sort field"] }],
    ["pageSize=30", { pageSize: ["Page size must be 10, 25, 50 or 100"] }],
    ["yearFrom=2010&yearTo=2000", { yearTo: ["The end year must not be before the start year"] }],
    ["type=x", { type: ["Invalid value"] }],
    ["isVerified=maybe", { isVerified: ["Invalid value"] }],
  ])("%s → 400", async (query, errors) => {
    const problem = expectProblem(await call("GET", `/publications?${query}`, { token: await staffToken(), lang: "en" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it.each(["Manager", "Worker"] as const)("%s → 403", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", "/publications", { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", "/publications");
});

describe("GET /api/v1/publications/lookup", () => {
  it.each([
    ["an ISBN-10 with hyphens finds the ISBN-13 row", "83-01-00000-7", "isbn", "9788301000004", { isbn: "9788301000004" }],
    ["an ISBN-13 with spaces and a label", "ISBN 978 83 01 00000 4", "isbn", "9788301000004", { isbn: "978-83-01-00000-4" }],
    ["an ISSN without hyphen", "03178471", "issn", "0317-8471", { type: "c", magazineTitle: "M", issn: "0317-8471" }],
    ["an ISSN's EAN-13 barcode", issnToEan13("0317-8471") ?? "", "issn", "0317-8471", { type: "c", magazineTitle: "M", issn: "0317 8471" }],
    ["a DOI with the https://doi.org/ prefix", "https://doi.org/10.5555/ABC-1", "doi", "10.5555/abc-1", { articleDoi: "10.5555/abc-1" }],
    ["a DOI with doi:", "doi:10.5555/abc-1", "doi", "10.5555/abc-1", { articleDoi: "10.5555/ABC-1" }],
  ])("%s", async (_, code, kind, value, fields) => {
    const token = await staffToken();
    const created = await newPublication(token, fields);
    const answer = await call("GET", `/publications/lookup?code=${encodeURIComponent(code)}`, { token });
    assertJson(answer, 200);
    const body = assertBody(LookupResponse, answer);
    expect(body).toMatchObject({ code, kind, value });
    expect(body.items.map((p) => p.id)).toContain(created.id);
    expect(body.items.every((p) => p.isbn === value || p.issn === value || p.articleDoi === value)).toBe(true);
  });

  it("a valid code nobody has → empty items", async () => {
    const body = assertBody(LookupResponse, await call("GET", "/publications/lookup?code=0-306-40615-2", { token: await staffToken() }));
    expect(body).toEqual({ code: "0-306-40615-2", kind: "isbn", value: "9780306406157", items: [] });
  });

  it.each([
    ["pl", "abc", { code: ["Podaj ISBN, ISSN lub DOI"] }],
    ["en", "83-01-00000-8", { code: ["Enter an ISBN, ISSN or DOI"] }],
    ["en", "", { code: ["This field is required"] }],
  ])("(%s) %j → 400 on code", async (lang, code, errors) => {
    const problem = expectProblem(await call("GET", `/publications/lookup?code=${encodeURIComponent(code)}`, { token: await staffToken(), lang }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  it.each(["Manager", "Worker"] as const)("%s sees only the verified entries; staff see every entry", async (role) => {
    const staff = await staffToken();
    const first12 = `978${String(Date.now() % 1e9).padStart(9, "0")}`;
    const isbn = first12 + ean13CheckDigit(first12);
    const verified = await newPublication(staff, { isbn, isVerified: true });
    const draft = await newPublication(staff, { isbn, isVerified: false });
    const { token } = await actor({ role });

    const seen = assertBody(LookupResponse, await call("GET", `/publications/lookup?code=${isbn}`, { token }));
    expect(seen.items.map((p) => p.id)).toEqual([verified.id]);
    const all = assertBody(LookupResponse, await call("GET", `/publications/lookup?code=${isbn}`, { token: staff }));
    expect(all.items.map((p) => p.id).sort()).toEqual([verified.id, draft.id].sort());
  });

  it.each(["Manager", "Worker"] as const)("%s still gets 403 on the rest of the catalogue", async (role) => {
    const { token } = await actor({ role });
    expectProblem(await call("GET", "/publications?q=x", { token }), 403, "FORBIDDEN");
    expectProblem(await call("GET", "/publications/lookupx", { token }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("GET", "/publications/lookup?code=8301000007");
});
