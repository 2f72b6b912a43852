/** SWR keys of the authors feature: plain paths with their query. */
export const AUTHORS_PATH = "/authors";

export const authorsKey = (query: string) => `${AUTHORS_PATH}?${query}`;
export const authorKey = (id: string) => `${AUTHORS_PATH}/${encodeURIComponent(id)}`;
export const authorPublicationsKey = (id: string, query: string) => `${authorKey(id)}/publications?${query}`;

/** A change to an author or a link shows in author lists and pages and in publication lists (their authors). */
export const affectedByAuthorChange = (key: unknown): boolean => typeof key === "string" && (key.startsWith(AUTHORS_PATH) || key.startsWith("/publications"));
