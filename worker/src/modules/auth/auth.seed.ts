import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { users } from "../../db/schema";
import { auditRowWhen } from "../../lib/audit";
import { runBatch } from "../../lib/batch";
import { newId } from "../../lib/ids";
import { hashPassword } from "../../lib/passwords";
import { iso } from "../../lib/time";
import { hasSuperAdmin } from "./auth.queries";

export const SEED_ADMIN_EMAIL = "superadmin@example.com";

type SeedContext = Pick<ServiceContext, "db" | "now" | "requestId" | "actor">;

/**
 * Gives a fresh database its first SuperAdmin. Safe to race: the unique e-mail index turns a
 * second insert into a no-op, and the audit row is written only by the insert that happened.
 */
export async function seedSuperAdmin({ ctx, input }: { ctx: SeedContext; input: { password: string } }): Promise<boolean> {
  if (await hasSuperAdmin(ctx.db)) return false;
  const id = newId(ctx.now.getTime());
  const now = iso(ctx.now);
  await runBatch(ctx.db, [
    ctx.db
      .insert(users)
      .values({
        id,
        email: SEED_ADMIN_EMAIL,
        passwordHash: hashPassword(input.password),
        firstName: "Super",
        lastName: "Admin",
        role: "SuperAdmin",
        status: "Active",
        isPasswordResetRequired: false,
        createdOn: now,
        updatedOn: now,
      })
      .onConflictDoNothing({ target: users.email }),
    auditRowWhen(
      ctx,
      { action: "user.create", entity: "user", entityId: id, actorId: null, after: { email: SEED_ADMIN_EMAIL, role: "SuperAdmin" } },
      sql`exists (select 1 from ${users} where ${users.id} = ${id})`,
    ),
  ]);
  return true;
}
