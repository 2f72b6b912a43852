import type { LookupResponse } from "@contract/publications";
import { api } from "../../../lib/api-client";

/** GET /publications/lookup?code= — the catalogue's entries carrying an ISBN, ISSN or DOI. */
export const lookupCode = (code: string, signal?: AbortSignal) => api.get<LookupResponse>("/publications/lookup", { query: { code }, suppressToast: true, signal });

export type { LookupResponse };
