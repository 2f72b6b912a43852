import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { affectedByAccountChange, usersKey } from "./keys";
import { fetchJson, type UserPage } from "./users-api";

/** One page of accounts for a list query (api.md list protocol plus `role`, `status`, `companyId`). */
export function useUsers(query: string) {
  return useSWR<UserPage>(usersKey(query), fetchJson, { keepPreviousData: true });
}

/** Revalidates every list, seat count and total an account change can alter. */
export function useRevalidateAccounts() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByAccountChange), [mutate]);
}
