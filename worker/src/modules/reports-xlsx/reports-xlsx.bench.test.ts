import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actor, createCompany, db } from "../../../test/factories";
import * as schema from "../../db/schema";
import { assertStatus, row, upload, xlsx } from "./reports-xlsx.test-support";

/** Measurements, printed for the record (timings are not asserted: they depend on the machine). */
describe("import at size", () => {
  it.each([10_000, 50_000])("imports %i rows", async (count) => {
    const company = await createCompany();
    const { token } = await actor({ role: "Manager", companyId: company.id });
    const rows = Array.from({ length: count }, (_, i) =>
      row({
        type: i % 3 === 0 ? "c" : "k",
        title: `Tytuł pozycji numer ${i} — zażółć gęślą jaźń`,
        magazineTitle: i % 3 === 0 ? "Czasopismo Naukowe" : null,
        publisher: "Wydawnictwo Naukowe PWN",
        publicationYear: 2000 + (i % 24),
        isbn: i % 3 === 0 ? null : "978-83-01-00000-4",
        authors: `Kowalski Jan (A); Nowak${i} Anna Maria (T)`,
        pagesUsed: (i % 40) + 1,
      }),
    );
    const built = performance.now();
    const bytes = await xlsx(rows);
    const madeIn = performance.now() - built;

    const started = Date.now();
    const answer = await upload(`/companies/${company.id}/reports/import`, { token, file: { bytes }, fields: { year: 2024, quarter: 1 } });
    const took = Date.now() - started;
    assertStatus(answer, 201);
    expect(answer.json).toMatchObject({ positionsAmount: count });
    const [stored] = await db.select({ n: schema.reports.positionsAmount }).from(schema.reports).where(eq(schema.reports.companyId, company.id));
    expect(stored?.n).toBe(count);
    console.info(
      `[measure] import of ${count} rows: ${took} ms in the Worker (file ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB, built by the test in ${madeIn.toFixed(0)} ms)`,
    );
  }, 300_000);
});
