import { isDataSheet, isInstructionsSheet, isMetaSheet } from "./reports-xlsx.columns";
import type { ZipEntry } from "./reports-xlsx.zip";

/** A workbook relationship and a sheet of xl/workbook.xml, as exceljs's WorkbookReader parses them. */
export type WorkbookRel = { Id?: string; Target?: string };
export type WorkbookSheet = { name?: string; rId?: string };

/**
 * The part a relationship of xl/workbook.xml points at, as a ZIP entry name. Targets are URIs
 * relative to the workbook part: Excel and LibreOffice write "worksheets/sheet1.xml", openpyxl the
 * absolute "/xl/worksheets/sheet1.xml", others "./worksheets/sheet1.xml". exceljs knows only the
 * first, so the sheets of an openpyxl file kept its default names and the meta sheet went unread.
 */
export function relationshipPart(target: string): string | null {
  try {
    const path = new URL(target, "http://part/xl/workbook.xml").pathname;
    return decodeURIComponent(path).replace(/^\/+/, "");
  } catch {
    return null;
  }
}

export type NamedWorksheet = { entry: ZipEntry; name: string };

/**
 * The worksheets in the order of their tabs, with their names; worksheet parts no sheet names
 * come after, unnamed, in part order.
 */
export function worksheetsInTabOrder(worksheets: readonly ZipEntry[], rels: readonly WorkbookRel[], sheets: readonly WorkbookSheet[]): NamedWorksheet[] {
  const byName = new Map(worksheets.map((entry) => [entry.name, entry]));
  const targets = new Map(rels.flatMap((rel) => (rel.Id && rel.Target ? [[rel.Id, relationshipPart(rel.Target)] as const] : [])));
  const named: NamedWorksheet[] = [];
  for (const sheet of sheets) {
    const part = sheet.rId ? targets.get(sheet.rId) : undefined;
    const entry = part ? byName.get(part) : undefined;
    if (!entry) continue;
    byName.delete(part!);
    named.push({ entry, name: sheet.name ?? "" });
  }
  return [...named, ...[...byName.values()].map((entry) => ({ entry, name: "" }))];
}

/**
 * The data sheet: the one named as the template names it ("Pozycje", "Positions"), else the
 * first that is neither the meta sheet nor the instructions — so a sheet of notes the user put
 * before the data is not read as the data.
 */
export function dataSheetOf(worksheets: readonly NamedWorksheet[]): NamedWorksheet | undefined {
  const named = worksheets.find((sheet) => isDataSheet(sheet.name));
  return named ?? worksheets.find((sheet) => !isMetaSheet(sheet.name) && !isInstructionsSheet(sheet.name));
}
