import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { type CompanyRow, findCompany } from "../companies/companies.queries";
import type { XlsxAction } from "@contract/permissions";
import { xlsxAccess } from "./reports-xlsx.rules";

/** The company behind `id` if the actor may import into it or export it (403 without the grant, 404 when missing or not its own). */
export async function loadCompanyForXlsx(db: Db, actor: Actor, action: XlsxAction, id: string): Promise<CompanyRow> {
  const access = xlsxAccess(actor, action, id);
  if (access === "forbidden") throw new ForbiddenError();
  if (access === "notFound") throw new NotFoundError("Company");
  const row = await findCompany(db, id);
  if (!row) throw new NotFoundError("Company");
  return row;
}
