import { PositionDto, PositionList } from "@contract/positions";
import { describe, expect, it } from "vitest";
import { itKeepsTheAuthContract } from "../../../test/auth-contract";
import { assertBody, assertJson, call, expectProblem } from "../../../test/http";
import { insertPosition, insertReport, world } from "../../../test/report-factories";

const list = async (token: string, query = "") => {
  const answer = await call("GET", `/positions?${query}`, { token, lang: "en" });
  assertJson(answer, 200);
  return assertBody(PositionList, answer);
};

/** A company with two unreported positions and a report of two, and another company with one of each. */
async function scene() {
  const w = await world();
  const mine = [
    await insertPosition(w.company.id, { title: "Lalka", pagesUsed: 3, createdOn: "2024-01-10T10:00:00.000Z" }),
    await insertPosition(w.company.id, { type: "c", title: null, magazineTitle: "Świat Nauki", issn: "0317-8471", pagesUsed: 8, createdOn: "2024-02-10T10:00:00.000Z" }),
  ];
  const report = await insertReport(w.company.id, {
    rows: [
      { title: "Ferdydurke", pagesUsed: 5, authors: [{ firstName: "Witold", lastName: "Gombrowicz", type: "A" }] },
      { type: "l", title: "Strona", link: "https://example.com/x", pagesUsed: 1 },
    ],
  });
  const theirs = await insertPosition(w.other.id, { title: "Lalka", pagesUsed: 4 });
  const theirReport = await insertReport(w.other.id, { positions: 1 });
  return { ...w, mine, report, theirs, theirReport };
}

