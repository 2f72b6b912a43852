import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchJson, type PublicationPage } from "./publications-api";
import { affectedByPublicationChange, publicationsKey } from "./keys";

/** One page of publications for a list query (api.md list protocol plus type, isVerified, authorId, years). */
export function usePublications(query: string) {
  return useSWR<PublicationPage>(publicationsKey(query), fetchJson, { keepPreviousData: true });
}

/** Revalidates everything a publication change can alter. */
export function useRevalidatePublications() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByPublicationChange), [mutate]);
}
