import { m } from "@contract/messages";
import type { Db } from "../../db/client";
import { ConflictError } from "../../lib/errors";
import { findCompany } from "./users.queries";

export const emailConflict = () => new ConflictError(m("emailTaken"), { email: [m("emailTaken")] });

/** 409 naming the limit that was reached. */
export async function seatLimitError(db: Db, companyId: string): Promise<ConflictError> {
  const company = await findCompany(db, companyId);
  const message = m("seatLimit", company?.maxUsers ?? 0);
  return new ConflictError(message);
}

export const lastSuperAdminError = () => new ConflictError(m("lastSuperAdmin"));
export const changedConcurrentlyError = () => new ConflictError(m("changedConcurrently"));
