import type { Lang } from "@contract/common";
import { type Grant, XLSX_GRANTS } from "@contract/permissions";
import type { PositionPublicationDto } from "@contract/positions";
import { reportName, type ReportListQuery } from "@contract/reports";
import { and, eq, sql } from "drizzle-orm";
import type { Actor, ServiceContext, Verb } from "../../context";
import { positions } from "../../db/schema";
import { ForbiddenError } from "../../lib/errors";
import { inJson } from "../../lib/json-set";
import { warsawWallClock } from "../../lib/wall-clock";
import { requireActor } from "../auth/auth.guards";
import { isCompanyUser, type StoredAuthor } from "../positions/positions.rules";
import { positionPublicationColumns } from "../positions/positions.publication-columns";
import { reportFilter, reportOrder, selectReportPage } from "../reports/reports.queries";
import { formatAuthorsCell } from "./reports-xlsx.authors";
import { IMPORT_COLUMNS } from "./reports-xlsx.columns";
import { safeText, type StreamedWorkbook, streamedWorkbook } from "./reports-xlsx.writer";

/**
 * GET /reports/export: the reports matching GET /reports's filters (every page, in the list's
 * order) on one sheet and their positions on another, streamed with exceljs's WorkbookWriter:
 * rows are read from D1 a page at a time, written and committed, so 100,000 positions pass
 * through a Worker without being held. Filters, tenancy (a Manager or Worker gets only its own
 * company) and order are GET /reports's own (reports.queries.ts).
 */

const REPORTS_PAGE = 500;
/** Positions read in one query; small reports are grouped up to this many, large ones paged by rowid. */
const POSITIONS_PAGE = 2000;
/** Reports whose positions are read by one query (their ids bound as one JSON array). */
const MAX_IDS = 500;

const L = {
  reportsSheet: { pl: "Raporty", en: "Reports" },
  positionsSheet: { pl: "Pozycje", en: "Positions" },
  name: { pl: "Nazwa", en: "Name" },
  company: { pl: "Firma", en: "Company" },
  year: { pl: "Rok", en: "Year" },
  quarter: { pl: "Kwartał", en: "Quarter" },
  positionsAmount: { pl: "Liczba pozycji", en: "Positions" },
  pagesTotal: { pl: "Suma stron", en: "Pages total" },
  createdOn: { pl: "Data utworzenia", en: "Created on" },
  verifiedOn: { pl: "Data weryfikacji", en: "Verified on" },
  isVerified: { pl: "Zweryfikowany", en: "Verified" },
  source: { pl: "Źródło", en: "Source" },
  report: { pl: "Raport", en: "Report" },
  positionVerified: { pl: "Zweryfikowana", en: "Verified" },
  outdated: { pl: "Nieaktualna", en: "Outdated" },
  // As the reports list names them.
  manual: { pl: "Ręcznie", en: "Manual" },
  import: { pl: "Import", en: "Import" },
} as const satisfies Record<string, Record<Lang, string>>;

const DATE_FORMAT = "yyyy-mm-dd hh:mm";

type ExportRow = { id: string; name: string; companyName: string; positionsAmount: number };

/** The actor's grant (every role may export; Manager and Worker only their company, by reportFilter). */
function exportActor(ctx: ServiceContext): Actor {
  const actor = requireActor(ctx);
  if ((XLSX_GRANTS.export[actor.role] as Grant) === false) throw new ForbiddenError();
  return actor;
}

/** GET /reports's own queries (reports.queries.ts), every page of them. */
function reportsPage(ctx: ServiceContext, actor: Actor, input: ReportListQuery, offset: number) {
  // As listReports: sorting every company's reports by company name reads companies in name order first.
  const companiesFirst = input.sort === "companyName" && !isCompanyUser(actor.role) && !input.companyId;
  return selectReportPage(ctx.db, reportFilter(actor, input), reportOrder(input.sort, input.order), { offset, limit: REPORTS_PAGE }, companiesFirst);
}

const positionColumns = {
  id: positions.id,
  reportId: positions.reportId,
  ...positionPublicationColumns,
  authors: positions.authors,
  pagesUsed: positions.pagesUsed,
  isVerified: positions.isVerified,
  isOutdated: positions.isOutdated,
  verifiedOn: positions.verifiedOn,
  createdOn: positions.createdOn,
};

