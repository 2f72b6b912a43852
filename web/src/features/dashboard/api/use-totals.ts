import type { Paged } from "@contract/common";
import type { CompanyStatus } from "@contract/companies";
import type { Role } from "@contract/common";
import useSWR from "swr";
import { api } from "../../../lib/api-client";
import { COMPANIES_BY_STATUS_KEY, usersByRoleKey } from "./keys";

const totalOf = async (path: string, query: Record<string, string>) =>
  (await api.get<Paged<unknown>>(path, { query: { ...query, page: "1", pageSize: "10" }, suppressToast: true })).totalCount;

/** Pairs of a value and its count, asked for in parallel (one small list request each). */
export async function countBy<T extends string>(values: readonly T[], count: (value: T) => Promise<number>): Promise<{ value: T; count: number }[]> {
  const counts = await Promise.all(values.map(count));
  return values.map((value, i) => ({ value, count: counts[i] ?? 0 }));
}

/** The chart's order: working companies first. */
export const CHART_STATUSES = ["Active", "Inactive", "Pending", "OutsideSystem"] as const satisfies readonly CompanyStatus[];

export function useCompaniesByStatus(enabled: boolean) {
  return useSWR(enabled ? COMPANIES_BY_STATUS_KEY : null, () =>
    countBy<CompanyStatus>(CHART_STATUSES, (status) => totalOf("/companies", { status })),
  );
}

export function useUsersByRole(roles: readonly Role[]) {
  return useSWR(roles.length ? usersByRoleKey(roles) : null, () => countBy<Role>(roles, (role) => totalOf("/users", { role })));
}
