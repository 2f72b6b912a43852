import type { CompanyAction } from "@contract/permissions";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { type CompanyRow, findCompany } from "./companies.queries";
import { companyAccess } from "./companies.rules";

/** The company behind `id` if the actor may do `action` on it (403 without the grant, 404 when missing or not its own). */
export async function loadCompanyFor(db: Db, actor: Actor, action: CompanyAction, id: string): Promise<CompanyRow> {
  const access = companyAccess(actor, action, id);
  if (access === "forbidden") throw new ForbiddenError();
  if (access === "notFound") throw new NotFoundError("Company");
  const row = await findCompany(db, id);
  if (!row) throw new NotFoundError("Company");
  return row;
}
