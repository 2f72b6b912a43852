import { isbn10CheckDigit } from "@contract/identifiers";
import { BulkResult } from "@contract/positions";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertPosition, insertReport, positionRow, positionRows, reportRow, tag, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";
import { newId } from "../../lib/ids";
import { derivedColumns } from "../publications/publications.rules";
import { nameFoldedOf } from "../authors/authors.rules";

const ISBN = "9788301000004";

/** A catalogue entry as the catalogue module stores it (search id, folded columns, search row). */
async function cataloguePublication(fields: Partial<typeof schema.publications.$inferInsert> = {}) {
  const now = new Date().toISOString();
  const base = { type: "k" as const, title: `Katalog ${tag()}`, publisher: null, link: null, publicationYear: null, editionNumber: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null, isVerified: true, ...fields };
  const id = newId();
  const [{ next }] = (await db.all(sql`select coalesce(max(search_id), 0) + 1 as next from publications`)) as [{ next: number }];
  await db.insert(schema.publications).values({ id, ...base, ...derivedColumns(base), searchId: next, createdOn: now, updatedOn: now });
  await db.run(sql`insert into publication_search (rowid, body) values (${next}, ${derivedColumns(base).searchText})`);
  return { id, searchId: next };
}

async function catalogueAuthor(firstName: string, lastName: string) {
  const now = new Date().toISOString();
  const id = newId();
  await db.insert(schema.authors).values({ id, firstName, lastName, nameFolded: nameFoldedOf({ firstName, middleName: null, lastName }), createdOn: now, updatedOn: now });
  return id;
}

/** A link as the catalogue module makes it: the search row gains the name and the author's count goes up. */
async function linkAuthor(publication: { id: string; searchId: number }, authorId: string, type: "A" | "T") {
  await db.insert(schema.publicationAuthors).values({ publicationId: publication.id, authorId, type, source: "Assignment", createdOn: new Date().toISOString() });
  await db.update(schema.authors).set({ publicationCount: sql`${schema.authors.publicationCount} + 1` }).where(eq(schema.authors.id, authorId));
  const [author] = await db.select({ nameFolded: schema.authors.nameFolded }).from(schema.authors).where(eq(schema.authors.id, authorId));
  await db.run(sql`update publication_search set body = body || ' | ' || ${author!.nameFolded} where rowid = ${publication.searchId}`);
}

const searchBody = async (searchId: number) => ((await db.all(sql`select body from publication_search where rowid = ${searchId}`)) as [{ body: string }])[0].body;

const createdAt = (publicationId: string, createdOn: string) => db.update(schema.publications).set({ createdOn }).where(eq(schema.publications.id, publicationId));

/** Each position's catalogue entry, in the order of `ids`. */
async function publicationsOf(ids: readonly string[]) {
  const byId = new Map((await positionRows(ids)).map((r) => [r.id, r.publicationId]));
  return ids.map((id) => byId.get(id));
}

const verify = (token: string, body: unknown, lang = "en") => call("POST", "/positions/verify", { token, body, lang });

