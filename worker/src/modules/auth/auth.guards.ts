import type { Actor, ServiceContext } from "../../context";
import { AccountInactiveError, CompanyInactiveError, UnauthorizedError } from "../../lib/errors";
import { accountBlock } from "./auth.rules";

export function assertUsable(account: Parameters<typeof accountBlock>[0]): void {
  const block = accountBlock(account);
  if (block === "ACCOUNT_INACTIVE") throw new AccountInactiveError();
  if (block === "COMPANY_INACTIVE") throw new CompanyInactiveError();
}

export function requireActor(ctx: Pick<ServiceContext, "actor">): Actor {
  if (!ctx.actor) throw new UnauthorizedError();
  return ctx.actor;
}
