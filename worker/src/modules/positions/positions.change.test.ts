import { PositionDto, PositionList } from "@contract/positions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { auditRows } from "../../../test/factories";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { db, insertPosition, insertReport, positionRow, reportRow, world } from "../../../test/report-factories";
import * as schema from "../../db/schema";

const patch = (id: string, token: string, body: unknown, lang = "en") => call("PATCH", `/positions/${id}`, { token, body, lang });

describe("PATCH /api/v1/positions/{id}", () => {
  it("a Worker changes its company's unreported position: parts replaced whole, derived columns recomputed, the change audited", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id, { title: "Lalka", pagesUsed: 3 });
    const answer = await patch(p.id, w.worker.token, {
      publication: { type: "k", title: "Lalka", isbn: "978-83-01-00000-4" },
      authors: [{ firstName: "Bolesław", lastName: "Prus" }],
    });
    assertJson(answer, 200);
    expect(assertBody(PositionDto, answer)).toMatchObject({
      publication: { title: "Lalka", isbn: "9788301000004" },
      authors: [{ firstName: "Bolesław", middleName: null, lastName: "Prus", type: "A" }],
      pagesUsed: 3,
    });
    const row = await positionRow(p.id);
    expect(row).toMatchObject({ groupKey: "isbn:9788301000004", searchText: "lalka 9788301000004 boleslaw prus" });
    expect(row!.updatedOn > p.updatedOn).toBe(true);
    const [audit] = await auditRows(p.id);
    expect(audit).toMatchObject({ action: "position.update", actorId: w.worker.user.id });
    expect(Object.keys(audit!.after as object).sort()).toEqual(["authors", "isbn"]);
  });

  it("the search index follows the change", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id, { title: "Przedwiośnie" });
    assertJson(await patch(p.id, w.worker.token, { publication: { type: "k", title: "Granica" } }), 200);
    const search = async (q: string) => {
      const answer = await call("GET", `/positions?q=${encodeURIComponent(q)}`, { token: w.worker.token });
      return assertBody(PositionList, answer).items.map((i) => i.id);
    };
    expect(await search("przedwiosnie")).toEqual([]);
    expect(await search("granica")).toEqual([p.id]);
  });

  it("nothing to change: 200, nothing written", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id, { pagesUsed: 4 });
    assertJson(await patch(p.id, w.manager.token, { pagesUsed: 4 }), 200);
    expect(await auditRows(p.id)).toEqual([]);
    expect((await positionRow(p.id))?.updatedOn).toBe(p.updatedOn);
  });

  it("If-Match with the version read: a change saved meanwhile is refused (409, nothing written); the current version passes", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id, { title: "Lalka", pagesUsed: 4 });
    const read = assertBody(PositionDto, await call("GET", `/positions/${p.id}`, { token: w.worker.token }));
    expect(read.updatedOn).toBe(p.updatedOn);
    // The manager changes the title; the worker then saves pages from what it read before.
    const theirs = assertBody(PositionDto, await patch(p.id, w.manager.token, { publication: { type: "k", title: "Emancypantki" } }));
    const stale = { token: w.worker.token, body: { pagesUsed: 9 }, lang: "en", headers: { "If-Match": `"${read.updatedOn}"` } };
    const problem = expectProblem(await call("PATCH", `/positions/${p.id}`, stale), 409, "CONFLICT");
    expect(problem.detail).toBe("Someone else changed this record in the meantime; reload it and try again");
    expect(await positionRow(p.id)).toMatchObject({ title: "Emancypantki", pagesUsed: 4, updatedOn: theirs.updatedOn });
    // A change the position already has, sent under the old version (a save whose answer was lost): 200, nothing written.
    const already = await call("PATCH", `/positions/${p.id}`, { ...stale, body: { publication: { type: "k", title: "Emancypantki" } } });
    expect(assertBody(PositionDto, already)).toMatchObject({ publication: { title: "Emancypantki" }, updatedOn: theirs.updatedOn });

    const fresh = await call("PATCH", `/positions/${p.id}`, { ...stale, headers: { "If-Match": `W/"${theirs.updatedOn}"` } });
    expect(assertBody(PositionDto, fresh)).toMatchObject({ pagesUsed: 9, publication: { title: "Emancypantki" } });
  });

  it("a company user cannot change a reported position: 409, in its language", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    const problem = expectProblem(await patch(positionIds[0]!, w.worker.token, { pagesUsed: 9 }), 409, "CONFLICT");
    expect(problem.detail).toBe("The position is already in a report and can no longer be changed here");
    const pl = expectProblem(await patch(positionIds[0]!, w.manager.token, { pagesUsed: 9 }, "pl"), 409, "CONFLICT");
    expect(pl.detail).toBe("Pozycja jest już w raporcie i nie można jej tu zmienić");
  });

  it("another company's position: 404, as a missing one", async () => {
    const w = await world();
    const theirs = await insertPosition(w.other.id);
    expectProblem(await patch(theirs.id, w.worker.token, { pagesUsed: 9 }), 404, "NOT_FOUND");
    expect((await positionRow(theirs.id))?.pagesUsed).toBe(theirs.pagesUsed);
  });

  it("staff change a reported position that is not verified; its report's pagesTotal follows", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { rows: [{ pagesUsed: 5 }, { pagesUsed: 7 }] });
    assertJson(await patch(positionIds[0]!, w.coordinator.token, { pagesUsed: 15 }), 200);
    expect(await reportRow(reportId)).toMatchObject({ pagesTotal: 22, positionsAmount: 2, openPositions: 2 });
  });

  it("a verified position is nobody's to change: 409", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    await db.update(schema.positions).set({ isVerified: true }).where(eq(schema.positions.id, positionIds[0]!));
    const problem = expectProblem(await patch(positionIds[0]!, w.admin.token, { pagesUsed: 1 }), 409, "CONFLICT");
    expect(problem.detail).toBe("The position is verified; revert it first");
  });

  it.each([
    [{ pagesUsed: 0 }, "pagesUsed", "Must be at least 1"],
    [{ publication: { type: "k" } }, "publication.title", "This field is required"],
    [{ authors: "Prus" }, "authors", "Invalid value"],
  ])("%j → 400", async (body, field, message) => {
    const w = await world();
    const p = await insertPosition(w.company.id);
    const problem = expectProblem(await patch(p.id, w.worker.token, body), 400, "VALIDATION_FAILED");
    expect(problem.errors?.[field]?.[0]).toBe(message);
  });

  itKeepsTheAuthContract("PATCH", "/positions/some-id", { body: { pagesUsed: 2 } });
});

