import { useCallback } from "react";
import useSWR, { useSWRConfig } from "swr";
import { fetchJson, type AuthorDetailDto, type AuthorLinkPage, type AuthorPage, type PublicationPage } from "./authors-api";
import { affectedByAuthorChange, authorKey, authorPublicationsKey, authorsKey } from "./keys";

/** One page of authors for a list query (api.md list protocol plus gender, hasBirthDate). */
export function useAuthors(query: string) {
  return useSWR<AuthorPage>(authorsKey(query), fetchJson, { keepPreviousData: true });
}

/** True while a match started on the author has not finished (updatedOn is older than its start). */
export function isMatching(a: { updatedOn: string; updateProcessStartedOn: string | null } | undefined): boolean {
  return !!a?.updateProcessStartedOn && Date.parse(a.updatedOn) < Date.parse(a.updateProcessStartedOn);
}

/** GET /authors/{id} with link counts; polled every 2 s while a match runs. */
export function useAuthor(id: string | undefined) {
  return useSWR<AuthorDetailDto>(id ? authorKey(id) : null, fetchJson, {
    refreshInterval: (data) => (isMatching(data) ? 2000 : 0),
  });
}

/** One page of an author's links (source, type and publicationType filters). */
export function useAuthorPublications(id: string | undefined, query: string | null) {
  return useSWR<AuthorLinkPage>(id && query !== null ? authorPublicationsKey(id, query) : null, fetchJson, { keepPreviousData: true });
}

/** The catalogue, for the assign page (GET /publications). */
export function useCatalogue(query: string) {
  return useSWR<PublicationPage>(`/publications?${query}`, fetchJson, { keepPreviousData: true });
}

/** Revalidates everything an author or link change can alter. */
export function useRevalidateAuthors() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(affectedByAuthorChange), [mutate]);
}
