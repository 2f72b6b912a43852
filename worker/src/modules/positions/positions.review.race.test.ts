import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assertJson, call } from "../../../test/http";
import { contextWithColleagueBeforeWrite } from "../../../test/race";
import { db, insertReport, positionRow, tag, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";
import { newId } from "../../lib/ids";
import { nameFoldedOf } from "../authors/authors.rules";
import { derivedColumns } from "../publications/publications.rules";
import { verifyPositions } from "./positions.verify";

/** verifyPositions reads in two batches; the third is its write. */
const WRITE_BATCH = 3;

function cataloguePublication(fields: { type: "k" | "c"; title: string; articleDoi: string }) {
  const at = new Date().toISOString();
  const row = { publisher: null, link: null, publicationYear: null, editionNumber: null, isbn: null, issn: null, articleTitle: null, magazineTitle: "Kwartalnik", isVerified: true, ...fields };
  return db.insert(schema.publications).values({ id: newId(), ...row, ...derivedColumns(row), createdOn: at, updatedOn: at });
}

function catalogueAuthor(firstName: string, lastName: string) {
  const at = new Date().toISOString();
  return db.insert(schema.authors).values({ id: newId(), firstName, lastName, nameFolded: nameFoldedOf({ firstName, middleName: null, lastName }), createdOn: at, updatedOn: at });
}

const publicationsWithDoi = (doi: string) => db.select({ id: schema.publications.id }).from(schema.publications).where(eq(schema.publications.articleDoi, doi));
const authorsNamed = (firstName: string, lastName: string) =>
  db.select({ id: schema.authors.id }).from(schema.authors).where(eq(schema.authors.nameFolded, nameFoldedOf({ firstName, middleName: null, lastName })));

describe("POST /positions/verify racing a colleague's verification", () => {
  it("a colleague who makes the same publication and author between the read and the write: read again, it links to theirs", async () => {
    const w = await world();
    const doi = `10.1234/race-${tag()}`;
    const surname = `Wyścig-${tag()}`;
    const row = { title: "Zbieżność", articleDoi: doi, authors: [{ firstName: "Ada", lastName: surname, type: "A" as const }] };
    const { positionIds } = await insertReport(w.company.id, { rows: [row, row] });
    const [mine, theirs] = positionIds as [string, string];
    const colleague = async () => assertJson(await call("POST", "/positions/verify", { token: w.admin.token, body: { ids: [theirs] } }), 200);
    const ctx = contextWithColleagueBeforeWrite(w.coordinator.user, colleague, WRITE_BATCH);

    expect(await verifyPositions({ ctx, input: { ids: [mine] } })).toMatchObject({ updated: 1 });
    const stored = await publicationsWithDoi(doi);
    expect(stored).toHaveLength(1);
    expect(await authorsNamed("Ada", surname)).toHaveLength(1);
    expect(await positionRow(mine)).toMatchObject({ isVerified: true, publicationId: stored[0]?.id });
    expect((await positionRow(theirs))?.publicationId).toBe(stored[0]?.id);
  });

  it("a colleague who makes the same code-less book between the read and the write: read again, it links to theirs", async () => {
    const w = await world();
    const title = `Bez kodu ${tag()}`;
    const row = { type: "k" as const, title, authors: [] };
    const { positionIds } = await insertReport(w.company.id, { rows: [row, row] });
    const [mine, theirs] = positionIds as [string, string];
    const colleague = async () => assertJson(await call("POST", "/positions/verify", { token: w.admin.token, body: { ids: [theirs] } }), 200);

    await verifyPositions({ ctx: contextWithColleagueBeforeWrite(w.coordinator.user, colleague, WRITE_BATCH), input: { ids: [mine] } });
    const stored = await db.select({ id: schema.publications.id }).from(schema.publications).where(eq(schema.publications.title, title));
    expect(stored).toHaveLength(1);
    expect((await positionRow(mine))?.publicationId).toBe(stored[0]?.id);
    expect((await positionRow(theirs))?.publicationId).toBe(stored[0]?.id);
  });

  it("a colleague who makes only an author of the same name: read again, it links to that author", async () => {
    const w = await world();
    const surname = `Imiennik-${tag()}`;
    const author = [{ firstName: "Jan", lastName: surname, type: "A" as const }];
    const { positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: "Pierwsza", articleDoi: `10.1234/a-${tag()}`, authors: author },
        { title: "Druga", articleDoi: `10.1234/b-${tag()}`, authors: author },
      ],
    });
    const [mine, theirs] = positionIds as [string, string];
    const colleague = async () => assertJson(await call("POST", "/positions/verify", { token: w.admin.token, body: { ids: [theirs] } }), 200);

    await verifyPositions({ ctx: contextWithColleagueBeforeWrite(w.coordinator.user, colleague, WRITE_BATCH), input: { ids: [mine] } });
    expect(await authorsNamed("Jan", surname)).toHaveLength(1);
    expect((await positionRow(mine))?.isVerified).toBe(true);
  });

  it("a colleague who makes something this verification makes again on its second try: 409, nothing written", async () => {
    const w = await world();
    const doi = `10.1234/twice-${tag()}`;
    const surname = `Uparty-${tag()}`;
    const { positionIds } = await insertReport(w.company.id, { rows: [{ title: "Uparta", articleDoi: doi, authors: [{ firstName: "Ewa", lastName: surname, type: "A" }] }] });
    const [mine] = positionIds as [string];
    // Before the first try's write, the author appears (the retry links to them); before the retry's, the publication.
    const colleague = (turn: number) => (turn === 0 ? catalogueAuthor("Ewa", surname) : cataloguePublication({ type: "c", title: "Uparta", articleDoi: doi }));
    const ctx = contextWithColleagueBeforeWrite(w.coordinator.user, colleague, [WRITE_BATCH, 2 * WRITE_BATCH]);

    await expect(verifyPositions({ ctx, input: { ids: [mine] } })).rejects.toThrow("changedConcurrently");
    expect(await publicationsWithDoi(doi)).toHaveLength(1);
    expect(await authorsNamed("Ewa", surname)).toHaveLength(1);
    expect(await positionRow(mine)).toMatchObject({ isVerified: false, publicationId: null });
  });

  it("a colleague's unrelated verification in between does not stop this one", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, {
      rows: [
        { title: "Osobna", articleDoi: `10.1234/c-${tag()}`, authors: [{ firstName: "Ola", lastName: `Pierwsza-${tag()}`, type: "A" }] },
        { title: "Inna", articleDoi: `10.1234/d-${tag()}`, authors: [{ firstName: "Ela", lastName: `Druga-${tag()}`, type: "A" }] },
      ],
    });
    const [mine, theirs] = positionIds as [string, string];
    const colleague = async () => assertJson(await call("POST", "/positions/verify", { token: w.admin.token, body: { ids: [theirs] } }), 200);
    const result = await verifyPositions({ ctx: contextWithColleagueBeforeWrite(w.coordinator.user, colleague, WRITE_BATCH), input: { ids: [mine] } });
    expect(result.updated).toBe(1);
    expect((await positionRow(mine))?.isVerified).toBe(true);
  });
});
