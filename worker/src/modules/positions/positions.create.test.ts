import { PositionDto } from "@contract/positions";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { positionBody, positionRow, world } from "../../../test/report-factories";

describe("POST /api/v1/positions", () => {
  it("a Worker adds an unreported position to its own company: 201, the contract's DTO, the stored row and its audit", async () => {
    const w = await world();
    const body = positionBody({
      title: "Pan Tadeusz",
      isbn: "83-01-00000-7",
      publisher: "  PWN ",
      pagesUsed: 12,
      authors: [{ firstName: "Adam", middleName: "Bernard", lastName: "Mickiewicz", type: "A" }],
    });
    const answer = await call("POST", "/positions", { token: w.worker.token, body });
    assertJson(answer, 201);
    const dto = assertBody(PositionDto, answer);
    expect(dto).toMatchObject({
      companyId: w.company.id,
      companyName: w.company.name,
      reportId: null,
      reportName: null,
      publication: { type: "k", title: "Pan Tadeusz", publisher: "PWN", isbn: "9788301000004", link: null },
      authors: [{ firstName: "Adam", middleName: "Bernard", lastName: "Mickiewicz", type: "A" }],
      pagesUsed: 12,
      publicationId: null,
      isReported: false,
      isVerified: false,
      isOutdated: false,
      createdBy: w.worker.user.id,
      verifiedOn: null,
      verifiedBy: null,
    });
    const row = await positionRow(dto.id);
    expect(row).toMatchObject({ companyId: w.company.id, groupKey: "isbn:9788301000004", searchText: "pan tadeusz pwn 9788301000004 adam bernard mickiewicz" });
    expect(row?.searchId).toEqual(expect.any(Number));
    expect((await auditRows(dto.id)).map((a) => [a.action, a.actorId])).toEqual([["position.create", w.worker.user.id]]);
  });

  it("a Manager adds one too; a body's companyId is ignored (the session's company)", async () => {
    const w = await world();
    const answer = await call("POST", "/positions", { token: w.manager.token, body: { ...positionBody(), companyId: w.other.id } });
    assertJson(answer, 201);
    expect(assertBody(PositionDto, answer).companyId).toBe(w.company.id);
  });

  it("drops characters an .xlsx cannot hold (a non-character, a control, an unpaired surrogate) from the text it stores", async () => {
    const w = await world();
    const body = { ...positionBody(), publication: { type: "k", title: "A\uFFFFB\u0001C\uD800D", publisher: "\u000BPWN" } };
    const answer = await call("POST", "/positions", { token: w.worker.token, body });
    assertJson(answer, 201);
    expect(assertBody(PositionDto, answer).publication).toMatchObject({ title: "ABCD", publisher: "PWN" });
  });

  it("stores every text on one line: a line break or tab inside becomes one space (an <input> would drop it on the next edit)", async () => {
    const w = await world();
    const authors = [{ lastName: "Dołęga-\nMostowicz", firstName: "Tadeusz", type: "A" as const }];
    const body = positionBody({ title: "Dziady\r\n cz. III", publisher: "Wydawnictwo\tLiterackie", authors });
    const answer = await call("POST", "/positions", { token: w.worker.token, body });
    assertJson(answer, 201);
    const dto = assertBody(PositionDto, answer);
    expect(dto.publication).toMatchObject({ title: "Dziady cz. III", publisher: "Wydawnictwo Literackie" });
    expect(dto.authors[0]?.lastName).toBe("Dołęga- Mostowicz");
  });

  it.each(["SuperAdmin", "Admin", "Coordinator"] as const)("a %s may not (staff add positions by import): 403", async (role) => {
    const w = await world();
    const token = { SuperAdmin: w.superAdmin, Admin: w.admin, Coordinator: w.coordinator }[role].token;
    expectProblem(await call("POST", "/positions", { token, body: positionBody() }), 403, "FORBIDDEN");
  });

  const cases: [string, unknown, string, Record<string, string[]>][] = [
    ["pagesUsed missing", { ...positionBody(), pagesUsed: undefined }, "en", { pagesUsed: ["This field is required"] }],
    ["pagesUsed 0", { ...positionBody(), pagesUsed: 0 }, "en", { pagesUsed: ["Must be at least 1"] }],
    ["pagesUsed 2.5", { ...positionBody(), pagesUsed: 2.5 }, "pl", { pagesUsed: ["Wartość musi być liczbą całkowitą"] }],
    ["pagesUsed as text", { ...positionBody(), pagesUsed: "3" }, "pl", { pagesUsed: ["Wartość musi być liczbą"] }],
    ["a book without a title", { ...positionBody(), publication: { type: "k", title: " " } }, "en", { "publication.title": ["This field is required"] }],
    ["a magazine without a magazine title", { ...positionBody(), publication: { type: "c", title: "Art" } }, "pl", { "publication.magazineTitle": ["To pole jest wymagane"] }],
    ["an internet source without a link", { ...positionBody(), publication: { type: "l", title: "Strona" } }, "en", { "publication.link": ["This field is required"] }],
    ["a bad link", { ...positionBody(), publication: { type: "l", title: "Strona", link: "ftp://x" } }, "en", { "publication.link": ["Enter a web address starting with http:// or https://"] }],
    ["an unknown type", { ...positionBody(), publication: { type: "x", title: "T" } }, "en", { "publication.type": ["Use k (book), c (magazine) or l (internet source)"] }],
    ["a wrong ISBN check digit", { ...positionBody(), publication: { type: "k", title: "T", isbn: "9788301000005" } }, "en", { "publication.isbn": ["The ISBN check digit is wrong"] }],
    ["a bad ISSN", { ...positionBody(), publication: { type: "c", magazineTitle: "M", issn: "12345" } }, "pl", { "publication.issn": ["Podaj poprawny ISSN, np. 1234-567X"] }],
    ["a bad DOI", { ...positionBody(), publication: { type: "c", magazineTitle: "M", articleDoi: "doi:x" } }, "en", { "publication.articleDoi": ["Enter a DOI such as 10.1234/xyz.123"] }],
    ["an author without a last name", { ...positionBody(), authors: [{ firstName: "Jan", lastName: "" }] }, "en", { "authors.0.lastName": ["This field is required"] }],
    ["a title that is a number", { ...positionBody(), publication: { type: "k", title: 42 } }, "en", { "publication.title": ["Invalid value"] }],
    ["a link that is a number", { ...positionBody(), publication: { type: "l", title: "Strona", link: 5 } }, "pl", { "publication.link": ["Nieprawidłowa wartość"] }],
    ["an author's first name that is a number", { ...positionBody(), authors: [{ firstName: 5, lastName: "K" }] }, "en", { "authors.0.firstName": ["Invalid value"] }],
    ["an unknown author type", { ...positionBody(), authors: [{ firstName: "Jan", lastName: "K", type: "Z" }] }, "en", { "authors.0.type": ["Invalid value"] }],
  ];
  it.each(cases)("%s (%s) → 400 with the field's message", async (_, body, lang, errors) => {
    const w = await world();
    const problem = expectProblem(await call("POST", "/positions", { token: w.worker.token, body, lang }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toMatchObject(errors);
  });

  itKeepsTheAuthContract("POST", "/positions", { body: positionBody() });
});
