/** SWR keys of the publications feature: plain paths with their query. */
export const PUBLICATIONS_PATH = "/publications";

export const publicationsKey = (query: string) => `${PUBLICATIONS_PATH}?${query}`;
export const publicationKey = (id: string) => `${PUBLICATIONS_PATH}/${encodeURIComponent(id)}`;

/** A publication change shows in publication lists and in authors (counts, their publications). */
export const affectedByPublicationChange = (key: unknown): boolean => typeof key === "string" && (key.startsWith(PUBLICATIONS_PATH) || key.startsWith("/authors"));
