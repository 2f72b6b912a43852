import type { SessionUser } from "@contract/auth";
import type { Role } from "@contract/common";
import { addSeconds, DAY, MINUTE, secondsBetween } from "../../lib/time";

export const REFRESH_TOKEN_TTL_SECONDS = 30 * DAY;

/** Failed sign-ins allowed per window before 429; an address gets more because offices share one. */
export const THROTTLE = { windowSeconds: 15 * MINUTE, maxPerEmail: 5, maxPerAddress: 20 } as const;

export const emailKey = (email: string) => `email:${email}`;
export const addressKey = (address: string) => `address:${address}`;

export type ThrottleRow = { key: string; failures: number; windowStartedOn: string };

/** Seconds until the caller may try again, or null when no counter has reached its limit. */
export function retryAfterSeconds(rows: readonly ThrottleRow[], now: Date): number | null {
  let wait: number | null = null;
  for (const row of rows) {
    const limit = row.key.startsWith("email:") ? THROTTLE.maxPerEmail : THROTTLE.maxPerAddress;
    if (row.failures < limit) continue;
    const left = secondsBetween(now, addSeconds(new Date(row.windowStartedOn), THROTTLE.windowSeconds));
    if (left > 0) wait = Math.max(wait ?? 0, Math.ceil(left));
  }
  return wait;
}

type AccountState = {
  status: "Active" | "Inactive" | "Pending";
  role: Role;
  companyId: string | null;
  companyStatus: "Inactive" | "Active" | "Pending" | "OutsideSystem" | null;
};

/**
 * Why an account may not be used, if it may not. Pending (created, never signed in) may sign in;
 * of the company statuses only Inactive locks its users out (api.md: "Users of an inactive company").
 */
export function accountBlock(account: AccountState): "ACCOUNT_INACTIVE" | "COMPANY_INACTIVE" | null {
  if (account.status === "Inactive") return "ACCOUNT_INACTIVE";
  if (account.companyId !== null && account.companyStatus === "Inactive") return "COMPANY_INACTIVE";
  return null;
}

/** A Pending user becomes Active at its first own password change (api.md, Users). */
export function statusAfterPasswordChange(status: AccountState["status"]): AccountState["status"] {
  return status === "Pending" ? "Active" : status;
}

type AccountFields = {
  id: string;
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  role: Role;
  companyId: string | null;
  companyName: string | null;
  isPasswordResetRequired: boolean;
};

export function toSessionUser(account: AccountFields): SessionUser {
  return {
    userId: account.id,
    userEmail: account.email,
    userFirstName: account.firstName,
    userMiddleName: account.middleName,
    userLastName: account.lastName,
    userRole: account.role,
    companyId: account.companyId,
    companyName: account.companyName,
    isPasswordResetRequired: account.isPasswordResetRequired,
  };
}
