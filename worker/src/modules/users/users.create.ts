import type { CreateUserInput, CreateUserResponse } from "@contract/users";
import { m } from "@contract/messages";
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Verb } from "../../context";
import { companies, users } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { changes, runBatch } from "../../lib/batch";
import { insertRowIf } from "../../lib/conditional-insert";
import { ForbiddenError, NotFoundError, ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { temporaryPassword } from "../../lib/temporary-password";
import { iso } from "../../lib/time";
import { requireActor } from "../auth/auth.guards";
import { assertMayEver } from "./users.guards";
import { emailTaken, findCompany, findUser, hasFreeSeat, toUserDto, userWhere } from "./users.queries";
import { placeNewUser } from "./users.rules";
import { emailConflict, seatLimitError } from "./users.errors";

/**
 * A new account, Pending with the reset flag set and a generated password that is shown only in
 * this answer. The seat check, the insert, the first-Manager activation of an Inactive company
 * and their audit rows are one batch: two requests racing for the last seat cannot both win.
 */
export async function createUser({ ctx, input }: Verb<CreateUserInput>): Promise<CreateUserResponse> {
  const actor = requireActor(ctx);
  assertMayEver(actor, "create");
  const place = placeNewUser(actor, input.role, input.companyId);
  if (!place.ok) {
    if (place.reason === "forbidden") throw new ForbiddenError({ detail: m("roleNotAllowed") });
    if (place.reason === "companyNotFound") throw new NotFoundError("Company");
    throw new ValidationError({ companyId: [m(place.reason)] });
  }
  const companyId = place.companyId;
  const company = companyId ? await findCompany(ctx.db, companyId) : undefined;
  if (companyId && !company) throw new NotFoundError("Company");
  if (await emailTaken(ctx.db, input.email)) throw emailConflict();

  const password = temporaryPassword();
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  const row = {
    id,
    email: input.email,
    passwordHash: hashPassword(password),
    firstName: input.firstName,
    middleName: input.middleName ?? null,
    lastName: input.lastName,
    birthDate: input.birthDate ?? null,
    role: input.role,
    status: "Pending" as const,
    companyId,
    isPasswordResetRequired: true,
    createdOn: now,
    updatedOn: now,
    lastLoginOn: null,
  };
  const inserted = userWhere(eq(users.id, id));
  const { passwordHash: _, ...audited } = row;
  const statements: BatchItem<"sqlite">[] = [
    insertRowIf(ctx.db, users, row, companyId ? hasFreeSeat(companyId) : sql`1`),
    auditRowWhen(ctx, { action: "user.create", entity: "user", entityId: id, after: audited }, inserted),
  ];
  if (companyId && input.role === "Manager" && company?.status === "Inactive") {
    // The first Manager makes an Inactive company Active (product.md §4), in the same batch.
    const first = sql`${inserted} and not exists (select 1 from ${users} where ${users.companyId} = ${companyId} and ${users.role} = 'Manager' and ${users.id} <> ${id})`;
    const activates = and(eq(companies.id, companyId), eq(companies.status, "Inactive"), first);
    statements.push(
      // Before the update, so it sees the same state the update's condition does.
      auditRowWhen(
        ctx,
        {
          action: "company.activate",
          entity: "company",
          entityId: companyId,
          before: { status: "Inactive" },
          after: { status: "Active", reason: "firstManager", managerId: id },
        },
        sql`exists (select 1 from ${companies} where ${activates})`,
      ),
      ctx.db.update(companies).set({ status: "Active", updatedOn: now }).where(activates),
    );
  }
  const [result] = await runBatch(ctx.db, statements);
  if (changes(result) !== 1) {
    if (await emailTaken(ctx.db, input.email)) throw emailConflict();
    if (companyId && !(await findCompany(ctx.db, companyId))) throw new NotFoundError("Company");
    throw await seatLimitError(ctx.db, companyId ?? "");
  }
  const created = await findUser(ctx.db, id);
  if (!created) throw new NotFoundError("User");
  return { user: toUserDto(created), temporaryPassword: password };
}