describe("POST /api/v1/positions/verify", () => {
  it("makes a verified publication from the positions' fields, its authors (source Verification), and closes the report", async () => {
    const w = await world();
    const surname = `Żeromski-${tag()}`;
    const { reportId, positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: "Przedwiośnie", publisher: "Ossolineum", pagesUsed: 4, authors: [{ firstName: "Stefan", lastName: surname, type: "A" }] },
        { title: "PRZEDWIOŚNIE!", pagesUsed: 6, authors: [{ firstName: "Stefan", lastName: surname, type: "R" }] },
      ],
    });
    const answer = await verify(w.coordinator.token, { ids: positionIds });
    assertJson(answer, 200);
    expect(assertBody(BulkResult, answer)).toEqual({ updated: 2, reportIds: [reportId] });

    const rows = await positionRows(positionIds);
    expect(rows.every((r) => r.isVerified && r.verifiedBy === w.coordinator.user.id && r.verifiedOn)).toBe(true);
    expect(new Set(rows.map((r) => r.publicationId)).size).toBe(1);
    const publicationId = rows[0]!.publicationId!;
    const [publication] = await db.select().from(schema.publications).where(eq(schema.publications.id, publicationId));
    expect(publication).toMatchObject({ type: "k", title: "Przedwiośnie", publisher: "Ossolineum", isVerified: true });
    const links = await db.select().from(schema.publicationAuthors).where(eq(schema.publicationAuthors.publicationId, publicationId));
    expect(links).toEqual([expect.objectContaining({ type: "A", source: "Verification" })]);
    const [author] = await db.select().from(schema.authors).where(eq(schema.authors.id, links[0]!.authorId));
    expect(author).toMatchObject({ firstName: "Stefan", lastName: surname, publicationCount: 1 });
    const [search] = (await db.all(sql`select body from publication_search where rowid = ${publication!.searchId}`)) as [{ body: string }];
    expect(search.body).toContain("przedwiosnie");
    expect(search.body).toContain(nameFoldedOf({ firstName: "Stefan", middleName: null, lastName: surname }));

    const report = await reportRow(reportId);
    expect(report).toMatchObject({ openPositions: 0, isVerified: true });
    expect(report?.verifiedOn).toEqual(expect.any(String));
    expect((await auditRows(positionIds[0]!)).map((a) => a.action)).toEqual(["position.verify"]);
    expect((await auditRows(publicationId)).map((a) => a.action)).toEqual(["publication.create"]);
    expect((await auditRows(author!.id)).map((a) => a.action)).toEqual(["author.create"]);
    expect((await auditRows(reportId)).map((a) => a.action).sort()).toEqual(["report.create", "report.verify"]);
  });

  it("links to the catalogue entry with the position's ISBN and to the existing author of that name; an existing link becomes Verification", async () => {
    const w = await world();
    const catalogue = await cataloguePublication({ isbn: ISBN, title: "Pan Tadeusz" });
    const surname = `Mickiewicz-${tag()}`;
    const authorId = await catalogueAuthor("Adam", surname);
    await linkAuthor(catalogue, authorId, "T");
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: "Pan Tadeusz (wyd. 2)", isbn: ISBN, authors: [{ firstName: "ADAM", lastName: surname, type: "A" }] }] });
    assertJson(await verify(w.admin.token, { ids: positionIds }), 200);
    expect((await positionRow(positionIds[0]!))?.publicationId).toBe(catalogue.id);
    const [link] = await db.select().from(schema.publicationAuthors).where(eq(schema.publicationAuthors.publicationId, catalogue.id));
    expect(link).toMatchObject({ authorId, type: "T", source: "Verification" });
    const [author] = await db.select().from(schema.authors).where(eq(schema.authors.id, authorId));
    expect(author?.publicationCount).toBe(1);
  });

  it("a new publication without authors gets a search row of its own text: the catalogue search finds it", async () => {
    const w = await world();
    const title = `Bezimienne zapiski ${tag()}`;
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title, publisher: "Czytelnik", authors: [] }] });
    assertJson(await verify(w.coordinator.token, { ids: positionIds }), 200);
    const [publicationId] = await publicationsOf(positionIds);
    const [publication] = await db.select().from(schema.publications).where(eq(schema.publications.id, publicationId ?? ""));
    expect(await searchBody(publication!.searchId!)).toBe(publication!.searchText);
    const found = await call("GET", `/publications?q=${encodeURIComponent(title)}`, { token: w.coordinator.token });
    assertJson(found, 200);
    expect((found.json as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([publicationId]);
  });

  it("a new link to an existing entry and author: the author's count goes up and the entry's search row gains the name; an existing link changes neither", async () => {
    const w = await world();
    const t = tag();
    const linked = await cataloguePublication({ isbn: "9788301000011", title: `Ballady ${t}` });
    const unlinked = await cataloguePublication({ isbn: "9788301000028", title: `Sonety ${t}` });
    const surname = `Mickiewicz-${t}`;
    const authorId = await catalogueAuthor("Adam", surname);
    await linkAuthor(linked, authorId, "A");
    const linkedBefore = await searchBody(linked.searchId);
    expect(await searchBody(unlinked.searchId)).not.toContain(nameFoldedOf({ firstName: "Adam", middleName: null, lastName: surname }));

    const adam = [{ firstName: "Adam", lastName: surname, type: "A" as const }];
    const { positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: `Ballady ${t}`, isbn: "9788301000011", authors: adam },
        { title: `Sonety ${t}`, isbn: "9788301000028", authors: adam },
      ],
    });
    assertJson(await verify(w.coordinator.token, { ids: positionIds }), 200);
    expect(await publicationsOf(positionIds)).toEqual([linked.id, unlinked.id]);
    const [author] = await db.select().from(schema.authors).where(eq(schema.authors.id, authorId));
    expect(author?.publicationCount).toBe(2);
    expect(await searchBody(linked.searchId)).toBe(linkedBefore);
    expect(await searchBody(unlinked.searchId)).toContain(nameFoldedOf({ firstName: "Adam", middleName: null, lastName: surname }));
    const links = await db.select().from(schema.publicationAuthors).where(eq(schema.publicationAuthors.authorId, authorId));
    expect(links.map((l) => [l.publicationId, l.source]).sort()).toEqual([[linked.id, "Verification"], [unlinked.id, "Verification"]].sort());
  });

  it("a magazine article: the catalogue entry with its DOI among the magazine's articles (same ISSN); without a DOI, an entry of that ISSN", async () => {
    const w = await world();
    const t = tag();
    const ISSN = "0317-8471";
    const article = (n: number) => ({ type: "c" as const, title: null, magazineTitle: "Świat Nauki", issn: ISSN, articleTitle: `Artykuł ${t} ${n}`, articleDoi: `10.5555/sn.${t}.${n}` });
    await cataloguePublication(article(1));
    const second = await cataloguePublication(article(2));
    await cataloguePublication(article(3));
    const { positionIds } = await insertReport(w.company.id, {
      rows: [
        { ...article(2), articleTitle: "Inaczej zapisany tytuł" },
        { type: "c", title: null, magazineTitle: "Świat Nauki", issn: ISSN, articleTitle: `Bez DOI ${t}` },
      ],
    });
    assertJson(await verify(w.admin.token, { ids: positionIds }), 200);
    expect((await positionRow(positionIds[0]!))?.publicationId).toBe(second.id);
    const byIssn = (await positionRow(positionIds[1]!))?.publicationId;
    const [entry] = await db.select().from(schema.publications).where(eq(schema.publications.id, byIssn ?? ""));
    expect(entry?.issn).toBe(ISSN);
  });

  it("a magazine article whose DOI the catalogue lacks meets the magazine's verified, then oldest, entry without a DOI; one with its DOI wins over those", async () => {
    const w = await world();
    const t = tag();
    const ISSN = "2049-3630";
    const base = { type: "c" as const, title: null, magazineTitle: `Magazyn ${t}`, issn: ISSN };
    const oldest = await cataloguePublication({ ...base, articleTitle: "Bez DOI, najstarszy", isVerified: false });
    const verified = await cataloguePublication({ ...base, articleTitle: "Bez DOI, zweryfikowany" });
    const withDoi = await cataloguePublication({ ...base, articleTitle: "Z DOI", articleDoi: `10.5555/${t}.1` });
    // The DOI of another magazine: it contradicts the position's ISSN.
    await cataloguePublication({ ...base, issn: "0378-5955", articleTitle: "Inny magazyn", articleDoi: `10.5555/${t}.3` });
    await createdAt(oldest.id, "2001-01-01T00:00:00.000Z");
    await createdAt(verified.id, "2002-01-01T00:00:00.000Z");
    await createdAt(withDoi.id, "2003-01-01T00:00:00.000Z");
    const { positionIds } = await insertReport(w.company.id, {
      rows: [2, 1, 3].map((n) => ({ ...base, articleTitle: `Artykuł ${n}`, articleDoi: `10.5555/${t}.${n}` })),
    });
    assertJson(await verify(w.admin.token, { ids: positionIds }), 200);
    expect(await publicationsOf(positionIds)).toEqual([verified.id, withDoi.id, verified.id]);
    await db.update(schema.publications).set({ isVerified: false }).where(eq(schema.publications.id, verified.id));
    const { positionIds: later } = await insertReport(w.company.id, { rows: [{ ...base, articleTitle: "Artykuł 4", articleDoi: `10.5555/${t}.4` }] });
    assertJson(await verify(w.admin.token, { ids: later }), 200);
    expect((await positionRow(later[0]!))?.publicationId).toBe(oldest.id);
  });

  it("a position without codes meets, among entries of its type and title with punctuation dropped, the verified one, else the oldest; never a coded entry or a longer title", async () => {
    const w = await world();
    const t = tag();
    const entries = {
      oldest: await cataloguePublication({ title: `Noc listopadowa ${t}`, publisher: "A", isVerified: false }),
      verified: await cataloguePublication({ title: `NOC LISTOPADOWA ${t}!`, publisher: "B" }),
      coded: await cataloguePublication({ title: `Noc listopadowa ${t}`, isbn: ISBN }),
      longer: await cataloguePublication({ title: `Noc listopadowa ${t} tom 2` }),
      otherType: await cataloguePublication({ type: "l", title: `Noc listopadowa ${t}` }),
      weseleNew: await cataloguePublication({ title: `Wesele ${t}`, isVerified: false }),
      weseleOld: await cataloguePublication({ title: `wesele ${t}.`, publisher: "C", isVerified: false }),
    };
    for (const [name, createdOn] of [
      ["oldest", "2001-01-01"],
      ["verified", "2005-01-01"],
      ["coded", "2000-01-01"],
      ["longer", "2000-01-01"],
      ["otherType", "2000-01-01"],
      ["weseleNew", "2003-01-01"],
      ["weseleOld", "2002-01-01"],
    ] as const)
      await createdAt(entries[name].id, `${createdOn}T00:00:00.000Z`);
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: `Noc listopadowa ${t}.` }, { title: `Wesele ${t}` }] });
    assertJson(await verify(w.admin.token, { ids: positionIds }), 200);
    expect(await publicationsOf(positionIds)).toEqual([entries.verified.id, entries.weseleOld.id]);
  });

  it("a title group confirmed over several calls meets the entry the first call made: with or without leading quotes, with punctuation where the other has a space", async () => {
    const w = await world();
    const t = tag();
    for (const [first, later] of [
      [`„Lalka ${t}”`, `„LALKA ${t}”!`],
      [`„Potop ${t}”`, `Potop ${t}`],
      [`Ogniem ${t}`, `«Ogniem ${t}»`],
      [`Chłopi ${t} tom I`, `Chłopi ${t}: tom I`],
      [`Pan Tadeusz, czyli ${t}`, `Pan Tadeusz czyli ${t}`],
      [`Quo-vadis ${t}`, `Quo vadis ${t}`],
      [`Ziemia, obiecana ${t}`, `Ziemia obiecana ${t}`],
      [`Wesele - dramat ${t}`, `Wesele dramat ${t}`],
      [`Lalka (tom ${t})`, `Lalka tom ${t}`],
    ]) {
      const { positionIds: firstIds } = await insertReport(w.company.id, { rows: [{ title: first }] });
      assertJson(await verify(w.coordinator.token, { ids: firstIds }), 200);
      const { positionIds: laterIds } = await insertReport(w.company.id, { rows: [{ title: later }] });
      assertJson(await verify(w.coordinator.token, { ids: laterIds }), 200);
      const [made, met] = await publicationsOf([...firstIds, ...laterIds]);
      expect(met, `${first} → ${later}`).toBe(made);
    }
  });

  it("positions of one article, one with an ISBN and one with only its DOI, confirmed in one call share one new publication", async () => {
    const w = await world();
    const doi = `10.5555/${tag()}`;
    // An ISBN no other test's catalogue holds: nine random digits and their check digit (as ISBN-10).
    const first9 = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
    const isbn = `${first9}${isbn10CheckDigit(first9)}`;
    const { positionIds } = await insertReport(w.company.id, {
      rows: [
        { type: "c", magazineTitle: "Kwartalnik", articleTitle: "Rozdział", isbn, articleDoi: doi },
        { type: "c", magazineTitle: "Kwartalnik", articleTitle: "Rozdział", articleDoi: doi },
      ],
    });
    assertJson(await verify(w.coordinator.token, { ids: positionIds }), 200);
    const [a, b] = await publicationsOf(positionIds);
    expect(a).toBe(b);
    expect(await db.select({ id: schema.publications.id }).from(schema.publications).where(eq(schema.publications.articleDoi, doi))).toHaveLength(1);
  });

  it("authors' names past what one statement binds (50 positions of 50 long names) are read and guarded in chunks", async () => {
    const w = await world();
    const t = tag();
    const long = "Długonazwiskowa".repeat(5);
    const rows = Array.from({ length: 50 }, (_, i) => ({
      title: `Antologia ${t} ${i}`,
      authors: Array.from({ length: 50 }, (_unused, j) => ({ firstName: `${long}${j}`, middleName: long, lastName: `${long}${t}${i}`, type: "A" as const })),
    }));
    const { positionIds } = await insertReport(w.company.id, { rows });
    assertJson(await verify(w.coordinator.token, { ids: positionIds }), 200);
    const [{ n }] = (await db.all(sql`select count(*) as n from authors where instr(last_name, ${`${long}${t}`}) = 1`)) as [{ n: number }];
    expect(n).toBe(2500);
  });

  it("links every position to the given publicationId", async () => {
    const w = await world();
    const catalogue = await cataloguePublication();
    const { positionIds } = await insertReport(w.company.id, { rows: [{ isbn: ISBN }, { title: "Inna" }] });
    assertJson(await verify(w.superAdmin.token, { ids: positionIds, publicationId: catalogue.id }), 200);
    expect((await positionRows(positionIds)).map((r) => r.publicationId)).toEqual([catalogue.id, catalogue.id]);
  });

  it("an unknown publicationId: 400 on the field, nothing changed", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    const problem = expectProblem(await verify(w.coordinator.token, { ids: positionIds, publicationId: "missing" }), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual({ publicationId: ["Publication not found."] });
    expect((await positionRow(positionIds[0]!))?.isVerified).toBe(false);
  });

  it("a verified, an outdated or an unreported position: 409 saying which and why; none of them changes", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 3 });
    assertJson(await verify(w.coordinator.token, { ids: [positionIds[0]] }), 200);
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [positionIds[1]] } }), 200);
    const unreported = await insertPosition(w.company.id);
    const before = await reportRow(reportId);
    const problem = expectProblem(await verify(w.coordinator.token, { ids: [positionIds[2], positionIds[0], positionIds[1], unreported.id] }), 409, "CONFLICT");
    expect(problem.detail).toBe("Positions whose state does not allow this: 3. Nothing was changed");
    expect(problem.errors).toEqual({
      "ids.1": ["The position is already verified, perhaps by someone else"],
      "ids.2": ["The position is already marked outdated, perhaps by someone else"],
      "ids.3": ["The position is not in a report yet"],
    });
    expect((await positionRow(positionIds[2]!))?.isVerified).toBe(false);
    expect(await reportRow(reportId)).toEqual(before);
  });

  it("an unknown id: 404, nothing changed", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    const problem = expectProblem(await verify(w.coordinator.token, { ids: [positionIds[0], "missing"] }), 404, "NOT_FOUND");
    expect(problem.title).toBe("Position not found.");
    expect((await positionRow(positionIds[0]!))?.isVerified).toBe(false);
  });

  it("two calls racing over the same positions: one applies, the other answers 409; the counters move once", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 3 });
    const answers = await Promise.all([verify(w.coordinator.token, { ids: positionIds }), verify(w.admin.token, { ids: positionIds })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 0, positionsAmount: 3, isVerified: true });
    const audits = await db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, positionIds[0]!), eq(schema.auditLog.action, "position.verify")));
    expect(audits).toHaveLength(1);
  });

  it.each(["Manager", "Worker"] as const)("a %s may not: 403", async (role) => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    expectProblem(await verify((role === "Manager" ? w.manager : w.worker).token, { ids: positionIds }), 403, "FORBIDDEN");
  });

  it.each([
    [{}, "en", { ids: ["This field is required"] }],
    [{ ids: [] }, "en", { ids: ["This field is required"] }],
    [{ ids: "abc" }, "pl", { ids: ["Nieprawidłowa wartość"] }],
    [{ ids: [""] }, "en", { "ids.0": ["This field is required"] }],
  ])("%j (%s) → 400", async (body, lang, errors) => {
    const w = await world();
    const problem = expectProblem(await verify(w.coordinator.token, body, lang), 400, "VALIDATION_FAILED");
    expect(problem.errors).toEqual(errors);
  });

  itKeepsTheAuthContract("POST", "/positions/verify", { body: { ids: ["x"] } });
});