/** Reports in the order given, cut into groups read with one query each (or one paged report alone). */
export function positionGroups(rows: readonly { id: string; positionsAmount: number }[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let amount = 0;
  for (const row of rows) {
    if (current.length > 0 && (amount + row.positionsAmount > POSITIONS_PAGE || current.length >= MAX_IDS)) {
      groups.push(current);
      current = [];
      amount = 0;
    }
    current.push(row.id);
    amount += row.positionsAmount;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

// Cells show the times as the UI does for Polish users (a cell has no zone), not in UTC.
const when = warsawWallClock;

export type ExportFile = { body: ReadableStream<Uint8Array>; filename: string; done: Promise<void> };

export async function exportReports({ ctx, input }: Verb<ReportListQuery>): Promise<ExportFile> {
  const actor = exportActor(ctx);
  // The first page is read before the answer starts, so a failing query is still a problem+json 500.
  const firstPage = await reportsPage(ctx, actor, input, 0);
  const out = streamedWorkbook();
  const done = (async () => {
    try {
      await writeExport(ctx, out, (offset) => reportsPage(ctx, actor, input, offset), firstPage);
    } catch (error) {
      out.fail(error);
      throw error;
    }
  })();
  const day = ctx.now.toISOString().slice(0, 10);
  return { body: out.body, filename: `${ctx.lang === "pl" ? "raporty" : "reports"}-${day}.xlsx`, done };
}

type ReportPage = Awaited<ReturnType<typeof reportsPage>>;

/**
 * Filter buttons on the header row over all the rows below (the streaming writer puts them in the
 * sheet when it is committed, so the last row is known by then).
 */
const filterOver = (columns: number, rows: number) => ({ from: { row: 1, column: 1 }, to: { row: rows + 1, column: columns } });

async function writeExport(ctx: ServiceContext, out: StreamedWorkbook, nextPage: (offset: number) => Promise<ReportPage>, firstPage: ReportPage): Promise<void> {
  const { lang } = ctx;
  const { workbook } = out;

  const sheet = workbook.addWorksheet(L.reportsSheet[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [28, 36, 8, 8, 14, 12, 18, 18, 14, 10].map((width) => ({ width }));
  const headers = [L.name, L.company, L.year, L.quarter, L.positionsAmount, L.pagesTotal, L.createdOn, L.verifiedOn, L.isVerified, L.source];
  sheet.addRow(headers.map((h) => h[lang])).font = { bold: true };

  const exported: ExportRow[] = [];
  let page = firstPage;
  for (let offset = 0; page.length > 0; ) {
    for (const r of page) {
      const name = reportName(r.year, r.quarter);
      const row = sheet.addRow([
        name,
        safeText(r.companyName),
        r.year,
        r.quarter,
        r.positionsAmount,
        r.pagesTotal,
        when(r.createdOn),
        when(r.verifiedOn),
        r.isVerified,
        L[r.source][lang],
      ]);
      row.getCell(7).numFmt = DATE_FORMAT;
      row.getCell(8).numFmt = DATE_FORMAT;
      row.commit();
      exported.push({ id: r.id, name, companyName: r.companyName, positionsAmount: r.positionsAmount });
    }
    await out.drained();
    if (page.length < REPORTS_PAGE) break;
    offset += REPORTS_PAGE;
    page = await nextPage(offset);
  }
  sheet.autoFilter = filterOver(headers.length, exported.length);
  sheet.commit();

  const positionsSheet = workbook.addWorksheet(L.positionsSheet[lang], { views: [{ state: "frozen", ySplit: 1 }] });
  positionsSheet.columns = [12, 30, ...IMPORT_COLUMNS.map((c) => c.width), 12, 12, 18, 18].map((width) => ({ width }));
  const positionHeaders = [
    L.report[lang],
    L.company[lang],
    ...IMPORT_COLUMNS.map((c) => c.header[lang]),
    L.positionVerified[lang],
    L.outdated[lang],
    L.verifiedOn[lang],
    L.createdOn[lang],
  ];
  positionsSheet.addRow(positionHeaders).font = { bold: true };

  const byId = new Map(exported.map((r) => [r.id, r]));
  let written = 0;
  const write = (p: PositionRow) => {
    written++;
    const report = byId.get(p.reportId ?? "");
    const row = positionsSheet.addRow([
      report?.name ?? null,
      safeText(report?.companyName),
      p.type,
      safeText(p.title),
      safeText(p.publisher),
      safeText(p.link),
      p.publicationYear,
      safeText(p.editionNumber),
      safeText(p.isbn),
      safeText(p.issn),
      safeText(p.articleTitle),
      safeText(p.articleDoi),
      safeText(p.magazineTitle),
      safeText(formatAuthorsCell(p.authors)),
      p.pagesUsed,
      p.isVerified,
      p.isOutdated,
      when(p.verifiedOn),
      when(p.createdOn),
    ]);
    row.getCell(IMPORT_COLUMNS.length + 5).numFmt = DATE_FORMAT;
    row.getCell(IMPORT_COLUMNS.length + 6).numFmt = DATE_FORMAT;
    row.commit();
  };

  for (const group of positionGroups(exported)) {
    const single = group.length === 1 ? byId.get(group[0] ?? "") : undefined;
    if (single && single.positionsAmount > POSITIONS_PAGE) {
      // A large report alone, a page at a time in its index order (report_id, created_on, id): the
      // order entered — for an import, the sheet's (its ids ascend with the rows).
      let after: { createdOn: string; id: string } | null = null;
      for (;;) {
        const rows: PositionRow[] = await ctx.db
          .select(positionColumns)
          .from(positions)
          .where(and(eq(positions.reportId, single.id), after ? sql`(${positions.createdOn}, ${positions.id}) > (${after.createdOn}, ${after.id})` : undefined))
          .orderBy(positions.createdOn, positions.id)
          .limit(POSITIONS_PAGE);
        for (const p of rows) write(p);
        await out.drained();
        const last = rows[rows.length - 1];
        if (!last || rows.length < POSITIONS_PAGE) break;
        after = { createdOn: last.createdOn, id: last.id };
      }
      continue;
    }
    const rows = await ctx.db
      .select(positionColumns)
      .from(positions)
      .where(inJson(positions.reportId, group))
      .orderBy(positions.reportId, positions.createdOn, positions.id);
    const byReport = new Map<string, PositionRow[]>();
    for (const p of rows) {
      const list = byReport.get(p.reportId ?? "");
      if (list) list.push(p);
      else byReport.set(p.reportId ?? "", [p]);
    }
    for (const id of group) for (const p of byReport.get(id) ?? []) write(p);
    await out.drained();
  }
  positionsSheet.autoFilter = filterOver(positionHeaders.length, written);
  positionsSheet.commit();
  await workbook.commit();
}

/** A position as positionColumns reads it: the publication fields positions copy, its authors and its state. */
type PositionRow = PositionPublicationDto & {
  id: string;
  reportId: string | null;
  authors: StoredAuthor[];
  pagesUsed: number;
  isVerified: boolean;
  isOutdated: boolean;
  verifiedOn: string | null;
  createdOn: string;
};