describe("DELETE /api/v1/positions/{id}", () => {
  it("a Worker deletes its company's unreported position: 204, the row, its search entry gone, the delete audited", async () => {
    const w = await world();
    const p = await insertPosition(w.company.id, { title: "Sklepy cynamonowe" });
    const answer = await call("DELETE", `/positions/${p.id}`, { token: w.worker.token });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await positionRow(p.id)).toBeUndefined();
    const search = await call("GET", `/positions?q=cynamonowe`, { token: w.worker.token });
    expect(assertBody(PositionList, search).totalCount).toBe(0);
    expect((await auditRows(p.id)).map((a) => a.action)).toEqual(["position.delete"]);
  });

  it("a company user cannot delete a reported position (409) nor another company's (404)", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    expectProblem(await call("DELETE", `/positions/${positionIds[0]}`, { token: w.manager.token }), 409, "CONFLICT");
    const theirs = await insertPosition(w.other.id);
    expectProblem(await call("DELETE", `/positions/${theirs.id}`, { token: w.manager.token }), 404, "NOT_FOUND");
    expect(await positionRow(theirs.id)).toBeDefined();
  });

  it("staff delete a reported open position: the report's counters follow, and it turns verified when the rest is done", async () => {
    const w = await world();
    const { reportId, positionIds } = await insertReport(w.company.id, { rows: [{ pagesUsed: 5 }, { pagesUsed: 7 }] });
    assertJson(await call("POST", "/positions/mark-outdated", { token: w.coordinator.token, body: { ids: [positionIds[0]] } }), 200);
    const answer = await call("DELETE", `/positions/${positionIds[1]}`, { token: w.admin.token });
    expect(answer.status).toBe(204);
    const report = await reportRow(reportId);
    expect(report).toMatchObject({ positionsAmount: 1, pagesTotal: 5, openPositions: 0, isVerified: true });
    expect(report?.verifiedOn).toEqual(expect.any(String));
  });

  it("a verified position: 409, it stays", async () => {
    const w = await world();
    const { positionIds } = await insertReport(w.company.id, { positions: 1 });
    assertJson(await call("POST", "/positions/verify", { token: w.coordinator.token, body: { ids: positionIds } }), 200);
    expectProblem(await call("DELETE", `/positions/${positionIds[0]}`, { token: w.superAdmin.token }), 409, "CONFLICT");
    expect(await positionRow(positionIds[0]!)).toBeDefined();
  });

  itKeepsTheAuthContract("DELETE", "/positions/some-id");
});