describe("POST /api/v1/positions/mark-outdated", () => {
  it("open reported positions become outdated; the report turns verified when none is open", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 2 });
    const answer = await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: positionIds } });
    assertJson(answer, 200);
    expect(assertBody(BulkResult, answer)).toEqual({ updated: 2, reportIds: [reportId] });
    expect((await positionRows(positionIds)).every((r) => r.isOutdated && !r.isVerified && r.publicationId === null)).toBe(true);
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 0, isVerified: true });
    expect((await auditRows(positionIds[1]!)).map((a) => a.action)).toEqual(["position.markOutdated"]);
  });

  it("an outdated or unreported position: 409, nothing changed", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 2 });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: [positionIds[0]] } }), 200);
    const problem = expectProblem(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: positionIds }, lang: "pl" }), 409, "CONFLICT");
    expect(problem.errors).toEqual({ "ids.0": ["Pozycja jest już oznaczona jako nieaktualna, być może przez kogoś innego"] });
    expect((await positionRow(positionIds[1]!))?.isOutdated).toBe(false);
  });

  it("company users may not: 403", async () => {
    const w = await world();
    expectProblem(await call("POST", "/positions/mark-outdated", { token: w.manager.token, body: { ids: ["x"] } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", "/positions/mark-outdated", { body: { ids: ["x"] } });
});

describe("POST /api/v1/positions/revert", () => {
  it("undoes verify and outdated: open again, without link or stamp; the report unverified; the catalogue rows stay", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { positions: 2 });
    assertJson(await verify(w.coordinator.token, { ids: [positionIds[0]] }), 200);
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [positionIds[1]] } }), 200);
    const publicationId = (await positionRow(positionIds[0]!))!.publicationId!;
    expect((await reportRow(reportId))?.isVerified).toBe(true);

    const answer = await call("POST", "/positions/revert", { token: w.coordinator.token, body: { ids: positionIds } });
    assertJson(answer, 200);
    expect(assertBody(BulkResult, answer)).toEqual({ updated: 2, reportIds: [reportId] });
    for (const row of await positionRows(positionIds)) {
      expect(row).toMatchObject({ isVerified: false, isOutdated: false, publicationId: null, verifiedOn: null, verifiedBy: null });
    }
    expect(await reportRow(reportId)).toMatchObject({ openPositions: 2, isVerified: false, verifiedOn: null });
    expect(await db.select().from(schema.publications).where(eq(schema.publications.id, publicationId))).toHaveLength(1);
    expect((await auditRows(reportId)).map((a) => a.action).sort()).toEqual(["report.create", "report.unverify", "report.verify"]);
  });

  it("an open position: 409, nothing changed", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 2 });
    assertJson(await verify(w.coordinator.token, { ids: [positionIds[0]] }), 200);
    const problem = expectProblem(await call("POST", "/positions/revert", { token: w.coordinator.token, body: { ids: positionIds }, lang: "en" }), 409, "CONFLICT");
    expect(problem.errors).toEqual({ "ids.1": ["The position is neither verified nor marked outdated"] });
    expect((await positionRow(positionIds[0]!))?.isVerified).toBe(true);
  });

  it("company users may not: 403", async () => {
    const w = await world();
    expectProblem(await call("POST", "/positions/revert", { token: w.worker.token, body: { ids: ["x"] } }), 403, "FORBIDDEN");
  });

  itKeepsTheAuthContract("POST", "/positions/revert", { body: { ids: ["x"] } });
});
