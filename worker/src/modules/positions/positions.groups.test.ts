import { AutofillResponse, PositionGroupList } from "@contract/positions";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertPosition, insertReport, tag, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";
import { newId } from "../../lib/ids";
import { derivedColumns } from "../publications/publications.rules";

const groups = async (token: string, query: string) => {
  const answer = await call("GET", `/positions/groups?${query}`, { token });
  assertJson(answer, 200);
  return assertBody(PositionGroupList, answer);
};

describe("GET /api/v1/positions/groups", () => {
  it("groups the filtered positions by identifier, else type and folded title; largest first, with counts, pages, a sample and the ids", async () => {
    const w = await world();
    const t = tag();
    const { reportId, positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: `Pan Tadeusz ${t}`, isbn: "9788301000004", pagesUsed: 2 },
        { title: `Pan Tadeusz ${t}, wyd. 2`, isbn: "83-01-00000-7", pagesUsed: 3 },
        { title: `Lalka ${t}.`, pagesUsed: 10 },
        { title: `LALKA ${t}`, pagesUsed: 1 },
        { title: `Lalka ${t}`, pagesUsed: 1 },
        { type: "c", title: null, magazineTitle: `Lalka ${t}`, pagesUsed: 4 },
      ],
    });
    const page = await groups(w.coordinator.token, `reportId=${reportId}`);
    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 3, totalPages: 1 });
    expect(page.items.map((g) => [g.key, g.count, g.pagesTotal])).toEqual([
      [`title:k:lalka ${t}`, 3, 12],
      ["isbn:9788301000004", 2, 5],
      [`title:c:lalka ${t}`, 1, 4],
    ]);
    expect([...page.items[0]!.positionIds].sort()).toEqual(positionIds.slice(2, 5).sort());
    expect(page.items[1]!.sample).toMatchObject({ reportId, publication: { isbn: "9788301000004" } });
    expect(positionIds.slice(0, 2)).toContain(page.items[1]!.sample.id);
  });

  it("takes the list's filters (the staff queue without outdated) and pages over groups", async () => {
    const w = await world();
    const t = tag();
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: `Alfa ${t}` }, { title: `Alfa ${t}` }, { title: `Beta ${t}` }, { title: `Gamma ${t}` }] });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.admin.token, body: { ids: [positionIds[3]] } }), 200);
    const query = `isVerified=false&isReported=true&isOutdated=false&companyId=${w.company.id}`;
    const all = await groups(w.admin.token, `${query}&pageSize=10`);
    expect(all.items.map((g) => g.key)).toEqual([`title:k:alfa ${t}`, `title:k:beta ${t}`]);
    const second = await groups(w.admin.token, `${query}&pageSize=10&page=2`);
    expect(second).toMatchObject({ items: [], totalCount: 2, page: 2 });
    // Words of 3+ letters: a one-letter word would also match the base-36 tag in every title.
    expect((await groups(w.admin.token, `${query}&q=${encodeURIComponent(`beta ${t}`)}`)).items.map((g) => g.count)).toEqual([1]);
  });

  it("company users may not group: 403", async () => {
    const w = await world();
    expectProblem(await call("GET", "/positions/groups", { token: w.manager.token }), 403, "FORBIDDEN");
  });

  it("pageSize=7 → 400", async () => {
    const w = await world();
    expectProblem(await call("GET", "/positions/groups?pageSize=7", { token: w.coordinator.token }), 400, "VALIDATION_FAILED");
  });

  itKeepsTheAuthContract("GET", "/positions/groups");
});

async function cataloguePublication(fields: Partial<typeof schema.publications.$inferInsert>) {
  const now = new Date().toISOString();
  const base = { type: "k" as const, title: null, publisher: null, link: null, publicationYear: null, editionNumber: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null, isVerified: true, ...fields };
  const id = newId();
  const [{ next }] = (await db.all(sql`select coalesce(max(search_id), 0) + 1 as next from publications`)) as [{ next: number }];
  await db.insert(schema.publications).values({ id, ...base, ...derivedColumns(base), searchId: next, createdOn: now, updatedOn: now });
  return id;
}

describe("GET /api/v1/positions/{id}/autofill", () => {
  it("by ISBN: the catalogue entry and its values for the position's empty fields only; nothing saved", async () => {
    const w = await world();
    const t = tag();
    const id = await cataloguePublication({ title: `Katalog ${t}`, isbn: "9780306406157", publisher: "PWN", publicationYear: 1999 });
    const authorId = newId();
    const now = new Date().toISOString();
    await db.insert(schema.authors).values({ id: authorId, firstName: "Jan", lastName: `Autor-${t}`, nameFolded: `autor-${t} jan`, createdOn: now, updatedOn: now });
    await db.insert(schema.publicationAuthors).values({ publicationId: id, authorId, type: "R", source: "Assignment", createdOn: now });
    const p = await insertPosition(w.company.id, { title: "Mój tytuł", isbn: "0-306-40615-2", publicationYear: 2001, authors: [] });
    const answer = await call("GET", `/positions/${p.id}/autofill`, { token: w.coordinator.token });
    assertJson(answer, 200);
    const body = assertBody(AutofillResponse, answer);
    expect(body.matchedBy).toBe("isbn");
    expect(body.publication).toMatchObject({ id, title: `Katalog ${t}`, authors: [expect.objectContaining({ authorId, type: "R" })] });
    expect(body.suggested).toEqual({ publication: { publisher: "PWN" }, authors: [{ firstName: "Jan", middleName: null, lastName: `Autor-${t}`, type: "R" }] });
  });

  it("by title and type when no code matches; no match at all: nulls", async () => {
    const w = await world();
    const t = tag();
    const id = await cataloguePublication({ title: `Wesele ${t}`, publisher: "Ossolineum" });
    const p = await insertPosition(w.company.id, { title: `WESELE ${t}!` });
    const byTitle = assertBody(AutofillResponse, await call("GET", `/positions/${p.id}/autofill`, { token: w.admin.token }));
    expect(byTitle).toMatchObject({ matchedBy: "title", publication: { id }, suggested: { publication: { publisher: "Ossolineum" }, authors: [] } });
    const none = await insertPosition(w.company.id, { title: `Nic ${t}` });
    expect(assertBody(AutofillResponse, await call("GET", `/positions/${none.id}/autofill`, { token: w.admin.token }))).toEqual({
      matchedBy: null,
      publication: null,
      suggested: { publication: {}, authors: [] },
    });
  });

  it("company users may not (it reads the catalogue): 403; an unknown position: 404", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id);
    expectProblem(await call("GET", `/positions/${p.id}/autofill`, { token: w.worker.token }), 403, "FORBIDDEN");
    expectProblem(await call("GET", `/positions/missing/autofill`, { token: w.coordinator.token }), 404, "NOT_FOUND");
  });

  itKeepsTheAuthContract("GET", "/positions/some-id/autofill");
});