describe("GET /api/v1/positions", () => {
  it("a company user's list: its company's unreported positions, newest first, as the contract's DTOs", async () => {
    const s = await scene();
    const page = await list(s.worker.token);
    expect(page).toMatchObject({ page: 1, pageSize: 25, totalCount: 2, totalPages: 1 });
    expect(page.items.map((p) => p.id)).toEqual([s.mine[1]!.id, s.mine[0]!.id]);
    expect(page.items[1]).toEqual({
      id: s.mine[0]!.id,
      companyId: s.company.id,
      companyName: s.company.name,
      reportId: null,
      reportName: null,
      publication: { type: "k", title: "Lalka", publisher: null, link: null, publicationYear: null, editionNumber: null, isbn: null, issn: null, articleTitle: null, articleDoi: null, magazineTitle: null },
      authors: [{ firstName: "Anna", middleName: null, lastName: "Nowak", type: "A" }],
      pagesUsed: 3,
      publicationId: null,
      isReported: false,
      isVerified: false,
      isOutdated: false,
      createdOn: "2024-01-10T10:00:00.000Z",
      createdBy: null,
      updatedOn: s.mine[0]!.updatedOn,
      verifiedOn: null,
      verifiedBy: null,
    });
  });

  it("tenancy: a company user never sees another company's positions, whatever it asks for", async () => {
    const s = await scene();
    for (const token of [s.worker.token, s.manager.token]) {
      for (const query of ["", `companyId=${s.other.id}`, `reportId=${s.theirReport.reportId}`, "isReported=true", `q=lalka`]) {
        const page = await list(token, query);
        expect({ query, companies: [...new Set(page.items.map((p) => p.companyId))] }).toEqual({ query, companies: query === "" || query === "q=lalka" ? [s.company.id] : [] });
      }
    }
  });

  it("a company user sees one of its reports' positions by reportId (reports: R own), and no reported ones otherwise", async () => {
    const s = await scene();
    const page = await list(s.manager.token, `reportId=${s.report.reportId}`);
    expect(page.items.map((p) => p.id).sort()).toEqual([...s.report.positionIds].sort());
    expect(page.items.every((p) => p.isReported && p.reportName !== null)).toBe(true);
    expect((await list(s.worker.token, "isReported=true")).totalCount).toBe(0);
  });

  it.each([
    ["isReported=false", ["Lalka", "Świat Nauki"]],
    ["isReported=true", ["Ferdydurke", "Strona"]],
    ["type=c", ["Świat Nauki"]],
    ["type=l", ["Strona"]],
    ["createdFrom=2024-02-01&createdTo=2024-02-10", ["Świat Nauki"]],
    ["createdTo=2024-01-10", ["Lalka"]],
    ["isVerified=true", []],
    ["isOutdated=false&isReported=false", ["Lalka", "Świat Nauki"]],
    ["sort=pagesUsed&order=desc", ["Świat Nauki", "Ferdydurke", "Lalka", "Strona"]],
    ["sort=title", ["Ferdydurke", "Lalka", "Strona", "Świat Nauki"]],
  ])("staff filter and sort %s, within one company", async (query, titles) => {
    const s = await scene();
    const page = await list(s.coordinator.token, `companyId=${s.company.id}&${query}`);
    const names = page.items.map((p) => p.publication.title ?? p.publication.magazineTitle);
    const ordered = query.includes("sort=");
    expect(ordered ? names : names.sort()).toEqual(ordered ? titles : [...titles].sort());
  });

  it("staff see every company; reportId narrows to a report", async () => {
    const s = await scene();
    const all = await list(s.admin.token, `q=lalka`);
    expect(all.items.map((p) => p.companyId)).toEqual(expect.arrayContaining([s.company.id, s.other.id]));
    expect((await list(s.superAdmin.token, `reportId=${s.report.reportId}`)).totalCount).toBe(2);
  });

  it("sort=companyName: by company name, then id, both ways, paged without gaps or repeats", async () => {
    const s = await scene();
    const query = `companyId=${s.company.id}`;
    const both = [s.company.id, s.other.id];
    const names = new Map([
      [s.company.id, s.company.name],
      [s.other.id, s.other.name],
    ]);
    for (const order of ["asc", "desc"] as const) {
      const all = await list(s.admin.token, `sort=companyName&order=${order}&pageSize=100`);
      const ours = all.items.filter((p) => both.includes(p.companyId));
      const expected = [...ours].sort((a, b) => {
        const by = (names.get(a.companyId) ?? "").localeCompare(names.get(b.companyId) ?? "", "en", { sensitivity: "variant" }) || (a.id < b.id ? -1 : 1);
        return order === "asc" ? by : -by;
      });
      expect(ours.map((p) => p.id)).toEqual(expected.map((p) => p.id));
      expect(ours.every((p) => p.companyName === names.get(p.companyId))).toBe(true);
    }
    const one = await list(s.admin.token, `${query}&sort=companyName&order=asc&pageSize=10`);
    expect(one.totalCount).toBe(4);
    expect(one.items.map((p) => p.id)).toEqual(one.items.map((p) => p.id).sort());
  });

  it("q: words folded (case, Polish letters), author names, identifiers in any spelling, every word must occur", async () => {
    const s = await scene();
    const found = async (q: string) => (await list(s.coordinator.token, `companyId=${s.company.id}&q=${encodeURIComponent(q)}`)).items.map((p) => p.publication.title ?? p.publication.magazineTitle);
    expect(await found("ŚWIAT nauki")).toEqual(["Świat Nauki"]);
    expect(await found("swiat")).toEqual(["Świat Nauki"]);
    expect(await found("gombrowicz")).toEqual(["Ferdydurke"]);
    expect(await found("witold ferdy")).toEqual(["Ferdydurke"]);
    expect(await found("0317 8471")).toEqual(["Świat Nauki"]);
    expect(await found("ISSN 0317-8471")).toEqual(["Świat Nauki"]);
    expect(await found("la")).toEqual(["Lalka"]);
    expect(await found("lalka gombrowicz")).toEqual([]);
  });

  it.each([
    ["pageSize=20", "en", "pageSize", "Page size must be 10, 25, 50 or 100"],
    ["sort=color", "en", "sort", "Unknown sort field"],
    ["isVerified=maybe", "pl", "isVerified", "Nieprawidłowa wartość"],
    ["type=x", "en", "type", "Invalid value"],
    ["createdFrom=2024-02-30", "en", "createdFrom", "Enter a date as YYYY-MM-DD"],
  ])("%s (%s) → 400", async (query, lang, field, message) => {
    const w = await world();
    const problem = expectProblem(await call("GET", `/positions?${query}`, { token: w.coordinator.token, lang }), 400, "VALIDATION_FAILED");
    expect(problem.errors?.[field]).toEqual([message]);
  });

  itKeepsTheAuthContract("GET", "/positions");
});

describe("GET /api/v1/positions/{id}", () => {
  it("its own company's position, reported or not, and any position for staff", async () => {
    const s = await scene();
    for (const [token, id] of [
      [s.worker.token, s.mine[0]!.id],
      [s.manager.token, s.report.positionIds[0]!],
      [s.coordinator.token, s.theirs.id],
    ] as const) {
      const answer = await call("GET", `/positions/${id}`, { token });
      assertJson(answer, 200);
      expect(assertBody(PositionDto, answer).id).toBe(id);
    }
  });

  it("another company's position answers 404 exactly like a missing one", async () => {
    const s = await scene();
    const theirs = expectProblem(await call("GET", `/positions/${s.theirs.id}`, { token: s.worker.token, lang: "en" }), 404, "NOT_FOUND");
    const missing = expectProblem(await call("GET", `/positions/no-such-id`, { token: s.worker.token, lang: "en" }), 404, "NOT_FOUND");
    expect({ ...theirs, requestId: "" }).toEqual({ ...missing, requestId: "" });
    expect(theirs.title).toBe("Position not found.");
  });

  itKeepsTheAuthContract("GET", "/positions/some-id");
});
