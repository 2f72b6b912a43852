import type { CreatePositionForm } from "@contract/positions";
import { eq } from "drizzle-orm";
import { inJson } from "../src/lib/json-set";
import * as schema from "../src/db/schema";
import { newId } from "../src/lib/ids";
import { authorsOf, positionFields, publicationOf } from "../src/modules/positions/positions.rules";
import { buildReportWithPositions } from "../src/modules/reports/reports.build";
import { CreatePositionInput } from "@contract/positions";
import * as v from "valibot";
import { actor, createCompany, db } from "./factories";
import type { Db } from "../src/db/client";

/** Factories for reports and positions, written straight to the database (the API is what the tests exercise). */

let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A valid POST /positions body: a book with a unique title unless given. */
export function positionBody(overrides: Partial<CreatePositionForm["publication"]> & { pagesUsed?: number; authors?: CreatePositionForm["authors"] } = {}): CreatePositionForm {
  const { pagesUsed = 10, authors = [{ firstName: "Anna", lastName: "Nowak", type: "A" }], ...publication } = overrides;
  return { publication: { type: "k", title: `Książka ${tag()}`, ...publication }, authors, pagesUsed };
}

const asDb = db as unknown as Db;

type PositionOverrides = Partial<CreatePositionForm["publication"]> & {
  pagesUsed?: number;
  authors?: CreatePositionForm["authors"];
  reportId?: string | null;
  isVerified?: boolean;
  isOutdated?: boolean;
  createdOn?: string;
};

/** A position of a company, stored as POST /positions would store it (unreported unless reportId is given). */
export async function insertPosition(companyId: string, overrides: PositionOverrides = {}) {
  const { reportId = null, isVerified = false, isOutdated = false, createdOn = new Date().toISOString(), ...body } = overrides;
  const input = v.parse(CreatePositionInput, positionBody(body));
  const fields = positionFields(publicationOf(input.publication), authorsOf(input.authors), input.pagesUsed);
  const [row] = await db
    .insert(schema.positions)
    .values({ id: newId(), companyId, reportId, ...fields, isVerified, isOutdated, createdOn, updatedOn: createdOn })
    .returning();
  return row!;
}

/** A report of `companyId` holding `positions` new positions (as the import stores them), counters included. */
export async function insertReport(
  companyId: string,
  options: { year?: number; quarter?: number; positions?: number; rows?: PositionOverrides[] } = {},
) {
  const rows = (options.rows ?? Array.from({ length: options.positions ?? 2 }, () => ({}))).map((o) => v.parse(CreatePositionInput, positionBody(o)));
  const built = buildReportWithPositions(
    { db: asDb, now: new Date(), requestId: "test", actor: null },
    { companyId, year: options.year ?? 2000 + (counter++ % 90), quarter: options.quarter ?? 1, rows, source: "import" },
  );
  await asDb.batch(built.statements as [never, ...never[]]);
  return { reportId: built.reportId, positionIds: built.positionIds };
}

export async function reportRow(id: string) {
  const [row] = await db.select().from(schema.reports).where(eq(schema.reports.id, id));
  return row;
}

export async function positionRow(id: string) {
  const [row] = await db.select().from(schema.positions).where(eq(schema.positions.id, id));
  return row;
}

export async function positionRows(ids: readonly string[]) {
  return db.select().from(schema.positions).where(inJson(schema.positions.id, ids));
}

/** A company with a Manager and a Worker (bearer tokens), and staff of every role. */
export async function world() {
  const company = await createCompany({ name: `Firma ${tag()}` });
  const other = await createCompany({ name: `Inna ${tag()}` });
  const [manager, worker, otherManager, superAdmin, admin, coordinator] = await Promise.all([
    actor({ role: "Manager", companyId: company.id }),
    actor({ role: "Worker", companyId: company.id }),
    actor({ role: "Manager", companyId: other.id }),
    actor({ role: "SuperAdmin" }),
    actor({ role: "Admin" }),
    actor({ role: "Coordinator" }),
  ]);
  return { company, other, manager, worker, otherManager, superAdmin, admin, coordinator };
}

export { db, tag };
